import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteTokenVerifier } from '@agency/service-kit';
import { startAuth } from '@agency/auth/testing';
import { startCatalog, storesOf } from '@agency/catalog/testing';
import { buildGateway } from '../src/app';
import { gatewayConfig, type GatewayConfig } from '../src/config';
import { checkStructuredData } from './structured-data';

// The built shell's page, as rspack writes it: the job page's tags go into its head.
const shellDist = mkdtempSync(join(tmpdir(), 'gateway-job-pages-'));
mkdirSync(shellDist, { recursive: true });
writeFileSync(
  join(shellDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="TalentBridge: recruitment for technology, hospitality and executive leadership."><title>TalentBridge — Recruitment Agency</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
);

const catalog = await startCatalog();
const auth = await startAuth();
const stores = storesOf(catalog);
const employer = await stores.employers.create({ name: 'Northwind & Sons', status: 'active' });
const role = (title: string, fields: Record<string, unknown> = {}) =>
  stores.jobRoles.create({ employerId: employer.id, title, status: 'open', priority: 'medium', ...fields } as never);

const platformLead = await role('Platform Lead', {
  description: `${'Lead the platform team building our cloud services. '.repeat(3)}\nSecond paragraph.`,
  requirements: 'Kubernetes, Go, Team leadership, Terraform',
  salaryRange: '$120,000 - $150,000',
  location: 'Austin, Texas, USA',
  priority: 'urgent',
});
const chef = await role('Sous Chef', {
  description: 'Run the pass in a busy kitchen.',
  requirements: 'Three years in fine dining\nFood hygiene level 3\nCalm under pressure\nWeekend availability',
  salaryRange: '£45k-£55k',
  location: 'Manchester, UK',
  priority: 'high',
});
const edinburgh = await role('Front Office Manager', { description: 'Lead reception.', location: 'Edinburgh (hybrid)' });
const remote = await role('Product Designer', { description: 'Design the product.', location: 'Remote (UK)' });
const closed = await role('Retired Role', { status: 'closed', location: 'Leeds, UK' });
const hostileTitle = '</script><script>alert("x")</script> & <b>Bold</b> \'quoted\'';
const hostile = await role(hostileTitle, { description: '</script><!-- "evil" & more', location: 'Leeds, United Kingdom' });

function configWith(catalogUrl: string): GatewayConfig {
  const base = gatewayConfig();
  return {
    ...base,
    port: 0,
    shellDist,
    authUrl: auth.url,
    upstreams: base.upstreams.map((upstream) => ({ ...upstream, url: upstream.name === 'catalog' ? catalogUrl : auth.url })),
    remotes: base.remotes.map((remote) => ({ ...remote, dist: join(shellDist, 'none') })),
  };
}

const verifier = await remoteTokenVerifier(catalog.context.bus, auth.url);
const gateway = await buildGateway(configWith(catalog.url), verifier);
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
// A gateway with a public address of its own (behind a proxy), and one whose catalog is not there.
process.env.PUBLIC_URL = 'https://jobs.talentbridge.example/';
const publicGateway = await buildGateway(configWith(catalog.url), verifier);
delete process.env.PUBLIC_URL;
const publicUrl = await publicGateway.listen({ port: 0, host: '127.0.0.1' });
const orphan = await buildGateway(configWith(`http://127.0.0.1:${await getPort()}`), verifier);
const orphanUrl = await orphan.listen({ port: 0, host: '127.0.0.1' });

afterAll(async () => {
  await Promise.all([gateway.close(), publicGateway.close(), orphan.close()]);
  await Promise.all([catalog.close(), auth.close()]);
});

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[entity]!);

