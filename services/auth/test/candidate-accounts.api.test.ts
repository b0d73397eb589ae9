import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  CandidatesEvents,
  CHANGE_CANDIDATE_SIGN_IN_EMAIL,
  ChangeCandidateSignInEmailReply,
  PasswordPolicyMessages,
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountReply,
  type CandidateSnapshot,
} from '@agency/contracts';
import { AuthMessages, createLogger, EventBus, newEvent } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { CURRENT_PASSWORD_WRONG } from '../src/candidate-accounts/current-password';
import { PasswordMessages } from '../src/candidate-accounts/password';
import { ADMIN, startAuth } from './helpers';

// One auth instance for the file: the names and erasure consumers are durable and shared, so a second
// instance on the same NATS would take some of the events meant for this one.
const auth = await startAuth({ signInLimit: { perAddress: 5, perAccount: 50, windowMs: 60_000, familiarMs: 60_000 } });
const staffToken = await auth.login(ADMIN.email, ADMIN.password);
const bus = await EventBus.connect(inject('natsUrl'), 'auth-candidate-accounts-test', createLogger('auth-candidate-accounts-test'));
afterAll(async () => {
  await bus.close();
  await auth.close();
});

let serial = 0;
/** A candidate who came in by applying (no password), or was given one: their id, e-mail and token. */
async function applicant(password?: string) {
  const candidateId = new Types.ObjectId().toHexString();
  const email = `applicant-${++serial}-${candidateId.slice(-6)}@example.com`;
  const message = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password }), { timeout: 5_000 });
  const reply = ProvisionCandidateAccountReply.parse(message.json());
  if (!reply.ok) throw new Error(`not provisioned: ${reply.message}`);
  return { candidateId, email, token: reply.token };
}

const account = (token?: string) => auth.call('GET', '/api/candidate/auth/account', { token });
const setPassword = (token: string | undefined, body: unknown) => auth.call('PUT', '/api/candidate/auth/password', { token, body });
const signIn = (email: string, password: string) => auth.call('POST', '/api/candidate/auth/login', { body: { email, password } });

/** The candidates service's event for a profile saved with this e-mail, at this version. */
function profileSaved(candidateId: string, email: string | null, version: number) {
  const now = new Date().toISOString();
  const snapshot: CandidateSnapshot = {
    id: candidateId,
    name: 'Portal Candidate',
    email,
    availability: 'available',
    profileCompleted: true,
    createdAt: now,
    updatedAt: now,
  };
  return bus.publish(newEvent(CandidatesEvents.candidateUpdated, candidateId, version, snapshot));
}

describe('GET /api/candidate/auth/account', () => {
  it('answers the e-mail and that an applicant has no password yet', async () => {
    const { email, token } = await applicant();
    expect(await account(token)).toEqual({ status: 200, body: { email, hasPassword: false } });
  });

  it('answers hasPassword true for an account with a password', async () => {
    const { email, token } = await applicant('first-password-1');
    expect(await account(token)).toEqual({ status: 200, body: { email, hasPassword: true } });
  });

  it('refuses a call without a token, a staff token and a forged token with 401', async () => {
    expect(await account()).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
    expect(await account(staffToken)).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
    expect((await account('not.a.token')).status).toBe(401);
  });

  it('answers 401 to an erased candidate whose token has not expired, here and on the password route', async () => {
    const { candidateId, token } = await applicant('erased-password-1');
    await bus.publish(newEvent(CandidatesEvents.candidateDeleted, candidateId, 2, { id: candidateId }));
    await eventually(async () => (await account(token)).status === 401);
    expect(await account(token)).toEqual({ status: 401, body: { message: AuthMessages.candidateGone } });
    expect(await setPassword(token, { currentPassword: 'erased-password-1', newPassword: 'another-password-1' })).toEqual({
      status: 401,
      body: { message: AuthMessages.candidateGone },
    });
    // Whatever it sends: the account is looked up before the body is checked.
    expect(await setPassword(token, {})).toEqual({ status: 401, body: { message: AuthMessages.candidateGone } });
  });

});

