import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRole } from '@agency/contracts';
import App from './App';
import { publicApi } from './api';
import { CONTACT, phoneHref } from './contact/details';
import { store } from './store';

function role(n: number, overrides: Partial<JobRole> = {}): JobRole {
  return {
    id: `id${n}`,
    slug: `role-${n}`,
    employerId: 'e1',
    title: `Role ${n}`,
    description: 'First line\nSecond line',
    requirements: null,
    salaryRange: '£40k',
    location: 'Leeds',
    status: 'open',
    priority: 'medium',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    employer: { id: 'e1', name: 'Acme' },
    ...overrides,
  };
}

/** Answers the page's API calls from a table of path → [status, body]. */
function serveApi(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn(async (url: string) => {
    const [status, body] = routes[url] ?? [404, { message: 'not found' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The store lives as long as the page; each test is a fresh page.
  store.dispatch(publicApi.util.resetApiState());
});

describe('landing page: header, hero and sections', () => {
  it("starts with 'Skip to main content', which leads past the header to the page's main", async () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    for (const path of ['/', '/about']) {
      cleanup();
      renderAt(path);
      const skip = await screen.findByRole('link', { name: 'Skip to main content' });
      await userEvent.tab();
      expect(document.activeElement).toBe(skip);
      expect(document.getElementById(skip.getAttribute('href')!.slice(1))?.tagName).toBe('MAIN');
    }
  });

  it('titles the document: the landing page with the site, /about as its own page', async () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    document.title = '';
    renderAt('/');
    expect(document.title).toBe('TalentBridge — Recruitment Agency');
    cleanup();
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About TalentBridge' })).toBeTruthy();
    expect(document.title).toBe('About · TalentBridge');
  });

  it('links to the about page, the services and contact sections, the candidate portal and the team login', () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    renderAt('/');
    const header = within(screen.getByRole('banner'));
    const href = (name: string) => header.getByRole('link', { name }).getAttribute('href');
    expect(href('TalentBridge')).toBe('/');
    expect(href('About')).toBe('/about');
    expect(href('Services')).toBe('/#services');
    expect(href('Contact')).toBe('/#contact');
    expect(href('Candidate Portal')).toBe('/candidateportal');
    expect(href('Team Login')).toBe('/manage');
    // 'Find Your Role' leads to the jobs board (decision 0117).
    expect(screen.getByRole('link', { name: 'Find Your Role' }).getAttribute('href')).toBe('/jobs');
    expect(screen.getByRole('button', { name: 'For Employers' })).toBeTruthy();
  });

  it('has every section of the spec in order, with the fixed figures and the three services', () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    renderAt('/');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Current Open Positions', 'Our Services', 'What Our Clients Say', 'Get in Touch']);
    const figures = within(screen.getByRole('region', { name: 'Our track record' }));
    for (const figure of ['500+', '150+', '95%', '24h']) expect(figures.getByText(figure)).toBeTruthy();
    for (const service of ['Talent Matching', 'Executive Search', 'Career Development']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeTruthy();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    // The sections the header's links lead to.
    expect(document.getElementById('services')?.contains(screen.getByText('Talent Matching'))).toBe(true);
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: CONTACT.email }).getAttribute('href')).toBe(`mailto:${CONTACT.email}`);
    expect(within(contact).getByRole('link', { name: CONTACT.phone }).getAttribute('href')).toBe(phoneHref);
    expect(within(contact).getByText(CONTACT.address[1])).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 TalentBridge');
  });
});

