import { Schema, type Connection } from 'mongoose';
import { AuthEvents, Streams, UserSnapshot } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

const staffSchema = new Schema(
  { _id: String, email: String, name: String, role: String, active: Boolean, deleted: Boolean, version: Number },
  { collection: 'staff', versionKey: false },
);

/** The team's addresses, names and roles, from the AUTH stream: who is alerted of new leads, who invites to an interview. */
export function staffRecipients(db: Connection) {
  const model = db.model('Staff', staffSchema);
  const projection: Projection = {
    name: 'notifications-staff', // the durable consumer: never renamed
    stream: Streams.auth,
    handles: [AuthEvents.userCreated, AuthEvents.userUpdated, AuthEvents.userDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === AuthEvents.userDeleted) return void (await applyProjection(model, event, null));
      const user = UserSnapshot.safeParse(event.data);
      if (!user.success) return;
      await applyProjection(model, event, { email: user.data.email, name: user.data.name, role: user.data.role, active: user.data.status === 'active' });
    },
  };
  /** The addresses of the active administrators and managers. */
  const leadAlertAddresses = async () =>
    (await model.find({ deleted: false, active: true, role: { $in: ['administrator', 'manager'] } }, { email: 1 }).lean()).map((row) => row.email as string);
  /** The addresses of the active administrators: who hears of an application for a role without an owner (decision 0120). */
  const administratorAddresses = async () =>
    (await model.find({ deleted: false, active: true, role: 'administrator' }, { email: 1 }).lean()).map((row) => row.email as string);
  /** An active team member's address: 'unknown' before their event arrived, null when gone or disabled. */
  const addressOf = async (userId: string): Promise<string | null | 'unknown'> => {
    const row = await model.findOne({ _id: userId }).lean();
    if (!row) return 'unknown';
    return !row.deleted && row.active ? (row.email as string) : null;
  };
  /** A team member's name as last heard (also once gone: they still arranged what they arranged); null when unknown. */
  const nameOf = async (userId: string): Promise<string | null> => ((await model.findOne({ _id: userId }, { name: 1 }).lean())?.name as string | undefined) ?? null;
  return { model, projection, leadAlertAddresses, administratorAddresses, addressOf, nameOf };
}
export type StaffRecipients = ReturnType<typeof staffRecipients>;
