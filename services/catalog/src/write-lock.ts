import { OutboxRelay, type EventfulWrites } from '@agency/service-kit';

/**
 * FerretDB v1 runs an update as "read, change in Go, write the whole document back" without a lock,
 * so two writes to one document at the same moment can lose one of them, whatever the outbox's version
 * check says. The relay pulling a just-published event while a person saves the next change is the
 * common case: the change and its event were lost. So this process runs its catalog writes and the
 * relay's passes one at a time. (MongoDB applies each update atomically and needs none of this.)
 */
let tail: Promise<unknown> = Promise.resolve();

export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}

/** The same writes, each run under the process's write lock. */
export function lockedWrites<TDoc>(writes: EventfulWrites<TDoc>): EventfulWrites<TDoc> {
  return {
    create: (...args) => oneAtATime(() => writes.create(...args)),
    update: (...args) => oneAtATime(() => writes.update(...args)),
    remove: (...args) => oneAtATime(() => writes.remove(...args)),
  };
}

/** The outbox relay, each publishing pass under the process's write lock. */
export class LockedOutboxRelay extends OutboxRelay {
  override drainOnce(): Promise<number> {
    return oneAtATime(() => super.drainOnce());
  }
}

