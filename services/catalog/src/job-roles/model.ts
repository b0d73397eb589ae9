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
  },
  { timestamps: true, collection: 'job_roles' },
);
jobRoleSchema.plugin(outboxPlugin);
jobRoleSchema.index({ previousSlugs: 1 });
// Lists: live roles (deletedAt null), optionally of one status, newest first. Equality fields before
// the sort, so MongoDB walks the index in order and counts from it.
jobRoleSchema.index({ deletedAt: 1, createdAt: -1, _id: -1 });
jobRoleSchema.index({ deletedAt: 1, status: 1, createdAt: -1, _id: -1 });
// Search by employer name and the employer delete check find live roles by employer.
jobRoleSchema.index({ employerId: 1, deletedAt: 1 });

export type JobRoleDoc = InferSchemaType<typeof jobRoleSchema> & { version: number };

export const jobRoleModel = (db: Connection) => db.model('JobRole', jobRoleSchema);
