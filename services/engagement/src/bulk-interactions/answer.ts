import type { Logger } from 'pino';
import { InteractionInput, LOG_BULK_INTERACTIONS, LogBulkInteractionsRequest, type BulkBatchReply, type BulkOutcome } from '@agency/contracts';
import { answerRequests, type EventBus } from '@agency/service-kit';
import type { InteractionStore } from '../interactions/store';
import type { EngagementReferences } from '../projections/references';

/** Why a candidate got no interaction: this service does not know them (yet), or they were erased or merged. */
export const NOT_KNOWN_HERE = 'Not known to the interactions yet (just added, erased or merged)';

/**
 * Answers `rpc.engagement.log-bulk-interactions` (decision 0137): the candidates service, running a bulk action,
 * asks for one interaction logged on each candidate of a batch, by the staff member who started it. Each is created
 * as `POST /api/interactions` creates one (its event, the record pages, the calendar); the reply says which were.
 */
export function answerBulkInteractionRequests(connection: EventBus['connection'], { interactions, references }: { interactions: InteractionStore; references: EngagementReferences }, log: Logger) {
  async function logBatch(body: unknown): Promise<BulkBatchReply> {
    const request = LogBulkInteractionsRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    const { interaction, candidateIds, createdBy } = request.data;
    const results: BulkOutcome[] = [];
    for (const candidateId of candidateIds) {
      if (!references.books.candidate.isActive(candidateId)) {
        results.push({ candidateId, outcome: 'skipped', reason: NOT_KNOWN_HERE });
        continue;
      }
      const input = InteractionInput.parse({ type: interaction.type, subject: interaction.subject, date: interaction.date, description: interaction.notes ?? null, candidateId });
      await interactions.create(input, createdBy);
      results.push({ candidateId, outcome: 'done' });
    }
    return { ok: true, results };
  }
  return answerRequests(
    connection,
    LOG_BULK_INTERACTIONS,
    'engagement',
    (body) =>
      logBatch(body).catch((error: unknown) => {
        log.error({ err: error }, 'could not log a bulk batch of interactions');
        return { ok: false, status: 503, message: 'The interactions could not be logged right now. Please try again shortly.' };
      }),
    log,
  );
}
