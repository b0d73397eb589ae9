import { z } from 'zod';

/**
 * Every domain event travels in this envelope: a past-tense fact with an id (also the JetStream
 * msgID, so a re-published event is de-duplicated), a type that is also its NATS subject, the time
 * it happened, and the entity snapshot. `version` grows with each write of the entity, so a consumer
 * can ignore a stale or repeated event.
 */
/**
 * The envelope's schema version (decision 0092). 1: the envelope before this field existed (an event
 * without it is read as 1); 2: the same fields with `schemaVersion`. A change to the envelope or to an
 * event's data that an older consumer cannot read takes the next number.
 */
export const EVENT_SCHEMA_VERSION = 2;
/**
 * Consumers read the current version and the one before, so that a producer and its consumers deploy in
 * either order, and a rollback of either still reads what the other wrote. An older event is upcast to the
 * current shape when read (`readEvent`).
 */
export const OLDEST_READ_EVENT_SCHEMA_VERSION = EVENT_SCHEMA_VERSION - 1;

export const EventEnvelope = z.object({
  schemaVersion: z.number().int().min(OLDEST_READ_EVENT_SCHEMA_VERSION).max(EVENT_SCHEMA_VERSION).default(1),
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string().datetime(),
  aggregateId: z.string().min(1),
  version: z.number().int().nonnegative(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };

/** An event as read from a stream: current (older ones upcast), from a newer producer, or not an event. */
export type ReadEvent = { kind: 'event'; event: EventEnvelope } | { kind: 'newer'; schemaVersion: number } | { kind: 'malformed'; error: Error };

/**
 * Reads an event from a stream. One of a schema version newer than this code knows is not malformed: it is
 * for a consumer deployed after its producer, and is left for that consumer (decision 0092).
 */
export function readEvent(json: unknown): ReadEvent {
  const schemaVersion = (json as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof schemaVersion === 'number' && schemaVersion > EVENT_SCHEMA_VERSION) return { kind: 'newer', schemaVersion };
  const parsed = EventEnvelope.safeParse(json);
  if (!parsed.success) return { kind: 'malformed', error: parsed.error };
  // 1 → 2 added only the field itself: the upcast is the current number.
  return { kind: 'event', event: { ...(parsed.data as EventEnvelope), schemaVersion: EVENT_SCHEMA_VERSION } };
}

/** JetStream streams, one per bounded context. */
export const Streams = {
  catalog: { name: 'CATALOG', subjects: ['catalog.>'] },
  candidates: { name: 'CANDIDATES', subjects: ['candidates.>'] },
  engagement: { name: 'ENGAGEMENT', subjects: ['engagement.>'] },
  auth: { name: 'AUTH', subjects: ['auth.>'] },
  portal: { name: 'PORTAL', subjects: ['portal.>'] },
} as const;
