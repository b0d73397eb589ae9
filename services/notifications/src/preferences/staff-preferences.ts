import { Schema, type Connection } from 'mongoose';
import { ErrorBody, StaffEmailPreferences, StaffEmailPreferencesInput } from '@agency/contracts';
import { staffOf, type ServiceApp } from '@agency/service-kit';

const DEFAULTS: StaffEmailPreferences = { candidateReplies: true, taskDigest: true };

const staffPreferenceSchema = new Schema(
  { _id: String, candidateReplies: Boolean, taskDigest: Boolean, updatedAt: Date },
  { collection: 'staff_email_preferences', versionKey: false },
);

/** A team member's own choice of optional e-mails (decision 0121): on until they turn one off. */
export function staffEmailPreferences(db: Connection) {
  const model = db.model('StaffEmailPreference', staffPreferenceSchema);
  const of = async (userId: string): Promise<StaffEmailPreferences> => {
    const row = await model.findById(userId).lean();
    return { candidateReplies: row?.candidateReplies ?? DEFAULTS.candidateReplies, taskDigest: row?.taskDigest ?? DEFAULTS.taskDigest };
  };
  return {
    model,
    of,
    /** The choices sent; one left out is kept. */
    async set(userId: string, choice: Partial<StaffEmailPreferences>): Promise<StaffEmailPreferences> {
      await model.updateOne({ _id: userId }, { $set: { ...choice, updatedAt: new Date() } }, { upsert: true });
      return of(userId);
    },
  };
}
export type StaffEmailPreferenceStore = ReturnType<typeof staffEmailPreferences>;

/** The signed-in team member's own preferences: their token says whose, there is no id to change. */
export function registerStaffPreferenceRoutes(app: ServiceApp, preferences: StaffEmailPreferenceStore): void {
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  app.get('/api/staff/email-preferences', { schema: { response: { 200: StaffEmailPreferences, ...errors } } }, async (request) =>
    preferences.of(staffOf(request.principal).userId),
  );
  app.put('/api/staff/email-preferences', { schema: { body: StaffEmailPreferencesInput, response: { 200: StaffEmailPreferences, ...errors } } }, async (request) =>
    preferences.set(staffOf(request.principal).userId, request.body),
  );
}
