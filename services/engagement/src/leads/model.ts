import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { LeadService, LeadStatus, type Lead } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

/** A visitor's request for a free consultation or CV assessment (the exit-intent form). */
const leadSchema = new Schema(
  {
    name: { type: String, required: true },
    /** Lowercased. */
    email: { type: String, required: true },
    phone: { type: String, default: null },
    message: { type: String, default: null },
    service: { type: String, enum: LeadService.options, required: true },
    source: { type: String, required: true },
    status: { type: String, enum: LeadStatus.options, required: true, default: 'new' },
  },
  { timestamps: true, collection: 'leads' },
);
leadSchema.plugin(outboxPlugin);

export type LeadDoc = InferSchemaType<typeof leadSchema> & { version: number };
export type StoredLead = LeadDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

export const leadModel = (db: Connection) => db.model('Lead', leadSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

export function toLead(doc: StoredLead): Lead {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? null,
    message: doc.message ?? null,
    service: doc.service,
    source: doc.source,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
