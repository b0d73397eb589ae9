import {
  Application,
  ApplicationIdParam,
  ApplicationList,
  ApplicationListQuery,
  ApplicationStatusChange,
  ApplicationStatusMessages,
  ApplyInput,
  ApplyResponse,
  ErrorBody,
} from '@agency/contracts';
import { conflict, notFound, staffOf, type EventBus, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';
import type { JobRoleProjection } from '../projections/job-roles';
import { provisionCandidateAccount, type ProvisioningOutcome } from './account-provisioning';
import type { ApplicationStore } from './store';

export const ApplyMessages = {
  roleMissing: "This job role doesn't exist or has been removed. Please choose another position.",
  roleClosed: 'This position is no longer accepting applications.',
  appliedTwice: 'You have already applied for this position.',
  accountCreated: 'Your application was submitted and your candidate account created.',
  /**
   * Whoever sent the form, for an e-mail we already knew: no token, whatever the state of its sign-in (decision
   * 0067), and words that do not confirm the address is registered (issue 30): anyone may type it. Its owner gets
   * the e-mails (the application, and a link to choose a password when the account has none).
   */
  emailKnown: 'Your application was submitted. Please check your e-mail to continue.',
  accountUnavailable:
    'Your application was submitted, but your candidate account could not be set up just now. Our team will contact you by email about access to the candidate portal.',
} as const;

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface Dependencies {
  applications: ApplicationStore;
  candidates: CandidateStore;
  jobRoles: JobRoleProjection;
  bus: EventBus;
  /** How long to wait for the auth service before answering without an account. */
  provisionTimeoutMs: number;
}

/** Staff read the applications; visitors apply to an open role, which also makes their candidate account. */
export function registerApplicationRoutes(app: ServiceApp, deps: Dependencies): void {
  const { applications, candidates, jobRoles, bus } = deps;

  app.get('/api/applications', { schema: { querystring: ApplicationListQuery, response: { 200: ApplicationList, ...errors } } }, async (request) =>
    applications.list(request.query),
  );

  /** Staff move an application on (decision 0120); the candidate sees it in the portal, the webhooks hear of it. */
  app.patch(
    '/api/applications/:id',
    { schema: { params: ApplicationIdParam, body: ApplicationStatusChange, response: { 200: Application, ...errors } } },
    async (request) => {
      const changed = await applications.changeStatus(request.params.id, request.body, staffOf(request.principal).userId ?? null);
      if (!changed) throw notFound(ApplicationStatusMessages.notFound);
      return changed;
    },
  );

  /**
   * Order of writes (decision 0022): candidate (found or created by e-mail), then the application, then
   * the sign-in through the auth service. Each step is safe to repeat, and the application remembers
   * whether the auth service has answered: a form sent again after an outage gets the account made, not
   * a second application; once it has answered, a repeat is refused.
   *
   * A candidate token goes only to the request that created the candidate record (decision 0067): anyone
   * can type someone else's e-mail, so for a candidate that already existed (added by staff, applied
   * before, or left without an account by an outage) the application is recorded and the answer carries
   * no token, even when this request made that candidate's first sign-in.
   */
  app.post(
    '/api/applications/apply-and-register',
    { schema: { body: ApplyInput, response: { 201: ApplyResponse, ...errors } } },
    async (request, reply) => {
      const input = request.body;
      const role = await jobRoles.find(input.jobRoleId);
      if (!role) throw notFound(ApplyMessages.roleMissing);
      if (role.status !== 'open') throw conflict(ApplyMessages.roleClosed);

      const { candidate, created } = await candidates.findOrCreate(input.candidateEmail, { name: input.candidateFullName, phone: input.candidatePhone });
      const { application, duplicate } = await applications.submit(input, candidate.id, role);
      if (duplicate && !application.accountPending) throw conflict(ApplyMessages.appliedTwice);

      const outcome = await provisionCandidateAccount(bus, candidate.id, input.candidateEmail, deps.provisionTimeoutMs);
      if (outcome.kind !== 'unavailable') await applications.accountSettled(application._id);
      const token = created && outcome.kind === 'created' ? outcome.token : null;
      return reply.status(201).send({ applicationId: application._id.toHexString(), candidateToken: token, message: messageFor(created, outcome) });
    },
  );
}

function messageFor(createdCandidate: boolean, outcome: ProvisioningOutcome): string {
  if (!createdCandidate) return ApplyMessages.emailKnown;
  if (outcome.kind === 'created') return ApplyMessages.accountCreated;
  // 'exists' for a candidate made just now: another instance's concurrent request made it, and that one has the token.
  return outcome.kind === 'exists' ? ApplyMessages.emailKnown : ApplyMessages.accountUnavailable;
}
