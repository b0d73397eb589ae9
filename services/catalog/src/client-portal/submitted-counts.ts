import { Schema, type Connection } from 'mongoose';
import { Streams, SubmissionEvents, SubmissionSnapshot } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

const submittedSchema = new Schema(
  { _id: String, jobRoleId: String, submitted: Boolean, deleted: Boolean, version: Number },
  { collection: 'submitted_candidates', versionKey: false },
);
const SNAPSHOT = SubmissionSnapshot.pick({ jobRoleId: true, status: true });

/**
 * Each submission's role and whether it reached the client (decision 0132), from engagement's submission events: the
 * client's 'Your roles' counts the candidates submitted per role. Only what counting needs is kept.
 */
export function submittedCandidates(db: Connection) {
  const model = db.model('SubmittedCandidate', submittedSchema);
  const projection: Projection = {
    name: 'catalog-submitted-candidates', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: Object.values(SubmissionEvents).filter((type) => type !== SubmissionEvents.settingsChanged),
    checkpoint: 'consumer',
    async apply(event) {
      const submission = SNAPSHOT.safeParse(event.data);
      if (submission.success) await applyProjection(model, event, { jobRoleId: submission.data.jobRoleId, submitted: submission.data.status === 'submitted' });
    },
  };
  return {
    model,
    projection,
    /** How many candidates reached the client for each of these roles (0 for a role with none). */
    async countsOf(jobRoleIds: string[]): Promise<Map<string, number>> {
      const rows = (await model.find({ jobRoleId: { $in: jobRoleIds }, submitted: true, deleted: false }, { jobRoleId: 1 }).lean()) as { jobRoleId: string }[];
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.jobRoleId, (counts.get(row.jobRoleId) ?? 0) + 1);
      return counts;
    },
  };
}
export type SubmittedCandidates = ReturnType<typeof submittedCandidates>;
