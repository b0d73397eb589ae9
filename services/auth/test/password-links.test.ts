import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  AuthEvents,
  CandidatesEvents,
  FORGOT_PASSWORD_SENT,
  ISSUE_PASSWORD_LINK,
  IssuePasswordLinkReply,
  PasswordLinkRequested,
  PasswordPolicyMessages,
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountReply,
  RESET_LINK_INVALID,
  Streams,
  type EventEnvelope,
} from '@agency/contracts';
import { createLogger, EventBus, newEvent } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { startAuth } from './helpers';

// 'Forgot password?' for candidates (decision 0095). One auth instance for the file: its consumers are durable.
const auth = await startAuth();
const bus = await EventBus.connect(inject('natsUrl'), 'auth-password-links-test', createLogger('auth-password-links-test'));
const authEvents: EventEnvelope[] = [];
await bus.follow(Streams.auth, (event) => void authEvents.push(event));
afterAll(async () => {
  await bus.close();
  await auth.close();
});

const links = () => auth.context.db.collection('password_links');
let serial = 0;
/** Asks for a candidate's account as applying does (no password) or with one. */
async function provision(candidateId: string, email: string, password?: string) {
  const message = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password }), { timeout: 5_000 });
  return ProvisionCandidateAccountReply.parse(message.json());
}
/** A candidate's account with a password, or (`null`) without one, as applying makes it. */
async function candidate(password: string | null = 'first-password-1') {
  const candidateId = new Types.ObjectId().toHexString();
  const email = `forgetful-${++serial}-${candidateId.slice(-6)}@example.com`;
  const reply = await provision(candidateId, email, password ?? undefined);
  if (!reply.ok) throw new Error(`not provisioned: ${reply.message}`);
  return { candidateId, email, token: reply.token };
}
const forgot = (email: string) => auth.call('POST', '/api/candidate/auth/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) => auth.call('POST', '/api/candidate/auth/reset-password', { body: { token, newPassword } });
const account = (token: string) => auth.call('GET', '/api/candidate/auth/account', { token });
async function tokenOf(linkId: string) {
  const message = await bus.connection.request(ISSUE_PASSWORD_LINK, JSON.stringify({ linkId }), { timeout: 5_000 });
  return IssuePasswordLinkReply.parse(message.json());
}
/** The link made for a candidate (the latest), as the notifications service learns of it: by its event. */
async function linkOf(candidateId: string): Promise<PasswordLinkRequested> {
  let found: EventEnvelope | undefined;
  await eventually(() => Boolean((found = authEvents.findLast((event) => event.type === AuthEvents.passwordLinkRequested && (event.data as PasswordLinkRequested).accountId === candidateId))));
  return PasswordLinkRequested.parse(found!.data);
}

describe("'Forgot password?'", () => {
  it('answers the same for a known and an unknown address, and makes a link only for the known one, with no token in its event', async () => {
    const { candidateId, email } = await candidate();
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(email.toUpperCase());
    expect(unknown).toEqual({ status: 202, body: { message: FORGOT_PASSWORD_SENT } });
    expect(known).toEqual(unknown);

    const link = await linkOf(candidateId);
    expect(link).toMatchObject({ account: 'candidate', purpose: 'reset', accountId: candidateId, email });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThan(61 * 60_000);
    const event = authEvents.find((e) => e.aggregateId === link.linkId)!;
    expect(Object.keys(event.data as object).sort()).toEqual(['account', 'accountId', 'email', 'expiresAt', 'linkId', 'purpose']);
    expect(await links().countDocuments({ email: 'nobody-here@example.com' })).toBe(0);
  });

  it('sends an account at most 3 links within an hour', async () => {
    const { candidateId, email } = await candidate();
    for (let n = 0; n < 5; n++) expect((await forgot(email)).status).toBe(202);
    expect(await links().countDocuments({ accountId: candidateId })).toBe(3);
  });

  it('refuses a bad body with a clear 400', async () => {
    const answer = await forgot('');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/email/i);
  });
});

