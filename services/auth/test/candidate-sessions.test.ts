import { importPKCS8, SignJWT } from 'jose';
import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  Audience,
  AuthEvents,
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountReply,
  Streams,
  TOKEN_ISSUER,
  type EventEnvelope,
} from '@agency/contracts';
import { AuthMessages, createLogger, EventBus, EventUserDirectory, TokenVerifier } from '@agency/service-kit';
import { eventually } from '@agency/testing';
import { startAuth } from './helpers';

/** Decision 0069: ending a candidate's sessions, at the auth service and in every other process. */
const auth = await startAuth();
const connect = (name: string) => EventBus.connect(inject('natsUrl'), name, createLogger(name));
const bus = await connect('candidate-sessions-test');
const seen: EventEnvelope[] = [];
await bus.follow(Streams.auth, (event) => void seen.push(event));
// What the gateway and every other service use: keys from the JWKS, ended sessions from the AUTH stream.
const elsewhere = TokenVerifier.remote(auth.url, await EventUserDirectory.follow(bus));
afterAll(async () => {
  await bus.close();
  await auth.close();
});

const PASSWORD = 'First-Portal-Pass-1';

async function candidateWithPassword() {
  const candidateId = new Types.ObjectId().toHexString();
  const email = `sessions-${candidateId}@example.com`;
  const message = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password: PASSWORD }), { timeout: 5_000 });
  const reply = ProvisionCandidateAccountReply.parse(message.json());
  if (!reply.ok) throw new Error(reply.message);
  return { candidateId, email, provisioned: reply.token };
}

const signIn = async (email: string, password = PASSWORD) => {
  const answer = await auth.call('POST', '/api/candidate/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
};
const account = (token: string) => auth.call('GET', '/api/candidate/auth/account', { token });
const refusedElsewhere = (token: string) => elsewhere.verify(token).then(() => false, () => true);
const ended = { status: 401, body: { message: AuthMessages.sessionEnded } };

describe('changing the portal password', () => {
  it('ends every other session at once, here and in every process following the AUTH stream, and answers a token for this one', async () => {
    const { candidateId, email, provisioned } = await candidateWithPassword();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    await expect(elsewhere.verify(phone)).resolves.toEqual({ kind: 'candidate', candidateId });

    const changed = await auth.call('PUT', '/api/candidate/auth/password', { token: laptop, body: { currentPassword: PASSWORD, newPassword: 'Second-Portal-Pass-2' } });
    expect(changed).toEqual({ status: 200, body: { token: expect.any(String) } });
    const fresh = changed.body.token as string;

    for (const token of [laptop, phone, provisioned]) expect(await account(token)).toEqual(ended);
    expect(await account(fresh)).toMatchObject({ status: 200, body: { email } });

    await eventually(() => refusedElsewhere(phone), 5_000);
    await expect(elsewhere.verify(phone)).rejects.toMatchObject({ statusCode: 401, message: AuthMessages.sessionEnded });
    await expect(elsewhere.verify(fresh)).resolves.toEqual({ kind: 'candidate', candidateId });

    const events = seen.filter((event) => event.aggregateId === candidateId);
    expect(events.map(({ type, version, data }) => ({ type, version, data }))).toEqual([
      { type: AuthEvents.candidateSessionsEnded, version: 1, data: { candidateId, sessionVersion: 1, reason: 'password-changed' } },
    ]);
    // A sign-in with the new password starts a session that works everywhere.
    await expect(elsewhere.verify(await signIn(email, 'Second-Portal-Pass-2'))).resolves.toMatchObject({ candidateId });
  });

  it('changes nothing when the current password is wrong: every session goes on', async () => {
    const { email } = await candidateWithPassword();
    const token = await signIn(email);
    const refused = await auth.call('PUT', '/api/candidate/auth/password', { token, body: { currentPassword: 'Not-The-Password-1', newPassword: 'Second-Portal-Pass-2' } });
    expect(refused.status).toBe(400);
    expect((await account(token)).status).toBe(200);
  });
});

describe("'Sign out everywhere' (DELETE /api/candidate/auth/sessions)", () => {
  it("ends every session of the candidate, the caller's too, everywhere; signing in again works", async () => {
    const { candidateId, email } = await candidateWithPassword();
    const here = await signIn(email);
    const there = await signIn(email);

    expect(await auth.call('DELETE', '/api/candidate/auth/sessions', { token: here })).toEqual({ status: 204, body: undefined });
    expect(await account(here)).toEqual(ended);
    expect(await account(there)).toEqual(ended);
    await eventually(async () => (await refusedElsewhere(here)) && (await refusedElsewhere(there)), 5_000);
    expect(await auth.call('DELETE', '/api/candidate/auth/sessions', { token: here })).toEqual(ended);

    const again = await signIn(email);
    expect((await account(again)).status).toBe(200);
    await expect(elsewhere.verify(again)).resolves.toMatchObject({ candidateId });
    expect(seen.filter((event) => event.aggregateId === candidateId).map((event) => event.data)).toEqual([
      { candidateId, sessionVersion: 1, reason: 'signed-out-everywhere' },
    ]);
  });

  it('ends a token issued before session versions existed (no sv claim), which worked until then', async () => {
    const { candidateId } = await candidateWithPassword();
    const stored = await auth.context.db.collection<{ _id: string; pkcs8: string }>('signing_keys').findOne({ _id: 'current' });
    const key = await importPKCS8(stored!.pkcs8, 'ES256');
    const kid = (await auth.call('GET', '/.well-known/jwks.json')).body.keys[0].kid;
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(Audience.candidate)
      .setSubject(candidateId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await account(old)).status).toBe(200);
    await expect(elsewhere.verify(old)).resolves.toMatchObject({ candidateId });

    expect((await auth.call('DELETE', '/api/candidate/auth/sessions', { token: old })).status).toBe(204);
    expect(await account(old)).toEqual(ended);
    await eventually(() => refusedElsewhere(old), 5_000);
  });

  it('reaches a process started later: it reads the ended sessions from the stream history', async () => {
    const { email } = await candidateWithPassword();
    const token = await signIn(email);
    expect((await auth.call('DELETE', '/api/candidate/auth/sessions', { token })).status).toBe(204);
    const lateBus = await connect('candidate-sessions-late');
    try {
      await eventually(async () => {
        const late = TokenVerifier.remote(auth.url, await EventUserDirectory.follow(lateBus));
        return late.verify(token).then(() => false, () => true);
      }, 10_000);
    } finally {
      await lateBus.close();
    }
  });
});
