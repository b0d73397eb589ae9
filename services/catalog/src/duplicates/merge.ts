import { Schema, type Connection } from 'mongoose';
import { CatalogEvents, MAX_EMPLOYER_CONTACTS, MergeEvents, type Employer, type EmployerContact, type EmployerInput, type JobRoleSnapshot, type MergedInto, type RecordsMerged } from '@agency/contracts';
import { conflict, eventfulWrites, live, notFound, type OutboxRelay } from '@agency/service-kit';
import { catalogViewOf } from '../catalog-view';
import type { EmployerDoc } from '../employers/model';
import type { EmployerStore } from '../employers/store';
import type { JobRoleDoc } from '../job-roles/model';
import { toJobRole, toListedJobRole, type StoredJobRole } from '../job-roles/snapshot';
import type { JobRoleStore } from '../job-roles/store';

/** A merge in progress or done: where the merged employer went (a repeat finishes from here). */
const mergeSchema = new Schema({ _id: String, keptId: { type: String, required: true }, at: { type: Date, required: true }, done: Boolean }, { collection: 'employer_merges', versionKey: false });

export const MERGE_SAME_EMPLOYER = 'Choose two different employers to merge.';
export const EMPLOYER_MERGED_ELSEWHERE = 'This employer was already merged into another employer. Refresh the list and try again.';
export const KEPT_EMPLOYER_GONE = 'The employer to keep no longer exists. Refresh the list and try again.';
export const MERGED_EMPLOYER_GONE = 'The employer to merge no longer exists. Refresh the list and try again.';

const FILLED_FIELDS = ['industry', 'location', 'website', 'description'] as const;

/** An employer's contacts, the single contact of one stored before there were several included. */
function contactsOf(employer: Employer): EmployerContact[] {
  if (employer.contacts?.length) return employer.contacts;
  return employer.contactPerson ? [{ name: employer.contactPerson, jobTitle: null, email: employer.contactEmail ?? null, phone: employer.contactPhone ?? null }] : [];
}

/** The kept employer as a form would send it, with the merged one's contacts added and its empty fields filled. */
function mergedInput(kept: Employer, merged: Employer): EmployerInput {
  const seen = new Set<string>();
  const contacts = [...contactsOf(kept), ...contactsOf(merged)].filter((contact) => {
    const key = (contact.email || contact.name).trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const filled = Object.fromEntries(FILLED_FIELDS.map((field) => [field, kept[field] || merged[field] || null]));
  const customFields = kept.customFields || merged.customFields ? { ...merged.customFields, ...kept.customFields } : undefined;
  return {
    name: kept.name,
    status: kept.status,
    ...filled,
    contacts: contacts.slice(0, MAX_EMPLOYER_CONTACTS).map((contact) => ({ name: contact.name, jobTitle: contact.jobTitle ?? null, email: contact.email ?? null, phone: contact.phone ?? null })),
    ...(customFields ? { customFields } : {}),
  } as EmployerInput;
}

/**
 * Merging a duplicate employer into the one staff keep (decision 0126): the tombstone first (a repeat finishes a
 * merge a failure left), the merged employer's job roles move with their events (the website, the portal and the
 * candidates service follow as for any edit), the kept one takes its contacts and empty fields, and the merged one
 * goes with `catalog.employers-merged` (engagement moves its placements and interactions on it).
 */
export function employerMerges(db: Connection, { employers, jobRoles, relay }: { employers: EmployerStore; jobRoles: JobRoleStore; relay?: OutboxRelay }) {
  const model = db.model('EmployerMerge', mergeSchema);
  const view = catalogViewOf(db);
  const employerWrites = eventfulWrites<EmployerDoc>(employers.model, relay);

  async function moveJobRoles(mergedId: string, keptId: string, keptName: string): Promise<void> {
    const roles = jobRoles.model;
    const writes = eventfulWrites<JobRoleDoc>(roles, relay);
    const snapshot = (doc: StoredJobRole): JobRoleSnapshot => {
      const { employer: _employer, ...role } = toJobRole(doc, keptName);
      return { ...role, employerName: keptName };
    };
    for (const { _id } of await roles.find({ employerId: mergedId, ...live }).select({ _id: 1 }).lean()) {
      const doc = (await writes.update(String(_id), () => ({ employerId: keptId, updatedAt: new Date() }) as unknown as Partial<JobRoleDoc>, CatalogEvents.jobRoleUpdated, snapshot)) as StoredJobRole | null;
      if (doc) view.putJobRole(toListedJobRole(doc), doc.version);
    }
  }

  async function finish(mergedId: string, keptId: string): Promise<void> {
    const kept = await employers.findById(keptId);
    if (!kept) throw notFound(KEPT_EMPLOYER_GONE);
    await moveJobRoles(mergedId, keptId, kept.name);
    const merged = await employers.findById(mergedId);
    if (merged) {
      await employers.update(keptId, mergedInput(kept, merged));
      const data: RecordsMerged = { keptId, mergedId, occurredAt: new Date().toISOString() };
      const doc = await employerWrites.update(mergedId, () => ({ deletedAt: new Date() }) as unknown as Partial<EmployerDoc>, MergeEvents.employersMerged, () => data);
      if (doc) view.removeEmployer(mergedId, (doc as { version: number }).version);
    }
    // A role added to the merged employer while this ran follows too.
    await moveJobRoles(mergedId, keptId, kept.name);
    await model.updateOne({ _id: mergedId }, { $set: { done: true } });
  }

  return {
    model,

    async merge(keptId: string, mergedId: string): Promise<void> {
      if (keptId === mergedId) throw conflict(MERGE_SAME_EMPLOYER);
      const earlier = await model.findById(mergedId).lean<{ keptId: string; done?: boolean }>();
      if (earlier) {
        if (earlier.keptId !== keptId) throw conflict(EMPLOYER_MERGED_ELSEWHERE);
        if (!earlier.done) await finish(mergedId, keptId);
        return;
      }
      const [kept, merged] = await Promise.all([employers.findById(keptId), employers.findById(mergedId)]);
      if (!kept) throw notFound(KEPT_EMPLOYER_GONE);
      if (!merged) throw notFound(MERGED_EMPLOYER_GONE);
      await model.updateMany({ keptId: mergedId }, { $set: { keptId } });
      await model.create({ _id: mergedId, keptId, at: new Date(), done: false });
      await finish(mergedId, keptId);
    },

    async mergedInto(mergedId: string): Promise<MergedInto | null> {
      const doc = await model.findById(mergedId).lean<{ keptId: string; at: Date }>();
      return doc ? { mergedId, keptId: doc.keptId, mergedAt: doc.at.toISOString() } : null;
    },
  };
}

export type EmployerMerges = ReturnType<typeof employerMerges>;