describe('PUT /api/candidate/auth/password', () => {
  it('lets an applicant set a first password without a current one (a fresh token), then sign in with it', async () => {
    const { email, token } = await applicant();
    expect(await signIn(email, 'portal-password-1')).toMatchObject({ status: 401 });

    const set = await setPassword(token, { newPassword: 'portal-password-1' });
    expect(set).toEqual({ status: 200, body: { token: expect.any(String) } });
    expect(await account(set.body.token)).toEqual({ status: 200, body: { email, hasPassword: true } });
    // Setting a password ends the sessions before it: the token from applying was one of them.
    expect(await account(token)).toEqual({ status: 401, body: { message: AuthMessages.sessionEnded } });
    const signedIn = await signIn(email, 'portal-password-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));
    // The stored hash is the same memory-hard KDF as every other password.
    const stored = await auth.context.db.collection('candidate_accounts').findOne({ email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('changes a password only with the right current one; a wrong or missing one is a 400 and changes nothing', async () => {
    const { email, token } = await applicant('old-password-1');

    expect(await setPassword(token, { newPassword: 'new-password-1' })).toEqual({ status: 400, body: { message: PasswordMessages.currentRequired } });
    expect(await setPassword(token, { currentPassword: 'guess-password', newPassword: 'new-password-1' })).toEqual({
      status: 400,
      body: { message: CURRENT_PASSWORD_WRONG },
    });
    expect((await signIn(email, 'new-password-1')).status).toBe(401);
    expect((await signIn(email, 'old-password-1')).status).toBe(200);

    expect(await setPassword(token, { currentPassword: 'old-password-1', newPassword: 'new-password-1' })).toEqual({ status: 200, body: { token: expect.any(String) } });
    expect((await signIn(email, 'old-password-1')).status).toBe(401);
    expect((await signIn(email, 'new-password-1')).status).toBe(200);
  });

  it('refuses a new password that is common or made of the e-mail or the name, saying why; nothing changes', async () => {
    const { candidateId, email, token } = await applicant();
    // The name comes from the candidates service's events (here: a profile saved as 'Portal Candidate').
    await profileSaved(candidateId, email, 2);
    await eventually(async () => (await auth.context.db.collection('candidate_name_projection').findOne({ _id: candidateId } as never))?.name === 'Portal Candidate');

    const refusals = [
      ['password1234', PasswordPolicyMessages.tooCommon],
      ['Qwertyuiop123!', PasswordPolicyMessages.tooCommon],
      [`${email.toUpperCase()}`, PasswordPolicyMessages.personal],
      [`my-${email.split('@')[0]}-pass`, PasswordPolicyMessages.personal],
      ['Candidate-Portal-2025', PasswordPolicyMessages.personal],
      ['short-one', PasswordPolicyMessages.tooShort],
    ] as const;
    for (const [newPassword, message] of refusals) {
      const answer = await setPassword(token, { newPassword });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await account(token)).toEqual({ status: 200, body: { email, hasPassword: false } });
    expect((await setPassword(token, { newPassword: 'Correct-Horse-Battery-9' })).status).toBe(200);
  });

  it('refuses an invalid body with a 400 that says what to fix', async () => {
    const { token } = await applicant();
    const short = await setPassword(token, { newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Password must be at least 12 characters');
    expect((await setPassword(token, {})).status).toBe(400);
    expect((await setPassword(token, 'not json')).status).toBe(400);
    expect(await account(token)).toMatchObject({ body: { hasPassword: false } });
  });

  it('refuses a call without a token or with a staff token (401)', async () => {
    expect(await setPassword(undefined, { newPassword: 'portal-password-1' })).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
    expect(await setPassword(staffToken, { newPassword: 'portal-password-1' })).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
  });

  it('stops guessing the current password after the sign-in limit per account and address (429), for that account only', async () => {
    const { email, token } = await applicant('kept-password-1');
    for (let i = 0; i < 5; i++) expect((await setPassword(token, { currentPassword: `guess-${i}-password`, newPassword: 'taken-over-1' })).status).toBe(400);
    const limited = await setPassword(token, { currentPassword: 'kept-password-1', newPassword: 'taken-over-1' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many failed attempts for this account from your network\. Please wait \d+ (second|minute)s? and try again\.$/);
    expect((await signIn(email, 'kept-password-1')).status).toBe(200);
    // Another candidate is not affected.
    const other = await applicant();
    expect((await setPassword(other.token, { newPassword: 'other-password-1' })).status).toBe(200);
  });
});

describe("the sign-in e-mail moves only through the candidate's own change (rpc.auth.change-candidate-sign-in-email)", () => {
  const changeSignInEmail = async (request: Record<string, unknown>) =>
    ChangeCandidateSignInEmailReply.parse((await bus.connection.request(CHANGE_CANDIDATE_SIGN_IN_EMAIL, JSON.stringify({ address: '203.0.113.9', ...request }), { timeout: 5_000 })).json());

  it('does not follow a profile saved with another e-mail (a staff edit): the sign-in and its links stay with the old address', async () => {
    const { candidateId, email, token } = await applicant('stays-password-1');
    const recruiters = `recruiter-${candidateId}@example.com`;
    await profileSaved(candidateId, recruiters, 3);
    // The names projection reads the same event: once it has the name, the event has been in the service.
    await eventually(async () => (await auth.context.db.collection('candidate_name_projection').findOne({ _id: candidateId } as never))?.name === 'Portal Candidate');

    expect(await account(token)).toEqual({ status: 200, body: { email, hasPassword: true } });
    expect((await signIn(email, 'stays-password-1')).status).toBe(200);
    expect((await signIn(recruiters, 'stays-password-1')).status).toBe(401);
    expect((await auth.call('POST', '/api/candidate/auth/forgot-password', { body: { email: recruiters } })).status).toBe(202);
    expect(await auth.context.db.collection('password_links').countDocuments({ email: recruiters })).toBe(0);
  });

  it('moves it with the current password, lowercased; a missing or wrong one is a 400 and moves nothing', async () => {
    const { candidateId, email, token } = await applicant('moving-password-1');
    const moved = `moved-${candidateId}@example.com`;
    expect(await changeSignInEmail({ candidateId, email: moved })).toEqual({ ok: false, status: 400, message: 'Please enter your current password to change your email.' });
    expect(await changeSignInEmail({ candidateId, email: moved, password: 'wrong-password-1' })).toEqual({ ok: false, status: 400, message: CURRENT_PASSWORD_WRONG });
    expect(await account(token)).toMatchObject({ body: { email } });

    expect(await changeSignInEmail({ candidateId, email: moved.toUpperCase(), password: 'moving-password-1' })).toEqual({ ok: true });
    expect(await account(token)).toEqual({ status: 200, body: { email: moved, hasPassword: true } });
    expect((await signIn(moved, 'moving-password-1')).status).toBe(200);
    expect((await signIn(email, 'moving-password-1')).status).toBe(401);
  });

  it('needs no password for an account without one, refuses an address another account signs in with (409), and answers 401 for no account', async () => {
    const { candidateId, token } = await applicant();
    const other = await applicant();
    const moved = `passwordless-${candidateId}@example.com`;
    expect(await changeSignInEmail({ candidateId, email: moved })).toEqual({ ok: true });
    expect(await account(token)).toMatchObject({ body: { email: moved } });

    expect(await changeSignInEmail({ candidateId, email: other.email })).toMatchObject({ ok: false, status: 409 });
    expect(await account(token)).toMatchObject({ body: { email: moved } });
    expect(await changeSignInEmail({ candidateId: new Types.ObjectId().toHexString(), email: `nobody-${candidateId}@example.com` })).toEqual({
      ok: false,
      status: 401,
      message: AuthMessages.candidateGone,
    });
  });
});
