import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import * as contracts from '@agency/contracts';
import { apiRoutes, type ApiRoute } from '@agency/contracts';
import { clientContactToken } from './client-contact';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startPlatform } from './platform';

/**
 * Fuzzing every declared `/api` route through the gateway with generated bad input: bodies, query
 * strings and path parameters. Whatever comes in, the answer is never a 5xx, a refusal says what was
 * wrong, and every service is still up afterwards. The bodies are built from the contracts' own field
 * names, so they get past "not an object" and reach each schema's deeper rules.
 */

// Generated sign-ins would otherwise use up the per-IP sign-in limit; limits are tested elsewhere. A whole
// request must arrive within 5 s here (30 s by default), so that a slow client is cut within the test.
const platform = await startPlatform({ SIGN_IN_ATTEMPTS_PER_IP: '100000', HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '3000' });
afterAll(() => platform.stop());

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 50);

async function send(method: string, path: string, token: string | undefined, body?: string) {
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, text };
}

async function signIn() {
  const answer = await send('POST', '/api/auth/login', undefined, JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
  return (JSON.parse(answer.text) as { token: string }).token;
}
const staffToken = await signIn();

// A candidate token from applying for a seeded open role, for the candidate's own routes.
const openRoles = JSON.parse((await send('GET', '/api/job-roles?status=open&limit=1', undefined)).text) as { items: Array<{ id: string }> };
async function applyAsNewCandidate(email: string) {
  const applied = await send(
    'POST',
    '/api/applications/apply-and-register',
    undefined,
    JSON.stringify({ jobRoleId: openRoles.items[0]!.id, candidateEmail: email, candidateFullName: 'Fuzz Candidate' }),
  );
  return (JSON.parse(applied.text) as { candidateToken: string }).candidateToken;
}
const candidateToken = await applyAsNewCandidate('fuzz-candidate@agency.test');

// An employer's contact (decision 0130): client routes are fuzzed past their access check too.
const clientToken = await clientContactToken(platform, staffToken, 'fuzz-contact@client.test');
const tokenFor = (route: ApiRoute) =>
  route.access === 'candidate' ? candidateToken : route.access === 'client' ? clientToken : route.access === 'public' ? undefined : staffToken;

/** Every field name any contract schema knows, so generated bodies and queries look almost right. */
const fieldNames = [
  ...new Set(
    Object.values(contracts).flatMap((value) =>
      value && typeof value === 'object' && 'shape' in value && typeof value.shape === 'object' && value.shape ? Object.keys(value.shape) : [],
    ),
  ),
].sort();

const hexId = fc.stringMatching(/^[a-f0-9]{24}$/);
const nastyText = fc.constantFrom(
  '',
  ' ',
  '$ne',
  '{"$gt":""}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\u0000',
  '\ud800',
  '💥'.repeat(50),
  'x'.repeat(20_000),
  '2026-02-30T25:61:00Z',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 300 }), nastyText, hexId);
const leafValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(...Object.values(contracts.PlacementStage.enum), ...Object.values(contracts.InteractionType.enum), 'administrator'),
);
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: leafValue },
  { weight: 1, arbitrary: fc.array(leafValue, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('$ne', '$gt', '$where', '__proto__', 'constructor'), leafValue) },
);
const nearlyValidBody = fc.dictionary(fc.constantFrom(...fieldNames, '__proto__', 'constructor', '$where'), fieldValue, { maxKeys: 12 });
/** Arrays or objects nested `depth` levels deep: 10,000 levels are 20 KB. */
const nested = (depth: number, kind: 'arrays' | 'objects') =>
  kind === 'arrays' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const TOO_DEEP = /^The request body nests arrays or objects more than 64 levels deep\./;
const body = fc.oneof(
  { weight: 5, arbitrary: nearlyValidBody.map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('arrays' as const, 'objects' as const)).map(([depth, kind]) => nested(depth, kind)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.constantFrom('{"a":', '[', '{"__proto__":{"polluted":true}}', '"text"', '1', 'null', '{}') },
);

