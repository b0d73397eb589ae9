import { Schema, type Connection } from 'mongoose';
import type { CandidateChange, ChangeAuthor, FieldChange } from '@agency/contracts';

/** The profile fields whose changes are logged, in the order the record page lists them. */
const LOGGED_FIELDS = ['name', 'email', 'phone', 'linkedinUrl', 'currentRole', 'location', 'skills', 'availability', 'summary', 'cvUrl'] as const;

/** A change made by the platform itself (the seed, a script). */
export const PLATFORM: ChangeAuthor = { kind: 'system', id: null, name: null };
/** A candidate created by their application on the website. */
export const WEBSITE_APPLICATION: ChangeAuthor = { kind: 'system', id: null, name: 'Website application' };

const changeSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    action: { type: String, enum: ['created', 'updated'], required: true },
    at: { type: Date, required: true },
    by: { kind: { type: String, required: true }, id: String, name: String },
    fields: [{ _id: false, field: String, from: String, to: String }],
  },
  { collection: 'candidate_changes', versionKey: false },
);
changeSchema.index({ candidateId: 1, at: -1 });

const asText = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value));

/** The logged fields whose text differs between before (null: a new candidate) and after. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): FieldChange[] {
  return LOGGED_FIELDS.map((field) => ({ field, from: before ? asText(before[field]) : '', to: asText(after[field]) })).filter(
    (change) => change.from !== change.to,
  );
}

/**
 * Who changed a candidate's profile, when and which fields (decision 0119): nothing else kept the author of
 * a change (the events carry the new snapshot only), so each write of the candidate store adds a line here.
 * The lines hold personal data and go with the candidate on erasure.
 */
export function changeLog(db: Connection) {
  const model = db.model('CandidateChange', changeSchema);
  return {
    model,
    async record(candidateId: string, action: CandidateChange['action'], by: ChangeAuthor, fields: FieldChange[]): Promise<void> {
      if (action === 'updated' && fields.length === 0) return;
      await model.create({ candidateId, action, at: new Date(), by, fields });
    },
    /** Newest first. */
    async ofCandidate(candidateId: string): Promise<CandidateChange[]> {
      const docs = await model.find({ candidateId }).sort({ at: -1, _id: -1 }).lean();
      return docs.map((doc) => ({
        id: doc._id.toHexString(),
        action: doc.action as CandidateChange['action'],
        at: doc.at.toISOString(),
        by: { kind: doc.by!.kind as ChangeAuthor['kind'], id: doc.by!.id ?? null, name: doc.by!.name ?? null },
        fields: doc.fields.map((change) => ({ field: change.field ?? '', from: change.from ?? '', to: change.to ?? '' })),
      }));
    },
    async eraseCandidate(candidateId: string): Promise<void> {
      await model.deleteMany({ candidateId });
    },
  };
}

export type ChangeLog = ReturnType<typeof changeLog>;
