import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_CLIENT_CONTACT, InviteClientContactReply, PROVISION_CANDIDATE_ACCOUNT, ProvisionCandidateAccountReply, RESET_LINK_INVALID, type ClientLoginResponse } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { connectBus, startNotifications } from './helpers';

// Setting a password voids every other link of the account (issue 30, point 6; decision 0116): a second reset link,
// or the 72-hour first-password link sent to an old address, must not set it again. The links are the e-mails the
// real auth and notifications services send to Mailpit.
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
let service: Awaited<ReturnType<typeof startNotifications>>;
let adminToken: string;
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  service = await startNotifications(mailpit);
  adminToken = await auth.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
});

/** The password links e-mailed to an address (subject and token), once `count` have arrived. */
async function linksTo(address: string, count: number): Promise<{ subject: string; token: string }[]> {
  let received: Awaited<ReturnType<OwnMailpit['messages']>> = [];
  await eventually(async () => (received = (await mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address))).length >= count);
  return Promise.all(
    received.map(async (summary) => ({ subject: summary.Subject, token: decodeURIComponent(/#reset=(\S+)/.exec((await mailpit.message(summary.ID)).Text)![1]!) })),
  );
}
const tokenOf = (links: { subject: string; token: string }[], subject: string) => links.find((link) => link.subject === subject)!.token;

/** A candidate's portal account, as applying makes it (no password, so a link to choose one is e-mailed) or with one. */
async function candidateAccount(password?: string) {
  const candidateId = newId();
  const email = `links.${candidateId.slice(-8)}@example.com`;
  const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password }), { timeout: 5_000 });
  const answer = ProvisionCandidateAccountReply.parse(reply.json());
  if (!answer.ok) throw new Error(answer.message);
  return { email, token: answer.token };
}
const candidateReset = (token: string, newPassword: string) => auth.call('POST', '/api/candidate/auth/reset-password', { body: { token, newPassword } });
const staffReset = (token: string, newPassword: string) => auth.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
const refused = { status: 400, body: { message: RESET_LINK_INVALID } };
const FIRST_PASSWORD = 'Choose a password for your TalentBridge candidate portal';
const NEW_PASSWORD = 'Choose a new password for your TalentBridge candidate portal';

