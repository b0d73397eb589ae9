import { z } from 'zod';

/**
 * Every domain event travels in this envelope: a past-tense fact with an id (also the JetStream
 * msgID, so a re-published event is de-duplicated), a type that is also its NATS subject, the time
 * it happened, and the entity snapshot. `version` grows with each write of the entity, so a consumer
 * can ignore a stale or repeated event.
 */
export const EventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string().datetime(),
  aggregateId: z.string().min(1),
  version: z.number().int().nonnegative(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelope>, 'data'> & { data: T };

/** JetStream streams, one per bounded context. */
export const Streams = {
  catalog: { name: 'CATALOG', subjects: ['catalog.>'] },
  candidates: { name: 'CANDIDATES', subjects: ['candidates.>'] },
  engagement: { name: 'ENGAGEMENT', subjects: ['engagement.>'] },
  auth: { name: 'AUTH', subjects: ['auth.>'] },
  portal: { name: 'PORTAL', subjects: ['portal.>'] },
} as const;
