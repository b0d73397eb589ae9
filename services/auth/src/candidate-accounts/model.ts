import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import type { EventEnvelope } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

/** A candidate's portal sign-in. The candidate's profile itself belongs to services/candidates. */
const candidateAccountSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    /** The address the candidate signs in with; a staff edit of the candidate's contact e-mail leaves it (decision 0114). */
    email: { type: String, required: true, maxlength: 255, lowercase: true, trim: true },
    /** Null until the candidate sets a password (an account made by applying has none); no sign-in till then. */
    passwordHash: { type: String, default: null, maxlength: 255 },
    lastLogin: { type: Date, default: null },
    /** Tokens carry the session version they were issued in; ending the sessions raises it (decision 0069). */
    sessionVersion: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'candidate_accounts' },
);
// Ending the sessions is an event every verifier must hear of: it goes out through the outbox.
candidateAccountSchema.plugin(outboxPlugin);
candidateAccountSchema.index({ email: 1 }, { unique: true });
candidateAccountSchema.index({ candidateId: 1 }, { unique: true });

/** With the outbox plugin's fields; `version` and `sessionVersion` are missing on accounts made before them. */
export type CandidateAccountDoc = InferSchemaType<typeof candidateAccountSchema> & { version?: number; outbox?: EventEnvelope[] };

export const candidateAccountModel = (db: Connection) => db.model('CandidateAccount', candidateAccountSchema);
