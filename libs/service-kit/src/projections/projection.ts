import type { EventEnvelope } from '@agency/contracts';
import type { StreamSpec } from '../events/bus';

/**
 * A service's copy of what another service's events say (architecture rule 1), kept up to date by
 * applying them. Every consumer of another service's events is one of these, in the service's
 * `src/projections/`, and runs with `ProjectionRunner` (docs/architecture/events.md).
 */
export interface Projection {
  /** Names it in logs; with a `consumer` checkpoint, also the durable consumer's name (never rename one). */
  name: string;
  stream: StreamSpec;
  /** The event types it applies; the stream's other events pass it by. */
  handles: readonly string[];
  /**
   * Where how far it has read is kept:
   * - `consumer`: in a durable JetStream consumer shared by every instance, so each event is applied once
   *   per service. For copies kept in the database only.
   * - `database`: in the service's database (`stream_positions`, one per stream), each instance reading the
   *   whole stream itself. For copies also kept in memory, which every instance needs whole.
   */
  checkpoint: 'consumer' | 'database';
  /**
   * Applies one event. It must be idempotent (delivery is at-least-once, and a restart may read up to 100
   * applied events again): write with `storeIfNewer` or `applyProjection`. A throw retries the event. With a
   * `consumer` checkpoint, events of different aggregates are applied at once (eight per instance), those
   * of one aggregate in order on one instance but not across instances.
   */
  apply(event: EventEnvelope): Promise<void>;
  /** `database` only: fills the memory from the stored copies, after the checkpoint is read and before the stream. */
  load?(): Promise<void>;
}

/** The subject filter of a durable consumer: NATS 2.9 takes one, so the types' common `prefix.*`, or none. */
export function subjectFilter(types: readonly string[]): string | undefined {
  if (types.length === 1) return types[0];
  const prefixes = new Set(types.map((type) => type.slice(0, type.lastIndexOf('.'))));
  return prefixes.size === 1 ? `${[...prefixes][0]}.*` : undefined;
}
