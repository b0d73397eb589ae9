import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobRole } from '@agency/contracts';
import { freshJobPageEachTest, renderAt, serveApi } from '../test-utils';

const DESCRIPTION =
  'Own the pass of a two-rosette kitchen and lead a brigade of twelve. You will shape seasonal menus with our suppliers.\nSecond paragraph of the role.';

function chef(overrides: Partial<JobRole> = {}): JobRole {
  return {
    id: 'r1',
    slug: 'head-chef',
    employerId: 'e1',
    title: 'Head Chef',
    description: DESCRIPTION,
    requirements: 'Five years as head or sous chef, Food hygiene level 3\nCalm under pressure, Weekend availability',
    salaryRange: '£45k-£55k',
    location: 'Manchester, UK',
    status: 'open',
    priority: 'urgent',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    employer: { id: 'e1', name: 'Maison Verte' },
    ...overrides,
  };
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)?.content;

freshJobPageEachTest();

describe('job page', () => {
  it('shows every field: title, company label, location, salary, badge, description and requirements as paragraphs', async () => {
    serveApi({ '/api/job-roles/head-chef': [200, chef()] });
    renderAt('/jobs/head-chef');
    expect(await screen.findByRole('heading', { level: 1, name: 'Head Chef' })).toBeTruthy();
    expect(screen.getByText('Maison Verte via TalentBridge')).toBeTruthy();
    expect(screen.getByText('Manchester, UK')).toBeTruthy();
    expect(screen.getByText('£45k-£55k')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('Second paragraph of the role.').tagName).toBe('P');
    expect(screen.getByText('Five years as head or sous chef, Food hygiene level 3').tagName).toBe('P');
    expect(screen.getByText('Calm under pressure, Weekend availability').tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'Apply for This Position' })).toBeTruthy();
  });

  it('shows the raw status in the badge of a role that is not open', async () => {
    serveApi({ '/api/job-roles/head-chef': [200, chef({ status: 'on_hold' })] });
    renderAt('/jobs/head-chef');
    await screen.findByRole('heading', { level: 1, name: 'Head Chef' });
    expect(screen.getByText('on_hold')).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
  });

  it('shows a loading skeleton until the role arrives', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderAt('/jobs/head-chef');
    expect(screen.getByLabelText('Loading the job').getAttribute('aria-busy')).toBe('true');
    answer(new Response(JSON.stringify(chef()), { status: 200 }));
    await screen.findByRole('heading', { level: 1, name: 'Head Chef' });
    expect(screen.queryByLabelText('Loading the job')).toBeNull();
  });

  it('sets the title and every meta tag of the spec while shown, and resets them on leaving', async () => {
    serveApi({ '/api/job-roles/head-chef': [200, chef()], '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    const user = userEvent.setup();
    renderAt('/jobs/head-chef');
    await screen.findByRole('heading', { level: 1, name: 'Head Chef' });

    expect(document.title).toBe('Head Chef | TalentBridge');
    expect(meta('description')).toBe(`${DESCRIPTION.replace('\n', ' ').slice(0, 100)} • URGENT HIRING`);
    expect(meta('og:title')).toBe('Head Chef at Maison Verte');
    expect(meta('og:description')).toBe('Requirements: Five years as head or sous chef, Food hygiene level 3, Calm under pressure');
    expect(meta('og:url')).toBe(`${window.location.origin}/jobs/head-chef`);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:site_name')).toBe('TalentBridge');
    expect(meta('job:salary')).toBe('£45k-£55k');
    expect(meta('job:location')).toBe('Manchester, UK');
    expect(meta('job:employment_type')).toBe('FULL_TIME');
    expect(meta('twitter:card')).toBe('summary');
    expect(meta('twitter:title')).toBe('Head Chef at Maison Verte');
    expect(meta('twitter:description')).toBe(meta('og:description'));
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'TalentBridge' }));
    await screen.findByRole('link', { name: 'Find Your Role' });
    expect(document.title).toBe('TalentBridge — Recruitment Agency');
    expect(meta('description')).toBe('The site.');
    for (const key of ['og:title', 'og:url', 'job:salary', 'twitter:card']) expect(meta(key), key).toBeUndefined();
  });

  it("suffixes ' • High Priority' for high priority, and nothing for medium", async () => {
    serveApi({ '/api/job-roles/head-chef': [200, chef({ priority: 'high', description: 'Short.' })], '/api/job-roles/sous-chef': [200, chef({ slug: 'sous-chef', priority: 'medium', description: 'Short.' })] });
    const first = renderAt('/jobs/head-chef');
    await screen.findByRole('heading', { level: 1, name: 'Head Chef' });
    expect(meta('description')).toBe('Short. • High Priority');
    first.unmount();
    renderAt('/jobs/sous-chef');
    await waitFor(() => expect(meta('description')).toBe('Short.'));
  });

  it("takes over the gateway's server-rendered tags and removes them with its JSON-LD on leaving", async () => {
    document.head.innerHTML = [
      '<title data-default="TalentBridge — Recruitment Agency">Head Chef | TalentBridge</title>',
      '<meta name="description" content="server text" data-default="The site.">',
      '<meta property="og:title" content="Head Chef at Maison Verte" data-job-meta>',
      '<link rel="canonical" href="https://example.test/jobs/head-chef" data-job-meta>',
      '<script type="application/ld+json" data-job-meta>{"@type":"JobPosting"}</script>',
    ].join('');
    serveApi({ '/api/job-roles/head-chef': [200, chef()] });
    const page = renderAt('/jobs/head-chef');
    await screen.findByRole('heading', { level: 1, name: 'Head Chef' });
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    page.unmount();
    expect(document.title).toBe('TalentBridge — Recruitment Agency');
    expect(meta('description')).toBe('The site.');
    expect(document.head.querySelectorAll('[data-job-meta]')).toHaveLength(0);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('moves to the current address when the role was asked for by an old slug', async () => {
    const renamed = chef({ slug: 'executive-head-chef', title: 'Executive Head Chef' });
    serveApi({ '/api/job-roles/head-chef': [200, renamed], '/api/job-roles/executive-head-chef': [200, renamed] });
    renderAt('/jobs/head-chef');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs/executive-head-chef'));
    await screen.findByRole('heading', { level: 1, name: 'Executive Head Chef' });
    expect(meta('og:url')).toBe(`${window.location.origin}/jobs/executive-head-chef`);
  });
});
