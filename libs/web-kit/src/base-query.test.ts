import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaseQuery, errorText } from './base-query';
import { tokenKeyForPath } from './tokens';

const storage = {
  getItem: (key: string) => ({ auth_token: 'staff-token', candidateToken: 'candidate-token', clientToken: 'client-token' })[key] ?? null,
};
const api = { signal: new AbortController().signal } as never;

function answer(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('tokenKeyForPath', () => {
  it('uses the candidate token under /api/candidate and the staff token elsewhere', () => {
    expect(tokenKeyForPath('/api/candidate/profile')).toBe('candidateToken');
    expect(tokenKeyForPath('/api/candidates')).toBe('auth_token');
    expect(tokenKeyForPath('/api/job-roles')).toBe('auth_token');
  });

  it("uses the client's token under /api/client only, and no other token there", () => {
    expect(tokenKeyForPath('/api/client/job-roles')).toBe('clientToken');
    expect(tokenKeyForPath('/api/client/auth/login')).toBe('clientToken');
    expect(tokenKeyForPath('/api/client?x=1')).toBe('clientToken');
    // A staff path that merely starts with the same letters keeps the staff token.
    expect(tokenKeyForPath('/api/clients')).toBe('auth_token');
    expect(tokenKeyForPath('/api/client-contacts')).toBe('auth_token');
    expect(tokenKeyForPath('/api/candidate/profile')).toBe('candidateToken');
  });
});

describe('createBaseQuery', () => {
  const query = createBaseQuery({ storage });

  it('sends the bearer token chosen by path, with cookies', async () => {
    const fetchMock = answer(200, '{"ok":true}');
    const result = await query('/api/candidate/profile', api, {});
    expect(result).toEqual({ data: { ok: true } });
    const [, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer candidate-token');
    expect(init.credentials).toBe('include');
  });

  it("sends the client's token to the client API and never to a staff or candidate call", async () => {
    const fetchMock = answer(200, '[]');
    await query('/api/client/job-roles', api, {});
    await query('/api/job-roles', api, {});
    await query('/api/candidate/profile', api, {});
    const sent = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>).authorization);
    expect(sent).toEqual(['Bearer client-token', 'Bearer staff-token', 'Bearer candidate-token']);
  });

  it('raises a non-2xx answer as "status: body"', async () => {
    answer(409, '{"message":"Already applied"}');
    const result = await query({ url: '/api/x', method: 'POST', body: {} }, api, {});
    expect(result.error).toEqual({ status: 409, message: '409: {"message":"Already applied"}', serverMessage: 'Already applied' });
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    expect((await query('/api/x', api, {})).error?.message).toBe('503: Service Unavailable');
  });

  it('treats a 401 as an empty result only when asked to', async () => {
    answer(401, '{"message":"no"}');
    expect(await query({ url: '/api/auth/me', emptyOn401: true }, api, {})).toEqual({ data: null });
    answer(401, '{"message":"no"}');
    expect((await query('/api/auth/me', api, {})).error?.status).toBe(401);
  });
});

describe('errorText', () => {
  it('formats as the spec says', () => {
    expect(errorText(404, 'nope', 'Not Found')).toBe('404: nope');
  });
});
