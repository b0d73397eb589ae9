import { z } from 'zod';
import { Application, Candidate } from './candidates';
import { Education, Employment } from './candidate-profile';
import { Employer, JobRole } from './catalog';
import { CandidateDocument } from './documents';
import { Interaction, Placement } from './engagement';
import { Message } from './portal';

/**
 * The CRM's record pages (decision 0119): `GET /api/candidates/{id}/record` and `GET /api/employers/{id}/record`
 * are composed at the gateway, like the dashboard stats, from each owning service's part at
 * `/internal/records/...` (outside /api: never proxied; a staff token is still required). One request a page.
 */
export const candidateRecordPartPath = (id: string) => `/internal/records/candidates/${encodeURIComponent(id)}`;
export const employerRecordPartPath = (id: string) => `/internal/records/employers/${encodeURIComponent(id)}`;
export const jobRoleRecordPartPath = (id: string) => `/internal/records/job-roles/${encodeURIComponent(id)}`;

/** Who made a change: a staff member, the candidate in the portal, or the platform itself (an application, a CV). */
export const ChangeAuthor = z.object({
  kind: z.enum(['staff', 'candidate', 'system']),
  /** The staff member's user id or the candidate's id; null for the platform. */
  id: z.string().nullable(),
  name: z.string().nullable(),
});
export type ChangeAuthor = z.infer<typeof ChangeAuthor>;

/** One field of a change, as text ('' when it was empty); a list reads as its items joined with ', '. */
export const FieldChange = z.object({ field: z.string(), from: z.string(), to: z.string() });
export type FieldChange = z.infer<typeof FieldChange>;

/** A candidate's profile was created or changed: by whom, when and which fields (decision 0119). */
export const CandidateChange = z.object({
  id: z.string(),
  action: z.enum(['created', 'updated']),
  at: z.string(),
  by: ChangeAuthor,
  fields: z.array(FieldChange),
});
export type CandidateChange = z.infer<typeof CandidateChange>;

/** The candidates service's part: the profile and what the candidate entered, their documents and applications, and the change log (newest first). */
export const CandidateRecordPart = z.object({
  candidate: Candidate,
  applications: z.array(Application),
  education: z.array(Education),
  employment: z.array(Employment),
  documents: z.array(CandidateDocument),
  changes: z.array(CandidateChange),
});
export type CandidateRecordPart = z.infer<typeof CandidateRecordPart>;

/** The engagement service's part of either record: its interactions (newest first) and placements. */
export const EngagementRecordPart = z.object({ interactions: z.array(Interaction), placements: z.array(Placement) });
export type EngagementRecordPart = z.infer<typeof EngagementRecordPart>;

/** The portal's part of a candidate record: the messages between recruiters and the candidate (newest first). */
export const PortalRecordPart = z.object({ messages: z.array(Message) });
export type PortalRecordPart = z.infer<typeof PortalRecordPart>;

/** `GET /api/candidates/{id}/record`: the whole candidate, for the page `/manage/candidates/:id`. */
export const CandidateRecord = CandidateRecordPart.extend(EngagementRecordPart.shape).extend(PortalRecordPart.shape);
export type CandidateRecord = z.infer<typeof CandidateRecord>;

/** The catalog's part of an employer record: the employer (with its contacts) and its job roles. */
export const EmployerRecordPart = z.object({ employer: Employer, jobRoles: z.array(JobRole) });
export type EmployerRecordPart = z.infer<typeof EmployerRecordPart>;

/** `GET /api/employers/{id}/record`: the client, for the page `/manage/employers/:id`. */
export const EmployerRecord = EmployerRecordPart.extend(EngagementRecordPart.shape);
export type EmployerRecord = z.infer<typeof EmployerRecord>;

/**
 * `GET /api/job-roles/{id}/record` (decision 0120): the role, its applications (the newest 100, with how many in
 * all), and its placements and interactions, for the page `/manage/job-roles/:id`.
 */
export const JobRoleRecord = EngagementRecordPart.extend({ jobRole: JobRole, applications: z.array(Application), applicationsTotal: z.number().int() });
export type JobRoleRecord = z.infer<typeof JobRoleRecord>;

export const RecordMessages = {
  candidateNotFound: 'This candidate was not found. They may have been deleted; go back to Candidates and search again.',
  employerNotFound: 'This employer was not found. It may have been deleted; go back to Employers and search again.',
} as const;
