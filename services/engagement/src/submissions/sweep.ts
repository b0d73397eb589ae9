import type { Logger } from 'pino';
import type { EngagementReferences } from '../projections/references';
import type { SubmissionSettingsStore } from './settings';
import type { SubmissionStore } from './store';

/**
 * The one reminder per overdue submission (decision 0132): every `everyMs`, each submitted submission with no feedback
 * past the response promise and no reminder yet gets `reminderSentAt`, set in the conditional write that records
 * `engagement.submission.reminder-due` with the employer's contacts, so two instances never send two.
 */
export function submissionReminders(
  { submissions, settings, references, log }: { submissions: SubmissionStore; settings: SubmissionSettingsStore; references: EngagementReferences; log: Logger },
  everyMs: number,
) {
  async function sweep(): Promise<number> {
    const { responsePromiseHours } = await settings.get();
    const before = new Date(Date.now() - responsePromiseHours * 3_600_000);
    let sent = 0;
    for (const submission of await submissions.overdue(before)) {
      if (submission.reminderSentAt) continue;
      const contacts = references.books.employer.get(submission.employerId)?.contacts ?? [];
      if (await submissions.markReminded(submission.id, before, contacts)) sent++;
    }
    return sent;
  }

  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep is not overtaken by the next
    running = sweep()
      .then((sent) => sent > 0 && log.info({ sent }, 'submission feedback reminders due'))
      .catch((error: unknown) => log.error({ err: error }, 'submission reminder sweep failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();

  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
