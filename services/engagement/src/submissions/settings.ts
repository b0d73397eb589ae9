import type { Connection } from 'mongoose';
import { DEFAULT_RESPONSE_PROMISE_HOURS, SubmissionEvents, type SubmissionSettings } from '@agency/contracts';
import { eventfulWrites, type OutboxRelay } from '@agency/service-kit';
import { submissionSettingsModel, type SubmissionSettingsDoc } from './model';

/** The one settings document's id: fixed, so every instance reads and writes the same one. */
const SETTINGS_ID = '6a0b5e77100000000000a132';

/** The response promise, read from the database each time (one small document; every instance sees a change at once). */
export function submissionSettings(db: Connection, relay?: OutboxRelay) {
  const model = submissionSettingsModel(db);
  const writes = eventfulWrites<SubmissionSettingsDoc>(model, relay);
  const snapshot = (doc: { responsePromiseHours: number }) => ({ responsePromiseHours: doc.responsePromiseHours });

  return {
    model,
    async get(): Promise<SubmissionSettings> {
      const doc = (await model.findOne({ _id: SETTINGS_ID }).lean()) as SubmissionSettingsDoc | null;
      return { responsePromiseHours: doc?.responsePromiseHours ?? DEFAULT_RESPONSE_PROMISE_HOURS };
    },

    async replace(settings: SubmissionSettings): Promise<SubmissionSettings> {
      if (!(await model.exists({ _id: SETTINGS_ID }))) {
        try {
          await writes.create(settings as Partial<SubmissionSettingsDoc>, SubmissionEvents.settingsChanged, snapshot, SETTINGS_ID);
          return settings;
        } catch (error) {
          // Another instance stored the first settings meanwhile: change those.
          if ((error as { code?: number }).code !== 11000) throw error;
        }
      }
      await writes.update(SETTINGS_ID, () => ({ ...settings }) as Partial<SubmissionSettingsDoc>, SubmissionEvents.settingsChanged, snapshot);
      return settings;
    },
  };
}

export type SubmissionSettingsStore = ReturnType<typeof submissionSettings>;

/** When the agency promised the client's feedback by. */
export const feedbackDueAt = (submittedAt: string, hours: number) => new Date(Date.parse(submittedAt) + hours * 3_600_000);
