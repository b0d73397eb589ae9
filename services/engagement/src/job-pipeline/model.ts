import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import type { JobPipelineEntrySnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const moveSchema = new Schema(
  { from: { type: String, default: null }, to: String, byId: String, at: Date, reason: { type: String, default: null } },
  { _id: false },
);

/** One candidate on one job role's pipeline (decision 0128). */
const entrySchema = new Schema(
  {
    jobRoleId: { type: String, required: true },
    candidateId: { type: String, required: true },
    stage: { type: String, required: true },
    reason: { type: String, default: null },
    addedById: { type: String, required: true },
    placementId: { type: String, default: null },
    history: { type: [moveSchema], default: [] },
  },
  { timestamps: true, collection: 'job_pipeline_entries' },
);
// One entry per candidate per role, whichever instance adds it.
entrySchema.index({ jobRoleId: 1, candidateId: 1 }, { unique: true });
entrySchema.plugin(outboxPlugin);

export type EntryDoc = InferSchemaType<typeof entrySchema> & { version: number };
export type StoredEntry = EntryDoc & { _id: Types.ObjectId };
export const entryModel = (db: Connection) => db.model('JobPipelineEntry', entrySchema);

/** The stage settings: one document, its stages in board order. */
const settingsSchema = new Schema(
  { stages: { type: [new Schema({ key: String, label: String }, { _id: false })], default: [] } },
  { timestamps: true, collection: 'job_pipeline_settings' },
);
settingsSchema.plugin(outboxPlugin);
export type SettingsDoc = InferSchemaType<typeof settingsSchema> & { version: number };
export const settingsModel = (db: Connection) => db.model('JobPipelineSettings', settingsSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

export function toEntrySnapshot(doc: StoredEntry): JobPipelineEntrySnapshot {
  return {
    id: doc._id.toHexString(),
    jobRoleId: doc.jobRoleId,
    candidateId: doc.candidateId,
    stage: doc.stage,
    reason: doc.reason ?? null,
    addedById: doc.addedById,
    placementId: doc.placementId ?? null,
    history: (doc.history ?? []).map((move) => ({
      from: move.from ?? null,
      to: String(move.to),
      byId: String(move.byId),
      at: iso(move.at),
      reason: move.reason ?? null,
    })),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
