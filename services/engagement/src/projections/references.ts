import { Schema, type Connection } from 'mongoose';
import {
  AuthEvents,
  CandidateSnapshot,
  CandidatesEvents,
  CatalogEvents,
  EmployerSnapshot,
  JobRoleSnapshot,
  MergeEvents,
  Streams,
  UserSnapshot,
  type CandidateRef,
  type EmployerRef,
  type JobRoleRef,
  type StaffRef,
} from '@agency/contracts';
import { ReferenceBook, References } from '@agency/service-kit';

/**
 * The candidates, employers and job roles this service links to and shows by name (decision 0030), from
 * the CANDIDATES and CATALOG streams, and the team members who log interactions, from the AUTH stream
 * (decision 0122): in memory for the lists and their search, and in this service's
 * database. Names are joined at read time: a rename shows on every interaction and placement as soon as
 * its event is read. `_id` of a copy is the owner's id.
 */
const candidateNameSchema = new Schema(
  { _id: String, name: String, currentRole: String, active: Boolean, version: Number },
  { collection: 'candidate_names', versionKey: false },
);
const employerNameSchema = new Schema(
  { _id: String, name: String, contacts: { type: [new Schema({ name: String, email: String }, { _id: false })], default: undefined }, active: Boolean, version: Number },
  { collection: 'employer_names', versionKey: false },
);
const jobRoleNameSchema = new Schema(
  { _id: String, title: String, slug: String, employerId: String, active: Boolean, version: Number },
  { collection: 'job_role_names', versionKey: false },
);

const staffNameSchema = new Schema({ _id: String, name: String, active: Boolean, version: Number }, { collection: 'staff_names', versionKey: false });

type JobRoleEntry = JobRoleRef & { employerId: string | null };

/** An employer contact who may use the client portal (decision 0130): the e-mail in lower case. */
export interface ClientContactRef {
  name: string;
  email: string;
}
/** The employer's contacts are kept for the client portal's routes (decision 0132): a removed contact loses access at once. */
type EmployerEntry = EmployerRef & { contacts: ClientContactRef[] };

/** The contacts with an e-mail: the list's and the single contact field's, each address once. */
export function contactsOf(employer: Pick<EmployerSnapshot, 'contacts' | 'contactEmail' | 'contactPerson'>): ClientContactRef[] {
  const byEmail = new Map<string, ClientContactRef>();
  for (const contact of employer.contacts ?? []) {
    const email = contact.email?.trim().toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, { name: contact.name, email });
  }
  const single = employer.contactEmail?.trim().toLowerCase();
  if (single && !byEmail.has(single)) byEmail.set(single, { name: employer.contactPerson || single, email: single });
  return [...byEmail.values()];
}

