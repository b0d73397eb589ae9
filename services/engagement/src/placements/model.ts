import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { PlacementStage, type PlacementSnapshot } from '@agency/contracts';
import { outboxPlugin } from '@agency/service-kit';

const placementSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    employerId: { type: String, required: true },
    jobRoleId: { type: String, required: true },
    /** The pipeline stage. */
    status: { type: String, enum: PlacementStage.options, required: true, default: 'lead' },
    /** Whole cents (spec section 9). */
    value: { type: Number, default: null },
    notes: { type: String, default: null },
    placementDate: { type: Date, default: null },
  },
  { timestamps: true, collection: 'placements' },
);
placementSchema.plugin(outboxPlugin);

export type PlacementDoc = InferSchemaType<typeof placementSchema> & { version: number };
export type StoredPlacement = PlacementDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

export const placementModel = (db: Connection) => db.model('Placement', placementSchema);

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

/** A stored placement as its events carry it and the pipeline holds it (names are joined when answered). */
export function toPlacementRecord(doc: StoredPlacement): PlacementSnapshot {
  return {
    id: doc._id.toHexString(),
    candidateId: doc.candidateId,
    employerId: doc.employerId,
    jobRoleId: doc.jobRoleId,
    status: doc.status,
    value: doc.value ?? null,
    notes: doc.notes ?? null,
    placementDate: doc.placementDate ? iso(doc.placementDate) : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
