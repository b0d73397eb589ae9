import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { UserRole, UserStatus } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const userSchema = new Schema(
  {
    email: { type: String, required: true, maxlength: 255, lowercase: true, trim: true },
    name: { type: String, required: true, maxlength: 255 },
    role: { type: String, enum: UserRole.options, required: true, default: 'recruiter', maxlength: 50 },
    status: { type: String, enum: UserStatus.options, required: true, default: 'active' },
    /** Null for a member invited by e-mail until they choose one with the link (decision 0100): no sign-in till then. */
    passwordHash: { type: String, default: null, maxlength: 255 },
    /** Raised when the password is set with an e-mailed link: tokens of a lower `sv` stop working. */
    sessionVersion: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.plugin(outboxPlugin);
userSchema.index({ email: 1 }, { unique: true });

export type UserDoc = InferSchemaType<typeof userSchema> & { version: number };

export const userModel = (db: Connection) => db.model('User', userSchema);
