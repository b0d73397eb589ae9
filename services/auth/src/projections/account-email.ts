import { CandidatesEvents, CandidateSnapshot, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { CandidateAccountStore } from '../candidate-accounts/store';

/**
 * The portal sign-in is the candidate's e-mail: when it changes on the profile (the candidate's own edit
 * form or staff in the CRM), the account follows. The account keeps the version it applied, so a repeated
 * or older event changes nothing. A profile without an e-mail (staff cleared it) keeps the sign-in as it
 * was: an account cannot sign in with none.
 */
export function accountEmailFollowsProfile(accounts: CandidateAccountStore): Projection {
  return {
    name: 'auth-candidate-email',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateUpdated],
    checkpoint: 'consumer',
    async apply(event) {
      const snapshot = CandidateSnapshot.safeParse(event.data);
      if (!snapshot.success || !snapshot.data.email) return;
      await accounts.followProfileEmail(event.aggregateId, snapshot.data.email, event.version);
    },
  };
}
