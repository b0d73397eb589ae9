import { CandidatesEvents, Streams } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import type { CandidateAccountStore } from './store';

/**
 * Right to erasure: when the candidates service deletes a candidate, their portal sign-in goes too.
 * A durable consumer shared by every auth instance; deleting an account that is already gone is a no-op,
 * so a repeated event changes nothing.
 */
export function eraseAccountsOfDeletedCandidates(bus: EventBus, accounts: CandidateAccountStore): Promise<void> {
  return bus.subscribe({
    durable: 'auth-candidate-erasure',
    stream: Streams.candidates,
    filter: CandidatesEvents.candidateDeleted,
    handler: async (event) => {
      await accounts.removeByCandidateId(event.aggregateId);
    },
  });
}
