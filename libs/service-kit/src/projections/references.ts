import type { Model } from 'mongoose';
import type { EventEnvelope } from '@agency/contracts';
import type { StreamSpec } from '../events/bus';
import { badRequest } from '../errors';
import type { Projection } from './projection';
import { storeIfNewer } from './stored-copies';

/** What a request that links to a record this service does not know, or that was removed, is answered (decision 0030). */
export const ReferenceMessages = {
  candidate: 'The selected candidate was not found: they may have been removed. Please choose the candidate again.',
  employer: 'The selected employer was not found: it may have been deleted. Please choose the employer again.',
  jobRole: 'The selected job role was not found: it may have been deleted. Please choose the job role again.',
  staff: 'The selected team member was not found: they may have been removed. Please choose the team member again.',
} as const;

export type ReferenceKind = keyof typeof ReferenceMessages;

/** A record as this service last heard of it. */
export interface Reference<T> {
  /** As last known; null once nothing of it may be kept (an erased candidate). */
  value: T | null;
  /** False once removed by its owner: still shown on old records, no longer linked to. */
  active: boolean;
  version: number;
}

/** One kind of another service's records, as this service shows and links to them. */
export interface ReferenceSpec<T> {
  kind: ReferenceKind;
  stream: StreamSpec;
  /** The event types that change these records. */
  handles: readonly string[];
  /** The copies in this service's database: a row per record, `_id` the owner's id, with `version`. */
  model: Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What the event makes of the record (`before`: as known until now); null: nothing (an event it cannot read). */
  read(event: EventEnvelope, before: Reference<T> | undefined): Omit<Reference<T>, 'version'> | null;
  /** The row's fields for a record, and the record read back from a row. */
  toRow(value: T | null, active: boolean): Record<string, unknown>;
  fromRow(id: string, row: Record<string, unknown>): Omit<Reference<T>, 'version'>;
}

/** Told of each change, with the record before and after it. */
type ChangeListener<T> = (kind: ReferenceKind, id: string, before: Reference<T> | undefined, after: Reference<T>) => void | Promise<void>;

/**
 * The records of one kind, in memory (for answers and searches) and as copies in the database. The newest
 * version of each wins, so repeated and older events change nothing.
 */
export class ReferenceBook<T> {
  private readonly entries = new Map<string, Reference<T>>();
  private readonly listeners: ChangeListener<T>[] = [];

  constructor(readonly spec: ReferenceSpec<T>) {}

  get size(): number {
    return this.entries.size;
  }

  /** The record as last known (also once removed, unless erased); null when never known. */
  get(id: string | null | undefined): T | null {
    return id ? (this.entries.get(id)?.value ?? null) : null;
  }

  /** Known and not removed: a new link to it is allowed. */
  isActive(id: string | null | undefined): boolean {
    return !!id && this.entries.get(id)?.active === true;
  }

  /** Known and removed since. */
  isRemoved(id: string | null | undefined): boolean {
    return !!id && this.entries.get(id)?.active === false;
  }

  onChange(listener: ChangeListener<T>): void {
    this.listeners.push(listener);
  }

  async load(): Promise<void> {
    for await (const row of this.spec.model.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, version, ...fields } = row as Record<string, unknown> & { _id: string; version: number };
      const known = this.entries.get(id);
      if (!known || known.version < version) this.entries.set(id, { ...this.spec.fromRow(id, fields), version });
    }
  }

  /**
   * Applies a newer event: memory first, then the listeners (they may erase what belongs to the record,
   * before its copy says so: a restart in between does it again rather than forgets to), then the copy.
   * When one of them fails the memory goes back, so that the retry does it all again.
   */
  async apply(event: EventEnvelope): Promise<void> {
    const { aggregateId: id, version } = event;
    const before = this.entries.get(id);
    if (before && before.version >= version) return;
    const next = this.spec.read(event, before);
    if (!next) return;
    const after = { ...next, version };
    this.entries.set(id, after);
    try {
      for (const listener of this.listeners) await listener(this.spec.kind, id, before, after);
      await storeIfNewer(this.spec.model, id, version, this.spec.toRow(after.value, after.active));
    } catch (error) {
      if (this.entries.get(id) === after) {
        if (before) this.entries.set(id, before);
        else this.entries.delete(id);
      }
      throw error;
    }
  }
}

/** The ids a request links to, by kind. */
export type Links = { [K in ReferenceKind as `${K}Id`]?: string | null };

/**
 * Another service's records this service shows and links to (candidates, employers, job roles), each kind
 * a `ReferenceBook`, read from their owners' streams with a `database` checkpoint (`projections`). Links
 * to them are checked here, with one set of error texts.
 */
export class References<Kinds extends { [K in ReferenceKind]?: unknown }> {
  constructor(readonly books: { [K in keyof Kinds]: ReferenceBook<Kinds[K]> }) {}

  /** One projection per stream, each applying the events of the books it feeds. */
  get projections(): Projection[] {
    const byStream = new Map<string, ReferenceBook<unknown>[]>();
    for (const book of this.all()) byStream.set(book.spec.stream.name, [...(byStream.get(book.spec.stream.name) ?? []), book]);
    return [...byStream.values()].map((books) => ({
      name: `references from ${books[0]!.spec.stream.name}`,
      stream: books[0]!.spec.stream,
      handles: books.flatMap((book) => book.spec.handles),
      checkpoint: 'database',
      load: async () => void (await Promise.all(books.map((book) => book.load()))),
      apply: async (event) => {
        for (const book of books) if (book.spec.handles.includes(event.type)) await book.apply(event);
      },
    }));
  }

  get sizes(): Record<string, number> {
    return Object.fromEntries(this.all().map((book) => [book.spec.kind, book.size]));
  }

  ensureIndexes(): Promise<unknown> {
    return Promise.all(this.all().map((book) => book.spec.model.createIndexes()));
  }

  /** Told of each change of any kind (e.g. what is searched by a name follows a rename). */
  onChange(listener: ChangeListener<unknown>): void {
    for (const book of this.all()) book.onChange(listener);
  }

  /** Refuses a link to a record this service does not know, or that was removed, naming the one to choose again. */
  checkLinks(links: Links): void {
    for (const book of this.all()) {
      const id = links[`${book.spec.kind}Id`];
      if (id && !book.isActive(id)) throw badRequest(ReferenceMessages[book.spec.kind]);
    }
  }

  private all(): ReferenceBook<unknown>[] {
    return Object.values(this.books) as ReferenceBook<unknown>[];
  }
}
