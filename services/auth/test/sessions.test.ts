import { createRemoteJWKSet, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  Audience,
  AuthEvents,
  PROVISION_CANDIDATE_ACCOUNT,
  ProvisionCandidateAccountReply,
  Streams,
  TOKEN_ISSUER,
  type EventEnvelope,
  type User,
} from '@agency/contracts';
import { createLogger, EventBus, EventUserDirectory, TokenVerifier } from '@agency/service-kit';
import { eventually, startOwnServers, type OwnServers } from '@agency/testing';
import { ADMIN, startAuth, type RunningAuth } from './helpers';

const auth = await startAuth();
const adminToken = await auth.login(ADMIN.email, ADMIN.password);
const connectBus = (name: string, natsUrl = inject('natsUrl')) => EventBus.connect(natsUrl, name, createLogger(name));
const bus = await connectBus('auth-test-observer');
afterAll(async () => {
  await bus.close();
  await auth.close();
});

async function provision(body: unknown) {
  const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify(body), { timeout: 5_000 });
  return ProvisionCandidateAccountReply.parse(reply.json());
}

describe('passwords', () => {
  it('are stored as argon2id hashes', async () => {
    const stored = await auth.context.db.collection('users').findOne({ email: ADMIN.email });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('candidate accounts', () => {
  it('are provisioned over NATS request/reply with a candidate token, then sign in at /api/candidate/auth/login', async () => {
    const reply = await provision({ candidateId: 'cand-1', email: 'Jane@Example.com', password: 'candidate-pass-1' });
    expect(reply.ok).toBe(true);
    const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', auth.url));
    if (!reply.ok) throw new Error('not provisioned');
    const { payload } = await jwtVerify(reply.token, keys, { issuer: TOKEN_ISSUER, audience: Audience.candidate });
    expect(payload.sub).toBe('cand-1');

    const login = await auth.call('POST', '/api/candidate/auth/login', { body: { email: 'jane@example.com', password: 'candidate-pass-1' } });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(['token']);
    const account = await auth.context.db.collection('candidate_accounts').findOne({ candidateId: 'cand-1' });
    expect(account?.lastLogin).toBeInstanceOf(Date);

    // A candidate token is not a staff token.
    expect((await auth.call('GET', '/api/auth/me', { token: login.body.token })).status).toBe(401);
    expect((await auth.call('GET', '/api/users', { token: login.body.token })).status).toBe(401);
  });

  it('refuses a second account for the same email and a malformed request, with a reason', async () => {
    expect(await provision({ candidateId: 'cand-2', email: 'jane@example.com', password: 'candidate-pass-2' })).toEqual({
      ok: false,
      status: 409,
      message: 'An account with this email already exists. Please sign in to the candidate portal.',
    });
    const malformed = await provision({ candidateId: 'cand-3', email: 'nope' });
    expect(malformed).toMatchObject({ ok: false, status: 400 });
  });

  it('answers 401 Invalid credentials to a wrong candidate password', async () => {
    const answer = await auth.call('POST', '/api/candidate/auth/login', { body: { email: 'jane@example.com', password: 'wrong' } });
    expect(answer).toEqual({ status: 401, body: { message: 'Invalid credentials' } });
  });
});

describe('user events and revocation everywhere', () => {
  it('publishes auth.user.created|updated|deleted, and another process refuses a deleted user within a second', async () => {
    const seen: EventEnvelope[] = [];
    await bus.follow(Streams.auth, (event) => seen.push(event));
    // What the gateway and every other service use: keys from the JWKS, status from the event stream.
    const verifier = TokenVerifier.remote(auth.url, await EventUserDirectory.follow(bus));

    const created = await auth.call('POST', '/api/users', {
      token: adminToken,
      body: { name: 'Short Stay', email: 'short-stay@agency.test', password: 'team-password-1' },
    });
    const user = created.body as User;
    const token = await auth.login(user.email, 'team-password-1');
    await eventually(() => seen.some((event) => event.aggregateId === user.id));
    await expect(verifier.verify(token)).resolves.toMatchObject({ kind: 'staff', userId: user.id, role: 'recruiter' });

    await auth.call('PUT', `/api/users/${user.id}`, { token: adminToken, body: { role: 'manager' } });
    await eventually(() => seen.some((event) => event.type === AuthEvents.userUpdated && event.aggregateId === user.id));
    await expect(verifier.verify(token)).resolves.toMatchObject({ role: 'manager' });

    const deletedAt = Date.now();
    await auth.call('DELETE', `/api/users/${user.id}`, { token: adminToken });
    await eventually(async () => verifier.verify(token).then(() => false, () => true), 1_000);
    expect(Date.now() - deletedAt).toBeLessThan(1_000);
    await expect(verifier.verify(token)).rejects.toMatchObject({ statusCode: 401, message: 'Your account is no longer active. Please contact an administrator.' });

    const mine = seen.filter((event) => event.aggregateId === user.id);
    expect(mine.map((event) => event.type)).toEqual([AuthEvents.userCreated, AuthEvents.userUpdated, AuthEvents.userDeleted]);
    expect(mine[0]!.data).toEqual({ id: user.id, name: 'Short Stay', email: 'short-stay@agency.test', role: 'recruiter', status: 'active', sessionVersion: 0 });
    expect(JSON.stringify(mine)).not.toMatch(/password/i);
  });

  it('a process started later learns the history first: a user deleted before it started is refused', async () => {
    const created = await auth.call('POST', '/api/users', {
      token: adminToken,
      body: { name: 'Gone Before', email: 'gone-before@agency.test', password: 'team-password-1' },
    });
    const token = await auth.login('gone-before@agency.test', 'team-password-1');
    await auth.call('DELETE', `/api/users/${created.body.id}`, { token: adminToken });
    const lateBus = await connectBus('late-starter');
    try {
      await eventually(async () => {
        const verifier = TokenVerifier.remote(auth.url, await EventUserDirectory.follow(lateBus));
        return verifier.verify(token).then(() => false, () => true);
      });
    } finally {
      await lateBus.close();
    }
  });
});

describe('revocation across a NATS outage', () => {
  // An auth service and a bus on servers of their own: this test stops NATS, which the run's other files share.
  let servers: OwnServers;
  let auth: RunningAuth;
  let bus: EventBus;
  let adminToken: string;
  beforeAll(async () => {
    servers = await startOwnServers();
    auth = await startAuth({}, undefined, servers);
    adminToken = await auth.login(ADMIN.email, ADMIN.password);
    bus = await connectBus('auth-outage-observer', servers.natsUrl);
  });
  afterAll(async () => {
    await bus?.close();
    await auth?.close();
    await servers?.stop();
  });

  it('reaches a process that was following the stream once NATS is back', async () => {
    const verifier = TokenVerifier.remote(auth.url, await EventUserDirectory.follow(bus));
    const created = await auth.call('POST', '/api/users', {
      token: adminToken,
      body: { name: 'Outage Olly', email: 'outage@agency.test', password: 'team-password-1' },
    });
    const token = await auth.login('outage@agency.test', 'team-password-1');
    await expect(verifier.verify(token)).resolves.toMatchObject({ kind: 'staff' });

    await servers.stopNats();
    // The auth service still answers from its database: the deletion is stored, its event waits in the outbox.
    expect((await auth.call('DELETE', `/api/users/${created.body.id}`, { token: adminToken })).status).toBe(204);
    expect((await auth.call('GET', '/api/auth/me', { token })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await servers.startNats();

    await eventually(async () => verifier.verify(token).then(() => false, () => true), 20_000);
  });
});

describe('signing keys', () => {
  it('are kept in the database: a restarted service signs with the same key', async () => {
    const before = (await auth.call('GET', '/.well-known/jwks.json')).body;
    const again = await startAuth({}, auth.dbName);
    try {
      expect((await again.call('GET', '/.well-known/jwks.json')).body).toEqual(before);
      expect(before.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(before.keys[0].d).toBeUndefined();
    } finally {
      await again.close();
    }
  });

  it('come from AUTH_PRIVATE_KEY when given', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const given = await startAuth({ privateKeyPem: await exportPKCS8(privateKey) });
    try {
      const token = await given.login(ADMIN.email, ADMIN.password);
      await expect(jwtVerify(token, publicKey, { issuer: TOKEN_ISSUER, audience: Audience.staff })).resolves.toBeTruthy();
    } finally {
      await given.close();
    }
  });
});