/** A query string: the contracts' field names with hostile values, repeated keys, raw bad encodings. */
const query = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(...fieldNames, 'limit', 'offset', 'q'), fc.oneof(anyText, fc.integer().map(String))), { maxLength: 6 })
    .map((pairs) => `?${new URLSearchParams(pairs.map(([key, value]) => [key, value]) as [string, string][]).toString()}`),
  fc.constantFrom('?limit=%zz', '?q=%E0%A4%A', '?limit[]=1&limit[]=2', '?offset=1e400', '?q', '?&&&=', `?q=${'a'.repeat(10_000)}`),
);

/** Text as a path segment; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8 bytes. */
function asPathSegment(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path parameter: ids that do not exist, hostile text, and raw bad encodings. */
const pathParam = fc.oneof(
  hexId,
  anyText.filter((text) => text.length > 0 && text.length < 2_000).map(asPathSegment),
  fc.constantFrom('%zz', '%E0%A4%A', '..%2F..%2Fadmin', '%00', '.', '..'),
);

function fill(route: ApiRoute, param: string) {
  return route.path.replace(/:[^/]+/g, param);
}

function expectCalm(route: ApiRoute, answer: { status: number; text: string }, sent: string) {
  expect(answer.status, `${route.method} ${sent} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    const message = (JSON.parse(answer.text) as { message?: unknown }).message;
    expect(typeof message, `${route.method} ${sent} refused without a message: ${answer.text.slice(0, 300)}`).toBe('string');
  }
}

describe('fuzzing every /api route through the gateway: never a 5xx, always a message', () => {
  it.each(apiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const writes = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
    await fc.assert(
      fc.asyncProperty(pathParam, query, writes ? body : fc.constant(undefined), async (param, search, payload) => {
        const path = `${fill(route, param)}${search}`;
        expectCalm(route, await send(route.method, path, tokenFor(route), payload), path);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });

  // JSON bodies only: an upload's body is a file of up to 10 MB, whose limits documents.api and uploads test.
  const writeRoutes = (apiRoutes as readonly ApiRoute[]).filter((route) => (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') && !route.upload);
  const validId = '0123456789abcdef01234567';
  // The generated calls above may have ended the first candidate's session (a password change does): a new one.
  let freshCandidateToken: Promise<string> | undefined;
  const limitTokenFor = async (route: ApiRoute) =>
    route.access === 'candidate' ? await (freshCandidateToken ??= applyAsNewCandidate('fuzz-limits@agency.test')) : tokenFor(route);

  it.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: a body nested 10,000 levels deep is a 400 that says why, at the gateway and at its service', async (_name, route) => {
    const path = fill(route, validId);
    for (const kind of ['arrays', 'objects'] as const) {
      // The gateway parses the body first; each service, called directly, refuses it the same way.
      for (const base of [platform.url, platform.serviceUrl(route.service)]) {
        const token = await limitTokenFor(route);
        const answer = await fetch(`${base}${path}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: nested(10_000, kind),
        });
        const text = await answer.text();
        expect(answer.status, `${base} ${kind}: ${text.slice(0, 200)}`).toBe(400);
        expect((JSON.parse(text) as { message: string }).message).toMatch(TOO_DEEP);
      }
    }
  });

  it.each(writeRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s: a body over 1 MiB is a 413 with a message', async (_name, route) => {
    const answer = await send(route.method, fill(route, validId), await limitTokenFor(route), JSON.stringify({ text: 'x'.repeat(1_048_576) }));
    expect(answer.status, answer.text.slice(0, 200)).toBe(413);
    expect((JSON.parse(answer.text) as { message: string }).message).toEqual(expect.any(String));
  });

  it('cuts a client that sends its body a byte a second, with a 408', async () => {
    const { hostname, port } = new URL(platform.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
      let text = '';
      let drip: NodeJS.Timeout | undefined;
      socket.once('connect', () => {
        socket.write('POST /api/leads HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{');
        drip = setInterval(() => socket.write(' '), 1_000);
      });
      socket.on('data', (chunk: Buffer) => (text += chunk));
      socket.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
      socket.once('close', () => {
        clearInterval(drip);
        resolve(text);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it('left every service up and the administrator able to sign in', async () => {
    const health = await send('GET', '/healthz', undefined);
    expect(health.status, health.text).toBe(200);
    expect(await signIn()).toEqual(expect.any(String));
  });
});
