import { z } from 'zod';
import { ErrorBody, type Access, type ApiRoute } from '@agency/contracts';
import { OPENAPI_VERSION } from '@agency/service-kit';

/** The parts of an OpenAPI 3.1 document the composition reads and writes; the rest passes through as it came. */
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: unknown; description?: string }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  security?: Array<Record<string, string[]>>;
  'x-access'?: Access;
  [extension: `x-${string}`]: unknown;
}
export type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: OpenApiPaths;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  webhooks?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The kinds of bearer token the gateway accepts: the team's (CRM), a candidate's (portal) and a client's (client portal). */
export const SECURITY_SCHEMES = {
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A staff member's token from POST /api/auth/login (recruiter, manager or administrator), or an integration's API key " +
      "(tbk_…, made by an administrator at /api/api-keys), sent as this bearer token or in the X-API-Key header: it acts as " +
      'staff of its role, never on candidate routes or on those that say they are for people only (decision 0109).',
  },
  candidateToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "A candidate's token from POST /api/candidate/auth/login or POST /api/applications/apply-and-register.",
  },
  clientToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "An employer contact's token from POST /api/client/auth/login or /api/client/auth/reset-password (the link of a staff " +
      "member's invitation): for the /api/client routes only, and only for that contact's own employer (decision 0130).",
  },
} as const;

/** Who may call a route, in words: the line each operation's description starts with. */
export const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Anyone, without a token (on a read, a staff token may show more, e.g. job roles of every status).',
  staff: 'Signed-in staff: recruiters, managers and administrators (staff token).',
  manager: 'Managers and administrators (staff token of either; recruiters get 403).',
  administrator: 'Administrators only (staff token of an administrator; other staff get 403).',
  candidate: 'The signed-in candidate, for their own records only (candidate token).',
  client: "A signed-in contact person of an employer, for their own employer's records only (client token).",
};

const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  // No token needed; one may be sent.
  public: [{}, { staffToken: [] }],
  staff: [{ staffToken: [] }],
  manager: [{ staffToken: [] }],
  administrator: [{ staffToken: [] }],
  candidate: [{ candidateToken: [] }],
  client: [{ clientToken: [] }],
};

/** `/api/users/:id` as OpenAPI writes it: `/api/users/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');
/** The names of a route's path parameters, in order. */
export const pathParameterNames = (path: string) => [...path.matchAll(/:([^/]+)/g)].map((match) => match[1]!);

/** `POST /api/candidate/job-matches/:id/interest` → `postCandidateJobMatchesIdInterest`: stable, unique per route. */
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path'>): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const errorSchema = z.toJSONSchema(ErrorBody, { target: 'draft-2020-12', io: 'output' });
delete (errorSchema as { $schema?: string }).$schema;
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

