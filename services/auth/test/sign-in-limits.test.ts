import { request } from 'node:http';
import { Types } from 'mongoose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PROVISION_CANDIDATE_ACCOUNT, ProvisionCandidateAccountReply } from '@agency/contracts';
import { createLogger, EventBus } from '@agency/service-kit';
import { ADMIN, startAuth, type RunningAuth } from './helpers';

/**
 * The sign-in limits of decision 0068 against the real auth service, at its default limits (10 failures per
 * account and address, 50 per account, 15 minutes). Each client is a loopback address of its own
 * (127.0.0.x): the service sees it as the caller's address. 127.0.0.1 is where the gateway runs, the one
 * address whose X-Forwarded-For the service believes.
 */
const auth = await startAuth();
// A second instance on the same database, as when the service is scaled out.
const second = await startAuth({}, auth.dbName);
const bus = await EventBus.connect(inject('natsUrl'), 'sign-in-limits-test', createLogger('sign-in-limits-test'));
afterAll(async () => {
  await bus.close();
  await second.close();
  await auth.close();
});
const adminToken = await auth.login(ADMIN.email, ADMIN.password);

interface Answer {
  status: number;
  body: { message?: string; token?: string };
  retryAfter?: string;
}

/** A POST from a given local address, optionally claiming another one in X-Forwarded-For. */
function post(service: RunningAuth, from: string, path: string, body: unknown, forwardedFor?: string): Promise<Answer> {
  const url = new URL(path, service.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : {}, ...(retryAfter ? { retryAfter } : {}) });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

const staffSignIn = (from: string, email: string, password: string, service = auth, forwardedFor?: string) =>
  post(service, from, '/api/auth/login', { email, password }, forwardedFor);

let serial = 0;
/** A new team member with a password that meets the policy. */
async function teamMember() {
  const email = `limits-${++serial}-${Date.now()}@agency.test`;
  const password = 'Correct-Horse-Battery-9';
  const created = await auth.call('POST', '/api/users', { token: adminToken, body: { name: `Member ${serial}`, email, password } });
  expect(created.status).toBe(201);
  return { email, password };
}

async function failTimes(times: number, from: string, email: string, service = auth, forwardedFor?: string) {
  for (let i = 0; i < times; i++) expect((await staffSignIn(from, email, `wrong-guess-${i}`, service, forwardedFor)).status).toBe(401);
}

const ADDRESS_BLOCKED = /^Too many failed attempts for this account from your network\. Please wait (\d+) minutes? and try again\.$/;
const ACCOUNT_BLOCKED =
  /^Too many failed attempts for this account\. To protect it, only networks it has signed in from before can try for the next \d+ minutes?\. Please try again later\.$/;

describe('sign-in limits per account and client address', () => {
  it("many failures from one address block that address, with a 429 that says how long, and never the right password from another", async () => {
    await failTimes(10, '127.0.0.2', ADMIN.email);
    const blocked = await staffSignIn('127.0.0.2', ADMIN.email, ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(ADDRESS_BLOCKED);
    expect(Number(ADDRESS_BLOCKED.exec(blocked.body.message!)![1])).toBeLessThanOrEqual(15);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(15 * 60);

    // The administrator, from their own address, is not locked out.
    expect((await staffSignIn('127.0.0.3', ADMIN.email, ADMIN.password)).status).toBe(200);
    // Their success clears only their own address's failures: the guesser's address stays blocked.
    expect((await staffSignIn('127.0.0.2', ADMIN.email, ADMIN.password)).status).toBe(429);
    // And the block is for that account only.
    const other = await teamMember();
    expect((await staffSignIn('127.0.0.2', other.email, other.password)).status).toBe(200);
  });

  it('does not count successes, and a success clears the failures of its address', async () => {
    const member = await teamMember();
    for (let i = 0; i < 15; i++) expect((await staffSignIn('127.0.0.4', member.email, member.password)).status).toBe(200);
    await failTimes(9, '127.0.0.4', member.email);
    expect((await staffSignIn('127.0.0.4', member.email, member.password)).status).toBe(200);
    await failTimes(9, '127.0.0.4', member.email);
    expect((await staffSignIn('127.0.0.4', member.email, member.password)).status).toBe(200);
  });

  it('treats an unknown e-mail like an account, so the answers do not tell which e-mails exist', async () => {
    await failTimes(10, '127.0.0.5', 'nobody-here@agency.test');
    expect((await staffSignIn('127.0.0.5', 'nobody-here@agency.test', 'wrong-guess')).body.message).toMatch(ADDRESS_BLOCKED);
  });

  it('stops a guesser spread over many addresses per account, while the owner at an address they used before still signs in', async () => {
    const member = await teamMember();
    expect((await staffSignIn('127.0.0.10', member.email, member.password)).status).toBe(200);
    for (const guesser of ['127.0.0.20', '127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24']) await failTimes(10, guesser, member.email);

    const fresh = await staffSignIn('127.0.0.25', member.email, 'wrong-guess');
    expect(fresh.status).toBe(429);
    expect(fresh.body.message).toMatch(ACCOUNT_BLOCKED);
    expect((await staffSignIn('127.0.0.25', member.email, member.password)).status).toBe(429);
    expect((await staffSignIn('127.0.0.10', member.email, member.password)).status).toBe(200);
  });

  it('counts in the database: two instances of the service share the counts', async () => {
    const member = await teamMember();
    await failTimes(5, '127.0.0.30', member.email, auth);
    await failTimes(5, '127.0.0.30', member.email, second);
    expect((await staffSignIn('127.0.0.30', member.email, member.password, auth)).status).toBe(429);
    expect((await staffSignIn('127.0.0.30', member.email, member.password, second)).status).toBe(429);
    expect((await staffSignIn('127.0.0.31', member.email, member.password, second)).status).toBe(200);
  });

  it("believes X-Forwarded-For from the gateway's address only: a direct caller cannot pick the address it is counted as", async () => {
    const member = await teamMember();
    await failTimes(10, '127.0.0.40', member.email, auth, '127.0.0.41');
    expect((await staffSignIn('127.0.0.40', member.email, member.password, auth, '127.0.0.42')).status).toBe(429);

    // From 127.0.0.1 (the gateway) the header is the client's address: each client has its own count.
    await failTimes(10, '127.0.0.1', member.email, auth, '203.0.113.7');
    expect((await staffSignIn('127.0.0.1', member.email, member.password, auth, '203.0.113.7')).status).toBe(429);
    expect((await staffSignIn('127.0.0.1', member.email, member.password, auth, '203.0.113.8')).status).toBe(200);
  });

  it('applies to the candidate portal sign-in too', async () => {
    const candidateId = new Types.ObjectId().toHexString();
    const email = `limits-candidate-${candidateId}@example.com`;
    const provisioned = ProvisionCandidateAccountReply.parse(
      (await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email, password: 'Portal-Pass-2025!' }), { timeout: 5_000 })).json(),
    );
    expect(provisioned.ok).toBe(true);
    const signIn = (from: string, password: string) => post(auth, from, '/api/candidate/auth/login', { email, password });
    for (let i = 0; i < 10; i++) expect((await signIn('127.0.0.50', `wrong-guess-${i}`)).status).toBe(401);
    expect((await signIn('127.0.0.50', 'Portal-Pass-2025!')).body.message).toMatch(ADDRESS_BLOCKED);
    expect((await signIn('127.0.0.51', 'Portal-Pass-2025!')).status).toBe(200);
  });
});
