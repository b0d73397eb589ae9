import { AuthMessages, candidateOf, HttpError, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';

/**
 * A candidate token outlives the candidate's erasure until it expires (decision 0024): every candidate
 * route of this service answers 401 for a candidate that no longer exists, so the portal signs them out
 * instead of writing records for nobody. Register after the access control, before the routes.
 */
export function refuseErasedCandidates(app: ServiceApp, candidates: CandidateStore): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access !== 'candidate') return;
    const { candidateId } = candidateOf(request.principal);
    if (!(await candidates.findById(candidateId))) throw new HttpError(401, AuthMessages.candidateGone);
  });
}
