import type { Model } from 'mongoose';
import { CandidatesEvents, CandidateSnapshot, MergeEvents, Streams, type Candidate, type CandidateList, type EventEnvelope } from '@agency/contracts';
import { compareText, followStreamInOrder, InMemoryDirectory, live, type EventBus, type ServiceContext } from '@agency/service-kit';
import { toCandidate, type StoredCandidate } from './snapshot';

const customFieldTexts = (candidate: Candidate) => Object.values(candidate.customFields ?? {}).filter((value): value is string => typeof value === 'string');

/**
 * Every live candidate, in memory, for the staff list and search (decision 0023): an
 * `InMemoryDirectory` newest first, searched over name, current role, location, e-mail, skills and tags, plus
 * the candidates by e-mail for applications. Each instance loads the database at start, applies its own
 * writes at once and the other instances' writes from the CANDIDATES stream.
 */
export class CandidateDirectory {
  private readonly candidates = new InMemoryDirectory<Candidate>({
    id: (candidate) => candidate.id,
    compare: (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
    // Custom fields' text values too (decision 0125).
    searchable: (candidate) => [candidate.name, candidate.currentRole, candidate.location, candidate.email, ...(candidate.skills ?? []), ...customFieldTexts(candidate), ...(candidate.tags ?? [])],
    // The CV search names candidates by these numbers (decision 0102).
    numbered: true,
  });
  private readonly idsByEmail = new Map<string, string>();

  /** Loads the candidates of the database, then follows the stream from there; resolves once both are read. */
  static async open(model: Model<any>, bus: EventBus, log: ServiceContext['log']): Promise<CandidateDirectory> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const directory = new CandidateDirectory();
    await directory.load(model, bus, log);
    return directory;
  }

  /** `open` for a directory made first (so that the CV search can number its candidates while both load). */
  async load(model: Model<any>, bus: EventBus, log: ServiceContext['log']): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    // Events up to here are in the database already: the stream is followed from the next one.
    const loadedFrom = await bus.lastSequence(Streams.candidates);
    // Soft-deleted candidates are loaded too: their versions become tombstones.
    const live: { item: Candidate; version: number }[] = [];
    for await (const doc of model.find({}).lean().cursor({ batchSize: 1_000 })) {
      const stored = doc as StoredCandidate;
      if (stored.deletedAt) this.remove(stored._id.toHexString(), stored.version);
      else live.push({ item: toCandidate(stored), version: stored.version });
    }
    this.putAll(live);
    await followStreamInOrder(bus, Streams.candidates, (event) => this.applyEvent(model, event), log, loadedFrom);
  }

  get size(): number {
    return this.candidates.size;
  }

  /** Adds or replaces a candidate unless a newer version is already known. */
  put(candidate: Candidate, version: number): void {
    const previous = this.candidates.get(candidate.id);
    if (!this.candidates.put(candidate, version)) return;
    if (previous?.email) this.idsByEmail.delete(previous.email);
    if (candidate.email) this.idsByEmail.set(candidate.email, candidate.id);
  }

  /** Many candidates at once into an empty directory (the load at start). */
  putAll(candidates: { item: Candidate; version: number }[]): void {
    this.candidates.putAll(candidates);
    for (const { item } of candidates) if (item.email && this.candidates.get(item.id) === item) this.idsByEmail.set(item.email, item.id);
  }

  remove(id: string, version: number): void {
    const previous = this.candidates.get(id);
    if (this.candidates.remove(id, version) && previous?.email) this.idsByEmail.delete(previous.email);
  }

  get(id: string): Candidate | null {
    return this.candidates.get(id);
  }

  /** `email` lowercased, as stored. */
  findByEmail(email: string): Candidate | null {
    const id = this.idsByEmail.get(email);
    return id ? this.get(id) : null;
  }

  /**
   * Newest first; `q` matches case-insensitively anywhere in name, current role, location, e-mail or a skill.
   * `alsoMatching`: the numbers (`numberOf`) of candidates matched elsewhere (in their CVs), listed with the others, each once.
   */
  list(query: { q?: string; limit: number; offset: number; where?: (candidate: Candidate) => boolean }, alsoMatching?: Iterable<number>): CandidateList {
    return this.candidates.list(query, alsoMatching);
  }

  /** How many candidates hold each tag, by its name lowercased (the tag registry's counts). */
  tagCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const candidate of this.candidates.list({ limit: this.size, offset: 0 }).items)
      for (const tag of candidate.tags ?? []) counts.set(tag.toLowerCase(), (counts.get(tag.toLowerCase()) ?? 0) + 1);
    return counts;
  }

  /** The candidate's number, for an index of their own that hands its matches to `list` (the CV search). */
  numberOf(id: string): number {
    return this.candidates.numberOf(id);
  }

  /** True when the candidate's own fields match `q`, as `list` tests them. */
  fieldsMatch(id: string, q: string): boolean {
    return this.candidates.matches(id, q);
  }

  private async applyEvent(model: Model<any>, event: EventEnvelope): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
    // A merged candidate is gone like an erased one (decision 0126).
    if (event.type === CandidatesEvents.candidateDeleted || event.type === MergeEvents.candidatesMerged) return this.remove(event.aggregateId, event.version);
    if (event.type !== CandidatesEvents.candidateCreated && event.type !== CandidatesEvents.candidateUpdated) return;
    if (this.candidates.has(event.aggregateId)) {
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
