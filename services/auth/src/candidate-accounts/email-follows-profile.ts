import { CandidatesEvents, CandidateSnapshot, Streams } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import type { CandidateAccountStore } from './store';

/**
 * The portal sign-in is the candidate's e-mail: when it changes on the profile (the candidate's own edit
 * form or staff in the CRM), the account follows. A durable consumer shared by every auth instance; the
 * account keeps the version it applied, so a repeated or older event changes nothing. A profile without
 * an e-mail (staff cleared it) keeps the sign-in as it was: an account cannot sign in with none.
 */
export function followCandidateEmails(bus: EventBus, accounts: CandidateAccountStore): Promise<void> {
  return bus.subscribe({
    durable: 'auth-candidate-email',
    stream: Streams.candidates,
    filter: CandidatesEvents.candidateUpdated,
    handler: async (event) => {
      const snapshot = CandidateSnapshot.safeParse(event.data);
      if (!snapshot.success || !snapshot.data.email) return;
      await accounts.followProfileEmail(event.aggregateId, snapshot.data.email, event.version);
    },
  });
}