/** What the gateway itself may answer for a route before (or instead of) its service, as ErrorBody. */
function gatewayAnswers(route: ApiRoute): OpenApiOperation['responses'] {
  return {
    // The router refuses these before any rule of the route runs (service-kit's frameworkErrors).
    ...(pathParameterNames(route.path).length > 0 && {
      400: errorAnswer('The address is malformed.'),
      414: errorAnswer('A part of the address is longer than 100 characters.'),
    }),
    ...(route.access !== 'public' && { 401: errorAnswer('No valid token of the kind this route needs.') }),
    ...(route.access === 'administrator' && { 403: errorAnswer('The staff member is not an administrator.') }),
    ...(route.access === 'manager' && { 403: errorAnswer('The staff member is a recruiter, not a manager or administrator.') }),
    ...((route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') && { 413: errorAnswer('The body is larger than the limit.') }),
    ...((route.signIn || route.publicForm) && { 429: errorAnswer('Too many attempts from this network; the message says when to try again.') }),
    503: errorAnswer('The owning service is unavailable right now.'),
  };
}

/** A file upload's body: the file's bytes, of any type (the service reads its kind from the content). */
const UPLOAD_BODY = {
  required: true,
  content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
};

export interface Composed {
  document: OpenApiDocument;
  /** Routes of the table their owner's document does not describe (the owner did not answer, or lacks the route). */
  undescribed: string[];
}

/**
 * The document of `/api` as the gateway exposes it: one operation per route of the table (libs/contracts
 * routes.ts: method, path, who may call it, owner), with the parameters, bodies and answers its owner's own
 * document gives (each service describes its routes from the zod schemas it validates with). The table says
 * which routes exist and who may call them; the owners say what they take and answer (decision 0107).
 * `documents` maps an owner ('catalog', …, 'gateway') to its document, absent when it could not be read.
 */
export function composeOpenApi(options: {
  routes: readonly ApiRoute[];
  documents: Partial<Record<ApiRoute['service'], OpenApiDocument>>;
  version: string;
  /** Event name → JSON Schema of its payload, for the `webhooks` section. */
  webhooks?: Record<string, unknown>;
}): Composed {
  const paths: OpenApiPaths = {};
  const undescribed: string[] = [];
  for (const route of options.routes) {
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    const own = options.documents[route.service]?.paths[path]?.[method];
    if (!own) undescribed.push(`${route.method} ${route.path}`);
    paths[path] = { ...paths[path], [method]: operationOf(route, own) };
  }
  addLinks(options.routes, paths);
  const document: OpenApiDocument = {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'TalentBridge API',
      version: options.version,
      description:
        'Every `/api` route of the platform. Each operation says who may call it (`x-access`: public, staff, administrator ' +
        'or candidate, and its `security`). Errors answer `{ message, issues? }`.',
    },
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
  if (options.webhooks && Object.keys(options.webhooks).length > 0) document.webhooks = webhooksOf(options.webhooks);
  return { document, undescribed };
}

function operationOf(route: ApiRoute, own: OpenApiOperation | undefined): OpenApiOperation {
  const given = own?.parameters ?? [];
  // Every `:name` of the path is a parameter, described by the owner or, where it has no schema for it, as text.
  const pathParameters = pathParameterNames(route.path).map(
    (name) => given.find((parameter) => parameter.in === 'path' && parameter.name === name) ?? { in: 'path', name, required: true, schema: { type: 'string' } },
  );
  const parameters = [...pathParameters, ...given.filter((parameter) => parameter.in !== 'path')];
  const requestBody = route.upload ? UPLOAD_BODY : own?.requestBody;
  const undescribedLine = own ? '' : `\n\nThe ${route.service} service did not describe this route: its parameters, body and answers are missing here.`;
  return {
    operationId: operationIdOf(route),
    summary: `${route.method} ${route.path}`,
    description: `Who may call it: ${WHO_MAY_CALL[route.access]}${route.peopleOnly ? ' People signed in only: an API key gets 403.' : ''}${route.upload ? '\n\nThe body is the file itself (application/octet-stream) with its Content-Length.' : ''}${undescribedLine}`,
    tags: [route.service],
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: { ...gatewayAnswers(route), ...withDescriptions(own?.responses ?? {}) },
    security: SECURITY[route.access],
    'x-access': route.access,
  };
}

/**
 * OpenAPI links from each creation to the routes of what it created (`POST /api/employers` answers 201 with
 * an `id`; `PUT /api/employers/{id}` takes it), so that a stateful test (Schemathesis) can chain them.
 */
function addLinks(routes: readonly ApiRoute[], paths: OpenApiPaths): void {
  for (const creation of routes.filter((route) => route.method === 'POST')) {
    const created = paths[openApiPath(creation.path)]!.post!.responses['201'];
    const schema = created?.content?.['application/json']?.schema as { properties?: Record<string, unknown> } | undefined;
    if (!created || !schema?.properties?.id) continue;
    const targets = routes.filter((route) => route.path.startsWith(`${creation.path}/:id`));
    if (targets.length === 0) continue;
    (created as { links?: unknown }).links = Object.fromEntries(
      targets.map((target) => [operationIdOf(target), { operationId: operationIdOf(target), parameters: { id: '$response.body#/id' } }]),
    );
  }
}

/** fastify-swagger writes 'Default Response' for every answer: a status says more. */
function withDescriptions(responses: OpenApiOperation['responses']): OpenApiOperation['responses'] {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      { ...response, description: response.description === 'Default Response' ? (STATUS_TEXT[status] ?? `HTTP ${status}`) : response.description },
    ]),
  );
}

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'The request is invalid; the message says what to change.',
  401: 'No valid token of the kind this route needs.',
  403: 'Not allowed for this caller.',
  404: 'Not found.',
  409: 'Conflicts with the current state; the message says why.',
  410: 'Gone.',
  413: 'The body is larger than the limit.',
  415: 'The body is not of a type this route takes.',
  422: 'Understood but refused; the message says why.',
  429: 'Too many requests; the message says when to try again.',
  502: 'A service answered something the gateway could not read.',
  503: 'Unavailable right now.',
};

/** OpenAPI 3.1 `webhooks`: each event as the POST the platform sends to a subscriber's endpoint. */
function webhooksOf(events: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(events).map(([event, schema]) => [
      event,
      {
        post: {
          operationId: `webhook${event.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_match, _separator, letter: string) => letter.toUpperCase())}`,
          summary: `The '${event}' event, sent to the endpoints subscribed to it`,
          requestBody: { required: true, content: { 'application/json': { schema } } },
          responses: { '2XX': { description: 'Received; any other answer is retried.' } },
        },
      },
    ]),
  );
}
