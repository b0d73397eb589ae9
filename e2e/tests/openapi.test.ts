import { afterAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Access, type ApiRoute } from '@agency/contracts';
import { clientContactToken } from './client-contact';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, startPlatform } from './platform';

/**
 * `/api/openapi.json` and `/api/docs` on the real platform (decision 0107): every route of the table
 * (libs/contracts routes.ts, read when the test runs, so a new route is held to it at once) is in the document
 * with its method, path parameters and who may call it, with the parameters, body and answers its owner describes
 * from the schemas it validates with, and the body schema is what the service enforces: an empty body is refused
 * naming exactly the fields the document says are required.
 */

const platform = await startPlatform();
afterAll(() => platform.stop());

interface Operation {
  operationId: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema?: { type?: string; properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security: Array<Record<string, string[]>>;
  'x-access': Access;
  description: string;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  webhooks?: Record<string, unknown>;
}

async function json<T>(url: string, token?: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

const documentAnswer = await fetch(`${platform.url}/api/openapi.json`);
const document = (await documentAnswer.json()) as Document;
const ownDocuments = new Map<string, Document>();
for (const service of new Set(apiRoutes.map((route) => route.service).filter((service) => service !== 'gateway'))) {
  ownDocuments.set(service, (await json<Document>(`${platform.serviceUrl(service)}/internal/openapi.json`)).body);
}

const oasPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');
const operationOf = (route: ApiRoute) => document.paths[oasPath(route.path)]?.[route.method.toLowerCase()];
const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [{}, { staffToken: [] }],
  staff: [{ staffToken: [] }],
  manager: [{ staffToken: [] }],
  administrator: [{ staffToken: [] }],
  candidate: [{ candidateToken: [] }],
  client: [{ clientToken: [] }],
};

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document anyone may read, with the staff and candidate bearer schemes', () => {
    expect(documentAnswer.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes).toMatchObject({
      staffToken: { type: 'http', scheme: 'bearer' },
      candidateToken: { type: 'http', scheme: 'bearer' },
      clientToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('has one operation per route of the table and no other', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(apiRoutes.map((route) => `${route.method} ${oasPath(route.path)}`).sort());
  });

  it.each(apiRoutes.map((route) => [routeName(route), route] as const))('%s: its path parameters, who may call it and its security', (_name, route: ApiRoute) => {
    const operation = operationOf(route)!;
    expect(operation, 'missing from the document').toBeDefined();
    const names = [...route.path.matchAll(/:([^/]+)/g)].map((match) => match[1]);
    const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
    expect(pathParameters.map((parameter) => parameter.name)).toEqual(names);
    expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
    expect(operation['x-access']).toBe(route.access);
    expect(operation.security).toEqual(SECURITY[route.access]);
    expect(operation.description).toMatch(/^Who may call it: /);
    if (route.upload) expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['application/octet-stream']);
  });

  const ownedByServices = apiRoutes.filter((route) => route.service !== 'gateway');
  it.each(ownedByServices.map((route) => [routeName(route), route] as const))(
    '%s: its parameters, body and answers are those its service describes',
    (_name, route: ApiRoute) => {
      const own = ownDocuments.get(route.service)!.paths[oasPath(route.path)]?.[route.method.toLowerCase()];
      expect(own, `${route.service} does not describe it`).toBeDefined();
      const operation = operationOf(route)!;
      const schemas = (responses: Operation['responses']) =>
        Object.fromEntries(Object.entries(responses).map(([status, response]) => [status, response.content?.['application/json']?.schema]));
      expect(schemas(operation.responses)).toMatchObject(schemas(own!.responses));
      expect(operation.parameters ?? []).toEqual(expect.arrayContaining(own!.parameters ?? []));
      if (!route.upload) expect(operation.requestBody).toEqual(own!.requestBody);
    },
  );
});

// Tokens for the routes' owners to get past access control, so that what is checked is the body's validation.
const staffToken = (await json<{ token: string }>(`${platform.url}/api/auth/login`, undefined, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
})).body.token;
const openRole = (await json<{ items: Array<{ id: string }> }>(`${platform.url}/api/job-roles?status=open&limit=1`)).body.items[0]!;
const candidateToken = (await json<{ candidateToken: string }>(`${platform.url}/api/applications/apply-and-register`, undefined, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jobRoleId: openRole.id, candidateEmail: 'openapi-candidate@agency.test', candidateFullName: 'Open Api' }),
})).body.candidateToken;

const clientToken = await clientContactToken(platform, staffToken, 'openapi-contact@client.test');

describe('the documented bodies are what the services enforce', () => {
  const jsonBodies = (apiRoutes as readonly ApiRoute[]).filter((route) => (route.method === 'POST' || route.method === 'PUT') && !route.upload && route.service !== 'gateway');

  it.each(jsonBodies.map((route) => [routeName(route), route] as const))('%s: an empty body is refused naming exactly the required fields', async (_name, route: ApiRoute) => {
    const schema = operationOf(route)!.requestBody?.content['application/json']?.schema;
    const path = route.path.replace(/:[^/]+/g, '65a000000000000000000000');
    const token = route.access === 'candidate' ? candidateToken : route.access === 'client' ? clientToken : route.access === 'public' ? undefined : staffToken;
    const answer = await json<{ message: string; issues?: Array<{ path: string }> }>(`${platform.serviceUrl(route.service)}${path}`, token, {
      method: route.method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const required = schema?.required ?? [];
    if (required.length === 0) {
      // Nothing required: the body passes the fields' rules (whatever the route then answers), or a rule over the whole body refuses it.
      const named = (answer.body.issues ?? []).map((issue) => issue.path).filter((path) => path in (schema?.properties ?? {}));
      expect(named, answer.body.message).toEqual([]);
      return;
    }
    expect(answer.status, answer.body.message).toBe(400);
    const named = new Set((answer.body.issues ?? []).map((issue) => issue.path.split('.')[0]));
    expect([...named].sort(), answer.body.message).toEqual([...required].sort());
  });
});

describe('GET /api/docs', () => {
  it('lists every route of the table, in a page that needs no script', async () => {
    const response = await fetch(`${platform.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    for (const route of apiRoutes) {
      expect(page, routeName(route)).toContain(`${route.method}</span>${oasPath(route.path)}</h3>`);
    }
  });

  it('shows in Chromium under the content security policy, with nothing refused', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${platform.url}/api/docs`);
      expect(await page.locator('section.operation').count()).toBe(apiRoutes.length);
      // The page's own styles apply (an inline style the policy refused would leave the method badges unstyled).
      expect(await page.locator('.method.get').first().evaluate((badge) => getComputedStyle(badge).backgroundColor)).toBe('rgb(29, 78, 216)');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
