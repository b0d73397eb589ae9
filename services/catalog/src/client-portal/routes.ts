import type { NatsConnection } from '@nats-io/transport-node';
import {
  CLIENT_ACCESS_ENDED,
  ClientInvitationInput,
  ClientInvitationMessages,
  ClientInvitationResponse,
  ClientJobRoleList,
  type Employer,
  ErrorBody,
  IdParam,
  INVITE_CLIENT_CONTACT,
  InviteClientContactReply,
  type JobRoleStatus,
} from '@agency/contracts';
import { badRequest, clientOf, HttpError, live, notFound, sendRequest, type ServiceApp } from '@agency/service-kit';
import type { EmployerStore } from '../employers/store';
import type { JobRoleStore } from '../job-roles/store';
import type { SubmittedCandidates } from './submitted-counts';

const GONE = 'This employer no longer exists. Refresh the list and try again.';
/** What a client sees of its roles: not closed ones (decision 0130). */
const SHOWN_TO_CLIENTS: JobRoleStatus[] = ['open', 'on_hold', 'filled'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 503: ErrorBody };

/** The employer's contact people with this address (their e-mails, the list's and the single contact field's). */
function contactNamed(employer: Employer, email: string): { name: string } | null {
  const same = (other: string | null | undefined) => (other ?? '').trim().toLowerCase() === email;
  const listed = (employer.contacts ?? []).find((contact) => same(contact.email));
  if (listed) return { name: listed.name };
  return same(employer.contactEmail) ? { name: employer.contactPerson || email } : null;
}

/**
 * The client portal's part in the catalog (decision 0130): staff invite one of an employer's contacts (the catalog owns
 * the contacts; the auth service makes the account and sends the link), and a signed-in contact sees its employer's roles.
 */
export function registerClientPortalRoutes(app: ServiceApp, deps: { employers: EmployerStore; jobRoles: JobRoleStore; submitted: SubmittedCandidates; connection: NatsConnection }): void {
  const { employers, jobRoles, submitted, connection } = deps;

  app.post(
    '/api/employers/:id/client-invitations',
    { schema: { params: IdParam, body: ClientInvitationInput, response: { 202: ClientInvitationResponse, ...errors } } },
    async (request, reply) => {
      const employer = await employers.findById(request.params.id);
      if (!employer) throw notFound(GONE);
      const { email } = request.body;
      const contact = contactNamed(employer, email);
      if (!contact) throw badRequest(ClientInvitationMessages.notAContact);
      const answer = await sendRequest(
        connection,
        INVITE_CLIENT_CONTACT,
        { employerId: employer.id, employerName: employer.name, name: contact.name, email },
        InviteClientContactReply,
        10_000,
      );
      if (!answer) throw new HttpError(503, 'Invitations cannot be sent right now. Please try again shortly.');
      if (!answer.ok) throw new HttpError(answer.status, answer.message);
      request.log.info({ employerId: employer.id }, 'client contact invited');
      return reply.status(202).send({ email, expiresAt: answer.expiresAt });
    },
  );

  app.get('/api/client/job-roles', { schema: { response: { 200: ClientJobRoleList, ...errors } } }, async (request) => {
    const client = clientOf(request.principal);
    // The contact removed from the employer, or the employer deleted, ends the access at once, whatever the token says.
    const employer = await employers.findById(client.employerId);
    if (!employer || !contactNamed(employer, client.email.toLowerCase())) throw new HttpError(401, CLIENT_ACCESS_ENDED);
    const roles = await jobRoles.model
      .find({ employerId: employer.id, status: { $in: SHOWN_TO_CLIENTS }, ...live })
      .sort({ createdAt: -1 })
      .lean();
    const counts = await submitted.countsOf(roles.map((role) => role._id.toHexString()));
    return roles.map((role) => ({
      id: role._id.toHexString(),
      title: role.title,
      slug: role.slug,
      status: role.status,
      location: role.location || null,
      createdAt: new Date(role.createdAt ?? Date.now()).toISOString(),
      // Candidates reach a client through submissions with their consent (decision 0132), counted from engagement's events.
      submittedCount: counts.get(role._id.toHexString()) ?? 0,
    }));
  });
}
