import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { UserRole, UserStatus } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const userSchema = new Schema(
  {
    email: { type: String, required: true, maxlength: 255, lowercase: true, trim: true },
    name: { type: String, required: true, maxlength: 255 },
    role: { type: String, enum: UserRole.options, required: true, default: 'recruiter', maxlength: 50 },
    status: { type: String, enum: UserStatus.options, required: true, default: 'active' },
    passwordHash: { type: String, required: true, maxlength: 255 },
  },
  { timestamps: true, collection: 'users' },
);
userSchema.plugin(outboxPlugin);
userSchema.index({ email: 1 }, { unique: true });

export type UserDoc = InferSchemaType<typeof userSchema> & { version: number };

export const userModel = (db: Connection) => db.model('User', userSchema);
