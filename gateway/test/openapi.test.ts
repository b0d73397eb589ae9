import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '@agency/contracts';
import { composeOpenApi, openApiPath, operationIdOf, pathParameterNames, type OpenApiDocument } from '../src/openapi/compose';
import { docsPage } from '../src/openapi/docs-page';

/** The composition of /api/openapi.json and its page, from made-up service documents (the e2e openapi test has the real ones). */

const ok = (schema: unknown) => ({ description: 'Default Response', content: { 'application/json': { schema } } });
const serviceDocument = (paths: OpenApiDocument['paths']): OpenApiDocument => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths });

const routes: ApiRoute[] = [
  { method: 'GET', path: '/api/employers', access: 'staff', service: 'catalog' },
  { method: 'POST', path: '/api/employers', access: 'staff', service: 'catalog' },
  { method: 'PUT', path: '/api/employers/:id', access: 'staff', service: 'catalog' },
  { method: 'DELETE', path: '/api/users/:id', access: 'administrator', service: 'auth', peopleOnly: true },
  { method: 'POST', path: '/api/auth/login', access: 'public', service: 'auth', signIn: true },
  { method: 'POST', path: '/api/candidate/documents', access: 'candidate', service: 'candidates', upload: true },
  { method: 'GET', path: '/api/candidates/:id/documents/:documentId/file', access: 'staff', service: 'candidates' },
];
const employer = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id', 'name'] };
const documents = {
  catalog: serviceDocument({
    '/api/employers': {
      get: { parameters: [{ in: 'query', name: 'limit', required: false, schema: { type: 'integer' } }], responses: { 200: ok({ type: 'array', items: employer }) } },
      post: { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['name'] } } } }, responses: { 201: ok(employer) } },
    },
    '/api/employers/{id}': { put: { parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[a-f0-9]{24}$' } }], responses: { 200: ok(employer) } } },
    // Not in the table: never in the composed document.
    '/internal/stats': { get: { responses: { 200: ok({}) } } },
  }),
  auth: serviceDocument({
    '/api/auth/login': { post: { responses: { 200: ok({ type: 'object' }) } } },
  }),
  candidates: serviceDocument({
    '/api/candidate/documents': { post: { parameters: [{ in: 'query', name: 'fileName', schema: { type: 'string' } }], responses: { 201: ok({ type: 'object' }) } } },
  }),
};

const { document, undescribed } = composeOpenApi({ routes, documents, version: '1.2.3', webhooks: { 'candidate.created': { type: 'object' } } });
const operation = (method: string, path: string) => document.paths[openApiPath(path)]![method]!;

