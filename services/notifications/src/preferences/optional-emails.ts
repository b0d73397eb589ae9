import type { MailConfig } from '../config';
import type { NewEmail } from '../deliveries/model';
import type { DeliveryQueue } from '../deliveries/queue';
import type { CandidateAddresses } from '../projections/candidates';
import type { EmailPreferenceStore, OptionalEmail } from './store';

export interface OptionalEmailDeps {
  queue: DeliveryQueue;
  candidates: CandidateAddresses;
  preferences: EmailPreferenceStore;
  config: MailConfig;
}

/**
 * Queues an e-mail the candidate may turn off (decision 0099) to their current address, with the one-click
 * unsubscribe from this kind; nothing when they have no address, were erased, or turned this kind off. A candidate
 * whose record has not arrived yet throws, so that the event is retried.
 */
export async function queueOptionalEmail(
  { queue, candidates, preferences, config }: OptionalEmailDeps,
  candidateId: string,
  kind: OptionalEmail,
  email: (candidate: { email: string; name: string }) => Omit<NewEmail, 'to' | 'candidateId' | 'headers'>,
): Promise<void> {
  const candidate = await candidates.addressOf(candidateId);
  if (candidate === 'unknown') throw new Error(`candidate ${candidateId} not known here yet; retried`);
  if (candidate === 'none' || !(await preferences.allows(candidateId, kind))) return;
  await queue.enqueue({
    ...email(candidate),
    to: candidate.email,
    candidateId,
    headers: preferences.unsubscribeHeaders(candidateId, kind, config.publicUrl),
  });
}
