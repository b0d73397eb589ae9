import { Schema, type Connection } from 'mongoose';
import { CatalogEvents, JobRoleSnapshot, Streams } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

const ownerSchema = new Schema({ _id: String, ownerId: String, deleted: Boolean, version: Number }, { collection: 'job_role_owners', versionKey: false });

/** Each job role's owner, from the CATALOG stream: who is e-mailed its applications (decision 0120). */
export function jobRoleOwners(db: Connection) {
  const model = db.model('JobRoleOwner', ownerSchema);
  const projection: Projection = {
    name: 'notifications-job-role-owners', // the durable consumer: never renamed
    stream: Streams.catalog,
    handles: [CatalogEvents.jobRoleCreated, CatalogEvents.jobRoleUpdated, CatalogEvents.jobRoleDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === CatalogEvents.jobRoleDeleted) return void (await applyProjection(model, event, null));
      const role = JobRoleSnapshot.pick({ owner: true }).safeParse(event.data);
      if (role.success) await applyProjection(model, event, { ownerId: role.data.owner?.id ?? null });
    },
  };
  /** The role's owner; null for a role without one, or one not heard of. */
  const ownerOf = async (jobRoleId: string): Promise<string | null> => ((await model.findOne({ _id: jobRoleId }, { ownerId: 1 }).lean())?.ownerId as string | null | undefined) ?? null;
  return { model, projection, ownerOf };
}
export type JobRoleOwners = ReturnType<typeof jobRoleOwners>;
