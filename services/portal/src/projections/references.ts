import type { Connection, Model } from 'mongoose';
import {
  CandidatesEvents,
  CatalogEvents,
  JobRoleSnapshot,
  Streams,
  type EventEnvelope,
  type PortalJobRoleRef,
} from '@agency/contracts';
import { AuthMessages, badRequest, candidateOf, HttpError, isDuplicateKey, type EventBus, type Principal, type ServiceContext } from '@agency/service-kit';
import { projectionModels, type CandidateRow, type JobRoleRow, type ProjectionModels } from './model';
import { StreamReader } from './stream-reader';

type Log = ServiceContext['log'];
type JobRoleEntry = Omit<JobRoleRow, '_id'> & { id: string };

export const LinkMessages = {
  candidate: 'The selected candidate was not found: they may have been removed. Please choose another candidate.',
  jobRole: 'The selected job role was not found: it may have been deleted. Please choose another role.',
} as const;

/**
 * The job roles and candidates the portal shows and links to, from the CATALOG and CANDIDATES streams: in
 * memory for the answers, and in the portal's database with how far each stream was read, so a restart
 * reads only what came after. The newest version of each record wins, so repeated and older events
 * change nothing. An employer rename reaches the portal as its roles' events (their snapshots carry the
 * employer's name).
 */
export class References {
  private readonly jobRoles = new Map<string, JobRoleEntry>();
  private readonly candidates = new Map<string, { erased: boolean; version: number }>();
  private readonly models: ProjectionModels;
  private readonly readers: StreamReader[] = [];

  constructor(
    db: Connection,
    /** Called when a candidate is erased: their matches, appointments and messages go too. */
    private readonly onErased: (candidateId: string) => Promise<void> = async () => {},
  ) {
    this.models = projectionModels(db);
  }

  /** Loads the stored copies, then reads both streams from where they were left; resolves once caught up. */
  async open(bus: EventBus, log: Log): Promise<void> {
    const catalog = new StreamReader(Streams.catalog, this.models.positions, (event) => this.applyCatalogEvent(event), log);
    const candidates = new StreamReader(Streams.candidates, this.models.positions, (event) => this.applyCandidateEvent(event), log);
    this.readers.push(catalog, candidates);
    // Positions before copies: a copy stored meanwhile by another instance is then newer than its
    // position, and its event is read again (a no-op), rather than loaded stale and its event skipped.
    const [catalogFrom, candidatesFrom] = await Promise.all([catalog.storedPosition(), candidates.storedPosition()]);
    await this.load();
    await Promise.all([catalog.follow(bus, catalogFrom), candidates.follow(bus, candidatesFrom)]);
  }

  ensureIndexes(): Promise<unknown> {
    return Promise.all(Object.values(this.models).map((model) => model.createIndexes()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.readers.map((reader) => reader.stop()));
  }

  get interactionVersions() {
    return this.models.interactionVersions;
  }

  get positions() {
    return this.models.positions;
  }

  get size() {
    return { jobRoles: this.jobRoles.size, candidates: this.candidates.size };
  }

  /** A role as a match or message shows it: the page link only while the role is open; null once deleted or never known. */
  jobRole(id: string | null | undefined): PortalJobRoleRef | null {
    const role = id ? this.jobRoles.get(id) : undefined;
    if (!role || role.deleted) return null;
    return {
      id: role.id,
      title: role.title,
      slug: role.status === 'open' ? role.slug : null,
      employer: role.employerName ? { name: role.employerName } : null,
    };
  }

  isErased(candidateId: string | null | undefined): boolean {
    return !!candidateId && this.candidates.get(candidateId)?.erased === true;
  }

  /** Refuses a match or message for a candidate or role the portal does not know, or that was removed. */
  checkLinks(links: { candidateId?: string; jobRoleId?: string | null }): void {
    if (links.candidateId !== undefined) {
      const candidate = this.candidates.get(links.candidateId);
      if (!candidate || candidate.erased) throw badRequest(LinkMessages.candidate);
    }
    if (links.jobRoleId && !this.jobRole(links.jobRoleId)) throw badRequest(LinkMessages.jobRole);
  }

  /**
   * The candidate behind a candidate route. A token outlives its candidate's erasure until it expires:
   * it then gets a 401 that says the account is gone (the portal signs out).
   */
  candidateOf(principal: Principal | null): string {
    const { candidateId } = candidateOf(principal);
    if (this.isErased(candidateId)) throw new HttpError(401, AuthMessages.candidateGone);
    return candidateId;
  }

  private async load(): Promise<void> {
    for await (const row of this.models.jobRoles.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, ...role } = row as unknown as JobRoleRow;
      this.jobRoles.set(id, { id, ...role });
    }
    for await (const row of this.models.candidates.find({}).lean().cursor({ batchSize: 1_000 })) {
      const { _id: id, erased, version } = row as unknown as CandidateRow;
      this.candidates.set(id, { erased, version });
    }
  }

  private async applyCatalogEvent(event: EventEnvelope): Promise<void> {
    const { aggregateId: id, version } = event;
    const known = this.jobRoles.get(id);
    if (known && known.version >= version) return;
    let entry: JobRoleEntry;
    if (event.type === CatalogEvents.jobRoleCreated || event.type === CatalogEvents.jobRoleUpdated) {
      const snapshot = JobRoleSnapshot.pick({ title: true, slug: true, status: true, employerName: true }).safeParse(event.data);
      if (!snapshot.success) return;
      entry = { id, ...snapshot.data, deleted: false, version };
    } else if (event.type === CatalogEvents.jobRoleDeleted) {
      entry = { id, title: known?.title ?? '', slug: null, status: known?.status ?? 'closed', employerName: known?.employerName ?? null, deleted: true, version };
    } else return;
    this.jobRoles.set(id, entry);
    const { id: _id, ...fields } = entry;
    await this.storeCopy(this.models.jobRoles, _id, fields);
  }

  private async applyCandidateEvent(event: EventEnvelope): Promise<void> {
    const { aggregateId: id, version } = event;
    const known = this.candidates.get(id);
    if (known && known.version >= version) return;
    if (event.type === CandidatesEvents.candidateDeleted) {
      this.candidates.set(id, { erased: true, version });
      // Erased before the copy says so: a restart in between erases again (idempotent), never forgets to.
      await this.onErased(id);
      await this.storeCopy(this.models.candidates, id, { erased: true, version });
    } else if (event.type === CandidatesEvents.candidateCreated || event.type === CandidatesEvents.candidateUpdated) {
      if (known?.erased) return; // an erasure is final
      this.candidates.set(id, { erased: false, version });
      await this.storeCopy(this.models.candidates, id, { erased: false, version });
    }
  }

  /** Writes the copy unless a newer version is stored (another instance may be ahead). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async storeCopy(model: Model<any>, id: string, fields: Record<string, unknown> & { version: number }) {
    try {
      await model.updateOne({ _id: id, version: { $lt: fields.version } }, { $set: fields }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
