import { Schema, type Connection, type Types } from 'mongoose';
import type { z } from 'zod';
import type { Education, EducationInput } from '@agency/contracts';
import { historyEntries, MAX_ENTRIES_PER_CANDIDATE } from './entries';

export const EDUCATION_NOT_FOUND = 'Education entry not found. It may have been deleted; refresh and try again.';

const educationSchema = new Schema(
  {
    candidateId: { type: String, required: true },
    institution: { type: String, required: true },
    qualification: { type: String, required: true },
    fieldOfStudy: { type: String, default: null },
    startYear: { type: Number, required: true },
    endYear: { type: Number, default: null },
    grade: { type: String, default: null },
    description: { type: String, default: null },
  },
  { timestamps: true, collection: 'education_history', versionKey: false },
);
educationSchema.index({ candidateId: 1 });

type EducationFields = z.output<typeof EducationInput>;
interface StoredEducation extends Omit<Education, 'id' | 'createdAt' | 'updatedAt'> {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const text = (value: string | null | undefined) => (value ? value : null);
// Still studying (no end year) counts as the newest end.
const endOf = (entry: Education) => entry.endYear ?? Number.POSITIVE_INFINITY;

/** The candidate's education history: newest first, by start year, then end year, then when added. */
export function educationHistory(db: Connection) {
  return historyEntries<EducationFields, Education>({
    model: db.model('EducationEntry', educationSchema),
    fieldsOf: (input) => ({
      institution: input.institution,
      qualification: input.qualification,
      fieldOfStudy: text(input.fieldOfStudy),
      startYear: input.startYear,
      endYear: input.endYear ?? null,
      grade: text(input.grade),
      description: text(input.description),
    }),
    toEntry: (doc: StoredEducation) => ({
      id: doc._id.toHexString(),
      candidateId: doc.candidateId,
      institution: doc.institution,
      qualification: doc.qualification,
      fieldOfStudy: doc.fieldOfStudy ?? null,
      startYear: doc.startYear,
      endYear: doc.endYear ?? null,
      grade: doc.grade ?? null,
      description: doc.description ?? null,
      createdAt: new Date(doc.createdAt).toISOString(),
      updatedAt: new Date(doc.updatedAt).toISOString(),
    }),
    order: (a, b) => b.startYear - a.startYear || endOf(b) - endOf(a) || b.createdAt.localeCompare(a.createdAt),
    tooMany: `You can keep at most ${MAX_ENTRIES_PER_CANDIDATE} education entries. Delete one before adding another.`,
  });
}
