import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { JobRolePriority, JobRoleStatus } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const jobRoleSchema = new Schema(
  {
    employerId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    /** Slugs this role had before a title change, so links already shared keep working. */
    previousSlugs: { type: [String], default: [] },
    description: String,
    requirements: String,
    salaryRange: String,
    location: String,
    status: { type: String, enum: JobRoleStatus.options, required: true, default: 'open' },
    priority: { type: String, enum: JobRolePriority.options, required: true, default: 'medium' },
    /** The team member who owns it (decision 0120), with the name they had when made owner. */
    ownerId: String,
    ownerName: String,
    /** The import that created the role (decision 0123): its undo removes it unless changed since. */
    importId: { type: String, default: undefined },
  },
  { timestamps: true, collection: 'job_roles' },
);
jobRoleSchema.plugin(outboxPlugin);
// The administrators' custom fields by key (decision 0125), checked against their definitions before a write; added
// after the schema's type is inferred, so the typed writes elsewhere keep their checks.
jobRoleSchema.add({ customFields: { type: Schema.Types.Mixed, default: undefined } });
jobRoleSchema.index({ previousSlugs: 1 });
// Lists: live roles (deletedAt null), optionally of one status, newest first. Equality fields before
// the sort, so MongoDB walks the index in order and counts from it.
jobRoleSchema.index({ deletedAt: 1, createdAt: -1, _id: -1 });
jobRoleSchema.index({ deletedAt: 1, status: 1, createdAt: -1, _id: -1 });
// Search by employer name and the employer delete check find live roles by employer.
jobRoleSchema.index({ employerId: 1, deletedAt: 1 });

export type JobRoleDoc = InferSchemaType<typeof jobRoleSchema> & { version: number; deletedAt?: Date | null };

export const jobRoleModel = (db: Connection) => db.model('JobRole', jobRoleSchema);

/**
 * Every slug a role has had → the role's id. A job page is found by `_id` here, the one lookup FerretDB
 * answers without reading the whole collection, and a slug stays taken here after its role is deleted,
 * so a shared link never leads to another job. The roles' own `slug` and `previousSlugs` stay the truth:
 * a slug missing here is looked up on the roles and added.
 */
const jobRoleSlugSchema = new Schema(
  { _id: { type: String, required: true }, roleId: { type: Schema.Types.ObjectId, required: true } },
  { collection: 'job_role_slugs', versionKey: false },
);

export const jobRoleSlugModel = (db: Connection) => db.model('JobRoleSlug', jobRoleSlugSchema);
