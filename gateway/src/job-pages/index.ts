import { jobPageMeta, jobsBoardMeta, JobsBoardQuery, jobsBoardSearch } from '@agency/contracts';
import { env, type ServiceApp } from '@agency/service-kit';
import type { GatewayConfig } from '../config';
import { publicOrigins } from '../public-origin';
import type { ShellPage } from '../static';
import { catalogClient } from './catalog';
import { escapeHtml, renderJobHead } from './html';
import { jobPosting } from './job-posting';

/** Areas that are not for search engines: the CRM, its sign-in, the candidate portal and the client portal. */
const PRIVATE_PATHS = ['/manage', '/login', '/candidateportal', '/clientportal'];

/**
 * What crawlers and link previews see without running JavaScript: `/jobs/:slug` answers the shell's page
 * with the role's title, meta tags and JobPosting structured data (404 for an unknown role, 301 from an
 * old slug to the current one), `/jobs` (the jobs board) with its title, description and canonical link,
 * `/sitemap.xml` lists the public pages and every open role, `/robots.txt`
 * points to it and keeps the private areas out.
 */
export function registerJobPages(app: ServiceApp, config: GatewayConfig, shellPage: ShellPage): void {
  const catalogUrl = config.upstreams.find((upstream) => upstream.name === 'catalog')?.url;
  if (!catalogUrl) throw new Error('The gateway has no catalog upstream for the job pages');
  const catalog = catalogClient(catalogUrl);
  // Never the Host header as sent: a configured public origin (decision 0072).
  const baseUrl = publicOrigins(app, config);
  // The agency's own country (GB unless set), for roles whose location names none ('Edinburgh').
  const defaultCountry = env('JOB_POSTING_COUNTRY', 'GB').toUpperCase() || undefined;

  // The jobs board (decision 0117): its filters and page are in the query, so a filtered list can be linked and
  // is titled the same here as in the browser. A query the board cannot read is a 400; the page says why.
  app.get('/jobs', async (request, reply) => {
    const query = JobsBoardQuery.safeParse(request.query);
    const search = query.success ? jobsBoardSearch(query.data) : '';
    const html = await shellPage(`/jobs${search}`);
    if (html === undefined) return reply.code(503).send({ message: 'The website is not built yet. Please try again shortly.' });
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!query.success) return reply.code(400).send(html);
    const url = `${baseUrl(request)}/jobs${search}`;
    return reply.send(renderJobHead(html, { ...jobsBoardMeta(query.data), tags: [] }, url));
  });

  app.get<{ Params: { slug: string } }>('/jobs/:slug', async (request, reply) => {
    const html = await shellPage(`/jobs/${encodeURIComponent(request.params.slug)}`);
    if (html === undefined) return reply.code(503).send({ message: 'The website is not built yet. Please try again shortly.' });
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');

    const lookup = await catalog.role(request.params.slug);
    // The page itself shows 'Job Not Found' or its error state; the status tells crawlers.
    if ('missing' in lookup) return reply.code(404).send(html);
    if ('unavailable' in lookup) {
      request.log.warn({ reason: lookup.unavailable }, 'job page rendered without its role');
      return reply.code(503).header('retry-after', '30').send(html);
    }
    const role = lookup.found;
    const url = `${baseUrl(request)}/jobs/${encodeURIComponent(role.slug)}`;
    if (role.slug !== request.params.slug) return reply.redirect(url, 301);
    return reply.send(renderJobHead(html, jobPageMeta(role, url), url, jobPosting(role, url, defaultCountry)));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseUrl(request);
    const entries = [`${base}/`, `${base}/about`, `${base}/jobs`].map((loc) => `  <url><loc>${escapeHtml(loc)}</loc></url>`);
    try {
      for await (const role of catalog.openRoles()) {
        const loc = `${base}/jobs/${encodeURIComponent(role.slug)}`;
        entries.push(`  <url><loc>${escapeHtml(loc)}</loc><lastmod>${escapeHtml(role.updatedAt)}</lastmod></url>`);
      }
    } catch (error) {
      // A sitemap without the roles would tell crawlers they are gone: better none now, and a retry.
      request.log.warn({ err: error }, 'sitemap without the catalog');
      return reply.code(503).header('retry-after', '60').send({ message: 'The sitemap is unavailable right now. Please try again shortly.' });
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl(request)}/sitemap.xml`, ''];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(lines.join('\n'));
  });
}
