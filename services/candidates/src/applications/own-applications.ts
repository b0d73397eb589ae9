import { CandidateApplicationList, ErrorBody, type Application, type CandidateApplication } from '@agency/contracts';
import { AuthMessages, candidateOf, HttpError, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';
import type { ApplicationStore } from './store';

const errors = { 401: ErrorBody, 403: ErrorBody };

/** What a candidate sees of an application: never the staff's notes on it, such as a rejection's reason (decision 0121). */
const asCandidateSees = (application: Application): CandidateApplication => ({
  id: application.id,
  jobRoleId: application.jobRoleId,
  jobRoleTitle: application.jobRoleTitle,
  employerName: application.employer?.name ?? null,
  status: application.status,
  createdAt: application.createdAt,
  statusChangedAt: application.statusChangedAt ?? null,
});

/** 'My applications' in the portal: the signed-in candidate's own, whose the token says (there is no id to change). */
export function registerOwnApplicationRoutes(app: ServiceApp, { candidates, applications }: { candidates: CandidateStore; applications: ApplicationStore }): void {
  app.get('/api/candidate/applications', { schema: { response: { 200: CandidateApplicationList, ...errors } } }, async (request) => {
    const candidate = await candidates.findById(candidateOf(request.principal).candidateId);
    if (!candidate) throw new HttpError(401, AuthMessages.candidateGone);
    return (await applications.ofCandidate(candidate.id, candidate.email)).map(asCandidateSees);
  });
}
