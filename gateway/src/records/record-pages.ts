import { z } from 'zod';
import {
  CandidateRecord,
  CandidateRecordPart,
  candidateRecordPartPath,
  EmployerRecord,
  EmployerRecordPart,
  employerRecordPartPath,
  EngagementRecordPart,
  ErrorBody,
  IdParam,
  JobRole,
  JobRoleRecord,
  jobRoleRecordPartPath,
  ApplicationList,
  MessageList,
} from '@agency/contracts';
import { HttpError, type ServiceApp } from '@agency/service-kit';
import type { Upstream } from '../config';

/** As long as the proxies wait for a service. */
const PART_TIMEOUT_MS = 10_000;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** One owning service's answer to a part, checked against its contract; an HttpError to pass on otherwise. */
async function askPart<Schema extends z.ZodType>(service: string, url: URL, schema: Schema, headers: Record<string, string>): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(PART_TIMEOUT_MS) });
  } catch {
    throw unavailable(service);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { message?: unknown } | undefined)?.message;
  // The caller's refusal and the owner's 'not found' are the caller's answer, as the service gave them.
  if ([400, 401, 403, 404].includes(response.status) && typeof message === 'string') throw new HttpError(response.status, message);
  if (response.status === 503) throw unavailable(service);
  const part = response.ok ? schema.safeParse(body) : null;
  if (!part?.success) {
    throw new HttpError(502, `The ${service} service sent a part of this record the gateway could not read. Please try again shortly, or tell your administrator if it keeps happening.`);
  }
  return part.data as z.infer<Schema>;
}

const unavailable = (service: string) => new HttpError(503, `The ${service} service is unavailable right now. Please try again shortly.`);

/**
 * The CRM's record pages in one request each (decision 0119), composed here like the dashboard stats (0035):
 * each owning service answers its part at `/internal/records/...` (the portal its staff message list), asked
 * in parallel with the caller's own token; the owner of the record answers 404 for an unknown id. The
 * gateway's access check has already refused anyone but staff (routes.ts).
 */
export function registerRecordPages(app: ServiceApp, upstreams: Upstream[]): void {
  const base = (service: 'catalog' | 'candidates' | 'engagement' | 'portal') => {
    const upstream = upstreams.find((candidate) => candidate.name === service);
    if (!upstream) throw new Error(`the gateway config has no '${service}' upstream for the record pages`);
    return upstream.url;
  };
  const urls = { catalog: base('catalog'), candidates: base('candidates'), engagement: base('engagement'), portal: base('portal') };
  const headersOf = (request: { headers: { authorization?: string }; id: string }) => ({ authorization: request.headers.authorization ?? '', 'x-request-id': request.id });

  app.get('/api/candidates/:id/record', { schema: { params: IdParam, response: { 200: CandidateRecord, ...errors } } }, async (request) => {
    const { id } = request.params;
    const headers = headersOf(request);
    const messagesUrl = new URL('/api/messages', urls.portal);
    messagesUrl.searchParams.set('candidateId', id);
    const [own, engagement, messages] = await settled([
      askPart('candidates', new URL(candidateRecordPartPath(id), urls.candidates), CandidateRecordPart, headers),
      askPart('engagement', new URL(candidateRecordPartPath(id), urls.engagement), EngagementRecordPart, headers),
      askPart('portal', messagesUrl, MessageList, headers),
    ]);
    return { ...own, ...engagement, messages };
  });

  app.get('/api/employers/:id/record', { schema: { params: IdParam, response: { 200: EmployerRecord, ...errors } } }, async (request) => {
    const { id } = request.params;
    const headers = headersOf(request);
    const [own, engagement] = await settled([
      askPart('catalog', new URL(employerRecordPartPath(id), urls.catalog), EmployerRecordPart, headers),
      askPart('engagement', new URL(employerRecordPartPath(id), urls.engagement), EngagementRecordPart, headers),
    ]);
    return { ...own, ...engagement };
  });
}

/** The applications a job role's page lists: the newest 100 (the inbox, filtered to the role, has them all). */
const ROLE_APPLICATIONS = 100;

/**
 * `/manage/job-roles/:id` in one request (decision 0120): the role from the catalog (its 404 wins), its applications
 * from the candidates service's inbox, its placements and interactions from the engagement service.
 */
export function registerJobRoleRecordPage(app: ServiceApp, upstreams: Upstream[]): void {
  const urlOf = (service: string) => {
    const upstream = upstreams.find((candidate) => candidate.name === service);
    if (!upstream) throw new Error(`the gateway config has no '${service}' upstream for the record pages`);
    return upstream.url;
  };
  const [catalog, candidates, engagement] = [urlOf('catalog'), urlOf('candidates'), urlOf('engagement')];
  app.get('/api/job-roles/:id/record', { schema: { params: IdParam, response: { 200: JobRoleRecord, ...errors } } }, async (request) => {
    const { id } = request.params;
    const headers = { authorization: request.headers.authorization ?? '', 'x-request-id': request.id };
    const applicationsUrl = new URL('/api/applications', candidates);
    applicationsUrl.searchParams.set('jobRoleId', id);
    applicationsUrl.searchParams.set('limit', String(ROLE_APPLICATIONS));
    const [jobRole, applications, part] = await settled([
      askPart('catalog', new URL(`/api/job-roles/${encodeURIComponent(id)}`, catalog), JobRole, headers),
      askPart('candidates', applicationsUrl, ApplicationList, headers),
      askPart('engagement', new URL(jobRoleRecordPartPath(id), engagement), EngagementRecordPart, headers),
    ]);
    return { jobRole, applications: applications.items, applicationsTotal: applications.total, ...part };
  });
}

/** Every part, or the first failure in the order given (the record's owner first: its 404 wins). */
async function settled<T extends readonly unknown[]>(parts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(parts);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
