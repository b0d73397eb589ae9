import { Schema, type Connection } from 'mongoose';
import { EngagementEvents, InteractionSnapshot, Streams, type CandidateInteraction, type EventEnvelope } from '@agency/contracts';
import { storeIfNewer, type Projection } from '@agency/service-kit';

/** The interactions of this service's candidates, from the engagement service's events. */
const interactionSchema = new Schema(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, default: null },
    type: String,
    subject: String,
    description: String,
    date: Date,
    outcome: String,
    nextSteps: String,
    status: String,
    /** Whether the candidate confirmed a scheduled interview in the portal; null when the event did not say. */
    candidateConfirmed: { type: Boolean, default: null },
    deleted: { type: Boolean, default: false },
    version: { type: Number, required: true },
  },
  { collection: 'interaction_projection', versionKey: false },
);
interactionSchema.index({ candidateId: 1 });

/** What a tombstone keeps: the id and version only, so nothing personal outlives a delete or an erasure. */
const ERASED = { candidateId: null, type: null, subject: null, description: null, date: null, outcome: null, nextSteps: null, status: null, candidateConfirmed: null, deleted: true };

interface InteractionRow {
  _id: string;
  type: CandidateInteraction['type'];
  subject?: string | null;
  description?: string | null;
  date: Date;
  outcome?: string | null;
  status?: CandidateInteraction['status'];
  candidateConfirmed?: boolean | null;
}

export function interactionProjection(db: Connection, isKnownCandidate: (candidateId: string) => Promise<boolean>) {
  const model = db.model('InteractionProjection', interactionSchema);

  /** Applies the event only when newer than what is stored: a repeat or a late, older event changes nothing. */
  const upsert = async (event: EventEnvelope, fields: Record<string, unknown>) => void (await storeIfNewer(model, event.aggregateId, event.version, fields));

  async function handle(event: EventEnvelope): Promise<void> {
    if (event.type === EngagementEvents.interactionDeleted) return upsert(event, ERASED);
    const parsed = InteractionSnapshot.safeParse(event.data);
    if (!parsed.success) return;
    const interaction = parsed.data;
    // Only interactions of a candidate this service has are kept; one of an erased candidate is not.
    if (!interaction.candidateId || !(await isKnownCandidate(interaction.candidateId))) return upsert(event, ERASED);
    await upsert(event, {
      candidateId: interaction.candidateId,
      type: interaction.type,
      subject: interaction.subject,
      description: interaction.description ?? null,
      date: new Date(interaction.date),
      outcome: interaction.outcome ?? null,
      nextSteps: interaction.nextSteps ?? null,
      status: interaction.status,
      candidateConfirmed: interaction.candidateConfirmed ?? null,
      deleted: false,
    });
  }

  const projection: Projection = {
    name: 'candidates-interactions',
    stream: Streams.engagement,
    handles: [EngagementEvents.interactionCreated, EngagementEvents.interactionUpdated, EngagementEvents.interactionDeleted],
    checkpoint: 'consumer',
    apply: handle,
  };

  return {
    model,
    projection,

    /** Newest first. */
    async ofCandidate(candidateId: string): Promise<CandidateInteraction[]> {
      const rows = (await model.find({ candidateId, deleted: false }).sort({ date: -1 }).lean()) as InteractionRow[];
      return rows.map((row) => ({
        id: row._id,
        type: row.type,
        subject: row.subject ?? null,
        date: new Date(row.date).toISOString(),
        description: row.description ?? null,
        outcome: row.outcome ?? null,
        status: row.status,
        ...(row.candidateConfirmed != null && { candidateConfirmed: row.candidateConfirmed }),
      }));
    },

    /** Right to erasure: the candidate's interactions become tombstones (their versions still guard against late events). */
    async eraseCandidate(candidateId: string): Promise<void> {
      await model.updateMany({ candidateId }, { $set: ERASED });
    },
  };
}

export type InteractionProjection = ReturnType<typeof interactionProjection>;
