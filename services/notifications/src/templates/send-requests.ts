import type { Logger } from 'pino';
import { EmailTemplateMessages, SEND_TEMPLATED_EMAILS, SendTemplatedEmailsRequest, type BulkOutcome, type SendTemplatedEmailsReply } from '@agency/contracts';
import { answerRequests, env, type EventBus } from '@agency/service-kit';
import type { OptionalEmailDeps } from '../preferences/optional-emails';
import { renderTemplate } from './render';
import type { EmailTemplateStore } from './store';

/** Why a selected candidate got no e-mail, as the bulk job's report says it. */
export const NotSentReasons = {
  noAddress: 'No e-mail address (or erased)',
  unknown: 'Not known to the e-mail service yet (just added)',
  unsubscribed: 'Unsubscribed from e-mails from their recruiter',
} as const;

/**
 * The kind of optional e-mail (decision 0099) a template sent by a recruiter counts as: 'messages from your
 * recruiter'. A candidate who turned those off, or clicked a message's unsubscribe, gets none (decision 0137).
 */
const PREFERENCE = 'messageAlerts' as const;

/**
 * Answers `rpc.notifications.send-templated-emails` (decision 0137): for a bulk job of the candidates service, each
 * candidate of the batch with an address who did not opt out gets the template, merged with their values, queued
 * (and so recorded on their record: `GET /api/emails?candidateId=`). Keyed by job and candidate: a batch asked
 * twice sends once.
 */
export function answerTemplatedEmailRequests(
  connection: EventBus['connection'],
  { templates, ...deps }: OptionalEmailDeps & { templates: EmailTemplateStore },
  log: Logger,
  agencyName = env('AGENCY_NAME', 'TalentBridge'),
) {
  async function send(body: unknown): Promise<SendTemplatedEmailsReply> {
    const request = SendTemplatedEmailsRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    const { jobId, templateId, recruiter, recipients } = request.data;
    const template = await templates.get(templateId);
    if (!template) return { ok: false, status: 404, message: EmailTemplateMessages.notFound };
    const results: BulkOutcome[] = [];
    for (const { candidateId, ...values } of recipients) {
      const address = await deps.candidates.addressOf(candidateId);
      if (address === 'unknown' || address === 'none') {
        results.push({ candidateId, outcome: 'skipped', reason: address === 'none' ? NotSentReasons.noAddress : NotSentReasons.unknown });
        continue;
      }
      if (!(await deps.preferences.allows(candidateId, PREFERENCE))) {
        results.push({ candidateId, outcome: 'skipped', reason: NotSentReasons.unsubscribed });
        continue;
      }
      await deps.queue.enqueue({
        key: `template:${jobId}:${candidateId}`,
        kind: 'template',
        ...renderTemplate(template, { ...values, recruiterName: recruiter.name, agencyName }),
        to: address.email,
        candidateId,
        headers: deps.preferences.unsubscribeHeaders(candidateId, PREFERENCE, deps.config.publicUrl),
      });
      results.push({ candidateId, outcome: 'done' });
    }
    return { ok: true, results };
  }
  return answerRequests(
    connection,
    SEND_TEMPLATED_EMAILS,
    'notifications',
    (body) =>
      send(body).catch((error: unknown) => {
        log.error({ err: error }, 'could not send a batch of templated e-mails');
        return { ok: false, status: 503, message: 'The e-mails could not be sent right now. Please try again shortly.' };
      }),
    log,
  );
}
