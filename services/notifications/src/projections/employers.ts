import { Schema, type Connection } from 'mongoose';
import { CatalogEvents, EmployerSnapshot, Streams } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

const employerSchema = new Schema({ _id: String, name: String, deleted: Boolean, version: Number }, { collection: 'employers', versionKey: false });

/** Each employer's name, from the CATALOG stream: who an interview invitation is with (decision 0122). */
export function employerNames(db: Connection) {
  const model = db.model('Employer', employerSchema);
  const projection: Projection = {
    name: 'notifications-employers', // the durable consumer: never renamed
    stream: Streams.catalog,
    handles: [CatalogEvents.employerCreated, CatalogEvents.employerUpdated],
    checkpoint: 'consumer',
    async apply(event) {
      // A deleted employer's name stays: an interview already arranged with it is still with it.
      const employer = EmployerSnapshot.pick({ name: true }).safeParse(event.data);
      if (employer.success) await applyProjection(model, event, { name: employer.data.name });
    },
  };
  /** The employer's name; null when not known (yet). */
  const nameOf = async (employerId: string | null | undefined): Promise<string | null> =>
    employerId ? (((await model.findOne({ _id: employerId }, { name: 1 }).lean())?.name as string | undefined) ?? null) : null;
  return { model, projection, nameOf };
}
export type EmployerNames = ReturnType<typeof employerNames>;
