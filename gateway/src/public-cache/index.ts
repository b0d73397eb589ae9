import type { FastifyReply, FastifyRequest } from 'fastify';
import { JobRoleListQuery, SlugParam } from '@agency/contracts';
import { authorize, type ServiceApp, type TokenVerifier } from '@agency/service-kit';
import { apiRouteOf, pathOf } from '../canonical-path';

/** A kept answer: what the catalog sent, replayed as it was. */
interface KeptAnswer {
  statusCode: number;
  contentType: string;
  cacheControl: string | undefined;
  body: Buffer;
  /** Date.now() after which the catalog's max-age says it is stale; Infinity without one. */
  expiresAt: number;
}

/** A visitor's read on its way to the catalog, to be kept if nothing changed while it was there. */
interface PendingRead {
  key: string;
  generation: number;
}

/** The part of the proxy's reply the cache reads (the catalog's status and headers) and marks. */
interface ProxiedReply {
  statusCode: number;
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}

const MAX_ANSWERS = 5_000;
/**
 * The kept bodies' total (decision 0073). A list of 50 roles with short descriptions is about 37 KB, and a
 * description may be 20,000 characters: the entry cap alone would let distinct lists take gigabytes.
 */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * What the catalog's answer to a visitor's job read depends on, as a key; undefined for a read not to keep
 * (decision 0073). A list is keyed on its declared parameters as the catalog reads them (trimmed, numbers,
 * defaults), so parameters it ignores map to the same entry; a query it would refuse is not kept. A job
 * page is keyed on its slug alone.
 */
function keyOf(request: FastifyRequest, route: string): string | undefined {
  if (route === '/api/job-roles') {
    const query = JobRoleListQuery.safeParse(request.query);
    return query.success ? `list ${JSON.stringify(query.data)}` : undefined;
  }
  try {
    const slug = SlugParam.safeParse({ slug: decodeURIComponent(pathOf(request.url).slice('/api/job-roles/'.length)) });
    return slug.success ? `slug ${slug.data.slug}` : undefined;
  } catch {
    return undefined; // a malformed escape: the catalog refuses it
  }
}

/**
 * Visitors' job-role lists and job pages, kept in the gateway as the catalog answered them, so a visitor's
 * read costs no second HTTP exchange (decision 0049). Every catalog event drops them all: a change shows
 * on the first read after its event reaches the gateway, which is as stale as an answer can be. Staff
 * callers (they see every status) always go to the catalog. While the gateway has no connection to NATS
 * it could miss an event, so nothing is kept or served from here then.
 */
export class PublicJobCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly pending = new WeakMap<object, PendingRead>();
  private keptBytes = 0;
  /** Counts the drops: an answer asked for before the last drop may be stale and is not kept. */
  private generation = 0;

  constructor(
    /** True while the catalog's events reach the gateway. */
    private readonly eventsArrive: () => boolean,
    private readonly maxAnswers = MAX_ANSWERS,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  /** A catalog event arrived: every kept answer may be stale. */
  dropAll(): void {
    this.generation++;
    this.answers.clear();
    this.keptBytes = 0;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.answers.size;
  }

  /** The kept answers' bodies, in bytes. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** onRequest: answers a visitor's job read from a kept answer, or marks it to be kept on its way back. */
  async serve(request: FastifyRequest, reply: FastifyReply, verifier: TokenVerifier): Promise<FastifyReply | undefined> {
    // `GET /api/job-roles` and `GET /api/job-roles/:slug`: the public job reads, the same for every visitor.
    const route = request.method === 'GET' ? apiRouteOf(request)?.path : undefined;
    if (route !== '/api/job-roles' && route !== '/api/job-roles/:slug') return;
    if (!this.eventsArrive()) {
      if (this.answers.size > 0) this.dropAll();
      return;
    }
    // The catalog's own rule for a public route: a staff token widens the answer, any other is ignored.
    if (request.headers.authorization) {
      const principal = await authorize('public', request.headers.authorization, verifier);
      if (principal?.kind === 'staff') return;
    }
    const key = keyOf(request, route);
    if (key === undefined) return;
    const kept = this.answers.get(key);
    if (kept && kept.expiresAt > Date.now()) {
      reply.code(kept.statusCode).type(kept.contentType).header('x-cache', 'HIT');
      if (kept.cacheControl) reply.header('cache-control', kept.cacheControl);
      return reply.send(kept.body);
    }
    if (kept) this.forget(key);
    this.pending.set(request, { key, generation: this.generation });
  }

  /** Whether the catalog's answer to this request should be kept (read whole before it is sent). */
  wants(request: object): boolean {
    return this.pending.has(request);
  }

  /** Keeps the catalog's answer unless it changed meanwhile or the catalog's headers forbid it. */
  keep(request: object, reply: ProxiedReply, body: Buffer): void {
    const read = this.pending.get(request);
    if (!read) return;
    reply.header('x-cache', 'MISS');
    if (read.generation !== this.generation || reply.statusCode !== 200) return;
    const cacheControl = reply.getHeader('cache-control') as string | undefined;
    const contentType = reply.getHeader('content-type') as string | undefined;
    const vary = reply.getHeader('vary') as string | undefined;
    if (!contentType || (vary && vary.split(',').some((name) => name.trim().toLowerCase() !== 'accept-encoding'))) return;
    const directives = (cacheControl ?? '').toLowerCase();
    if (/\b(no-store|no-cache|private)\b/.test(directives)) return;
    // A shared cache follows s-maxage before max-age.
    const maxAge = /\bs-maxage=(\d+)/.exec(directives) ?? /\bmax-age=(\d+)/.exec(directives);
    if (maxAge?.[1] === '0') return;
    if (body.length > this.maxBytes) return;
    this.forget(read.key);
    // The oldest answers make room.
    while (this.answers.size >= this.maxAnswers || this.keptBytes + body.length > this.maxBytes) this.forget(this.answers.keys().next().value!);
    this.keptBytes += body.length;
    this.answers.set(read.key, {
      statusCode: reply.statusCode,
      contentType,
      cacheControl,
      body,
      expiresAt: maxAge ? Date.now() + Number(maxAge[1]) * 1_000 : Infinity,
    });
  }

  private forget(key: string): void {
    this.keptBytes -= this.answers.get(key)?.body.length ?? 0;
    this.answers.delete(key);
  }
}

/** Serves visitors' job reads from the cache; register after the access checks, before the proxies. */
export function registerPublicJobCache(app: ServiceApp, cache: PublicJobCache, verifier: TokenVerifier): void {
  app.addHook('onRequest', (request, reply) => cache.serve(request, reply, verifier));
}
