import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { request as undiciRequest, type Dispatcher } from 'undici';
import type { FrontendFiles } from './config';

/** The answer headers of a frontend's container that the gateway passes on (caching headers are its own). */
const PASSED_ON = ['content-type', 'etag', 'last-modified'];
/** The request headers passed on, so that a revalidation can end in a 304. */
const ASKED_WITH = ['if-none-match', 'if-modified-since'];

/** One built file as text; undefined when it is not there, or the frontend's container does not answer. */
export async function readFrontendFile(files: FrontendFiles, file: string): Promise<string | undefined> {
  if (!files.filesUrl) return readFile(join(files.dist, file), 'utf8').catch(() => undefined);
  try {
    const response = await fetch(new URL(file, withSlash(files.filesUrl)), { signal: AbortSignal.timeout(5_000) });
    return response.ok ? await response.text() : undefined;
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
  try {
    answer = await undiciRequest(new URL(file, withSlash(filesUrl)), { headers, headersTimeout: 10_000, bodyTimeout: 10_000 });
  } catch (error) {
    request.log.warn({ err: error, filesUrl }, 'frontend unavailable');
    return reply.code(503).send({ message: 'This part of the website is unavailable right now. Please try again shortly.' });
  }
  reply.code(answer.statusCode);
  for (const name of PASSED_ON) {
    const value = answer.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  if (answer.statusCode !== 200) await answer.body.dump();
  if (answer.statusCode === 404) return reply.send({ message: `Not found: ${request.url.split('?')[0]}` });
  setCaching(reply, file);
  return reply.send(answer.statusCode === 200 ? answer.body : undefined);
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