/** The content of `<meta name|property="key">`, as a browser would read it. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}

const titleOf = (html: string) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)![1]!);

async function page(path: string, base = url) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe('job pages rendered for crawlers and link previews', () => {
  it('sends the title, meta description, Open Graph, job and Twitter tags in the HTML', async () => {
    const { status, html, headers } = await page('/jobs/platform-lead');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    const jobUrl = `${url}/jobs/platform-lead`;
    expect(titleOf(html)).toBe('Platform Lead | TalentBridge');
    // First 100 characters of the description, then the urgent suffix.
    expect(meta(html, 'description')).toBe(`${'Lead the platform team building our cloud services. '.repeat(2).slice(0, 100).trim()} • URGENT HIRING`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('Platform Lead at Northwind & Sons');
    expect(meta(html, 'og:description')).toBe('Requirements: Kubernetes, Go, Team leadership');
    expect(meta(html, 'og:url')).toBe(jobUrl);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:site_name')).toBe('TalentBridge');
    expect(meta(html, 'job:salary')).toBe('$120,000 - $150,000');
    expect(meta(html, 'job:location')).toBe('Austin, Texas, USA');
    expect(meta(html, 'job:employment_type')).toBe('FULL_TIME');
    expect(meta(html, 'twitter:card')).toBe('summary');
    expect(meta(html, 'twitter:title')).toBe('Platform Lead at Northwind & Sons');
    expect(meta(html, 'twitter:description')).toBe('Requirements: Kubernetes, Go, Team leadership');
    expect(html).toContain(`<link rel="canonical" href="${jobUrl}"`);
    // The shell's own page is still there to run the website.
    expect(html).toContain('<script defer src="/main.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('adds a JobPosting block that the structured-data validator accepts, with the salary range parsed', async () => {
    const { html } = await page('/jobs/platform-lead');
    const { jobPostings, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    expect(jobPostings).toHaveLength(1);
    expect(jobPostings[0]).toMatchObject({
      '@type': 'JobPosting',
      title: 'Platform Lead',
      datePosted: platformLead.createdAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind & Sons' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressCountry: 'US' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 120000, maxValue: 150000, unitText: 'YEAR' },
      },
    });
    expect(jobPostings[0]!.description).toContain('Second paragraph.');
    expect(jobPostings[0]!.description).toContain('Kubernetes, Go, Team leadership, Terraform');
    // The role has no closing date, so there is no validThrough to claim.
    expect(jobPostings[0]).not.toHaveProperty('validThrough');
  });

  it("reads '£45k-£55k' as pounds, gives high priority its suffix and lists line-separated requirements", async () => {
    const { html } = await page(`/jobs/${chef.slug}`);
    expect(meta(html, 'description')).toBe('Run the pass in a busy kitchen. • High Priority');
    expect(meta(html, 'og:description')).toBe('Requirements: Three years in fine dining, Food hygiene level 3, Calm under pressure');
    const { jobPostings, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    expect(jobPostings[0]).toMatchObject({
      baseSalary: { currency: 'GBP', value: { minValue: 45000, maxValue: 55000, unitText: 'YEAR' } },
      jobLocation: { address: { addressLocality: 'Manchester', addressCountry: 'GB' } },
    });
  });

  it("gives a location without a country the agency's own, and a remote role TELECOMMUTE for its country", async () => {
    const office = await checkStructuredData((await page(`/jobs/${edinburgh.slug}`)).html);
    expect(office.errors).toEqual([]);
    expect(office.jobPostings[0]).toMatchObject({ jobLocation: { address: { addressLocality: 'Edinburgh', addressCountry: 'GB' } } });
    const home = await checkStructuredData((await page(`/jobs/${remote.slug}`)).html);
    expect(home.errors).toEqual([]);
    expect(home.jobPostings[0]).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'GB' } });
    expect(home.jobPostings[0]).not.toHaveProperty('jobLocation');
  });

  it('escapes a hostile title everywhere and keeps the JSON-LD from closing its script', async () => {
    const { status, html } = await page(`/jobs/${hostile.slug}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Bold');
    expect(html).not.toContain('<!--');
    // One closing tag per script: the shell's, its inline /remotes.json (decision 0048) and the JSON-LD block's (a browser
    // ends a script at '</script' whatever follows).
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    expect(titleOf(html)).toBe(`${hostileTitle} | TalentBridge`);
    expect(meta(html, 'og:title')).toBe(`${hostileTitle} at Northwind & Sons`);
    const { jobPostings, errors } = await checkStructuredData(html);
    expect(errors).toEqual([]);
    expect(jobPostings[0]).toMatchObject({ title: hostileTitle, description: '</script><!-- "evil" & more' });
  });

  it('answers the shell page with status 404 for an unknown or closed role', async () => {
    for (const slug of ['no-such-role', closed.slug]) {
      const { status, html } = await page(`/jobs/${slug}`);
      expect(status, slug).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(titleOf(html)).toBe('TalentBridge — Recruitment Agency');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('sends an old slug to the current one with a 301', async () => {
    const renamed = await role('Data Engineer', { location: 'Leeds, UK' });
    await stores.jobRoles.update(renamed.id, { employerId: employer.id, title: 'Senior Data Engineer', status: 'open', priority: 'medium' });
    const old = await page('/jobs/data-engineer');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${url}/jobs/senior-data-engineer`);
    const current = await page('/jobs/senior-data-engineer');
    expect(current.status).toBe(200);
    expect(titleOf(current.html)).toBe('Senior Data Engineer | TalentBridge');
  });

  it('uses PUBLIC_URL for the addresses it publishes', async () => {
    const { html } = await page('/jobs/platform-lead', publicUrl);
    expect(meta(html, 'og:url')).toBe('https://jobs.talentbridge.example/jobs/platform-lead');
    const robots = await (await fetch(`${publicUrl}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://jobs.talentbridge.example/sitemap.xml');
  });

  it('answers 503 with the shell page when the catalog is not there, so visitors still get the website', async () => {
    const { status, html, headers } = await page('/jobs/platform-lead', orphanUrl);
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toBe('30');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('the jobs board rendered for crawlers and link previews (decision 0117)', () => {
  it('sends the title, meta description and canonical link of every open role', async () => {
    const { status, html, headers } = await page('/jobs');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(titleOf(html)).toBe('Open Roles | TalentBridge');
    expect(meta(html, 'description')).toBe('Every open role at TalentBridge, newest first. Search by keyword, location and employment type, and apply online.');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${url}/jobs" data-job-meta />`);
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<div id="root"></div>');
  });

  it('titles a filtered page by its filters, with a canonical link in one order from the public address, never the Host header', async () => {
    const response = await fetch(`${publicUrl}/jobs?page=2&type=full-time&q=%3Cb%3E+%26&location=Leeds&utm_source=x`, { headers: { host: 'evil.example' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(titleOf(html)).toBe('Open Roles: “<b> &”, Leeds, Full-time (page 2) | TalentBridge');
    expect(html).toContain('<title data-default="TalentBridge — Recruitment Agency">Open Roles: “&lt;b&gt; &amp;”');
    expect(html).toContain('<link rel="canonical" href="https://jobs.talentbridge.example/jobs?q=%3Cb%3E+%26&amp;location=Leeds&amp;type=full-time&amp;page=2" data-job-meta />');
    expect(html).not.toContain('evil.example');
  });

  it('answers the shell page with 400 for a query the board cannot read, so the website says why', async () => {
    for (const query of ['type=freelance', 'page=0', 'page=two']) {
      const { status, html } = await page(`/jobs?${query}`);
      expect(status, query).toBe(400);
      expect(html, query).toContain('<div id="root"></div>');
      expect(html, query).not.toContain('rel="canonical"');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the home page, the about page, the jobs board and every open role, paging through the catalog', async () => {
    // More open roles than one page of the catalog's list (100).
    await Promise.all(Array.from({ length: 101 }, (_, i) => role(`Bulk Role ${i + 1}`)));
    const response = await fetch(`${url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decode(match[1]!));
    expect(locations.slice(0, 3)).toEqual([`${url}/`, `${url}/about`, `${url}/jobs`]);
    expect(locations).toContain(`${url}/jobs/platform-lead`);
    expect(locations).toContain(`${url}/jobs/bulk-role-101`);
    expect(locations).not.toContain(`${url}/jobs/${closed.slug}`);
    const open = await (await fetch(`${url}/api/job-roles?status=open&limit=1`)).json() as { total: number };
    expect(locations).toHaveLength(open.total + 3);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('answers 503 rather than a sitemap without the roles when the catalog is not there', async () => {
    expect((await fetch(`${orphanUrl}/sitemap.xml`)).status).toBe(503);
  });

  it('robots.txt allows the site, keeps the CRM, sign-in and portal out and names the sitemap', async () => {
    const response = await fetch(`${url}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /manage', 'Disallow: /login', 'Disallow: /candidateportal', 'Disallow: /clientportal', '', `Sitemap: ${url}/sitemap.xml`, ''].join('\n'),
    );
  });
});
