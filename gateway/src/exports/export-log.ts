import { ErrorBody, ExportLog, ExportLogQuery } from '@agency/contracts';
import { HttpError, INTERNAL_EXPORTS_PATH, type ServiceApp } from '@agency/service-kit';
import type { Upstream } from '../config';

/** The services whose lists can be exported, each keeping its own log (decision 0124). */
const OWNERS = ['candidates', 'catalog', 'engagement'] as const;
const PART_TIMEOUT_MS = 10_000;

/**
 * `GET /api/exports` (administrators): who exported which list, newest first, composed here from each owning
 * service's `GET /internal/exports`, asked in parallel with the caller's own token (as the dashboard stats, 0035).
 * A service that refuses the caller is answered with its refusal; one that cannot answer makes a 503 naming it,
 * rather than a log that silently misses its exports.
 */
export function registerExportLog(app: ServiceApp, upstreams: Upstream[]): void {
  const urlOf = (service: (typeof OWNERS)[number]) => {
    const upstream = upstreams.find((candidate) => candidate.name === service);
    if (!upstream) throw new Error(`the gateway config has no '${service}' upstream for the exports log`);
    return new URL(INTERNAL_EXPORTS_PATH, upstream.url);
  };
  const urls = OWNERS.map((service) => ({ service, url: urlOf(service) }));

  app.get('/api/exports', { schema: { querystring: ExportLogQuery, response: { 200: ExportLog, 401: ErrorBody, 403: ErrorBody, 503: ErrorBody } } }, async (request) => {
    const headers = { authorization: request.headers.authorization ?? '', 'x-request-id': request.id };
    const parts = await Promise.all(
      urls.map(async ({ service, url }) => {
        const asked = new URL(url);
        asked.searchParams.set('limit', String(request.query.limit));
        try {
          const response = await fetch(asked, { headers, signal: AbortSignal.timeout(PART_TIMEOUT_MS) });
          const body: unknown = await response.json().catch(() => undefined);
          if (response.status === 401 || response.status === 403) {
            const message = (body as { message?: unknown } | undefined)?.message;
            return { service, refusal: new HttpError(response.status, typeof message === 'string' ? message : 'Please sign in to continue.') };
          }
          const log = ExportLog.safeParse(body);
          return response.ok && log.success ? { service, items: log.data.items } : { service };
        } catch {
          return { service };
        }
      }),
    );
    const refused = parts.find((part) => 'refusal' in part && part.refusal);
    if (refused && 'refusal' in refused) throw refused.refusal;
    const missing = parts.filter((part) => !('items' in part)).map((part) => part.service);
    if (missing.length > 0) {
      request.log.warn({ missing }, 'exports log part missing');
      throw new HttpError(503, `The exports log of the ${missing.join(', ')} ${missing.length === 1 ? 'service is' : 'services are'} unavailable right now. Please try again shortly.`);
    }
    const items = parts.flatMap((part) => ('items' in part ? part.items! : []));
    items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id < b.id ? 1 : -1));
    return { items: items.slice(0, request.query.limit) };
  });
}
