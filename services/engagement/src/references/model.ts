import { Schema, type Connection } from 'mongoose';

/**
 * This service's own copies of the names it shows from the other contexts (architecture rule 1), with
 * each record's version, and how far each source stream has been read. `_id` is the owner's id.
 */
const candidateNameSchema = new Schema(
  { _id: String, name: String, currentRole: String, active: Boolean, version: Number },
  { collection: 'candidate_names', versionKey: false },
);
const employerNameSchema = new Schema({ _id: String, name: String, active: Boolean, version: Number }, { collection: 'employer_names', versionKey: false });
const jobRoleNameSchema = new Schema(
  { _id: String, title: String, slug: String, employerId: String, active: Boolean, version: Number },
  { collection: 'job_role_names', versionKey: false },
);
/** `_id`: the stream's name; `sequence`: the last event of it applied to the collections above. */
const streamPositionSchema = new Schema({ _id: String, sequence: Number }, { collection: 'stream_positions', versionKey: false });

export interface CandidateNameRow {
  _id: string;
  name?: string | null;
  currentRole?: string | null;
  active: boolean;
  version: number;
}
export interface EmployerNameRow {
  _id: string;
  name?: string | null;
  active: boolean;
  version: number;
}
export interface JobRoleNameRow {
  _id: string;
  title?: string | null;
  slug?: string | null;
  employerId?: string | null;
  active: boolean;
  version: number;
}

export const referenceModels = (db: Connection) => ({
  candidates: db.model('CandidateName', candidateNameSchema),
  employers: db.model('EmployerName', employerNameSchema),
  jobRoles: db.model('JobRoleName', jobRoleNameSchema),
  positions: db.model('StreamPosition', streamPositionSchema),
});

export type ReferenceModels = ReturnType<typeof referenceModels>;
