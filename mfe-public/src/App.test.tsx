import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobRole } from '@agency/contracts';
import App from './App';
import { publicApi } from './api';
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

describe('landing page: header and hero', () => {
  it('links to the about page, the services section, the candidate portal and the team login', () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    renderAt('/');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('TalentBridge')).toBe('/');
    expect(href('About')).toBe('/about');
    expect(href('Services')).toBe('/#services');
    // No link or button without a target yet: the contact section and the employer dialog come with issue 4.
    expect(screen.queryByRole('link', { name: 'Contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'For Employers' })).toBeNull();
    expect(href('Candidate Portal')).toBe('/candidateportal');
    expect(href('Team Login')).toBe('/manage');
    expect(screen.getByRole('button', { name: 'Find Your Role' })).toBeTruthy();
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
  });

  it("shows 'No Open Positions Currently' when there are none", async () => {
    serveApi({ '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] });
    renderAt('/');
    expect(await screen.findByText('No Open Positions Currently')).toBeTruthy();
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
  it('renders with its own navigation and a way to the jobs', () => {
    serveApi({});
    renderAt('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About TalentBridge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Team Login' }).getAttribute('href')).toBe('/manage');
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/');
  });
});
