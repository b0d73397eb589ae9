import { MergeEvents, RecordsMerged, Streams } from '@agency/contracts';
import type { Projection } from '@agency/service-kit';
import type { CandidateAccountStore } from '../candidate-accounts/store';
import type { PasswordLinkStore } from '../password-links/store';

/**
 * A merged candidate's portal sign-in (decision 0126): when the kept candidate has one, theirs stays and the
 * merged one's is closed (with its password links); when only the merged candidate had one, it moves to the kept
 * candidate, with its e-mail and password. Either way the merged id's tokens stop working: every service
 * answers 401 for a candidate that no longer exists, and a new sign-in gives a token of the kept candidate.
 * A repeated event finds no account of the merged id and changes nothing.
 */
export function mergedAccounts(accounts: CandidateAccountStore, links: PasswordLinkStore): Projection {
  return {
    name: 'auth-candidates-merged', // the durable consumer: never renamed
    stream: Streams.candidates,
    handles: [MergeEvents.candidatesMerged],
    checkpoint: 'consumer',
    async apply(event) {
      const merged = RecordsMerged.safeParse(event.data);
      if (!merged.success) return;
      const { keptId, mergedId } = merged.data;
      if (!(await accounts.findByCandidateId(mergedId))) return;
      await links.removeOf(mergedId);
      if (await accounts.findByCandidateId(keptId)) await accounts.removeByCandidateId(mergedId);
      else await accounts.model.updateOne({ candidateId: mergedId }, { $set: { candidateId: keptId } });
    },
  };
}
