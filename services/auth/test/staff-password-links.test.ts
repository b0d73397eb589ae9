import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  AuthEvents,
  FORGOT_PASSWORD_SENT,
  ISSUE_PASSWORD_LINK,
  IssuePasswordLinkReply,
  PasswordLinkRequested,
  PasswordPolicyMessages,
  RESET_LINK_INVALID,
  Streams,
  type EventEnvelope,
  type User,
} from '@agency/contracts';
import { AuthMessages, createLogger, EventBus } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { ADMIN, startAuth } from './helpers';

// A team member's forgotten password and an administrator's invitation by e-mail (decision 0100).
const auth = await startAuth();
const bus = await EventBus.connect(inject('natsUrl'), 'auth-staff-links-test', createLogger('auth-staff-links-test'));
const authEvents: EventEnvelope[] = [];
await bus.follow(Streams.auth, (event) => void authEvents.push(event));
afterAll(async () => {
  await bus.close();
  await auth.close();
});
const adminToken = await auth.login(ADMIN.email, ADMIN.password);

let serial = 0;
/** A team member an administrator added, with the password typed for them or (none) invited by e-mail. */
async function member(password: string | null = 'team-password-1') {
  const email = `member-${++serial}-${Date.now().toString(36)}@agency.test`;
  const body = { name: `Member ${serial}`, email, role: 'recruiter', ...(password ? { password } : {}) };
  const created = await auth.call('POST', '/api/users', { token: adminToken, body });
  expect(created.status).toBe(201);
  return { user: created.body as User, email };
}
const forgot = (email: string) => auth.call('POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) => auth.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
const login = (email: string, password: string) => auth.call('POST', '/api/auth/login', { body: { email, password } });
/** The link made for a team member (the latest), as the notifications service learns of it, and its token. */
async function linkOf(userId: string) {
  let found: EventEnvelope | undefined;
  await eventually(() => Boolean((found = authEvents.findLast((event) => event.type === AuthEvents.passwordLinkRequested && (event.data as PasswordLinkRequested).accountId === userId))));
  const link = PasswordLinkRequested.parse(found!.data);
  const reply = IssuePasswordLinkReply.parse((await bus.connection.request(ISSUE_PASSWORD_LINK, JSON.stringify({ linkId: link.linkId }), { timeout: 5_000 })).json());
  if (!reply.ok) throw new Error(reply.message);
  return { ...link, token: reply.token };
}
const links = () => auth.context.db.collection('password_links');

describe("a team member's 'Forgot password?'", () => {
  it('answers the same for a known, an unknown and a disabled address, and makes a link for the active member only', async () => {
    const { user, email } = await member();
    const disabled = await member();
    expect((await auth.call('PUT', `/api/users/${disabled.user.id}`, { token: adminToken, body: { status: 'disabled' } })).status).toBe(200);
    const answers = await Promise.all([forgot(email.toUpperCase()), forgot('nobody@agency.test'), forgot(disabled.email)]);
    for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: FORGOT_PASSWORD_SENT } });
    expect(await linkOf(user.id)).toMatchObject({ account: 'staff', purpose: 'reset', email });
    expect(await links().countDocuments({ accountId: disabled.user.id })).toBe(0);
  });

  it('sets the password once with the link, ends every other session of the member, and signs them in', async () => {
    const { user, email } = await member();
    const oldSession = await auth.login(email, 'team-password-1');
    await forgot(email);
    const { token } = await linkOf(user.id);

    const answer = await reset(token, 'a-fresh-team-secret-8');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toEqual({ id: user.id, name: user.name, email, role: 'recruiter' });
    expect((await auth.call('GET', '/api/auth/me', { token: answer.body.token })).status).toBe(200);
    expect(await auth.call('GET', '/api/auth/me', { token: oldSession })).toEqual({ status: 401, body: { message: AuthMessages.sessionEnded } });
    expect((await login(email, 'a-fresh-team-secret-8')).status).toBe(200);
    expect((await login(email, 'team-password-1')).status).toBe(401);
    expect(await reset(token, 'another-team-secret-8')).toEqual({ status: 400, body: { message: RESET_LINK_INVALID } });
    // Every other service learns the new session version from the user's event.
    const updated = authEvents.findLast((event) => event.type === AuthEvents.userUpdated && event.aggregateId === user.id);
    expect(updated?.data).toMatchObject({ id: user.id, sessionVersion: 1 });
  });

  it("refuses a candidate's link, a forged one, and a password the rules refuse (the link stays usable)", async () => {
    const { user, email } = await member();
    await forgot(email);
    const { token } = await linkOf(user.id);
    expect(await reset(`${new Types.ObjectId().toHexString()}.${token.split('.')[1]}`, 'a-fresh-team-secret-8')).toEqual({ status: 400, body: { message: RESET_LINK_INVALID } });
    expect(await reset(token, `${email.split('@')[0]}-2026`)).toEqual({ status: 400, body: { message: PasswordPolicyMessages.personal } });
    // A candidate's link names a candidate account: never a team member's password.
    await links().updateOne({ accountId: user.id } as never, { $set: { account: 'candidate' } });
    expect(await reset(token, 'a-fresh-team-secret-8')).toEqual({ status: 400, body: { message: RESET_LINK_INVALID } });
    await links().updateOne({ accountId: user.id } as never, { $set: { account: 'staff' } });
    expect((await reset(token, 'a-fresh-team-secret-8')).status).toBe(200);
  });
});

