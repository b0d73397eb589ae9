import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { PasswordLinkPurpose, PasswordLinkRequested } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

/**
 * A link to choose a password: a new one, asked for with 'Forgot password?' (decision 0095), or the first one,
 * sent to a candidate who applied without having one (decision 0096). Its token is never
 * stored: it is the link's id and a MAC of it under the signing key, made again to check it. Usable once,
 * until `expiresAt`.
 */
const passwordLinkSchema = new Schema(
  {
    account: { type: String, enum: PasswordLinkRequested.shape.account.options, required: true },
    purpose: { type: String, enum: PasswordLinkPurpose.options, default: 'reset' },
    accountId: { type: String, required: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'password_links' },
);
// Asking for a link is an event the notifications service turns into an e-mail.
passwordLinkSchema.plugin(outboxPlugin);
passwordLinkSchema.index({ accountId: 1, createdAt: -1 });

export type PasswordLinkDoc = InferSchemaType<typeof passwordLinkSchema>;
export const passwordLinkModel = (db: Connection) => db.model('PasswordLink', passwordLinkSchema);
