import { Schema, type Connection } from 'mongoose';

/**
 * The portal's own copies of what it needs from the other contexts (architecture rule 1), each with the
 * version of the event that made it, and how far each source stream has been read. `_id` is the owner's id.
 */
const jobRoleSchema = new Schema(
  { _id: String, title: String, slug: String, status: String, employerName: String, deleted: Boolean, version: Number },
  { collection: 'job_role_refs', versionKey: false },
);
/** Which candidates exist; an erased one keeps only its id, for the 401 its token gets and to refuse links. */
const candidateSchema = new Schema({ _id: String, erased: Boolean, version: Number }, { collection: 'candidate_refs', versionKey: false });
/** The newest version of each interaction read from the ENGAGEMENT stream, so an older or repeated event changes nothing. */
const interactionVersionSchema = new Schema({ _id: String, version: Number }, { collection: 'interaction_versions', versionKey: false });
/** `_id`: the stream's name; `sequence`: the last of its events handled. */
const streamPositionSchema = new Schema({ _id: String, sequence: Number }, { collection: 'stream_positions', versionKey: false });

export interface JobRoleRow {
  _id: string;
  title: string;
  slug: string | null;
  status: string;
  employerName: string | null;
  deleted: boolean;
  version: number;
}

export interface CandidateRow {
  _id: string;
  erased: boolean;
  version: number;
}

export const projectionModels = (db: Connection) => ({
  jobRoles: db.model('JobRoleRef', jobRoleSchema),
  candidates: db.model('CandidateRef', candidateSchema),
  interactionVersions: db.model('InteractionVersion', interactionVersionSchema),
  positions: db.model('StreamPosition', streamPositionSchema),
});

export type ProjectionModels = ReturnType<typeof projectionModels>;
