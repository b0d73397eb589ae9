import { Types, type Connection } from 'mongoose';
import {
  CatalogEvents,
  type JobRole,
  type JobRoleInput,
  type JobRoleList,
  type JobRoleListQuery,
  type JobRoleSnapshot,
  type CustomFieldValues,
} from '@agency/contracts';
import { badRequest, conflict, eventfulWrites, isDuplicateKey, live, type OutboxRelay } from '@agency/service-kit';
import { catalogViewOf } from '../catalog-view';
import type { EmployerStore } from '../employers/store';
import type { TeamMembers } from '../team/team-members';
import { replacing } from '../replacement';
import { slugFamily } from '../text-patterns';
import { jobRoleModel, jobRoleSlugModel, type JobRoleDoc } from './model';
import { nextFreeSlug, slugify } from './slug';
import { toJobRole, toListedJobRole, type StoredJobRole } from './snapshot';

const OPTIONAL_FIELDS = ['description', 'requirements', 'salaryRange', 'location'] as const;
const EMPLOYER_MISSING = 'employerId: this employer does not exist (it may have just been deleted). Choose another employer.';
const deletedSnapshot = (doc: StoredJobRole) => ({ id: doc._id.toHexString(), slug: doc.slug });
const SLUG_ATTEMPTS = 5;

/**
 * Job roles: the only place that writes them. Every change records its event in the outbox and goes
 * into the catalog view at once; lists and job pages are answered from the view.
 */
