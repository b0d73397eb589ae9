import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '@agency/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startPlatform } from './platform';

/**
 * Decisions 0068 and 0069 through the real gateway: the auth service counts failed sign-ins per account and
 * client address, the address being the one the gateway saw (it passes it on in X-Forwarded-For); and a
 * candidate's 'Sign out everywhere' ends their other sessions at the gateway and every service.
 */
const platform = await startPlatform();
afterAll(() => platform.stop());
// The gateway listens on 127.0.0.1; each client below connects from a loopback address of its own.
const gateway = new URL(platform.url);
gateway.hostname = '127.0.0.1';

const DEMO_CANDIDATE = { email: 'sarah.mitchell@example.com', password: 'ChangeMe-Candidate-2025!' };

function send(from: string, method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: { message?: string; token?: string } }>((resolve, reject) => {
    const sent = request(
      new URL(path, gateway),
      {
        method,
        localAddress: from,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : {} }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

describe('sign-in limits through the gateway', () => {
  it('blocks the address that keeps failing for the administrator, not the administrator', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('127.0.0.2', 'POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: `wrong-guess-${i}` } })).status).toBe(401);
    }
    const blocked = await send('127.0.0.2', 'POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed attempts for this account from your network\. Please wait \d+ minutes? and try again\.$/);
    expect((await send('127.0.0.3', 'POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status).toBe(200);
  });
});

describe("a candidate's sessions through the gateway", () => {
  it("'Sign out everywhere' on one device ends the session on the other, at the gateway and the services", async () => {
    const signIn = async () => (await send('127.0.0.4', 'POST', '/api/candidate/auth/login', { body: DEMO_CANDIDATE })).body.token!;
    const laptop = await signIn();
    const phone = await signIn();
    expect((await send('127.0.0.4', 'GET', '/api/candidate/profile', { token: phone })).status).toBe(200);

    expect((await send('127.0.0.4', 'DELETE', '/api/candidate/auth/sessions', { token: laptop })).status).toBe(204);
    await eventually(async () => (await send('127.0.0.4', 'GET', '/api/candidate/profile', { token: phone })).status === 401, 5_000);
    expect(await send('127.0.0.4', 'GET', '/api/candidate/profile', { token: phone })).toEqual({ status: 401, body: { message: 'Your session has ended. Please sign in again.' } });
    expect((await send('127.0.0.4', 'GET', '/api/candidate/job-matches', { token: laptop })).status).toBe(401);
    expect((await send('127.0.0.4', 'GET', '/api/candidate/profile', { token: await signIn() })).status).toBe(200);
  });
});
