import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Agent, RetryAgent, request as undiciRequest, type Dispatcher } from 'undici';
import type { FrontendFiles } from './config';
import { PROBE_INTERVAL_MS, readyInstances } from './ready-instances';

/** The answer headers of a frontend's container that the gateway passes on (caching headers are its own). */
const PASSED_ON = ['content-type', 'etag', 'last-modified'];
/** The request headers passed on, so that a revalidation can end in a 304. */
const ASKED_WITH = ['if-none-match', 'if-modified-since'];

/**
 * A frontend's files come from its newest ready instance (decision 0087). A request that found no instance
 * listening, or lost its connection, is sent again (the old container may stop listening before the probe
 * notices); files are only read.
 *
 * Connections are kept between requests, and all of them are dropped when the instance a lookup would choose
 * changes (a deploy): a kept connection would still reach the old version after the switch, and a manifest of one
 * version with chunks of the other is a broken page. They are kept because undici 7 (7.29–7.30) crashes the
 * process with an uncatchable `assert(!this.paused)` when an answer sent with `Connection: close` ends while
 * its body waits to be read (nodejs/undici#5360, fixed only in undici 8, which needs Node 22): a new connection
 * per request, as before, asked every answer to close its connection that way, and the gateway died under a
 * browser's first load in CI (stack notes).
 */
const retryOptions = {
  maxRetries: 5,
  minTimeout: PROBE_INTERVAL_MS / 5,
  timeoutFactor: 1.5,
  methods: ['GET', 'HEAD'],
  errorCodes: ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'],
  // An answer is passed on as it is, a 503 included.
  statusCodes: [],
} satisfies ConstructorParameters<typeof RetryAgent>[1];

let current: { changes: number; client: Dispatcher } | undefined;

function frontendClient(): Dispatcher {
  if (current?.changes !== readyInstances.changes) {
    // Requests under way on the previous client finish; its kept connections close then.
    void current?.client.close().catch(() => undefined);
    const agent = new Agent({ keepAliveTimeout: 4_000, connect: { lookup: readyInstances.lookup } });
    current = { changes: readyInstances.changes, client: new RetryAgent(agent, retryOptions) };
  }
  return current.client;
}

/** One built file as text; undefined when it is not there, or the frontend's container does not answer. */
export async function readFrontendFile(files: FrontendFiles, file: string): Promise<string | undefined> {
  if (!files.filesUrl) return readFile(join(files.dist, file), 'utf8').catch(() => undefined);
  readyInstances.track(files.filesUrl, 'newest');
  try {
    const answer = await undiciRequest(new URL(file, withSlash(files.filesUrl)), { dispatcher: frontendClient(), headersTimeout: 5_000, bodyTimeout: 5_000 });
    if (answer.statusCode === 200) return await answer.body.text();
    await answer.body.dump();
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * Answers a request with a file of a frontend's own container (decision 0081): `file` is its path there.
 * The container's status, type and validators, the gateway's caching headers; a 503 while it does not answer.
 * undici's `request`, not fetch: fetch adds `cache-control: no-cache` to a conditional request, and the
 * container would then never answer 304.
 */
export async function sendFrontendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  filesUrl: string,
  file: string,
  setCaching: (reply: FastifyReply, file: string) => void,
) {
  const headers = Object.fromEntries(ASKED_WITH.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name]]] : [])));
  let answer: Dispatcher.ResponseData;
  readyInstances.track(filesUrl, 'newest');
  const address = new URL(file, withSlash(filesUrl));
  try {
    answer = await undiciRequest(address, { dispatcher: frontendClient(), headers, headersTimeout: 10_000, bodyTimeout: 10_000 });
    if (answer.statusCode === 404) answer = await fromAnotherInstance(address, headers, answer);
  } catch (error) {
    request.log.warn({ err: error, filesUrl }, 'frontend unavailable');
    return reply.code(503).send({ message: 'This part of the website is unavailable right now. Please try again shortly.' });
  }
  reply.code(answer.statusCode);
  if (answer.statusCode !== 200) await answer.body.dump();
  if (answer.statusCode === 404) return reply.send({ message: `Not found: ${request.url.split('?')[0]}` });
  for (const name of PASSED_ON) {
    const value = answer.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  setCaching(reply, file);
  return reply.send(answer.statusCode === 200 ? answer.body : undefined);
}

/**
 * A file the chosen instance does not have, asked of the frontend's other instances (decision 0087): a page
 * that read the previous version's manifest just before the switch still gets that version's chunks from
 * the old container while it drains. The first answer that is not a 404, else the 404 itself.
 */
async function fromAnotherInstance(address: URL, headers: Record<string, string>, notFound: Dispatcher.ResponseData): Promise<Dispatcher.ResponseData> {
  const addresses = readyInstances.resolvedAddresses(address.hostname);
  if (addresses.length < 2) return notFound;
  for (const other of addresses) {
    const direct = new URL(address);
    direct.hostname = other.includes(':') ? `[${other}]` : other;
    const answer = await undiciRequest(direct, { dispatcher: frontendClient(), headers, headersTimeout: 10_000, bodyTimeout: 10_000 }).catch(() => undefined);
    if (!answer) continue;
    if (answer.statusCode !== 404) {
      await notFound.body.dump();
      return answer;
    }
    await answer.body.dump();
  }
  return notFound;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
