import type { Connection } from 'mongoose';
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
import { badRequest, type EventBus, type ServiceContext } from '@agency/service-kit';
import { ReferenceBook } from './reference-book';
import { StoredCopies, type StoredChange } from './stored-copies';
import { referenceModels, type CandidateNameRow, type EmployerNameRow, type JobRoleNameRow, type ReferenceModels } from './model';

type Log = ServiceContext['log'];
type JobRoleEntry = JobRoleRef & { employerId: string | null };

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
  private readonly copies: StoredCopies[] = [];

  constructor(db: Connection) {
    this.models = referenceModels(db);
  }

  /** Loads the stored copies, then reads both streams from where they were left; resolves once caught up. */
  static async open(db: Connection, bus: EventBus, log: Log): Promise<References> {
    const references = new References(db);
    const candidates = new StoredCopies(Streams.candidates.name, references.models.positions, log);
    const catalog = new StoredCopies(Streams.catalog.name, references.models.positions, log);
    references.copies.push(candidates, catalog);
    // Positions before copies: a copy stored meanwhile by another instance is then newer than its
    // position, and its event is read again (a no-op), rather than loaded stale and its event skipped.
    const [candidatesFrom, catalogFrom] = await Promise.all([candidates.storedPosition(), catalog.storedPosition()]);
    await references.load();
    await Promise.all([
      bus.follow(Streams.candidates, (event, sequence) => candidates.add(references.applyCandidateEvent(event), sequence), candidatesFrom),
      bus.follow(Streams.catalog, (event, sequence) => catalog.add(references.applyCatalogEvent(event), sequence), catalogFrom),
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

  /** Finishes the database writes under way; the events not stored yet are read again after a restart. */
  async stop(): Promise<void> {
    await Promise.all(this.copies.map((copies) => copies.stop()));
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
