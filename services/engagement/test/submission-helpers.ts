import {
  AuthEvents,
  CatalogEvents,
  INVITE_CLIENT_CONTACT,
  InviteClientContactReply,
  ISSUE_PASSWORD_LINK,
  IssuePasswordLinkReply,
  PasswordLinkRequested,
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountReply,
  Streams,
  type EmployerSnapshot,
  type EventEnvelope,
} from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { client } from '@agency/testing';
import { eventually } from './helpers';

/** The callers of submissions' portal routes, made as the products make them, and an employer's contacts as the catalog announces them. */
export async function submissionCallers(bus: EventBus, auth: { url: string }) {
  const authEvents: EventEnvelope[] = [];
  await bus.follow(Streams.auth, (event) => void authEvents.push(event));

  /** A candidate's portal token, as applying makes one. */
  async function candidateToken(candidateId: string) {
    const reply = ProvisionCandidateAccountReply.parse(
      (await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email: `${candidateId}@mail.test` }), { timeout: 10_000 })).json(),
    );
    if (!reply.ok) throw new Error(reply.message);
    return reply.token;
  }

  /** A contact's client token, as the portal makes one: the catalog's invitation to auth, the e-mailed link, the password set. */
  async function clientToken(employer: EmployerSnapshot, name: string, email: string) {
    const invited = InviteClientContactReply.parse(
      (await bus.connection.request(INVITE_CLIENT_CONTACT, JSON.stringify({ employerId: employer.id, employerName: employer.name, name, email }), { timeout: 10_000 })).json(),
    );
    if (!invited.ok) throw new Error(invited.message);
    let found: EventEnvelope | undefined;
    await eventually(() => Boolean((found = authEvents.findLast((event) => event.type === AuthEvents.passwordLinkRequested && (event.data as PasswordLinkRequested).email === email))));
    const link = PasswordLinkRequested.parse(found!.data);
    const issued = IssuePasswordLinkReply.parse((await bus.connection.request(ISSUE_PASSWORD_LINK, JSON.stringify({ linkId: link.linkId }), { timeout: 10_000 })).json());
    if (!issued.ok) throw new Error(issued.message);
    const set = await client(auth).call('POST', '/api/client/auth/reset-password', { body: { token: issued.token, newPassword: 'violet-harbour-lantern-7' } });
    if (set.status !== 200) throw new Error(`the client's password was not set: ${JSON.stringify(set.body)}`);
    return set.body.token as string;
  }

  /** The catalog's update of an employer's contacts, as its relay publishes it. */
  const publishContacts = (employer: EmployerSnapshot, version: number, contacts: { name: string; email: string }[]) =>
    bus.publish(newEvent(CatalogEvents.employerUpdated, employer.id, version, { ...employer, contacts }));

  return { candidateToken, clientToken, publishContacts };
}