describe('an invitation by e-mail', () => {
  it('adds a member without a password, who cannot sign in until they choose one with the link (72 hours)', async () => {
    const { user, email } = await member(null);
    expect(user).toMatchObject({ email, role: 'recruiter', status: 'active', invitationPending: true });
    const invitation = await linkOf(user.id);
    expect(invitation).toMatchObject({ account: 'staff', purpose: 'invitation', email });
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(71 * 60 * 60_000);
    expect((await login(email, '')).status).toBe(400);
    expect((await login(email, 'anything-at-all-1')).status).toBe(401);

    const chosen = await reset(invitation.token, 'my-own-team-secret-8');
    expect(chosen.status).toBe(200);
    expect((await login(email, 'my-own-team-secret-8')).status).toBe(200);
    const listed = (await auth.call('GET', '/api/users', { token: adminToken })).body as User[];
    expect(listed.find((entry) => entry.id === user.id)).toMatchObject({ invitationPending: false });
  });

  it("is sent again with 'Resend invitation': the new link works, the earlier ones no longer do, 3 an hour", async () => {
    const { user, email } = await member(null);
    const first = await linkOf(user.id);
    const resend = () => auth.call('POST', `/api/users/${user.id}/invitation`, { token: adminToken });
    expect((await resend()).status).toBe(204);
    await eventually(async () => (await linkOf(user.id)).linkId !== first.linkId);
    const second = await linkOf(user.id);
    expect(second).toMatchObject({ account: 'staff', purpose: 'invitation', email });
    expect(await reset(first.token, 'my-own-team-secret-8')).toEqual({ status: 400, body: { message: RESET_LINK_INVALID } });

    // The first invitation and two more make three within the hour: a fourth is refused, and voids nothing.
    expect((await resend()).status).toBe(204);
    await eventually(async () => (await linkOf(user.id)).linkId !== second.linkId);
    const third = await linkOf(user.id);
    const refused = await resend();
    expect(refused).toEqual({ status: 429, body: { message: `${user.name} was sent 3 links within the hour. Try again later.` } });
    expect((await reset(third.token, 'my-own-team-secret-8')).status).toBe(200);

    // Once the password is chosen there is nothing to resend; a recruiter may not, nor for a member who is gone.
    expect((await resend()).status).toBe(409);
    const recruiter = await member();
    const asRecruiter = await auth.login(recruiter.email, 'team-password-1');
    expect((await auth.call('POST', `/api/users/${user.id}/invitation`, { token: asRecruiter })).status).toBe(403);
    expect((await auth.call('POST', `/api/users/${new Types.ObjectId().toHexString()}/invitation`, { token: adminToken })).status).toBe(404);
  });

  it('is only for administrators, and a typed password is still checked', async () => {
    const recruiter = await member();
    const asRecruiter = await auth.login(recruiter.email, 'team-password-1');
    expect((await auth.call('POST', '/api/users', { token: asRecruiter, body: { name: 'Sneaky', email: 'sneaky@agency.test' } })).status).toBe(403);
    expect((await auth.call('POST', '/api/users', { token: adminToken, body: { name: 'Weak', email: 'weak@agency.test', password: 'password123' } })).status).toBe(400);
    expect(await links().countDocuments({ email: { $in: ['sneaky@agency.test', 'weak@agency.test'] } })).toBe(0);
  });
});
