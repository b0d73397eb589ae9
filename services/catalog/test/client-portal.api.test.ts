import { afterAll, describe, expect, it } from 'vitest';
import {
  Audience,
  AuthEvents,
  ClientInvitationMessages,
  ISSUE_PASSWORD_LINK,
  IssuePasswordLinkReply,
  PasswordLinkRequested,
  PROVISION_CANDIDATE_ACCOUNT,
  RESET_LINK_INVALID,
  Streams,
  SubmissionEvents,
  type ClientJobRoleList,
  type SubmissionSnapshot,
  type ClientLoginResponse,
  type EventEnvelope,
} from '@agency/contracts';
import { AuthMessages, newEvent } from '@agency/service-kit';
import { newId } from '@agency/testing';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog, storesOf } from './helpers';

// The client portal's identity (decision 0130): a staff member invites an employer's contact, the contact chooses a
// password with the e-mailed link, signs in with a client token and sees their own employer's roles, nothing else.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const bus = await connectBus('catalog-client-portal-test');
const authEvents: EventEnvelope[] = [];
await bus.follow(Streams.auth, (event) => void authEvents.push(event));
afterAll(async () => {
  await bus.close();
  await catalog.close();
  await auth.close();
});

const run = Date.now().toString(36);
const stores = storesOf(catalog);
const grace = `grace-${run}@acme.test`;
const acme = await stores.employers.create({
  name: `Acme ${run}`,
  status: 'active',
  contacts: [{ name: 'Grace Hopper', email: grace }, { name: 'Alan Turing', email: `alan-${run}@acme.test` }],
});
const other = await stores.employers.create({ name: `Other ${run}`, status: 'active', contacts: [{ name: 'Ada Lovelace', email: `ada-${run}@other.test` }] });
for (const [employer, title, status] of [
  [acme, 'Acme open', 'open'],
  [acme, 'Acme on hold', 'on_hold'],
  [acme, 'Acme filled', 'filled'],
  [acme, 'Acme closed', 'closed'],
  [other, 'Other open', 'open'],
] as const) {
  await stores.jobRoles.create({ employerId: employer.id, title, status, priority: 'medium' });
}

const staff = jsonClient(catalog.url, await staffToken());
const invite = (employerId: string, email: string, call = staff) => call('POST', `/api/employers/${employerId}/client-invitations`, { email });
const authAs = (token?: string) => jsonClient(auth.url, token);

/** The newest link sent to this address, as the notifications service learns of it, and its token. */
async function linkTo(email: string) {
  let found: EventEnvelope | undefined;
  await eventually(() => Boolean((found = authEvents.findLast((event) => event.type === AuthEvents.passwordLinkRequested && (event.data as PasswordLinkRequested).email === email))));
  const link = PasswordLinkRequested.parse(found!.data);
  const reply = IssuePasswordLinkReply.parse((await bus.connection.request(ISSUE_PASSWORD_LINK, JSON.stringify({ linkId: link.linkId }), { timeout: 5_000 })).json());
  if (!reply.ok) throw new Error(reply.message);
  return { ...link, token: reply.token };
}

