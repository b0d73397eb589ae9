import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from './app';
import { conflict } from './errors';

const app = createApp({
  name: 'test',
  readiness: [
    { name: 'always', check: () => true },
    { name: 'broken', check: async () => Promise.reject(new Error('down')) },
  ],
});
app.post(
  '/things',
  { schema: { body: z.object({ name: z.string().min(1, 'Name is required'), count: z.number().int().max(10) }) } },
  async () => ({ ok: true }),
);
app.get('/items/:id', async (request) => request.params);
app.get('/conflict', async () => {
  throw conflict('This thing already exists');
});
app.get('/crash', async () => {
  throw new Error('secret internal detail');
});
app.get('/db-down', async () => {
  const error = new Error('Server selection timed out');
  error.name = 'MongoServerSelectionError';
  throw error;
});
afterAll(() => app.close());

describe('createApp', () => {
  it('answers a validation error with 400, the field and why, in plain words even where the schema gave none (issue 21)', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: '', count: 99 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'count', message: 'must be at most 10' },
    ]);
    expect(body.message).toBe('Invalid body: name: Name is required; count: must be at most 10');
  });

  it('answers malformed JSON with a readable 400, not a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/i);
  });

  it('refuses a number too large for a double (1e400) with a 400 naming the field, as it would reach a handler as null through the gateway', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: '{"name":"a","count":-1e400}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid body: count: must be a finite number (this one is too large to represent)');
  });

  it('refuses the NUL character in a body or an address with a 400 (PostgreSQL under FerretDB cannot store it)', async () => {
    const body = await app.inject({ method: 'POST', url: '/things', payload: '{"name":"a\\u0000b","count":1}', headers: { 'content-type': 'application/json' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('Invalid body: name: must not contain the NUL character (U+0000)');
    const key = await app.inject({ method: 'POST', url: '/things', payload: '{"name":"a","count":1,"x\\u0000":1}', headers: { 'content-type': 'application/json' } });
    expect(key.json().message).toBe('Invalid body: "x\\u0000": must not contain the NUL character (U+0000)');
    const address = await app.inject({ url: '/conflict?q=%00' });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toBe('The address must not contain the NUL character (%00).');
  });

  it('passes a deliberate HTTP error through with its status', async () => {
    const response = await app.inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This thing already exists' });
  });

  it('hides internal details of an unexpected failure', async () => {
    const response = await app.inject({ url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answers 503 with a clear message when the database cannot be reached', async () => {
    const response = await app.inject({ url: '/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The database is unavailable right now. Please try again shortly.');
  });

  it("answers what fastify's router refuses (a path parameter over 100 characters, a bad %-encoding) with the one error body, in words", async () => {
    const long = await app.inject({ method: 'GET', url: `/items/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'A part of the address is too long: at most 100 characters between two slashes.' });
    const malformed = await app.inject({ method: 'GET', url: '/items/%zz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The address is malformed: a % must be followed by two hexadecimal digits.' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /nowhere' });
  });

  it('keeps a caller-given request id and makes one up otherwise', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports readiness per check and 503 when one is down', async () => {
    const response = await app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { always: 'up', broken: 'down' } });
  });

  it('sets security headers', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