export function jobRoleStore(db: Connection, employers: EmployerStore, team: TeamMembers, relay?: OutboxRelay) {
  const model = jobRoleModel(db);
  const slugs = jobRoleSlugModel(db);
  const view = catalogViewOf(db);
  const writes = eventfulWrites<JobRoleDoc>(model, relay);

  function shown(doc: StoredJobRole, employerName: string | null): JobRole {
    view.putJobRole(toListedJobRole(doc), doc.version);
    return toJobRole(doc, employerName);
  }

  /** Soft-deletes with its event (as `writes.remove`), answering the version for the view. */
  async function remove(id: string): Promise<boolean> {
    const doc = await writes.update(id, () => ({ deletedAt: new Date() }) as unknown as Partial<JobRoleDoc>, CatalogEvents.jobRoleDeleted, deletedSnapshot);
    if (doc) view.removeJobRole(id, doc.version);
    return doc !== null;
  }

  async function employerNameOf(employerId: string): Promise<string | null> {
    return (await employers.findById(employerId))?.name ?? null;
  }

  function snapshotWith(employerName: string | null) {
    return (doc: StoredJobRole): JobRoleSnapshot => {
      const { employer: _employer, ...role } = toJobRole(doc, employerName);
      return { ...role, employerName };
    };
  }

  /** A free slug for `title`; a slug stays taken while any role has it now or had it before, deleted or not. */
  async function freeSlug(title: string, ownId?: string): Promise<string> {
    const base = slugify(title);
    const pattern = slugFamily(base);
    const [others, remembered] = await Promise.all([
      model.find({ $or: [{ slug: pattern }, { previousSlugs: pattern }], ...(ownId ? { _id: { $ne: ownId } } : {}) }, { slug: 1, previousSlugs: 1 }).lean(),
      slugs.find({ _id: pattern }).lean(),
    ]);
    const ownSlugs = remembered.filter((entry) => entry.roleId.toHexString() === ownId).map((entry) => entry._id);
    const taken = [...others.flatMap((doc) => [doc.slug, ...(doc.previousSlugs ?? [])]), ...remembered.map((entry) => entry._id)];
    // A role may take back a slug it had itself.
    return nextFreeSlug(base, taken.filter((slug) => !ownSlugs.includes(slug)));
  }

  async function rememberSlug(slug: string, roleId: Types.ObjectId): Promise<void> {
    await slugs.updateOne({ _id: slug }, { $set: { roleId } }, { upsert: true });
  }

  /** Slugs found in `job_role_slugs` (or added to it) since this process started. */
  const slugsInTable = new Set<string>();

  /** A slug answered from the view is added to the table if missing (a role from before the table), once per process. */
  async function rememberOnce(slug: string, roleId: string): Promise<void> {
    if (slugsInTable.has(slug)) return;
    if (!(await slugs.findOne({ _id: slug }).lean())) await rememberSlug(slug, new Types.ObjectId(roleId));
    slugsInTable.add(slug);
  }

  /** Retries when another writer took the same slug between our check and our write. */
  async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  async function requireEmployer(employerId: string): Promise<string> {
    const name = await employerNameOf(employerId);
    if (name === null) throw badRequest(EMPLOYER_MISSING);
    return name;
  }

  /**
   * An employer deleted while this role was being written (its delete saw no roles yet) would leave
   * the role orphaned: take the role back out and say why.
   */
  async function refuseIfEmployerWentAway(doc: StoredJobRole): Promise<void> {
    if ((await employerNameOf(doc.employerId.toHexString())) !== null) return;
    await remove(doc._id.toHexString());
    throw conflict(EMPLOYER_MISSING);
  }

  /** The owner's fields to store: none to keep (undefined), cleared (null), or the member and their name. */
  async function ownerFields(ownerId: string | null | undefined) {
    if (ownerId === undefined) return {};
    if (ownerId === null) return { ownerId: null, ownerName: null };
    const owner = await team.ownerOf(ownerId);
    return { ownerId: owner.id, ownerName: owner.name };
  }

  return {
    model,
    view,

    /**
     * `creatorId`: the staff member making it, its owner unless the input names another (or null: none);
     * `imported`: a row of an import (decision 0123), with the id decided at upload and the import's id kept on the role.
     */
    async create({ ownerId, ...input }: JobRoleInput, creatorId: string | null = null, imported?: { id: string; importId: string }): Promise<JobRole> {
      const employerName = await requireEmployer(input.employerId);
      const owner = await ownerFields(ownerId === undefined ? creatorId : ownerId);
      const doc = await withFreeSlug(async () => {
        const now = new Date();
        const slug = await freeSlug(input.title);
        return writes.create(
          { ...input, ...owner, ...(imported ? { importId: imported.importId } : {}), slug, createdAt: now, updatedAt: now } as unknown as Partial<JobRoleDoc>,
          CatalogEvents.jobRoleCreated,
          snapshotWith(employerName),
          imported?.id,
        );
      });
      await rememberSlug(doc.slug, doc._id);
      const role = shown(doc, employerName);
      await refuseIfEmployerWentAway(doc);
      return role;
    },

    async update(id: string, { ownerId, ...input }: JobRoleInput): Promise<JobRole | null> {
      const employerName = await requireEmployer(input.employerId);
      const owner = await ownerFields(ownerId);
      const doc = await withFreeSlug(async () => {
        const current = (await model.findOne({ _id: id, ...live }, { title: 1, slug: 1 }).lean()) as StoredJobRole | null;
        const titleChanged = current !== null && slugify(input.title) !== slugify(current.title);
        const slug = titleChanged ? await freeSlug(input.title, id) : undefined;
        return writes.update(
          id,
          (existing) => ({
            ...replacing(input, OPTIONAL_FIELDS),
            ...owner,
            updatedAt: new Date(),
            ...(slug && slug !== existing.slug
              ? { slug, previousSlugs: [...(existing.previousSlugs ?? []).filter((old) => old !== slug), existing.slug] }
              : {}),
          }) as unknown as Partial<JobRoleDoc>,
          CatalogEvents.jobRoleUpdated,
          snapshotWith(employerName),
        );
      });
      if (!doc) return null;
      await rememberSlug(doc.slug, doc._id);
      return shown(doc, employerName);
    },

    remove,

    async countForEmployer(employerId: string): Promise<number> {
      return model.countDocuments({ employerId, ...live });
    },

    /**
     * Records a fresh "updated" event for each role of an employer, carrying the employer's current
     * name, so that other services' projections of role → employer name follow a rename.
     */
    async republishForEmployer(employerId: string): Promise<number> {
      const employerName = await employerNameOf(employerId);
      const ids = await model.find({ employerId, ...live }, { _id: 1 }).lean();
      for (const { _id } of ids) {
        const doc = await writes.update(_id.toHexString(), () => ({}), CatalogEvents.jobRoleUpdated, snapshotWith(employerName));
        if (doc) shown(doc, employerName);
      }
      return ids.length;
    },

    /**
     * A role by its current slug (from the view) or by one it had before a title change, or one another
     * instance has just added (from the database).
     */
    /** A live role by its id (staff only: the CRM's job-role page). */
    async findById(id: string): Promise<JobRole | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredJobRole | null;
      return doc && toJobRole(doc, await employerNameOf(doc.employerId.toHexString()));
    },

    async findBySlug(slug: string, options: { openOnly: boolean }): Promise<JobRole | null> {
      await view.loaded();
      const known = view.jobRoleBySlug(slug);
      if (known) {
        await rememberOnce(slug, known.id);
        return options.openOnly && known.status !== 'open' ? null : known;
      }
      const hasSlug = (doc: StoredJobRole | null): doc is StoredJobRole =>
        doc !== null && !doc.deletedAt && (doc.slug === slug || (doc.previousSlugs ?? []).includes(slug));
      const remembered = await slugs.findOne({ _id: slug }).lean();
      let doc = remembered ? ((await model.findOne({ _id: remembered.roleId }).lean()) as StoredJobRole | null) : null;
      if (!hasSlug(doc)) {
        doc = (await model.findOne({ $or: [{ slug }, { previousSlugs: slug }], ...live }).lean()) as StoredJobRole | null;
        if (!hasSlug(doc)) return null;
        await rememberSlug(slug, doc._id);
      }
      if (options.openOnly && doc.status !== 'open') return null;
      return toJobRole(doc, await employerNameOf(doc.employerId.toHexString()));
    },

    /** Searched and paged on the server: case-insensitive match on title, location or employer name. */
    /** `customFieldsMatch`: the custom field filters (decision 0125). */
    async list(query: JobRoleListQuery & { ownerId?: string }, customFieldsMatch?: (role: { customFields?: CustomFieldValues | null }) => boolean): Promise<JobRoleList> {
      await view.loaded();
      return view.listJobRoles(query, customFieldsMatch);
    },
  };
}

export type JobRoleStore = ReturnType<typeof jobRoleStore>;
