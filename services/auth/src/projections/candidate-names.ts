import { Schema, type Connection } from 'mongoose';
import { CandidatesEvents, CandidateSnapshot, MergeEvents, Streams } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';

/**
 * Each candidate's name, as the candidates service publishes it, so that the password policy can refuse a
 * portal password made of it (decision 0070). The profile itself stays the candidates service's.
 */
const candidateNameSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, default: null },
    version: { type: Number, required: true },
  },
  { collection: 'candidate_name_projection', versionKey: false },
);

export function candidateNames(db: Connection) {
  const model = db.model('CandidateNameProjection', candidateNameSchema);
  /** Repeats and older events change nothing. */
  const projection: Projection = {
    name: 'auth-candidate-names',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateCreated, CandidatesEvents.candidateUpdated, CandidatesEvents.candidateDeleted, MergeEvents.candidatesMerged],
    checkpoint: 'consumer',
    async apply(event) {
      // Right to erasure: the name goes, the version stays so a late older event cannot bring it back.
      if (event.type === CandidatesEvents.candidateDeleted || event.type === MergeEvents.candidatesMerged) {
        await applyProjection(model, event, { name: null });
        return;
      }
      const candidate = CandidateSnapshot.pick({ name: true }).safeParse(event.data);
      if (candidate.success) await applyProjection(model, event, { name: candidate.data.name });
    },
  };
  return {
    model,
    projection,

    async nameOf(candidateId: string): Promise<string | null> {
      const row = (await model.findOne({ _id: candidateId }).lean()) as { name?: string | null } | null;
      return row?.name ?? null;
    },
  };
}

export type CandidateNames = ReturnType<typeof candidateNames>;