describe('composeOpenApi', () => {
  it('has one operation per route of the table, and nothing a service answers outside it', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))).toEqual([
      'get /api/employers',
      'post /api/employers',
      'put /api/employers/{id}',
      'delete /api/users/{id}',
      'post /api/auth/login',
      'post /api/candidate/documents',
      'get /api/candidates/{id}/documents/{documentId}/file',
    ]);
  });

  it('says who may call each route: security, x-access and a line of its description', () => {
    expect(operation('get', '/api/employers')).toMatchObject({ security: [{ staffToken: [] }], 'x-access': 'staff' });
    expect(operation('delete', '/api/users/:id')).toMatchObject({ security: [{ staffToken: [] }], 'x-access': 'administrator' });
    expect(operation('delete', '/api/users/:id').description).toMatch(/^Who may call it: Administrators only/);
    expect(operation('post', '/api/auth/login')).toMatchObject({ security: [{}, { staffToken: [] }], 'x-access': 'public' });
    expect(operation('post', '/api/candidate/documents')).toMatchObject({ security: [{ candidateToken: [] }], 'x-access': 'candidate' });
    expect(Object.keys(document.components!.securitySchemes!)).toEqual(['staffToken', 'candidateToken', 'clientToken']);
  });

  it("takes the service's parameters, body and answers, and adds what the gateway itself answers", () => {
    const list = operation('get', '/api/employers');
    expect(list.parameters).toEqual([{ in: 'query', name: 'limit', required: false, schema: { type: 'integer' } }]);
    expect(list.responses['200']).toEqual({ description: 'OK', content: { 'application/json': { schema: { type: 'array', items: employer } } } });
    expect(Object.keys(list.responses).sort()).toEqual(['200', '401', '503']);
    expect(operation('post', '/api/employers').requestBody).toEqual(documents.catalog.paths['/api/employers']!.post!.requestBody);
    expect(Object.keys(operation('delete', '/api/users/:id').responses)).toContain('403');
    expect(Object.keys(operation('post', '/api/auth/login').responses)).toContain('429');
    expect(Object.keys(operation('put', '/api/employers/:id').responses).sort()).toEqual(['200', '400', '401', '413', '414', '503']);
  });

  it('describes an upload as the file itself, application/octet-stream', () => {
    expect(operation('post', '/api/candidate/documents').requestBody).toEqual({
      required: true,
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    });
    expect(operation('post', '/api/candidate/documents').parameters).toEqual([{ in: 'query', name: 'fileName', schema: { type: 'string' } }]);
  });

  it("lists every path parameter, the service's own where it has one", () => {
    expect(operation('put', '/api/employers/:id').parameters).toEqual([{ in: 'path', name: 'id', required: true, schema: { type: 'string', pattern: '^[a-f0-9]{24}$' } }]);
    expect(operation('get', '/api/candidates/:id/documents/:documentId/file').parameters).toEqual([
      { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
      { in: 'path', name: 'documentId', required: true, schema: { type: 'string' } },
    ]);
  });

  it('names the routes their service does not describe, and says so in them', () => {
    expect(undescribed).toEqual(['DELETE /api/users/:id', 'GET /api/candidates/:id/documents/:documentId/file']);
    expect(operation('delete', '/api/users/:id').description).toContain('The auth service did not describe this route');
    expect(operation('get', '/api/employers').description).not.toContain('did not describe');
  });

  it('links a creation that answers an id to the routes of what it created', () => {
    expect(operation('post', '/api/employers').responses['201']).toMatchObject({
      links: { putEmployersId: { operationId: 'putEmployersId', parameters: { id: '$response.body#/id' } } },
    });
    expect(operation('post', '/api/candidate/documents').responses['201']).not.toHaveProperty('links');
  });

  it('has each webhook event as a POST the platform sends', () => {
    expect(document.webhooks).toEqual({
      'candidate.created': {
        post: expect.objectContaining({
          operationId: 'webhookCandidateCreated',
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        }),
      },
    });
  });
});

describe('names', () => {
  it('writes paths, path parameters and operation ids as OpenAPI does, one id per route of the real table', () => {
    expect(openApiPath('/api/candidates/:id/documents/:documentId')).toBe('/api/candidates/{id}/documents/{documentId}');
    expect(pathParameterNames('/api/candidates/:id/documents/:documentId')).toEqual(['id', 'documentId']);
    expect(operationIdOf({ method: 'POST', path: '/api/candidate/job-matches/:id/interest' })).toBe('postCandidateJobMatchesIdInterest');
    const ids = apiRoutes.map((route) => operationIdOf(route));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('docsPage', () => {
  const page = docsPage(document);

  it('lists every operation with who may call it, and the webhooks', () => {
    for (const route of routes) expect(page).toContain(`${route.method}</span>${openApiPath(route.path)}</h3>`);
    expect(page).toContain('Administrators only');
    // Only the route marked peopleOnly says an API key is refused.
    expect(page.match(/People signed in only: an API key gets 403\./g)).toHaveLength(1);
    expect(page).toContain('<h2>Webhooks</h2>');
    expect(page).toContain('7 operations');
  });

  it("shows the descriptions' code spans as code, and how an integration sends its API key", () => {
    expect(page).toContain('Every <code>/api</code> route');
    expect(page).not.toContain('`');
    expect(page).toContain('<code>X-API-Key: tbk_…</code>');
  });

  it('needs no script, and escapes what the documents say', () => {
    const hostile = composeOpenApi({
      routes: [{ method: 'GET', path: '/api/employers', access: 'staff', service: 'catalog' }],
      documents: { catalog: serviceDocument({ '/api/employers': { get: { responses: { 200: ok({ description: '<script>alert(1)</script>' }) } } } }) },
      version: '1',
    }).document;
    const html = docsPage(hostile);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;');
  });
});
