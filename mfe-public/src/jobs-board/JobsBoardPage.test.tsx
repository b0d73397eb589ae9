import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobRole } from '@agency/contracts';
import { freshJobPageEachTest, renderAt, serveApi } from '../test-utils';

function role(n: number, overrides: Partial<JobRole> = {}): JobRole {
  return {
    id: `r${n}`,
    slug: `role-${n}`,
    employerId: 'e1',
    title: `Role ${n}`,
    description: null,
    requirements: null,
    salaryRange: null,
    location: 'London',
    status: 'open',
    priority: 'medium',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    employer: { id: 'e1', name: 'Acme' },
    ...overrides,
  };
}

const page = (count: number, total: number, from = 1) => [200, { items: Array.from({ length: count }, (_, i) => role(from + i)), total }] as [number, unknown];
const location = () => screen.getByTestId('location').textContent;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

freshJobPageEachTest();

describe('jobs board (decision 0117)', () => {
  it('lists the first page of open roles with its count, title, description and canonical link, and pages on', async () => {
    const api = serveApi({
      '/api/job-roles?status=open&limit=10&offset=0': page(10, 11),
      '/api/job-roles?status=open&limit=10&offset=10': page(1, 11, 11),
    });
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { level: 2, name: '11 open roles, showing 1–10' })).toBeTruthy();
    const list = within(screen.getByRole('list', { name: 'Open roles' }));
    expect(list.getAllByRole('listitem')).toHaveLength(10);
    expect(list.getByRole('link', { name: /Role 7/ }).getAttribute('href')).toBe('/jobs/role-7');
    expect(document.title).toBe('Open Roles | TalentBridge');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/^Every open role at TalentBridge, newest first\./);
    expect(canonical()).toBe(`${window.location.origin}/jobs`);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: '11 open roles, showing 11–11' })).toBeTruthy();
    expect(location()).toBe('/jobs?page=2');
    expect(document.title).toBe('Open Roles (page 2) | TalentBridge');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/jobs');
    expect(api.calls.map((call) => call.call)).toEqual([
      'GET /api/job-roles?status=open&limit=10&offset=0',
      'GET /api/job-roles?status=open&limit=10&offset=10',
    ]);
  });

  it('searches by keyword, location and type from the address, back to page 1, and shows the filters in the fields', async () => {
    const api = serveApi({
      '/api/job-roles?status=open&limit=10&offset=10': page(1, 11, 11),
      '/api/job-roles?status=open&q=react+dev&location=London&type=full-time&limit=10&offset=0': [200, { items: [role(7, { title: 'React Developer' })], total: 1 }],
    });
    renderAt('/jobs?page=2');
    await screen.findByText('Page 2 of 2');
    await userEvent.type(screen.getByLabelText('Keyword'), ' react dev ');
    await userEvent.type(screen.getByLabelText('Location'), 'London');
    await userEvent.selectOptions(screen.getByLabelText('Employment type'), 'Full-time');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 open role' })).toBeTruthy();
    expect(location()).toBe('/jobs?q=react+dev&location=London&type=full-time');
    expect(screen.getByRole('link', { name: /React Developer/ })).toBeTruthy();
    expect(document.title).toBe('Open Roles: “react dev”, London, Full-time | TalentBridge');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('react dev');
    expect(api.calls).toHaveLength(2);
  });

  it('says when nothing matches, and clears the filters', async () => {
    serveApi({
      '/api/job-roles?status=open&q=astronaut&limit=10&offset=0': [200, { items: [], total: 0 }],
      '/api/job-roles?status=open&limit=10&offset=0': page(2, 2),
    });
    renderAt('/jobs?q=astronaut');
    expect(await screen.findByRole('heading', { name: 'No roles match your search' })).toBeTruthy();
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('astronaut');
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 open roles' })).toBeTruthy();
    expect(location()).toBe('/jobs');
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('');
  });

  it("shows the spec's empty state when no role is open at all", async () => {
    serveApi({ '/api/job-roles?status=open&limit=10&offset=0': [200, { items: [], total: 0 }] });
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { name: 'No Open Positions Currently' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('leads from a page past the last one to the last page', async () => {
    serveApi({
      '/api/job-roles?status=open&limit=10&offset=80': [200, { items: [], total: 11 }],
      '/api/job-roles?status=open&limit=10&offset=10': page(1, 11, 11),
    });
    renderAt('/jobs?page=9');
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeTruthy();
    expect(screen.getByText('11 roles match, on 2 pages.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });

  it('says what is wrong with an address it cannot read, without asking the API', async () => {
    const api = serveApi({});
    renderAt('/jobs?type=freelance&page=0');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'This search could not be read' })).toBeTruthy();
    expect(alert.textContent).toMatch(/type: .*page: must be 1 or more/);
    expect(within(alert).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/jobs');
    expect(api.calls).toEqual([]);
  });

  it("shows the API's own message when it refuses the search", async () => {
    serveApi({ [`/api/job-roles?status=open&q=x&limit=10&offset=0`]: [400, { message: 'Invalid querystring: q: too long' }] });
    renderAt('/jobs?q=x');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid querystring: q: too long');
    expect(within(alert).getByRole('link', { name: 'Clear filters' })).toBeTruthy();
  });
});
