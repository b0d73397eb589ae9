import type { z } from 'zod';
import { CandidatesStats, CatalogStats, DashboardStats, EngagementStats, ErrorBody } from '@agency/contracts';
import { HttpError, INTERNAL_STATS_PATH, type ServiceApp } from '@agency/service-kit';
import type { Upstream } from '../config';

/** Each owning service's part of the dashboard and the contract it must answer. */
const PARTS = { catalog: CatalogStats, candidates: CandidatesStats, engagement: EngagementStats } as const;
type PartName = keyof typeof PARTS;
type Parts = { [Name in PartName]: z.infer<(typeof PARTS)[Name]> };

/** As long as the proxies wait for a service. */
const PART_TIMEOUT_MS = 10_000;

/** Why a part is missing: the service did not answer, answered something unreadable, or refused the caller. */
class MissingPart extends Error {
  constructor(
    readonly service: PartName,
    readonly reason: 'unavailable' | 'unreadable' | 'refused',
    /** For the log: what was wrong with the answer. */
    detail: string,
    /** A refusal's status and words; an unavailable service's own words, when it gave some (its database is down). */
    readonly refusal?: { status: number; message: string },
  ) {
    super(detail);
  }
}

/**
 * `GET /api/dashboard/stats`, composed here from the owning services' `GET /internal/stats` (decision
 * 0035), asked in parallel with the caller's own token and read at each request, so a count is right
 * right after a create. The gateway's access check has already refused anyone but staff (the route is
 * declared in libs/contracts routes.ts).
 */
export function registerDashboardStats(app: ServiceApp, upstreams: Upstream[]): void {
  const urlOf = (service: PartName) => {
    const upstream = upstreams.find((candidate) => candidate.name === service);
    if (!upstream) throw new Error(`the gateway config has no '${service}' upstream for the dashboard stats`);
    return new URL(INTERNAL_STATS_PATH, upstream.url);
  };
  const urls = { catalog: urlOf('catalog'), candidates: urlOf('candidates'), engagement: urlOf('engagement') };

  app.get('/api/dashboard/stats', { schema: { response: { 200: DashboardStats, 401: ErrorBody, 403: ErrorBody, 502: ErrorBody, 503: ErrorBody } } }, async (request) => {
    // The caller's own token (the gateway's access check has seen one), and the request id for the logs.
    const headers = { authorization: request.headers.authorization ?? '', 'x-request-id': request.id };
    const [catalog, candidates, engagement] = await Promise.allSettled([
      askPart('catalog', urls.catalog, headers),
      askPart('candidates', urls.candidates, headers),
      askPart('engagement', urls.engagement, headers),
    ]);
    if (catalog.status === 'fulfilled' && candidates.status === 'fulfilled' && engagement.status === 'fulfilled') {
      return merge({ catalog: catalog.value, candidates: candidates.value, engagement: engagement.value });
    }
    const missing = [catalog, candidates, engagement].flatMap((result) => (result.status === 'rejected' ? [result.reason as MissingPart] : []));
    for (const part of missing) request.log.warn({ service: part.service, reason: part.reason, detail: part.message }, 'dashboard stats part missing');
    throw failureOf(missing);
  });
}

/** One service's part, checked against its contract; a MissingPart when there is none to use. */
async function askPart<Name extends PartName>(service: Name, url: URL, headers: Record<string, string>): Promise<Parts[Name]> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(PART_TIMEOUT_MS) });
  } catch (error) {
    throw new MissingPart(service, 'unavailable', String(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401 || response.status === 403) {
    const message = (body as { message?: unknown } | undefined)?.message;
    const refusal = { status: response.status, message: typeof message === 'string' ? message : 'Please sign in to continue.' };
    throw new MissingPart(service, 'refused', `answered ${response.status}`, refusal);
  }
  // A service that is up but cannot serve (its database is down) is as good as one that does not answer.
  if (response.status === 503) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new MissingPart(service, 'unavailable', 'answered 503', typeof message === 'string' ? { status: 503, message } : undefined);
  }
  if (!response.ok) throw new MissingPart(service, 'unreadable', `answered ${response.status}`);
  const part = PARTS[service].safeParse(body);
  if (!part.success) throw new MissingPart(service, 'unreadable', part.error.message);
  return part.data as Parts[Name];
}

/** The caller's refusal first (as a service gave it), then the services that did not answer, then those that answered garbage. */
function failureOf(missing: MissingPart[]): HttpError {
  const refused = missing.find((part) => part.reason === 'refused');
  if (refused?.refusal) return new HttpError(refused.refusal.status, refused.refusal.message);
  const unavailableParts = missing.filter((part) => part.reason === 'unavailable');
  // One service that said why it cannot serve ('The database is unavailable right now…'): its words, as the proxy passes them.
  const said = unavailableParts.length === 1 ? unavailableParts[0]!.refusal : undefined;
  if (said) return new HttpError(503, said.message);
  const unavailable = unavailableParts.map((part) => part.service);
  if (unavailable.length > 0) {
    return new HttpError(503, `The ${listed(unavailable)} ${unavailable.length === 1 ? 'service is' : 'services are'} unavailable right now. Please try again shortly.`);
  }
  const unreadable = missing.map((part) => part.service);
  return new HttpError(
    502,
    `The ${listed(unreadable)} ${unreadable.length === 1 ? 'service' : 'services'} sent dashboard figures the gateway could not read. ` +
      'Please try again shortly, or tell your administrator if it keeps happening.',
  );
}

const listed = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

function merge({ catalog, candidates, engagement }: Parts): DashboardStats {
  return {
    totalCandidates: candidates.totalCandidates,
    totalEmployers: catalog.totalEmployers,
    activeEmployers: catalog.activeEmployers,
    openRoles: catalog.openRoles,
    placements: engagement.placements,
    newLeads: engagement.newLeads,
    newApplications: candidates.newApplications,
    recentCandidates: candidates.recentCandidates,
    upcomingInterviews: engagement.upcomingInterviews,
    pipelineStats: engagement.pipelineStats,
    monthly: {
      candidates: candidates.monthly.candidates,
      employers: catalog.monthly.employers,
      openRoles: catalog.monthly.openRoles,
      placements: engagement.monthly.placements,
    },
  };
}
