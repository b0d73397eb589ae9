import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employer, JobRole } from '@agency/contracts';
import { setUpBrowserTests } from './browser';
import { violations } from './page-checks';
import { staffCaller, type StaffCall } from './linked-records';

/**
 * axe-core over every page and dialog, in Chromium through the real gateway with its content security policy
 * on (issue 21): no critical, serious or moderate violation. axe is given to the page by Playwright's evaluate,
 * which the policy does not govern, as a browser extension's would be; the page itself still runs under it.
 */

const tests = setUpBrowserTests();
const run = `E2E A11Y ${Date.now().toString(36)}`;

let staff: StaffCall;
let employer: Employer;
let role: JobRole;

beforeAll(async () => {
  staff = await staffCaller(tests.platform.url);
  employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
  role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Data Engineer`, status: 'open' });
});
afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (role) await remove(`/api/job-roles/${role.id}`);
  if (employer) await remove(`/api/employers/${employer.id}`);
});

/** Waits until what the page loads has arrived: no busy region left, the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

/** Visits each page, and each dialog opened from it, and gathers what axe finds, by page. */
async function audit(page: Page, visits: { path: string; dialog?: { open: string; name: string | RegExp } }[]) {
  const found: Record<string, string[]> = {};
  for (const { path, dialog } of visits) {
    await page.goto(`${tests.platform.url}${path}`);
    await settled(page);
    const where = dialog ? `${path} · ${dialog.open}` : path;
    if (dialog) {
      await page.getByRole('button', { name: dialog.open, exact: true }).first().click();
      await page.getByRole('dialog', { name: dialog.name }).waitFor();
    }
    const problems = await violations(page);
    if (problems.length) found[where] = problems;
  }
  return found;
}

describe('accessibility (axe-core) with the content security policy on', () => {
  it('the public pages and their dialogs', async () => {
    const { page, context } = await tests.newPage();
    const found = await audit(page, [
      { path: '/' },
      { path: '/', dialog: { open: 'For Employers', name: /employer|partner/i } },
      { path: '/about' },
      { path: '/jobs' },
      { path: '/jobs?q=no-such-role-anywhere' },
      { path: `/jobs/${role.slug}` },
      { path: `/jobs/${role.slug}`, dialog: { open: 'Apply for This Position', name: `Apply for ${role.title}` } },
      { path: '/login' },
      { path: '/candidateportal' },
      { path: '/no-such-page' },
    ]);
    await context.close();
    expect(found).toEqual({});
  });

  it('every CRM section and its create dialog', async () => {
    const { page, context } = await tests.signedInPage();
    const found = await audit(page, [
      { path: '/manage' },
      { path: '/manage/candidates' },
      { path: '/manage/candidates', dialog: { open: 'Add Candidate', name: 'Add New Candidate' } },
      { path: '/manage/employers' },
      { path: '/manage/employers', dialog: { open: 'Add Employer', name: 'Add New Employer' } },
      { path: '/manage/job-roles' },
      { path: '/manage/job-roles', dialog: { open: 'Add Job Role', name: 'Add New Job Role' } },
      { path: '/manage/interactions' },
      { path: '/manage/interactions', dialog: { open: 'Log Interaction', name: 'Log New Interaction' } },
      { path: '/manage/calendar' },
      { path: '/manage/calendar', dialog: { open: 'Schedule Meeting', name: /Schedule/ } },
      { path: '/manage/pipeline' },
      { path: '/manage/pipeline', dialog: { open: 'Add to Pipeline', name: 'Add to Pipeline' } },
      { path: '/manage/leads' },
      { path: '/manage/users' },
      { path: '/manage/users', dialog: { open: 'Add User', name: 'Add New Team Member' } },
      { path: '/manage/integrations' },
      { path: '/manage/integrations', dialog: { open: 'Create API key', name: 'Create API key' } },
      { path: '/manage/integrations', dialog: { open: 'Add webhook', name: 'Add webhook' } },
    ]);
    await context.close();
    expect(found).toEqual({});
  });

  it("a new applicant's profile wizard", async () => {
    const { page, context } = await tests.newPage();
    await page.goto(`${tests.platform.url}/jobs/${role.slug}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${role.title}` });
    await apply.getByLabel('Full Name *').fill(`${run} Applicant`);
    await apply.getByLabel('Email *').fill(`a11y.${Date.now().toString(36)}@example.test`);
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${tests.platform.url}/candidateportal?wizard=true`);
    await page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
    await settled(page);
    const found = await violations(page);
    await context.close();
    expect(found).toEqual([]);
  });
});
