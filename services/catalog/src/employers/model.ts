import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { EmployerStatus } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const employerSchema = new Schema(
  {
    name: { type: String, required: true },
    industry: String,
    location: String,
    contactPerson: String,
    contactEmail: String,
    contactPhone: String,
    // Every contact person, the main one first (decision 0119); older employers have only the three fields above.
    contacts: { type: [{ _id: false, name: { type: String, required: true }, jobTitle: String, email: String, phone: String }], default: undefined },
    website: String,
    description: String,
    status: { type: String, enum: EmployerStatus.options, required: true, default: 'active' },
    /** The import that created the employer (decision 0123): its undo removes it unless changed since. */
    importId: { type: String, default: undefined },
    /** The administrators' custom fields by key (decision 0125), checked against their definitions before a write. */
    customFields: { type: Schema.Types.Mixed, default: undefined },
  },
  { timestamps: true, collection: 'employers' },
);
employerSchema.plugin(outboxPlugin);
// The staff list: live employers, optionally of one status, by name.
employerSchema.index({ deletedAt: 1, name: 1, _id: 1 });
employerSchema.index({ deletedAt: 1, status: 1, name: 1, _id: 1 });

export type EmployerDoc = InferSchemaType<typeof employerSchema> & { version: number };

export const employerModel = (db: Connection) => db.model('Employer', employerSchema);
