import { CandidatesEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { CandidateAccountStore } from '../candidate-accounts/store';

/**
 * Right to erasure: when the candidates service deletes a candidate, their portal sign-in goes too.
 * Deleting an account that is already gone is a no-op, so a repeated event changes nothing.
 */
export function accountErasure(accounts: CandidateAccountStore): Projection {
  return {
    name: 'auth-candidate-erasure',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      await accounts.removeByCandidateId(event.aggregateId);
    },
  };
}
