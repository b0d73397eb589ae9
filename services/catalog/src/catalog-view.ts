import { Types, type Connection, type Model } from 'mongoose';
import {
  fold,
  CatalogEvents,
  EmployerSnapshot,
  JobRoleSnapshot,
  MergeEvents,
  Streams,
  type Employer,
  type EmployerList,
  type EmployerListQuery,
  type EmploymentType,
  type EventEnvelope,
  type JobRole,
  type JobRoleList,
  type JobRoleListQuery,
} from '@agency/contracts';
import { compareText, followStreamInOrder, InMemoryDirectory, type EventBus, type ServiceContext } from '@agency/service-kit';
import { employerModel } from './employers/model';
import { toEmployer, type StoredEmployer } from './employers/snapshot';
import { jobRoleModel } from './job-roles/model';
import { toListedJobRole, withEmployerName, type ListedJobRole, type StoredJobRole } from './job-roles/snapshot';

/**
 * Every live employer and job role of one database, in memory, for the lists, their search and the job
 * pages (decision 0028): FerretDB reads the whole collection for any filter but `_id`, seconds at 50,000
 * roles. Roles are kept without their employer's name and joined at read time, so a rename shows on
 * every role at once and the search by employer name follows it.
 */
export class CatalogView {
  readonly employers = new InMemoryDirectory<Employer>({
    id: (employer) => employer.id,
    compare: (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
    searchable: (employer) => [employer.name, employer.industry, employer.location, ...customFieldTexts(employer)],
    groupOf: (employer) => employer.status,
  });
  readonly jobRoles = new InMemoryDirectory<ListedJobRole>({
    id: (role) => role.id,
    compare: (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
    // The jobs board's keyword reads the description and requirements (the skills) too (decision 0117).
    searchable: (role) => [role.title, role.description, role.requirements, role.location, this.employerName(role.employerId), ...customFieldTexts(role)],
    groupOf: (role) => role.status,
  });
  /** Current slugs only; an old slug is looked up in the database (`job_role_slugs`). */
  private readonly roleIdsBySlug = new Map<string, string>();
  private loading: Promise<void> | null = null;
  /** Counts the changes to what the view answers, so that answers kept from it know when to go (decision 0046). */
  revision = 0;

  constructor(private readonly db: Connection) {}

  /** Reads both collections once; later calls wait for the same read. */
  loaded(): Promise<void> {
    this.loading ??= this.load().catch((error) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /**
   * Loads, then follows the CATALOG stream for the other instances' writes; resolves once caught up.
   * The events stored before the load are in the database already, so the stream is followed from the
   * next one (from its start if this view was loaded before).
   */
  async follow(bus: EventBus, log: ServiceContext['log']): Promise<void> {
    const loadedFrom = this.loading ? 0 : await bus.lastSequence(Streams.catalog);
    await this.loaded();
    await followStreamInOrder(bus, Streams.catalog, (event) => this.applyEvent(event), log, loadedFrom);
  }

  putEmployer(employer: Employer, version: number): void {
    const before = this.employers.get(employer.id);
    if (!this.employers.put(employer, version)) return;
    this.revision++;
    if (before?.name !== employer.name) this.reindexRolesOf(employer.id);
  }

  removeEmployer(id: string, version: number): void {
    if (!this.employers.remove(id, version)) return;
    this.revision++;
    this.reindexRolesOf(id);
  }

  putJobRole(role: ListedJobRole, version: number): void {
    const before = this.jobRoles.get(role.id);
    if (!this.jobRoles.put(role, version)) return;
    this.revision++;
    if (before) this.forgetSlug(before);
    this.roleIdsBySlug.set(role.slug, role.id);
  }

  removeJobRole(id: string, version: number): void {
    const before = this.jobRoles.get(id);
    if (!this.jobRoles.remove(id, version)) return;
    this.revision++;
    if (before) this.forgetSlug(before);
  }

  /** `where`: the custom field filters (decision 0125); `industry` and `location`: part of either, case and accents aside (0134). */
  listEmployers(query: EmployerListQuery, where?: (employer: Employer) => boolean): EmployerList {
    const industry = query.industry ? fold(query.industry) : '';
    const location = query.location ? fold(query.location) : '';
    const filtered = Boolean(industry || location || where);
    const matches = (employer: Employer) =>
      (!industry || fold(employer.industry ?? '').includes(industry)) && (!location || fold(employer.location ?? '').includes(location)) && (!where || where(employer));
    return this.employers.list({ q: query.q, limit: query.limit, offset: query.offset, group: query.status, where: filtered ? matches : undefined });
  }

  /**
   * Newest first; `q` matches title, description, requirements, location or employer name, `location` the
   * location (case-insensitive, anywhere in it: 'London' finds 'London (hybrid)'), `type` the employment type.
   */
  listJobRoles(query: JobRoleListQuery & { ownerId?: string }, customFieldsMatch?: (role: ListedJobRole) => boolean): JobRoleList {
    const location = query.location?.toLowerCase();
    const employerId = query.employerId?.toLowerCase();
    const ownerId = query.ownerId?.toLowerCase();
    const filtered = Boolean(location || employerId || ownerId) || query.type !== undefined || query.priority !== undefined || customFieldsMatch !== undefined;
    const where = (role: ListedJobRole) =>
      (!location || (role.location?.toLowerCase().includes(location) ?? false)) &&
      (query.type === undefined || employmentTypeOf(role) === query.type) &&
      // The staff's filters (decision 0134): priority, employer and owner.
      (query.priority === undefined || role.priority === query.priority) &&
      (!employerId || role.employerId.toLowerCase() === employerId) &&
      (!ownerId || role.owner?.id.toLowerCase() === ownerId) &&
      (!customFieldsMatch || customFieldsMatch(role));
    const page = this.jobRoles.list({ q: query.q, limit: query.limit, offset: query.offset, group: query.status, where: filtered ? where : undefined });
    return { items: page.items.map((role) => this.withEmployer(role)), total: page.total };
  }

  /** Every role of one employer (the employer's record page), newest first. */
  jobRolesOf(employerId: string): JobRole[] {
    const page = this.jobRoles.list({ offset: 0, limit: Number.MAX_SAFE_INTEGER, where: (role) => role.employerId === employerId });
    return page.items.map((role) => this.withEmployer(role));
  }

  /** The role whose current slug this is, if this instance knows it. */
  jobRoleBySlug(slug: string): JobRole | null {
    const id = this.roleIdsBySlug.get(slug);
    const role = id ? this.jobRoles.get(id) : null;
    return role ? this.withEmployer(role) : null;
  }

  private withEmployer(role: ListedJobRole): JobRole {
    return withEmployerName(role, this.employerName(role.employerId));
  }

  private employerName(id: string): string | null {
    return this.employers.get(id)?.name ?? null;
  }

  private reindexRolesOf(employerId: string): void {
    this.jobRoles.reindex((role) => role.employerId === employerId);
  }

  private forgetSlug(role: ListedJobRole): void {
    if (this.roleIdsBySlug.get(role.slug) === role.id) this.roleIdsBySlug.delete(role.slug);
  }

  private async load(): Promise<void> {
    // Soft-deleted documents are read too: their versions become tombstones. Employers first, so that
    // each role is searchable by its employer's name from the start.
    for await (const doc of employerModel(this.db).find({}).lean().cursor({ batchSize: 1_000 })) {
      const stored = doc as unknown as StoredEmployer;
      if (stored.deletedAt) this.removeEmployer(stored._id.toHexString(), stored.version);
      else this.putEmployer(toEmployer(stored), stored.version);
    }
    for await (const doc of jobRoleModel(this.db).find({}).lean().cursor({ batchSize: 1_000 })) {
      const stored = doc as unknown as StoredJobRole;
      if (stored.deletedAt) this.removeJobRole(stored._id.toHexString(), stored.version);
      else this.putJobRole(toListedJobRole(stored), stored.version);
    }
  }

  private async applyEvent(event: EventEnvelope): Promise<void> {
    const { aggregateId: id, version } = event;
    switch (event.type) {
      case CatalogEvents.employerDeleted:
      case MergeEvents.employersMerged: // gone into another (decision 0126)
        return this.removeEmployer(id, version);
      case CatalogEvents.jobRoleDeleted:
        return this.removeJobRole(id, version);
      case CatalogEvents.employerCreated:
      case CatalogEvents.employerUpdated: {
        const snapshot = this.employers.has(id) ? EmployerSnapshot.safeParse(event.data) : null;
        if (snapshot?.success) return this.putEmployer(snapshot.data, version);
        const doc = (await this.liveDocument(employerModel(this.db), id)) as StoredEmployer | null;
        if (doc) this.putEmployer(toEmployer(doc), doc.version);
        return;
      }
      case CatalogEvents.jobRoleCreated:
      case CatalogEvents.jobRoleUpdated: {
        const snapshot = this.jobRoles.has(id) ? JobRoleSnapshot.safeParse(event.data) : null;
        if (snapshot?.success) {
          const { employerName: _name, ...role } = snapshot.data;
          return this.putJobRole(role, version);
        }
        const doc = (await this.liveDocument(jobRoleModel(this.db), id)) as StoredJobRole | null;
        if (doc) this.putJobRole(toListedJobRole(doc), doc.version);
      }
    }
  }

  /**
   * An entity this instance has not seen: taken only if this database has it, since the stream is shared
   * by every deployment on this NATS (and by tests with databases of their own). By `_id` alone, the one
   * filter FerretDB looks up without reading the whole collection.
   */
  private async liveDocument(model: Model<any>, id: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = (await model.findOne({ _id: id }).lean()) as { deletedAt?: Date | null } | null;
    return doc && !doc.deletedAt ? doc : null;
  }
}

/** The text values of a record's custom fields, searched with its own fields (decision 0125). */
const customFieldTexts = (record: { customFields?: Record<string, unknown> | null }) =>
  Object.values(record.customFields ?? {}).filter((value): value is string => typeof value === 'string');

/** The spec makes every role full-time (its JobPosting says FULL_TIME); a role has no field for it yet. */
const employmentTypeOf = (_role: ListedJobRole): EmploymentType => 'full-time';

const views = new WeakMap<Connection, CatalogView>();

/**
 * The view of this database connection. One per connection in a process, so that every store over it
 * (the service's, and a test's or the seed script's) reads its own writes at once.
 */
export function catalogViewOf(db: Connection): CatalogView {
  let view = views.get(db);
  if (!view) {
    view = new CatalogView(db);
    views.set(db, view);
  }
  return view;
}