/** Invites the address to the employer and sets its password with the link: the contact's sign-in answer. */
async function signedUpContact(employerId: string, email: string, password: string) {
  expect((await invite(employerId, email)).status).toBe(202);
  const { token } = await linkTo(email);
  const answer = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/reset-password', { token, newPassword: password });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('inviting an employer contact', () => {
  it('sends the contact a client invitation link; it sets the password, signs in, and the token is a client token', async () => {
    const answer = await invite(acme.id, grace.toUpperCase());
    expect(answer).toMatchObject({ status: 202, body: { email: grace } });
    const link = await linkTo(grace);
    expect(link).toMatchObject({ account: 'client', purpose: 'invitation', email: grace });

    // Not before the password is chosen.
    expect((await authAs()('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' })).status).toBe(401);
    const set = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/reset-password', { token: link.token, newPassword: 'violet-harbour-lantern-7' });
    expect(set.status).toBe(200);
    expect(set.body.contact).toEqual({ id: link.accountId, name: 'Grace Hopper', email: grace, employerId: acme.id, employerName: acme.name });
    expect((await authAs()('POST', '/api/client/auth/reset-password', { token: link.token, newPassword: 'silver-canyon-ribbon-2' })).body).toEqual({ message: RESET_LINK_INVALID });

    const login = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' });
    expect(login.status).toBe(200);
    const claims = JSON.parse(Buffer.from(login.body.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ aud: Audience.client, sub: link.accountId, employerId: acme.id, name: 'Grace Hopper' });
    expect(await authAs(login.body.token)('GET', '/api/client/auth/account')).toEqual({ status: 200, body: set.body.contact });
    expect((await authAs()('POST', '/api/client/auth/login', { email: grace, password: 'wrong-password-here' })).status).toBe(401);
  });

  it('refuses an address that is not one of the employer\'s contacts (400) and an unknown employer (404)', async () => {
    expect(await invite(acme.id, `ada-${run}@other.test`)).toEqual({ status: 400, body: { message: ClientInvitationMessages.notAContact } });
    expect((await invite('0123456789abcdef01234567', grace)).status).toBe(404);
    expect((await invite(acme.id, 'not-an-address')).status).toBe(400);
  });

  it('voids the older links when the contact is invited again', async () => {
    const alan = `alan-${run}@acme.test`;
    await invite(acme.id, alan);
    const first = await linkTo(alan);
    await invite(acme.id, alan);
    let second = first;
    await eventually(async () => (second = await linkTo(alan)).linkId !== first.linkId);
    expect((await authAs()('POST', '/api/client/auth/reset-password', { token: first.token, newPassword: 'copper-meadow-tinsel-4' })).body).toEqual({ message: RESET_LINK_INVALID });
    expect((await authAs()('POST', '/api/client/auth/reset-password', { token: second.token, newPassword: 'copper-meadow-tinsel-4' })).status).toBe(200);
  });

  it('is for staff: a recruiter may invite, a candidate or a client token may not', async () => {
    const recruiterEmail = `recruiter-${run}@agency.test`;
    const admin = authAs(await staffToken());
    expect((await admin('POST', '/api/users', { name: 'Rita Recruiter', email: recruiterEmail, role: 'recruiter', password: 'amber-falcon-shelf-3' })).status).toBe(201);
    const recruiter = jsonClient(catalog.url, await auth.login(recruiterEmail, 'amber-falcon-shelf-3'));
    expect((await invite(acme.id, `alan-${run}@acme.test`, recruiter)).status).toBe(202);

    const provisioned = (await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId: `cand-${run}`, email: `cand-${run}@mail.test` }))).json() as { token: string };
    expect((await invite(acme.id, grace, jsonClient(catalog.url, provisioned.token))).status).toBe(401);
    const client = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' });
    expect(await invite(acme.id, grace, jsonClient(catalog.url, client.body.token))).toEqual({ status: 401, body: { message: AuthMessages.notForClients } });
  });
});

