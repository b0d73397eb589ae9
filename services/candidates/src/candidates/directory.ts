import type { Model } from 'mongoose';
import { CandidatesEvents, CandidateSnapshot, Streams, type Candidate, type CandidateList, type EventEnvelope } from '@agency/contracts';
import { live, type EventBus, type ServiceContext } from '@agency/service-kit';
import { toCandidate, type StoredCandidate } from './snapshot';

interface Entry {
  candidate: Candidate;
  /** Newest-first order: createdAt, then id. */
  sortKey: string;
  /** Lowercased name, current role, location, e-mail and skills, for the staff search. */
  haystack: string;
  version: number;
}

// A search never matches across two fields or two candidates: the text typed cannot hold these.
const FIELD_SEPARATOR = '\u0000';
const RECORD_SEPARATOR = '\u0001';
const holdsSeparator = (text: string) => text.includes(FIELD_SEPARATOR) || text.includes(RECORD_SEPARATOR);

function haystackOf(candidate: Candidate): string {
  return [candidate.name, candidate.currentRole, candidate.location, candidate.email, ...(candidate.skills ?? [])]
    .filter(Boolean)
    .join(FIELD_SEPARATOR)
    .toLowerCase();
}

/**
 * Every live candidate, in memory, for the staff list and search (decision 0023). FerretDB's SQLite
 * backend answers no query through an index, so a search over 100,000 candidates in the database takes
 * seconds; here it is a scan of short strings. The database stays the source of truth: each instance
 * loads it at start, applies its own writes at once and the other instances' writes from the
 * CANDIDATES stream, keeping the newest version of each candidate.
 */
export class CandidateDirectory {
  private readonly entries = new Map<string, Entry>();
  private readonly idsByEmail = new Map<string, string>();
  /** Ascending by sortKey; the list reads it from the end. */
  private readonly ordered: Entry[] = [];
  /** Versions of deleted candidates, so that a late, older event cannot bring one back. */
  private readonly deleted = new Map<string, number>();
  private queue: Promise<void> = Promise.resolve();
  /**
   * Every haystack in list order, each followed by RECORD_SEPARATOR, and where each starts: one
   * `lastIndexOf` over one string finds matches newest first far faster than a test per candidate.
   * Rebuilt on the first search after a change.
   */
  private searchText: { text: string; starts: number[] } | null = null;

  constructor(private readonly log?: ServiceContext['log']) {}

  /** Loads the candidates of the database, then follows the stream; resolves once both are read. */
  static async open(model: Model<any>, bus: EventBus, log: ServiceContext['log']): Promise<CandidateDirectory> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const directory = new CandidateDirectory(log);
    // Soft-deleted candidates are loaded too: their versions become tombstones.
    for await (const doc of model.find({}).lean().cursor({ batchSize: 1_000 })) {
      const stored = doc as StoredCandidate;
      if (stored.deletedAt) directory.remove(stored._id.toHexString(), stored.version);
      else directory.put(toCandidate(stored), stored.version);
    }
    await bus.follow(Streams.candidates, (event) => directory.enqueue(() => directory.applyEvent(model, event)));
    await directory.queue;
    return directory;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Adds or replaces a candidate unless a newer version is already known. */
  put(candidate: Candidate, version: number): void {
    const known = this.entries.get(candidate.id);
    if ((known && known.version >= version) || (this.deleted.get(candidate.id) ?? 0) >= version) return;
    const entry: Entry = { candidate, sortKey: `${candidate.createdAt}|${candidate.id}`, haystack: haystackOf(candidate), version };
    if (known) this.ordered[this.positionOf(known.sortKey)] = entry;
    else this.ordered.splice(this.positionOf(entry.sortKey), 0, entry);
    this.entries.set(candidate.id, entry);
    this.searchText = null;
    if (known?.candidate.email) this.idsByEmail.delete(known.candidate.email);
    if (candidate.email) this.idsByEmail.set(candidate.email, candidate.id);
  }

  remove(id: string, version: number): void {
    if ((this.deleted.get(id) ?? 0) < version) this.deleted.set(id, version);
    const known = this.entries.get(id);
    if (!known || known.version >= version) return;
    this.ordered.splice(this.positionOf(known.sortKey), 1);
    this.entries.delete(id);
    this.searchText = null;
    if (known.candidate.email) this.idsByEmail.delete(known.candidate.email);
  }

  get(id: string): Candidate | null {
    return this.entries.get(id)?.candidate ?? null;
  }

  /** `email` lowercased, as stored. */
  findByEmail(email: string): Candidate | null {
    const id = this.idsByEmail.get(email);
    return id ? this.get(id) : null;
  }

  /** Newest first; `q` matches case-insensitively anywhere in name, current role, location, e-mail or a skill. */
  list(query: { q?: string; limit: number; offset: number }): CandidateList {
    const needle = query.q?.toLowerCase() ?? '';
    const newestFirst = (from: number, count: number) =>
      this.ordered.slice(Math.max(0, from - count + 1), from + 1).reverse().map((entry) => entry.candidate);
    if (!needle) return { items: newestFirst(this.ordered.length - 1 - query.offset, query.limit), total: this.ordered.length };
    if (holdsSeparator(needle)) return { items: [], total: 0 };

    const { text, starts } = this.textToSearch();
    const items: Candidate[] = [];
    let total = 0;
    let position = text.length;
    while (position >= 0) {
      const found = text.lastIndexOf(needle, position);
      if (found < 0) break;
      const index = this.entryAt(starts, found);
      if (total >= query.offset && items.length < query.limit) items.push(this.ordered[index]!.candidate);
      total++;
      position = starts[index]! - 1; // on to the next older candidate
    }
    return { items, total };
  }

  private textToSearch(): { text: string; starts: number[] } {
    if (this.searchText) return this.searchText;
    const starts: number[] = new Array(this.ordered.length);
    let offset = 0;
    this.ordered.forEach((entry, index) => {
      starts[index] = offset;
      offset += entry.haystack.length + 1;
    });
    this.searchText = { text: this.ordered.map((entry) => entry.haystack + RECORD_SEPARATOR).join(''), starts };
    return this.searchText;
  }

  /** The entry whose haystack holds the character at `offset`. */
  private entryAt(starts: number[], offset: number): number {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Binary search: the index of `sortKey`, or where it would go. */
  private positionOf(sortKey: string): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ordered[middle]!.sortKey < sortKey) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Stream events are applied one at a time, in stream order. */
  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error) => this.log?.error({ err: error }, 'could not apply a candidate event'));
  }

  private async applyEvent(model: Model<any>, event: EventEnvelope): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (event.type === CandidatesEvents.candidateDeleted) return this.remove(event.aggregateId, event.version);
    if (event.type !== CandidatesEvents.candidateCreated && event.type !== CandidatesEvents.candidateUpdated) return;
    if (this.entries.has(event.aggregateId)) {
      const snapshot = CandidateSnapshot.safeParse(event.data);
      if (snapshot.success) this.put(snapshot.data, event.version);
      return;
    }
    // A candidate this instance has not seen: take it only if the database has it, since the stream
    // is shared by every deployment on this NATS (and by tests with databases of their own).
    const doc = (await model.findOne({ _id: event.aggregateId, ...live }).lean()) as StoredCandidate | null;
    if (doc) this.put(toCandidate(doc), doc.version);
  }
}
