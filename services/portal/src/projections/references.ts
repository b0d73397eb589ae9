import { Schema, type Connection } from 'mongoose';
import { CandidatesEvents, CatalogEvents, JobRoleSnapshot, MergeEvents, RecordsMerged, Streams, type PortalJobRoleRef } from '@agency/contracts';
import { AuthMessages, candidateOf, HttpError, ReferenceBook, References, type Principal } from '@agency/service-kit';

/**
 * The job roles and candidates the portal shows and links to, from the CATALOG and CANDIDATES streams
 * (decision 0054): in memory for the answers, and in the portal's database. An employer rename reaches
 * the portal as its roles' events (their snapshots carry the employer's name). `_id` of a copy is the owner's id.
 */
const jobRoleSchema = new Schema(
  { _id: String, title: String, slug: String, status: String, employerName: String, deleted: Boolean, version: Number },
  { collection: 'job_role_refs', versionKey: false },
);
/**
 * Which candidates exist; an erased one keeps only its id, for the 401 its token gets and to refuse links; a
 * merged one (decision 0126) also the id of the candidate kept, where its matches, appointments and messages went.
 */
const candidateSchema = new Schema({ _id: String, erased: Boolean, mergedInto: String, version: Number }, { collection: 'candidate_refs', versionKey: false });

interface JobRoleCopy {
  title: string;
  slug: string | null;
  status: string;
  employerName: string | null;
}

/**
 * `eraseCandidate`: everything else the portal holds about an erased candidate goes too; `moveCandidate`: that of
 * a merged candidate goes to the one kept (decision 0126).
 */
export function portalReferences(db: Connection, eraseCandidate: (candidateId: string) => Promise<void>, moveCandidate: (from: string, to: string) => Promise<void>) {
  const candidate = new ReferenceBook<{ id: string; mergedInto?: string }>({
    kind: 'candidate',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateCreated, CandidatesEvents.candidateUpdated, CandidatesEvents.candidateDeleted, MergeEvents.candidatesMerged],
    model: db.model('CandidateRef', candidateSchema),
    read(event, before) {
      if (event.type === CandidatesEvents.candidateDeleted) return { value: null, active: false };
      if (event.type === MergeEvents.candidatesMerged) {
        const merged = RecordsMerged.safeParse(event.data);
        return merged.success ? { value: { id: event.aggregateId, mergedInto: merged.data.keptId }, active: false } : null;
      }
      if (before && !before.active) return null; // an erasure is final
      return { value: { id: event.aggregateId }, active: true };
    },
    toRow: (value, active) => ({ erased: !active, mergedInto: value?.mergedInto ?? null }),
    fromRow: (id, row) => (row.erased ? { value: row.mergedInto ? { id, mergedInto: String(row.mergedInto) } : null, active: false } : { value: { id }, active: true }),
  });
  candidate.onChange(async (_kind, id, _before, after) => {
    if (after.active) return;
    if (after.value?.mergedInto) await moveCandidate(id, after.value.mergedInto);
    else await eraseCandidate(id);
  });

  const jobRole = new ReferenceBook<JobRoleCopy>({
    kind: 'jobRole',
    stream: Streams.catalog,
    handles: [CatalogEvents.jobRoleCreated, CatalogEvents.jobRoleUpdated, CatalogEvents.jobRoleDeleted],
    model: db.model('JobRoleRef', jobRoleSchema),
    read(event, before) {
      if (event.type === CatalogEvents.jobRoleDeleted) {
        const { title = '', status = 'closed', employerName = null } = before?.value ?? {};
        return { value: { title, slug: null, status, employerName }, active: false };
      }
      const snapshot = JobRoleSnapshot.pick({ title: true, slug: true, status: true, employerName: true }).safeParse(event.data);
      return snapshot.success ? { value: { ...snapshot.data, employerName: snapshot.data.employerName ?? null }, active: true } : null;
    },
    toRow: (value, active) => ({ ...value, deleted: !active }),
    fromRow: (_id, row) => ({
      value: { title: String(row.title ?? ''), slug: (row.slug as string | null) ?? null, status: String(row.status), employerName: (row.employerName as string | null) ?? null },
      active: row.deleted !== true,
    }),
  });

  return new References({ candidate, jobRole });
}

export type PortalReferences = ReturnType<typeof portalReferences>;

/** A role as a match or message shows it: the page link only while the role is open; null once deleted or never known. */
export function portalJobRole(references: PortalReferences, id: string | null | undefined): PortalJobRoleRef | null {
  const role = references.books.jobRole.isActive(id) ? references.books.jobRole.get(id) : null;
  if (!role || !id) return null;
  return { id, title: role.title, slug: role.status === 'open' ? role.slug : null, employer: role.employerName ? { name: role.employerName } : null };
}

/**
 * The candidate behind a candidate route. A token outlives its candidate's erasure until it expires:
 * it then gets a 401 that says the account is gone (the portal signs out).
 */
export function signedInCandidate(references: PortalReferences, principal: Principal | null): string {
  const { candidateId } = candidateOf(principal);
  if (references.books.candidate.isRemoved(candidateId)) throw new HttpError(401, AuthMessages.candidateGone);
  return candidateId;
}
