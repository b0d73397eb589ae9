import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import type { EmailPreferences, EmailPreferencesInput } from '@agency/contracts';
import { isDuplicateKey } from '@agency/service-kit';

/** The e-mails a candidate may turn off (decision 0099). */
export type OptionalEmail = keyof EmailPreferences;
const DEFAULTS: EmailPreferences = { interviewReminders: true, messageAlerts: true };

const preferenceSchema = new Schema(
  { _id: String, interviewReminders: Boolean, messageAlerts: Boolean, updatedAt: Date },
  { collection: 'email_preferences', versionKey: false },
);
/** Secrets this service keeps for itself, shared by its instances (the unsubscribe links' key). */
const secretSchema = new Schema({ _id: String, value: String }, { collection: 'secrets', versionKey: false });

/**
 * Each candidate's choice of optional e-mails (all on until they say otherwise), and the one-click unsubscribe
 * links that turn one off from the e-mail itself: `<candidate>.<kind>.<HMAC of both>`, checked without storing it.
 */
export async function emailPreferences(db: Connection) {
  const model = db.model('EmailPreference', preferenceSchema);
  const secrets = db.model('Secret', secretSchema);
  // Made by the first instance that starts; the others read it (a second made at the same moment loses on the key).
  await secrets.create({ _id: 'unsubscribe-links', value: randomBytes(32).toString('base64url') }).catch((error) => {
    if (!isDuplicateKey(error)) throw error;
  });
  const secret = String((await secrets.findById('unsubscribe-links').lean())!.value);
  const macOf = (candidateId: string, kind: OptionalEmail) => createHmac('sha256', secret).update(`unsubscribe:${candidateId}:${kind}`).digest('base64url');

  const of = async (candidateId: string): Promise<EmailPreferences> => {
    const row = await model.findById(candidateId).lean();
    return { interviewReminders: row?.interviewReminders ?? DEFAULTS.interviewReminders, messageAlerts: row?.messageAlerts ?? DEFAULTS.messageAlerts };
  };

  return {
    model,
    of,
    async set(candidateId: string, changes: EmailPreferencesInput): Promise<EmailPreferences> {
      await model.updateOne({ _id: candidateId }, { $set: { ...changes, updatedAt: new Date() } }, { upsert: true });
      return of(candidateId);
    },
    async allows(candidateId: string, kind: OptionalEmail): Promise<boolean> {
      return (await of(candidateId))[kind];
    },
    /** The candidate and kind a token names, when we made it; else null. */
    readUnsubscribeToken(token: string): { candidateId: string; kind: OptionalEmail } | null {
      const [candidateId, kind, mac, ...rest] = token.split('.');
      if (!candidateId || !mac || rest.length > 0 || !(kind === 'interviewReminders' || kind === 'messageAlerts')) return null;
      const expected = Buffer.from(macOf(candidateId, kind));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { candidateId, kind } : null;
    },
    /**
     * The headers of an optional e-mail: mail clients show 'Unsubscribe' and post to the address (RFC 8058), which
     * turns this kind off for this candidate alone.
     */
    unsubscribeHeaders(candidateId: string, kind: OptionalEmail, publicUrl: string): Record<string, string> {
      const token = `${candidateId}.${kind}.${macOf(candidateId, kind)}`;
      return {
        'List-Unsubscribe': `<${publicUrl}/api/email-preferences/unsubscribe?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
    },
    /** Right to erasure. */
    eraseCandidate: (candidateId: string) => model.deleteOne({ _id: candidateId }),
  };
}
export type EmailPreferenceStore = Awaited<ReturnType<typeof emailPreferences>>;
