import { z } from 'zod';
import { ErrorBody, IdParam, JobMatch, JobMatchInput, JobMatchList, JobMatchListQuery, type JobMatchSnapshot } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { portalJobRole, signedInCandidate, type PortalReferences } from '../projections/references';
import type { JobMatchStore } from './store';

export const MATCH_NOT_FOUND = 'This job match was not found: it may have been withdrawn. Refresh the page to see the current matches.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Job matches: recruiters suggest roles to a candidate; the candidate sees them in the portal and can express interest. */
export function registerJobMatchRoutes(app: ServiceApp, { matches, references }: { matches: JobMatchStore; references: PortalReferences }): void {
  const answer = (match: JobMatchSnapshot): JobMatch => ({ ...match, jobRole: portalJobRole(references, match.jobRoleId) });

  app.get('/api/job-matches', { schema: { querystring: JobMatchListQuery, response: { 200: JobMatchList, ...errors } } }, async (request) =>
    (await matches.list(request.query)).map(answer),
  );

  app.post('/api/job-matches', { schema: { body: JobMatchInput, response: { 201: JobMatch, ...errors } } }, async (request, reply) => {
    references.checkLinks(request.body);
    const match = await matches.suggest(request.body, staffOf(request.principal).userId);
    return reply.status(201).send(answer(match));
  });

  app.delete('/api/job-matches/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await matches.withdraw(request.params.id))) throw notFound(MATCH_NOT_FOUND);
    return reply.status(204).send(null);
  });

  app.get('/api/candidate/job-matches', { schema: { response: { 200: JobMatchList, ...errors } } }, async (request) =>
    (await matches.list({ candidateId: signedInCandidate(references, request.principal) })).map(answer),
  );

  app.post('/api/candidate/job-matches/:id/interest', { schema: { params: IdParam, response: { 200: JobMatch, ...errors } } }, async (request) => {
    const match = await matches.ofCandidate(request.params.id, signedInCandidate(references, request.principal));
    const answered = match && (await matches.expressInterest(match));
    if (!answered) throw notFound(MATCH_NOT_FOUND);
    return answer(answered);
  });
}
