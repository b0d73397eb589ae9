import { Schema, type Connection } from 'mongoose';
import { CatalogEvents, JobRoleSnapshot, Streams, type JobRoleStatus } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

/** What this service knows of the catalog's job roles: enough to check an application and show a title. */
const jobRoleSchema = new Schema(
  {
    _id: { type: String, required: true },
    title: String,
    status: String,
    employerId: String,
    employerName: String,
    deleted: { type: Boolean, default: false },
    version: { type: Number, required: true },
  },
  { collection: 'job_role_projection', versionKey: false },
);

interface JobRoleRow {
  _id: string;
  title: string;
  status: JobRoleStatus;
  deleted: boolean;
}

export interface RoleRef {
  title: string;
  employerId?: string | null;
  employerName?: string | null;
}

export function jobRoleProjection(db: Connection) {
  const model = db.model('JobRoleProjection', jobRoleSchema);
  /** A durable consumer shared by every instance; repeats and stale events change nothing. */
  const projection: Projection = {
    name: 'candidates-job-roles',
    stream: Streams.catalog,
    handles: [CatalogEvents.jobRoleCreated, CatalogEvents.jobRoleUpdated, CatalogEvents.jobRoleDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === CatalogEvents.jobRoleDeleted) {
        await applyProjection(model, event, null);
        return;
      }
      const role = JobRoleSnapshot.pick({ title: true, status: true, employerId: true, employerName: true }).safeParse(event.data);
      if (role.success) await applyProjection(model, event, role.data);
    },
  };
  return {
    model,
    projection,

    async find(id: string): Promise<JobRoleRow | null> {
      const row = (await model.findOne({ _id: id, deleted: false }).lean()) as JobRoleRow | null;
      return row;
    },

    /** Title and employer by role id; a role unknown here has none. */
    async rolesOf(ids: string[]): Promise<Map<string, RoleRef>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      // A deleted role keeps its title here: a candidate's past application still says what it was for.
      const rows = (await model.find({ _id: { $in: unique } }, { title: 1, employerId: 1, employerName: 1 }).lean()) as (RoleRef & { _id: string })[];
      return new Map(rows.map((row) => [row._id, row]));
    },
  };
}

export type JobRoleProjection = ReturnType<typeof jobRoleProjection>;
