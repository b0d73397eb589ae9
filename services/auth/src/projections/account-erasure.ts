import { CandidatesEvents, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { CandidateAccountStore } from '../candidate-accounts/store';
import type { PasswordLinkStore } from '../password-links/store';

/**
 * Right to erasure: when the candidates service deletes a candidate, their portal sign-in goes too, with
 * the password links sent to them.
 * Deleting an account that is already gone is a no-op, so a repeated event changes nothing.
 */
export function accountErasure(accounts: CandidateAccountStore, links: PasswordLinkStore): Projection {
  return {
    name: 'auth-candidate-erasure',
    stream: Streams.candidates,
    handles: [CandidatesEvents.candidateDeleted],
    checkpoint: 'consumer',
    async apply(event) {
      await accounts.removeByCandidateId(event.aggregateId);
      await links.removeOf(event.aggregateId);
    },
  };
}