describe('a link to choose the first password, for an applicant (decision 0096)', () => {
  const setPasswordLinks = (candidateId: string) => authEvents.filter((event) => event.type === AuthEvents.passwordLinkRequested && (event.data as PasswordLinkRequested).accountId === candidateId);

  it('is sent to a new account without a password, usable for 72 hours, and sets the password', async () => {
    const { candidateId, email } = await candidate(null);
    const link = await linkOf(candidateId);
    expect(link).toMatchObject({ purpose: 'set-password', email });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(71 * 60 * 60_000);
    const issued = await tokenOf(link.linkId);
    if (!issued.ok) throw new Error(issued.message);
    expect((await reset(issued.token, 'my-first-secret-77')).status).toBe(200);
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email, password: 'my-first-secret-77' } })).status).toBe(200);
  });

  it('lets someone whose account exists without a password claim it: no token, a link; not a second while one works', async () => {
    const { candidateId, email } = await candidate(null);
    const first = await linkOf(candidateId);
    // Applying again while the first link works: the account exists (no token), and no second e-mail.
    expect(await provision(candidateId, email)).toMatchObject({ ok: false, status: 409 });
    // The first link ran out unused: applying again sends a new one.
    await links().updateOne({ _id: new Types.ObjectId(first.linkId) } as never, { $set: { expiresAt: new Date(Date.now() - 1_000) } });
    expect(await provision(candidateId, email)).toMatchObject({ ok: false, status: 409 });
    await eventually(() => setPasswordLinks(candidateId).length === 2);
    const claim = await linkOf(candidateId);
    expect(claim).toMatchObject({ purpose: 'set-password', email });
    expect(claim.linkId).not.toBe(first.linkId);
    expect(await links().countDocuments({ accountId: candidateId })).toBe(2);
  });

  it('is not sent to an account that has a password: applying again asks for nothing', async () => {
    const { candidateId, email } = await candidate('first-password-1');
    expect(await provision(candidateId, email)).toMatchObject({ ok: false, status: 409 });
    expect(await links().countDocuments({ accountId: candidateId })).toBe(0);
  });
});

describe('the e-mailed link', () => {
  it('gives the same token each time it is asked, and none for an unknown link', async () => {
    const { candidateId, email } = await candidate();
    await forgot(email);
    const { linkId } = await linkOf(candidateId);
    const first = await tokenOf(linkId);
    expect(first.ok).toBe(true);
    expect(await tokenOf(linkId)).toEqual(first);
    expect(await tokenOf(new Types.ObjectId().toHexString())).toMatchObject({ ok: false });
  });

  it('sets the password once, ends every other session and signs in', async () => {
    const { candidateId, email, token: oldSession } = await candidate();
    expect((await account(oldSession)).status).toBe(200);
    await forgot(email);
    const issued = await tokenOf((await linkOf(candidateId)).linkId);
    if (!issued.ok) throw new Error(issued.message);

    const answer = await reset(issued.token, 'a-brand-new-secret-9');
    expect(answer.status).toBe(200);
    expect((await account(answer.body.token)).status).toBe(200);
    expect((await account(oldSession)).status).toBe(401);
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email, password: 'a-brand-new-secret-9' } })).status).toBe(200);
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email, password: 'first-password-1' } })).status).toBe(401);

    expect(await reset(issued.token, 'another-new-secret-9')).toEqual({ status: 400, body: expect.objectContaining({ message: RESET_LINK_INVALID }) });
    expect(await tokenOf((await linkOf(candidateId)).linkId)).toMatchObject({ ok: false });
  });

  it('refuses a forged, a tampered and an expired link, and changes nothing', async () => {
    const { candidateId, email } = await candidate();
    await forgot(email);
    const { linkId } = await linkOf(candidateId);
    const issued = await tokenOf(linkId);
    if (!issued.ok) throw new Error(issued.message);
    const [id, mac] = issued.token.split('.') as [string, string];
    const tampered = `${id}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [`${new Types.ObjectId().toHexString()}.${mac}`, tampered, 'not-a-link', `${id}`, `${id}.${mac}.x`]) {
      expect(await reset(token, 'a-brand-new-secret-9'), token).toEqual({ status: 400, body: expect.objectContaining({ message: RESET_LINK_INVALID }) });
    }
    await links().updateOne({ _id: new Types.ObjectId(linkId) } as never, { $set: { expiresAt: new Date(Date.now() - 1_000) } });
    expect((await reset(issued.token, 'a-brand-new-secret-9')).body.message).toBe(RESET_LINK_INVALID);
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email, password: 'first-password-1' } })).status).toBe(200);
  });

  it('stays usable when the new password is refused by the rules', async () => {
    const { candidateId, email } = await candidate();
    await forgot(email);
    const issued = await tokenOf((await linkOf(candidateId)).linkId);
    if (!issued.ok) throw new Error(issued.message);
    const personal = `${email.split('@')[0]}-2026`;
    expect(await reset(issued.token, personal)).toEqual({ status: 400, body: expect.objectContaining({ message: PasswordPolicyMessages.personal }) });
    expect(await reset(issued.token, 'short')).toMatchObject({ status: 400 });
    expect((await reset(issued.token, 'a-brand-new-secret-9')).status).toBe(200);
  });

  it("goes with the candidate's erasure", async () => {
    const { candidateId, email } = await candidate();
    await forgot(email);
    await linkOf(candidateId);
    await bus.publish(newEvent(CandidatesEvents.candidateDeleted, candidateId, 2, { id: candidateId }));
    await eventually(async () => (await links().countDocuments({ accountId: candidateId })) === 0);
  });
});
