import { Schema, type Connection, type InferSchemaType } from 'mongoose';

/**
 * An employer contact's sign-in to the client portal (decision 0130). The employer and its contacts belong to the
 * catalog: it asks for the account when a staff member invites the contact, and its employer events remove the
 * account when the contact or the employer goes. One account per e-mail address, so a sign-in names one employer.
 */
const clientAccountSchema = new Schema(
  {
    employerId: { type: String, required: true },
    /** As the catalog last published it, for the portal's header. */
    employerName: { type: String, required: true, maxlength: 255 },
    name: { type: String, required: true, maxlength: 255 },
    email: { type: String, required: true, maxlength: 255, lowercase: true, trim: true },
    /** Null until the contact follows the invitation's link; no sign-in till then. */
    passwordHash: { type: String, default: null, maxlength: 255 },
    lastLogin: { type: Date, default: null },
  },
  { timestamps: true, collection: 'client_accounts' },
);
clientAccountSchema.index({ email: 1 }, { unique: true });
clientAccountSchema.index({ employerId: 1 });

export type ClientAccountDoc = InferSchemaType<typeof clientAccountSchema>;
export const clientAccountModel = (db: Connection) => db.model('ClientAccount', clientAccountSchema);