describe("a client's token", () => {
  it("sees its own employer's open, on-hold and filled roles, never another employer's", async () => {
    const ada = await signedUpContact(other.id, `ada-${run}@other.test`, 'quiet-orchard-pebble-9');
    const graceSession = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' });
    const rolesOf = async (token: string) => {
      const answer = await jsonClient(catalog.url, token)<ClientJobRoleList>('GET', '/api/client/job-roles');
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const acmeRoles = await rolesOf(graceSession.body.token);
    expect(acmeRoles.map((role) => role.title).sort()).toEqual(['Acme filled', 'Acme on hold', 'Acme open']);
    expect(acmeRoles[0]).toMatchObject({ submittedCount: 0, slug: expect.any(String), createdAt: expect.any(String) });
    expect((await rolesOf(ada.token)).map((role) => role.title)).toEqual(['Other open']);
  });

  it("counts each role's candidates that reached the client, from engagement's submission events (decision 0132)", async () => {
    const { token } = (await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' })).body;
    const open = (await jsonClient(catalog.url, token)<ClientJobRoleList>('GET', '/api/client/job-roles')).body.find((role) => role.title === 'Acme open')!;
    const now = new Date().toISOString();
    const submission = (status: SubmissionSnapshot['status']): SubmissionSnapshot => ({
      id: '', jobRoleId: open.id, employerId: acme.id, candidateId: newId(), entryId: newId(), status, anonymised: false, note: null, recruiterId: newId(),
      consent: null, declinedAt: null, submittedAt: status === 'submitted' ? now : null, feedback: [], interviewId: null, reminderSentAt: null, createdAt: now, updatedAt: now,
    });
    const [asked, agreed, declined] = [newId(), newId(), newId()];
    await bus.publish(newEvent(SubmissionEvents.consentRequested, asked, 1, { ...submission('awaiting_consent'), id: asked }));
    await bus.publish(newEvent(SubmissionEvents.submitted, agreed, 2, { ...submission('submitted'), id: agreed }));
    await bus.publish(newEvent(SubmissionEvents.declined, declined, 2, { ...submission('declined'), id: declined }));
    const countOf = async () => (await jsonClient(catalog.url, token)<ClientJobRoleList>('GET', '/api/client/job-roles')).body.find((role) => role.id === open.id)!.submittedCount;
    await eventually(async () => (await countOf()) === 1);
    // Withdrawn after reaching the client: no longer counted.
    await bus.publish(newEvent(SubmissionEvents.withdrawn, agreed, 3, { ...submission('withdrawn'), id: agreed }));
    await eventually(async () => (await countOf()) === 0);
  });

  it('is refused on staff, administrator and candidate routes, and staff or candidate tokens on client routes', async () => {
    const { token } = (await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' })).body;
    expect(await jsonClient(catalog.url, token)('GET', '/api/employers')).toEqual({ status: 401, body: { message: AuthMessages.notForClients } });
    expect((await authAs(token)('GET', '/api/users')).status).toBe(401);
    expect((await authAs(token)('GET', '/api/auth/me')).status).toBe(401);
    expect((await authAs(token)('GET', '/api/candidate/auth/account')).status).toBe(401);
    expect((await jsonClient(catalog.url, await staffToken())('GET', '/api/client/job-roles')).body).toEqual({ message: AuthMessages.clientOnly });
    expect((await jsonClient(catalog.url)('GET', '/api/client/job-roles')).status).toBe(401);
  });

  it('stops working at once when the contact is removed from the employer, and the account goes', async () => {
    const alan = `alan-${run}@acme.test`;
    const { token } = (await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: alan, password: 'copper-meadow-tinsel-4' })).body;
    expect((await jsonClient(catalog.url, token)('GET', '/api/client/job-roles')).status).toBe(200);
    const updated = await staff('PUT', `/api/employers/${acme.id}`, { name: acme.name, status: 'active', contacts: [{ name: 'Grace Hopper', email: grace }] });
    expect(updated.status).toBe(200);
    expect((await jsonClient(catalog.url, token)('GET', '/api/client/job-roles')).status).toBe(401);
    await eventually(async () => (await authAs(token)('GET', '/api/client/auth/account')).status === 401);
    expect((await authAs()('POST', '/api/client/auth/login', { email: alan, password: 'copper-meadow-tinsel-4' })).status).toBe(401);
    // Grace, still a contact, keeps her access.
    const graceSession = await authAs()<ClientLoginResponse>('POST', '/api/client/auth/login', { email: grace, password: 'violet-harbour-lantern-7' });
    expect((await jsonClient(catalog.url, graceSession.body.token)('GET', '/api/client/job-roles')).status).toBe(200);
  });
});
