import { CandidateProfile, CandidateProfileUpdate, ErrorBody } from '@agency/contracts';
import { AuthMessages, candidateOf, HttpError, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody };
// Erased between the check on arrival and the read or write.
const gone = () => new HttpError(401, AuthMessages.candidateGone);

/** The candidate's own profile in the portal: read it, and change some of its fields. */
export function registerProfileRoutes(app: ServiceApp, { candidates }: { candidates: CandidateStore }): void {
  app.get('/api/candidate/profile', { schema: { response: { 200: CandidateProfile, ...errors } } }, async (request) => {
    const candidate = await candidates.findById(candidateOf(request.principal).candidateId);
    if (!candidate) throw gone();
    return candidate;
  });

  app.put('/api/candidate/profile', { schema: { body: CandidateProfileUpdate, response: { 200: CandidateProfile, ...errors } } }, async (request) => {
    const candidate = await candidates.updateOwn(candidateOf(request.principal).candidateId, request.body);
    if (!candidate) throw gone();
    return candidate;
  });
}