describe('setting a password voids the other links of the account', () => {
  it("a candidate's reset link used: the first-password link sent when they applied is refused, with a message that says why", async () => {
    const { email } = await candidateAccount();
    await linksTo(email, 1);
    expect((await auth.call('POST', '/api/candidate/auth/forgot-password', { body: { email } })).status).toBe(202);
    const links = await linksTo(email, 2);
    expect(links.map((link) => link.subject).sort()).toEqual([NEW_PASSWORD, FIRST_PASSWORD]);

    expect((await candidateReset(tokenOf(links, NEW_PASSWORD), 'Harbour-Lantern-Quartz-41')).status).toBe(200);
    expect(await candidateReset(tokenOf(links, FIRST_PASSWORD), 'Someone-Elses-Choice-77')).toEqual(refused);
    expect(RESET_LINK_INVALID).toContain('a password was set after it was sent');
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email, password: 'Harbour-Lantern-Quartz-41' } })).status).toBe(200);
  });

  it("a candidate's password changed in the portal: both outstanding reset links are refused", async () => {
    const { email, token } = await candidateAccount('Meadow-Copper-Violin-28');
    for (let n = 0; n < 2; n++) expect((await auth.call('POST', '/api/candidate/auth/forgot-password', { body: { email } })).status).toBe(202);
    const tokens = (await linksTo(email, 2)).map((link) => link.token);
    expect(new Set(tokens).size).toBe(2);

    const changed = await auth.call('PUT', '/api/candidate/auth/password', { token, body: { currentPassword: 'Meadow-Copper-Violin-28', newPassword: 'Orchid-Basalt-Ferry-63' } });
    expect(changed.status).toBe(200);
    for (const link of tokens) expect(await candidateReset(link, 'Someone-Elses-Choice-77')).toEqual(refused);
  });

  it("a team member's invitation used: the reset link asked for meanwhile is refused", async () => {
    const email = `invited.${newId().slice(-8)}@talentbridge.local`;
    expect((await auth.call('POST', '/api/users', { token: adminToken, body: { name: 'Ida Invited', email, role: 'recruiter' } })).status).toBe(201);
    await linksTo(email, 1);
    expect((await auth.call('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(202);
    const links = await linksTo(email, 2);
    expect(links.map((link) => link.subject).sort()).toEqual(['Choose a new password for the TalentBridge CRM', 'You are invited to the TalentBridge CRM']);

    expect((await staffReset(tokenOf(links, 'You are invited to the TalentBridge CRM'), 'Granite-Pelican-Tundra-19')).status).toBe(200);
    expect(await staffReset(tokenOf(links, 'Choose a new password for the TalentBridge CRM'), 'Someone-Elses-Choice-77')).toEqual(refused);
    expect((await auth.login(email, 'Granite-Pelican-Tundra-19')).length).toBeGreaterThan(0);
  });
});

describe("an employer contact's links to the client portal (decision 0130)", () => {
  /** The client portal's page that takes the token, as the e-mail's link gives it. */
  async function clientLinksTo(address: string, count: number): Promise<{ subject: string; url: string; token: string }[]> {
    let received: Awaited<ReturnType<OwnMailpit['messages']>> = [];
    await eventually(async () => (received = (await mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address))).length >= count);
    return Promise.all(
      received.map(async (summary) => {
        const url = /(\S*\/clientportal\/reset-password\?token=\S+)/.exec((await mailpit.message(summary.ID)).Text)![1]!;
        return { subject: summary.Subject, url, token: decodeURIComponent(new URL(url).searchParams.get('token')!) };
      }),
    );
  }

  it('the invitation leads to /clientportal/reset-password?token=…, which sets the password and signs the contact in', async () => {
    const email = `contact.${newId().slice(-8)}@client.example`;
    const employerId = newId();
    const request = { employerId, employerName: 'Acme Widgets', name: 'Grace Contact', email };
    const reply = InviteClientContactReply.parse((await bus.connection.request(INVITE_CLIENT_CONTACT, JSON.stringify(request), { timeout: 5_000 })).json());
    expect(reply.ok).toBe(true);
    const [invitation] = await clientLinksTo(email, 1);
    expect(invitation!.subject).toBe('You are invited to the TalentBridge client portal');
    expect(new URL(invitation!.url).pathname).toBe('/clientportal/reset-password');

    const set = await auth.call('POST', '/api/client/auth/reset-password', { body: { token: invitation!.token, newPassword: 'Lantern-Walnut-Drizzle-52' } });
    expect(set.status).toBe(200);
    const session = set.body as ClientLoginResponse;
    expect(session.contact).toMatchObject({ name: 'Grace Contact', email, employerId, employerName: 'Acme Widgets' });
    expect(await auth.call('GET', '/api/client/auth/account', { token: session.token })).toEqual({ status: 200, body: session.contact });

    expect((await auth.call('POST', '/api/client/auth/forgot-password', { body: { email } })).status).toBe(202);
    const links = await clientLinksTo(email, 2);
    const reset = links.find((link) => link.subject === 'Choose a new password for the TalentBridge client portal')!;
    expect(new URL(reset.url).pathname).toBe('/clientportal/reset-password');
    expect((await auth.call('POST', '/api/client/auth/reset-password', { body: { token: reset.token, newPassword: 'Pebble-Saffron-Glacier-86' } })).status).toBe(200);
    expect((await auth.call('POST', '/api/client/auth/login', { body: { email, password: 'Pebble-Saffron-Glacier-86' } })).status).toBe(200);
    expect(await auth.call('POST', '/api/client/auth/reset-password', { body: { token: invitation!.token, newPassword: 'Someone-Elses-Choice-77' } })).toEqual(refused);
  });
});