export function engagementReferences(db: Connection) {
  const candidate = new ReferenceBook<CandidateRef>({
    kind: 'candidate',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateCreated, CandidatesEvents.candidateUpdated, CandidatesEvents.candidateDeleted, MergeEvents.candidatesMerged],
    model: db.model('CandidateName', candidateNameSchema),
    read(event, before) {
      // Merged into another (decision 0126): its records move there (merged-records.ts); no new link to it.
      if (event.type === MergeEvents.candidatesMerged) return { value: before?.value ?? null, active: false };
      // Right to erasure (decision 0024): the name goes, here too; their interactions show no candidate.
      if (event.type === CandidatesEvents.candidateDeleted) return { value: null, active: false };
      const snapshot = CandidateSnapshot.pick({ name: true, currentRole: true }).safeParse(event.data);
      if (!snapshot.success) return null;
      return { value: { id: event.aggregateId, name: snapshot.data.name, currentRole: snapshot.data.currentRole ?? null }, active: true };
    },
    toRow: (value, active) => ({ name: value?.name ?? null, currentRole: value?.currentRole ?? null, active }),
    fromRow: (id, row) => ({ value: row.name ? { id, name: String(row.name), currentRole: (row.currentRole as string | null) ?? null } : null, active: row.active === true }),
  });

  const employer = new ReferenceBook<EmployerEntry>({
    kind: 'employer',
    stream: Streams.catalog,
    handles: [CatalogEvents.employerCreated, CatalogEvents.employerUpdated, CatalogEvents.employerDeleted, MergeEvents.employersMerged],
    model: db.model('EmployerName', employerNameSchema),
    read(event, before) {
      // Past interactions and placements keep the name they were about; no new link is made to it (nor to a merged one).
      if (event.type === CatalogEvents.employerDeleted || event.type === MergeEvents.employersMerged) return { value: before?.value ?? null, active: false };
      const snapshot = EmployerSnapshot.pick({ name: true, contacts: true, contactEmail: true, contactPerson: true }).safeParse(event.data);
      return snapshot.success ? { value: { id: event.aggregateId, name: snapshot.data.name, contacts: contactsOf(snapshot.data) }, active: true } : null;
    },
    toRow: (value, active) => ({ name: value?.name ?? null, contacts: value?.contacts ?? [], active }),
    fromRow: (id, row) => ({
      value: row.name ? { id, name: String(row.name), contacts: ((row.contacts as ClientContactRef[] | undefined) ?? []).map(({ name, email }) => ({ name, email })) } : null,
      active: row.active === true,
    }),
  });

  const jobRole = new ReferenceBook<JobRoleEntry>({
    kind: 'jobRole',
    stream: Streams.catalog,
    handles: [CatalogEvents.jobRoleCreated, CatalogEvents.jobRoleUpdated, CatalogEvents.jobRoleDeleted],
    model: db.model('JobRoleName', jobRoleNameSchema),
    read(event, before) {
      // The title stays on past records; the slug goes, as the job page is gone.
      if (event.type === CatalogEvents.jobRoleDeleted) return { value: before?.value ? { ...before.value, slug: null } : null, active: false };
      const snapshot = JobRoleSnapshot.pick({ title: true, slug: true, employerId: true }).safeParse(event.data);
      return snapshot.success ? { value: { id: event.aggregateId, ...snapshot.data }, active: true } : null;
    },
    toRow: (value, active) => ({ title: value?.title ?? null, slug: value?.slug ?? null, employerId: value?.employerId ?? null, active }),
    fromRow: (id, row) => ({
      value: row.title ? { id, title: String(row.title), slug: (row.slug as string | null) ?? null, employerId: (row.employerId as string | null) ?? null } : null,
      active: row.active === true,
    }),
  });

  const staff = new ReferenceBook<StaffRef>({
    kind: 'staff',
    stream: Streams.auth,
    handles: [AuthEvents.userCreated, AuthEvents.userUpdated, AuthEvents.userDeleted],
    model: db.model('StaffName', staffNameSchema),
    read(event, before) {
      // A member who leaves stays the author of what they logged.
      if (event.type === AuthEvents.userDeleted) return { value: before?.value ?? null, active: false };
      const snapshot = UserSnapshot.pick({ name: true }).safeParse(event.data);
      return snapshot.success ? { value: { id: event.aggregateId, name: snapshot.data.name }, active: true } : null;
    },
    toRow: (value, active) => ({ name: value?.name ?? null, active }),
    fromRow: (id, row) => ({ value: row.name ? { id, name: String(row.name) } : null, active: row.active === true }),
  });

  return new References({ candidate, employer, jobRole, staff });
}

export type EngagementReferences = ReturnType<typeof engagementReferences>;

/** A job role as an interaction or placement shows it. */
export function jobRoleRef(references: EngagementReferences, id: string | null | undefined): JobRoleRef | null {
  const role = references.books.jobRole.get(id);
  return role ? { id: role.id, title: role.title, slug: role.slug } : null;
}

/** An employer as a record shows it: its name (its contacts are for the client portal's checks only). */
export function employerRef(references: EngagementReferences, id: string | null | undefined): EmployerRef | null {
  const employer = references.books.employer.get(id);
  return employer ? { id: employer.id, name: employer.name } : null;
}
