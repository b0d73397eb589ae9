import { Schema, type Connection } from 'mongoose';
import { CandidatesEvents, CandidateSnapshot, MergeEvents, RecordsMerged, Streams } from '@agency/contracts';
import { applyProjection, type Projection } from '@agency/service-kit';
import type { EmailModel } from '../deliveries/model';
import type { EmailPreferenceStore } from '../preferences/store';

const candidateSchema = new Schema(
  { _id: String, email: String, name: String, deleted: Boolean, version: Number },
  { collection: 'candidates', versionKey: false },
);

/**
 * Each candidate's name and address, from the CANDIDATES stream: where a portal message's e-mail goes. An
 * erased candidate's e-mails go too (the record of what was sent to them holds their address), and their e-mail
 * preferences.
 */
export function candidateAddresses(db: Connection, emails: EmailModel, preferences: EmailPreferenceStore) {
  const model = db.model('Candidate', candidateSchema);
  const projection: Projection = {
    name: 'notifications-candidates', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateCreated, CandidatesEvents.candidateUpdated, CandidatesEvents.candidateDeleted, MergeEvents.candidatesMerged],
    checkpoint: 'consumer',
    async apply(event) {
      if (event.type === MergeEvents.candidatesMerged) {
        const merged = RecordsMerged.safeParse(event.data);
        if (!merged.success) return;
        const { keptId, mergedId } = merged.data;
        // Merged into another (decision 0126): what was sent goes with the kept candidate, and an e-mail either
        // of them turned off stays off.
        await emails.updateMany({ candidateId: mergedId }, { $set: { candidateId: keptId } });
        const [kept, gone] = await Promise.all([preferences.of(keptId), preferences.of(mergedId)]);
        if (!gone.interviewReminders || !gone.messageAlerts) {
          await preferences.set(keptId, { interviewReminders: kept.interviewReminders && gone.interviewReminders, messageAlerts: kept.messageAlerts && gone.messageAlerts });
        }
        await preferences.eraseCandidate(mergedId);
        return void (await applyProjection(model, event, null));
      }
      if (event.type === CandidatesEvents.candidateDeleted) {
        await emails.deleteMany({ candidateId: event.aggregateId });
        await preferences.eraseCandidate(event.aggregateId);
        return void (await applyProjection(model, event, null));
      }
      const candidate = CandidateSnapshot.safeParse(event.data);
      if (!candidate.success) return;
      await applyProjection(model, event, { email: candidate.data.email ?? null, name: candidate.data.name });
    },
  };
  /** The candidate's address and name; 'unknown' before their record's event arrived, 'none' without an address or erased. */
  const addressOf = async (candidateId: string): Promise<{ email: string; name: string } | 'unknown' | 'none'> => {
    const row = await model.findOne({ _id: candidateId }).lean();
    if (!row) return 'unknown';
    return !row.deleted && row.email ? { email: row.email as string, name: (row.name as string) ?? '' } : 'none';
  };
  /** Whether the candidate was erased (one whose record has not arrived yet is not). */
  const isErased = async (candidateId: string) => Boolean((await model.findOne({ _id: candidateId }, { deleted: 1 }).lean())?.deleted);
  return { model, projection, addressOf, isErased };
}
export type CandidateAddresses = ReturnType<typeof candidateAddresses>;