describe('landing page: current open positions', () => {
  it('asks for six open roles and shows each as a card linking to its job page', async () => {
    const fetchMock = serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [role(1), role(2)], total: 2 }] });
    renderAt('/');
    const card = await screen.findByRole('link', { name: /Role 1/ });
    expect(card.getAttribute('href')).toBe('/jobs/role-1');
    expect(card.textContent).toContain('Acme');
    expect(card.textContent).toContain('Leeds · £40k');
    expect(screen.getAllByRole('link', { name: /Role \d/ })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never shows more than six, nor a role that is not open', async () => {
    const items = [...Array.from({ length: 7 }, (_, i) => role(i + 1)), role(9, { status: 'filled' })];
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [role(9, { status: 'filled' }), ...items], total: 8 }] });
    renderAt('/');
    await screen.findByRole('link', { name: /Role 1/ });
    expect(screen.getAllByRole('link', { name: /Role \d/ })).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /Role 9/ })).toBeNull();
    // The others are on the jobs board (decision 0117).
    expect(screen.getByRole('link', { name: 'View all open roles' }).getAttribute('href')).toBe('/jobs');
  });

  it("shows 'No Open Positions Currently' when there are none", async () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    renderAt('/');
    expect(await screen.findByText('No Open Positions Currently')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View all open roles' })).toBeNull();
  });

  it('shows an error state, and the rest of the page, when the roles cannot be loaded', async () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [503, { message: 'The catalog service is unavailable right now.' }] });
    renderAt('/');
    expect(await screen.findByText("We couldn't load open positions right now. Please try again shortly.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team Login' }).getAttribute('href')).toBe('/manage');
    expect(screen.getByRole('link', { name: 'Candidate Portal' }).getAttribute('href')).toBe('/candidateportal');
  });
});

describe('job page', () => {
  it('shows the role with its description split into paragraphs', async () => {
    serveApi({ '/api/job-roles/role-1': [200, role(1)] });
    renderAt('/jobs/role-1');
    expect(await screen.findByRole('heading', { name: 'Role 1' })).toBeTruthy();
    expect(screen.getByText('Acme via TalentBridge')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('First line').tagName).toBe('P');
    expect(screen.getByText('Second line').tagName).toBe('P');
  });

  it('names the role in the document title while it is shown', async () => {
    serveApi({ '/api/job-roles/role-1': [200, role(1)] });
    document.title = 'TalentBridge';
    const page = renderAt('/jobs/role-1');
    await screen.findByRole('heading', { name: 'Role 1' });
    expect(document.title).toBe('Role 1 | TalentBridge');
    page.unmount();
    expect(document.title).toBe('TalentBridge');
  });

  it("shows 'Job Not Found' with a way back for an unknown slug", async () => {
    serveApi({});
    renderAt('/jobs/nothing');
    expect(await screen.findByText('Job Not Found')).toBeTruthy();
    expect(screen.getByText("The job you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all positions' }).getAttribute('href')).toBe('/');
  });
});

describe('about page', () => {
  it('renders with its own navigation and a way to the jobs', async () => {
    serveApi({});
    renderAt('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About TalentBridge' })).toBeTruthy();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'TalentBridge' }).getAttribute('href')).toBe('/');
    expect(header.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(header.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/#services');
    expect(header.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/about#contact');
    expect(header.getByRole('link', { name: 'Team Login' }).getAttribute('href')).toBe('/manage');
    expect(header.queryByRole('link', { name: 'Candidate Portal' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/');
  });

  it('tells the story, the differentiators, the team, the process and the values', async () => {
    serveApi({});
    renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeTruthy();
    const items = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(items('What makes us different')).toEqual([
      'Personal touch',
      'Deep industry expertise',
      'Long-term relationships',
      'Transparent communication',
      'Quality over quantity',
    ]);
    expect(items('Meet the partners')).toHaveLength(3);
    const partners = within(screen.getByRole('region', { name: 'Meet the partners' })).getAllByRole('listitem');
    for (const partner of partners) expect(partner.querySelectorAll('p')).toHaveLength(2); // role and biography
    expect(items('How we work')).toEqual(['1. Discovery', '2. Sourcing', '3. Matching and vetting', '4. Guided connections', '5. Ongoing partnership']);
    expect(items('Our values')).toEqual(['Authenticity', 'Excellence', 'Growth']);
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025');
  });

  it("leads 'Get in Touch' to the contact e-mail and phone, shown as plain text", async () => {
    serveApi({});
    renderAt('/about');
    expect((await screen.findByRole('link', { name: 'Get in Touch' })).getAttribute('href')).toBe('/about#contact');
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByText(CONTACT.email).tagName).toBe('DD');
    expect(within(contact).getByText(CONTACT.phone).tagName).toBe('DD');
    expect(within(contact).queryAllByRole('link')).toHaveLength(0);
  });
});
