import type { Connection, Model } from 'mongoose';
import {
  CandidateSnapshot,
  CandidatesEvents,
  CatalogEvents,
  EmployerSnapshot,
  JobRoleSnapshot,
  Streams,
  type CandidateRef,
  type EmployerRef,
  type EventEnvelope,
  type JobRoleRef,
} from '@agency/contracts';
import { badRequest, type EventBus, type ServiceContext, type StreamSpec } from '@agency/service-kit';
import { isDuplicate } from '../duplicate';
import { ReferenceBook } from './reference-book';
import { referenceModels, type CandidateNameRow, type EmployerNameRow, type JobRoleNameRow, type ReferenceModels } from './model';

type Log = ServiceContext['log'];
type JobRoleEntry = JobRoleRef & { employerId: string | null };
/** A change to a record's stored copy, made after the in-memory one. */
type StoredChange = { model: Model<any>; id: string; version: number; fields: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export const LinkMessages = {
  candidate: 'The selected candidate was not found: they may have been removed. Please choose the candidate again.',
  employer: 'The selected employer was not found: it may have been deleted. Please choose the employer again.',
  jobRole: 'The selected job role was not found: it may have been deleted. Please choose the job role again.',
} as const;

export interface Links {
  candidateId?: string | null;
  employerId?: string | null;
  jobRoleId?: string | null;
}

/**
 * The candidates, employers and job roles this service links to and shows by name (decision 0030): kept
 * from the CANDIDATES and CATALOG streams, in memory for the lists and their search, and in this
 * service's database with how far each stream was read, so that a restart resumes where it stopped and
 * a rename made while the service was down still arrives. Names are joined at read time: a rename
 * shows on every interaction and placement as soon as its event is read.
 */
export class References {
  readonly candidates = new ReferenceBook<CandidateRef>();
  readonly employers = new ReferenceBook<EmployerRef>();
  readonly jobRoles = new ReferenceBook<JobRoleEntry>();
  private readonly models: ReferenceModels;
  private readonly nameListeners: ((kind: 'candidate' | 'employer', id: string) => void)[] = [];
  private readonly writing = new Set<Promise<void>>();
  private stopped = false;

  constructor(db: Connection) {
    this.models = referenceModels(db);
  }

  /** Loads the stored copies, then reads both streams from where they were left; resolves once caught up. */
  static async open(db: Connection, bus: EventBus, log: Log): Promise<References> {
    const references = new References(db);
    await references.load();
    await Promise.all([
      references.follow(bus, Streams.candidates, (event) => references.applyCandidateEvent(event), log),
      references.follow(bus, Streams.catalog, (event) => references.applyCatalogEvent(event), log),
    ]);
    return references;
  }

  ensureIndexes(): Promise<unknown> {
    return Promise.all(Object.values(this.models).map((model) => model.createIndexes()));
  }

  /** Called with the id of a candidate or employer whose name changed or went: what is searched by it must follow. */
  onNameChange(listener: (kind: 'candidate' | 'employer', id: string) => void): void {
    this.nameListeners.push(listener);
  }

  candidate(id: string | null | undefined): CandidateRef | null {
    return this.candidates.get(id);
  }

  employer(id: string | null | undefined): EmployerRef | null {
    return this.employers.get(id);
  }

  jobRole(id: string | null | undefined): JobRoleRef | null {
    const role = this.jobRoles.get(id);
    return role ? { id: role.id, title: role.title, slug: role.slug } : null;
  }

  /** Refuses a link to a record this service does not know, or that was deleted, naming the one to choose again. */
  checkLinks(links: Links): void {
    if (links.candidateId && !this.candidates.isActive(links.candidateId)) throw badRequest(LinkMessages.candidate);
    if (links.employerId && !this.employers.isActive(links.employerId)) throw badRequest(LinkMessages.employer);
    if (links.jobRoleId && !this.jobRoles.isActive(links.jobRoleId)) throw badRequest(LinkMessages.jobRole);
  }

  /** Stops reading the streams and waits for the database writes under way; later events are read again after a restart. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.writing);
  }

  private async load(): Promise<void> {
    const { candidates, employers, jobRoles } = this.models;
    for await (const row of candidates.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, name, currentRole, active, version } = row as unknown as CandidateNameRow;
      this.candidates.apply(id, version, name ? { id, name, currentRole: currentRole ?? null } : null, active);
    }
    for await (const row of employers.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, name, active, version } = row as unknown as EmployerNameRow;
      this.employers.apply(id, version, name ? { id, name } : null, active);
    }
    for await (const row of jobRoles.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, title, slug, employerId, active, version } = row as unknown as JobRoleNameRow;
      this.jobRoles.apply(id, version, title ? { id, title, slug: slug ?? null, employerId: employerId ?? null } : null, active);
    }
  }

  /**
   * Reads the stream on this instance from the event after the stored position. Each event changes the
   * memory at once (the lists show it on the next request); its stored copy and the new position are
   * written in stream order behind it, retried while the database is away.
   */
  private async follow(bus: EventBus, stream: StreamSpec, apply: (event: EventEnvelope) => StoredChange | null, log: Log): Promise<void> {
    const position = (await this.models.positions.findOne({ _id: stream.name }).lean()) as { sequence: number } | null;
    let queue = Promise.resolve();
    await bus.follow(
      stream,
      (event, sequence) => {
        if (this.stopped) return;
        const change = apply(event);
        const write = queue.then(() => this.persist(stream, change, sequence, log));
        this.writing.add(write);
        void write.finally(() => this.writing.delete(write));
        queue = write;
      },
      position?.sequence ?? 0,
    );
    await queue;
  }

  private async persist(stream: StreamSpec, change: StoredChange | null, sequence: number, log: Log): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (change) await this.store(change);
        // $max: instances write positions concurrently, and an instance that is further on has applied every earlier event.
        await this.models.positions.updateOne({ _id: stream.name }, { $max: { sequence } }, { upsert: true });
        return;
      } catch (error) {
        if (this.stopped) return; // read again from the stored position after a restart
        log.warn({ err: error, stream: stream.name, sequence, attempt }, 'could not store a reference; will retry');
        await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** attempt)));
      }
    }
  }

  /** Writes the copy unless a newer version is stored (another instance may be ahead). */
  private async store({ model, id, version, fields }: StoredChange): Promise<void> {
    try {
      await model.updateOne({ _id: id, version: { $lt: version } }, { $set: { ...fields, version } }, { upsert: true });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }

  private applyCandidateEvent(event: EventEnvelope): StoredChange | null {
    const { aggregateId: id, version } = event;
    const stored = (fields: Record<string, unknown>): StoredChange => ({ model: this.models.candidates, id, version, fields });
    if (event.type === CandidatesEvents.candidateDeleted) {
      // Right to erasure (decision 0024): the name goes, here too; their interactions show no candidate.
      if (this.candidates.apply(id, version, null, false)) this.nameChanged('candidate', id);
      return stored({ name: null, currentRole: null, active: false });
    }
    if (event.type !== CandidatesEvents.candidateCreated && event.type !== CandidatesEvents.candidateUpdated) return null;
    const snapshot = CandidateSnapshot.pick({ name: true, currentRole: true }).safeParse(event.data);
    if (!snapshot.success) return null;
    const { name, currentRole = null } = snapshot.data;
    const before = this.candidates.get(id);
    if (this.candidates.apply(id, version, { id, name, currentRole }, true) && before?.name !== name) this.nameChanged('candidate', id);
    return stored({ name, currentRole, active: true });
  }

  private applyCatalogEvent(event: EventEnvelope): StoredChange | null {
    const { aggregateId: id, version } = event;
    switch (event.type) {
      case CatalogEvents.employerCreated:
      case CatalogEvents.employerUpdated: {
        const snapshot = EmployerSnapshot.pick({ name: true }).safeParse(event.data);
        if (!snapshot.success) return null;
        const before = this.employers.get(id);
        if (this.employers.apply(id, version, { id, name: snapshot.data.name }, true) && before?.name !== snapshot.data.name) this.nameChanged('employer', id);
        return { model: this.models.employers, id, version, fields: { name: snapshot.data.name, active: true } };
      }
      case CatalogEvents.employerDeleted:
        // Past interactions and placements keep the name they were about; no new link is made to it.
        this.employers.apply(id, version, this.employers.get(id), false);
        return { model: this.models.employers, id, version, fields: { active: false } };
      case CatalogEvents.jobRoleCreated:
      case CatalogEvents.jobRoleUpdated: {
        const snapshot = JobRoleSnapshot.pick({ title: true, slug: true, employerId: true }).safeParse(event.data);
        if (!snapshot.success) return null;
        const { title, slug, employerId } = snapshot.data;
        this.jobRoles.apply(id, version, { id, title, slug, employerId }, true);
        return { model: this.models.jobRoles, id, version, fields: { title, slug, employerId, active: true } };
      }
      case CatalogEvents.jobRoleDeleted: {
        // The title stays on past records; the slug goes, as the job page is gone.
        const before = this.jobRoles.get(id);
        this.jobRoles.apply(id, version, before ? { ...before, slug: null } : null, false);
        return { model: this.models.jobRoles, id, version, fields: { slug: null, active: false } };
      }
      default:
        return null;
    }
  }

  private nameChanged(kind: 'candidate' | 'employer', id: string): void {
    for (const listener of this.nameListeners) listener(kind, id);
  }
}
