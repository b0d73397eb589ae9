import { Schema, type Connection, type InferSchemaType } from 'mongoose';
import { UserRole } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

/**
 * An API key for an integration (decision 0109). The secret itself is never stored: only its SHA-256, which is
 * what a presented key is looked up by, and its first characters (`prefix`) to recognise it in a list.
 */
const apiKeySchema = new Schema(
  {
    name: { type: String, required: true, maxlength: 100 },
    role: { type: String, enum: UserRole.options, required: true },
    prefix: { type: String, required: true, maxlength: 20 },
    secretHash: { type: String, required: true, maxlength: 64 },
    createdBy: {
      id: { type: String, required: true },
      name: { type: String, required: true },
    },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'api_keys' },
);
// Creating and revoking are events every verifier follows: a revoked key's tokens stop working at once.
apiKeySchema.plugin(outboxPlugin);
apiKeySchema.index({ secretHash: 1 }, { unique: true });

export type ApiKeyDoc = InferSchemaType<typeof apiKeySchema> & { version: number };
export const apiKeyModel = (db: Connection) => db.model('ApiKey', apiKeySchema);
