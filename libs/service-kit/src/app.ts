import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '@agency/contracts';
// Loading the contracts configures zod's messages once for the process: a rule without a message of its own answers
// in plain words ('count: must be at most 10'), never zod's own ('Too big: expected number to be <=10'); issue 21.
import '@agency/contracts';
import { envInt } from './config';
import { isDatabaseUnavailable } from './database';
import { HttpError } from './errors';
import { registerJsonBodyParser } from './json-body';
import { createLogger } from './logger';
import { registerInternalOpenApiRoute, registerOpenApi } from './openapi';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean> | boolean;
}

/**
 * How long a client may take over a request, and how long an unused connection stays open (decision
 * 0071). They bound what a request costs before a handler runs: a client sending a byte every few
 * seconds is cut once its headers or its whole request are late. Answers are not bounded by them.
 */
export interface HttpTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
  /** A connection on which nothing moves either way, mid-request. */
  idleMs: number;
  /** A kept-alive connection between requests; longer than a load balancer's usual 60 s. */
  keepAliveMs: number;
}

export function httpTimeouts(): HttpTimeouts {
  return {
    headersMs: envInt('HTTP_HEADERS_TIMEOUT_MS', 15_000),
    requestMs: envInt('HTTP_REQUEST_TIMEOUT_MS', 30_000),
    idleMs: envInt('HTTP_IDLE_TIMEOUT_MS', 60_000),
    keepAliveMs: 72_000,
  };
}

export interface CreateAppOptions {
  name: string;
  /** A pino logger; by default one named after the service. */
  logger?: FastifyBaseLogger;
  /** Checked by `/readyz`; `/healthz` only says the process is alive. */
  readiness?: ReadinessCheck[];
  /** The deployed version (the image's tag), said by `/readyz`. */
  version?: string;
  /** Security headers; services answer JSON only, so by default without a content security policy. */
  helmet?: FastifyHelmetOptions;
  /** Set to false when the caller defines its own `/healthz` and `/readyz`. */
  probes?: boolean;
  /**
   * Addresses (comma-separated, CIDR allowed) whose X-Forwarded-For is believed for `request.ip`: the
   * gateway's, for a service. Nobody's by default: the address is the connection's.
   */
  trustProxy?: string;
  /** Replaces the JSON 404 for unknown routes (the gateway falls back to the web app's page). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** By default from the environment (`httpTimeouts()`). */
  timeouts?: HttpTimeouts;
  /**
   * Set to false where `GET /internal/openapi.json` must not be served (the gateway, which faces the internet,
   * reads its own description in process). Every app describes its routes either way (`app.swagger()`).
   */
  internalOpenApi?: boolean;
}

/** Fastify's router errors, in words a person can act on. */
const ROUTER_ERRORS: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long: at most 100 characters between two slashes.',
  FST_ERR_BAD_URL: 'The address is malformed: a % must be followed by two hexadecimal digits.',
};

const DATABASE_DOWN = 'The database is unavailable right now. Please try again shortly.';

/**
 * The fastify app every service and the gateway start from: zod validation of every schema'd request,
 * one JSON error body (`{ message, issues? }`), request ids (kept from `x-request-id` when a caller sends
 * one), pino logs, security headers, the two probes and the OpenAPI description of its routes.
 */
export function createApp(options: CreateAppOptions) {
  const timeouts = options.timeouts ?? httpTimeouts();
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(options.name),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // What fastify's router refuses before any hook runs answers the one error body too, in words (issue 22's
    // Schemathesis run: a 300-character slug got fastify's own body, echoing the whole address).
    frameworkErrors: (error, _request, reply) => {
      const message = ROUTER_ERRORS[error.code] ?? 'Internal server error';
      void (reply as FastifyReply).status(error.statusCode ?? 500).send({ message } satisfies ErrorBody);
    },
    bodyLimit: 1_048_576,
    trustProxy: options.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node looks for late requests this often (30 s by default, which would double the 30 s limit).
      connectionsCheckingInterval: 1_000,
    },
  }).withTypeProvider<ZodTypeProvider>();
  registerJsonBodyParser(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(helmet, options.helmet ?? { contentSecurityPolicy: false, global: true });
  // Before any route, so that each is described from the schemas it validates with (decision 0107).
  registerOpenApi(app, options.name, options.version);
  if (options.internalOpenApi !== false) registerInternalOpenApiRoute(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // No stored text can hold NUL (PostgreSQL's JSON, under FerretDB): refused in an address as in a body.
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00')) throw new HttpError(400, 'The address must not contain the NUL character (%00).');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, message: body.message }, 'request refused');
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler(
    options.notFound ??
      ((request, reply) => {
        reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody);
      }),
  );

  if (options.probes === false) return app;
  app.get('/healthz', async () => ({ status: 'ok', service: options.name }));
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      (options.readiness ?? []).map(async ({ name, check }) => [name, await Promise.resolve(check()).catch(() => false)] as const),
    );
    const checks = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'up' : 'down']));
    const ready = results.every(([, ok]) => ok);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks, version: options.version });
  });

  return app;
}

function toErrorResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as { validationContext?: string }).validationContext ?? 'request';
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
      message: issue.message ?? 'is invalid',
    }));
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    return { status: 400, body: { message: `Invalid ${where}: ${summary}`, issues } };
  }
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_DOWN } };
  if (isResponseSerializationError(error)) return { status: 500, body: { message: 'Internal server error' } };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, body: { message: 'Internal server error' } };
  // fastify's own client errors (bad JSON, body too large, wrong content type) carry readable messages.
  return { status, body: { message: error.message } };
}
