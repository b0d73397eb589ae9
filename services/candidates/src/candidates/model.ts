import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { Availability } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const candidateSchema = new Schema(
  {
    name: { type: String, required: true },
    /** Lowercased; null when the candidate gave none. */
    email: { type: String, default: null },
    /**
     * The e-mail when there is one, else `none:<id>`: unique, so no two candidates share an e-mail while
     * any number have none (FerretDB has no partial indexes and ignores `sparse`).
     */
    emailKey: { type: String, required: true },
    phone: String,
    linkedinUrl: String,
    currentRole: String,
    location: String,
    skills: { type: [String], default: undefined },
    availability: { type: String, enum: Availability.options, required: true, default: 'available' },
    summary: String,
    cvUrl: String,
    profileCompleted: { type: Boolean, required: true, default: false },
    /** The import that created the candidate (decision 0123): its undo removes them unless changed since. */
    importId: { type: String, default: undefined },
    /** The administrators' custom fields by key (decision 0125), checked against their definitions before a write. */
    customFields: { type: Schema.Types.Mixed, default: undefined },
    /** Tag names as shown, from the candidates' tag registry (decision 0134). */
    tags: { type: [String], default: undefined },
    /** The staff member looking after them (decision 0134): whoever added them, unless another was given. */
    ownerId: { type: String, default: null },
  },
  { timestamps: true, collection: 'candidates' },
);
candidateSchema.plugin(outboxPlugin);
candidateSchema.index({ emailKey: 1 }, { unique: true });

export type CandidateDoc = InferSchemaType<typeof candidateSchema> & { version: number };

export const candidateModel = (db: Connection) => db.model('Candidate', candidateSchema);

export const emailKeyOf = (email: string | null | undefined, id: string) => (email ? email : `none:${id}`);
