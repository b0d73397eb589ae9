import { Schema, type Connection, type Types } from 'mongoose';
import type { z } from 'zod';
import type { Employment, EmploymentInput } from '@agency/contracts';
import { historyEntries, MAX_ENTRIES_PER_CANDIDATE } from './entries';

export const EMPLOYMENT_NOT_FOUND = 'Employment entry not found. It may have been deleted; refresh and try again.';

const employmentSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    organization: { type: String, required: true },
    role: { type: String, required: true },
    startYear: { type: Number, required: true },
    startMonth: { type: Number, required: true },
    endYear: { type: Number, default: null },
    endMonth: { type: Number, default: null },
    keyAchievements: { type: [String], default: [] },
    description: { type: String, default: null },
    isCurrent: { type: Boolean, required: true, default: false },
  },
  { timestamps: true, collection: 'employment_history', versionKey: false },
);
employmentSchema.index({ candidateId: 1 });

type EmploymentFields = z.output<typeof EmploymentInput>;
interface StoredEmployment extends Omit<Employment, 'id' | 'createdAt' | 'updatedAt'> {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const text = (value: string | null | undefined) => (value ? value : null);
const startOf = (entry: Employment) => entry.startYear * 12 + entry.startMonth;

/** The candidate's employment history: current roles first, then newest start first, then when added. */
export function employmentHistory(db: Connection) {
  return historyEntries<EmploymentFields, Employment>({
    model: db.model('EmploymentEntry', employmentSchema),
    // The contract already stored a current role's end as null.
    fieldsOf: (input) => ({
      organization: input.organization,
      role: input.role,
      startYear: input.startYear,
      startMonth: input.startMonth,
      endYear: input.endYear ?? null,
      endMonth: input.endMonth ?? null,
      keyAchievements: input.keyAchievements ?? [],
      description: text(input.description),
      isCurrent: input.isCurrent,
    }),
    toEntry: (doc: StoredEmployment) => ({
      id: doc._id.toHexString(),
      candidateId: doc.candidateId,
      organization: doc.organization,
      role: doc.role,
      startYear: doc.startYear,
      startMonth: doc.startMonth,
      endYear: doc.endYear ?? null,
      endMonth: doc.endMonth ?? null,
      keyAchievements: doc.keyAchievements ?? [],
      description: doc.description ?? null,
      isCurrent: doc.isCurrent ?? false,
      createdAt: new Date(doc.createdAt).toISOString(),
      updatedAt: new Date(doc.updatedAt).toISOString(),
    }),
    order: (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || startOf(b) - startOf(a) || b.createdAt.localeCompare(a.createdAt),
    tooMany: `You can keep at most ${MAX_ENTRIES_PER_CANDIDATE} employment entries. Delete one before adding another.`,
  });
}
