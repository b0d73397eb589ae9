import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyList, Candidate, CreatedApiKey, Employer, Interaction, JobRole, Placement, WebhookEndpointCreated } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { screenshotFolder, setUpBrowserTests } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './platform';
import { staffCaller, type StaffCall } from './linked-records';
import { layoutProblems } from './page-checks';

/**
 * Every page at a phone's width and a desktop's, with the longest names, titles and values a user could save
 * (issue 21): nothing may make the page wider than the screen, and no button or link may have its words cut.
 * Screenshots of each are kept to look at after a run.
 */

const SHOTS = screenshotFolder('/tmp/shots-layout');
// A webhook on this machine (its deliveries go to a closed port on 127.0.0.1), to show on Integrations.
const tests = setUpBrowserTests({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' });
const tag = Date.now().toString(36);
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

// Long, unicode, and with words longer than a phone is wide: what people really paste.
const longWord = 'Wolfeschlegelsteinhausenbergerdorff';
const employerName = `${longWord}-Ångström Consolidated Holdings International Limited ${tag}`;
const roleTitle = `Principal Staff Software Engineer, Distributed Systems Reliability & Observability Platform ${longWord} ${tag}`;
const personName = `Maximiliana Anastasia ${longWord}-Øvergaard ${tag}`;

let staff: StaffCall;
let employer: Employer;
let role: JobRole;
let candidate: Candidate;
let interaction: Interaction;
const placements: Placement[] = [];
let userId: string;
let apiKey: CreatedApiKey;
let webhook: WebhookEndpointCreated;

beforeAll(async () => {
  staff = await staffCaller(tests.platform.url);
  employer = await staff<Employer>('POST', '/api/employers', {
    name: employerName,
    status: 'active',
    contactPerson: personName,
    contactEmail: `${longWord.toLowerCase()}.contact.${tag}@example.test`,
  });
  role = await staff<JobRole>('POST', '/api/job-roles', {
    employerId: employer.id,
    title: roleTitle,
    status: 'open',
    priority: 'urgent',
    location: `${longWord}, Nordrhein-Westfalen`,
    salaryRange: '€120,000 – €150,000 + equity',
    description: `${longWord} `.repeat(40),
  });
  candidate = await staff<Candidate>('POST', '/api/candidates', {
    name: personName,
    email: `${longWord.toLowerCase()}.${tag}@example.test`,
    currentRole: roleTitle,
    location: `${longWord}, Nordrhein-Westfalen`,
  });
  // The largest values a placement may have: the pipeline's totals are in the tens of millions.
  for (const status of ['lead', 'closed_won', 'closed_won'] as const) {
    placements.push(
      await staff<Placement>('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, status, value: 1_000_000_000 }),
    );
  }
  interaction = await staff<Interaction>('POST', '/api/interactions', {
    type: 'interview',
    subject: `Final interview: ${roleTitle}`,
    date: new Date(Date.now() + 60 * 60_000).toISOString(),
    status: 'scheduled',
    candidateId: candidate.id,
    employerId: employer.id,
    jobRoleId: role.id,
  });
  const user = await staff<{ id: string }>('POST', '/api/users', {
    name: personName,
    email: `${longWord.toLowerCase()}.user.${tag}@example.test`,
    role: 'recruiter',
    password: 'a-long-enough-password-1',
  });
  userId = user.id;
  apiKey = await staff<CreatedApiKey>('POST', '/api/api-keys', { name: `${longWord} payroll export ${tag}`.slice(0, 100), role: 'manager' });
  // Used once, as a key in daily use is: its 'Last used' is then a date and time, not 'Never'. With an
  // administrator's key revoked beside it, every column is at its widest (in a whole run other files' keys did that,
  // and Revoke was cut off at 1280 px).
  const retired = await staff<CreatedApiKey>('POST', '/api/api-keys', { name: `${longWord} retired sync ${tag}`.slice(0, 100), role: 'administrator' });
  await staff('DELETE', `/api/api-keys/${retired.apiKey.id}`);
  await fetch(`${tests.platform.url}/api/candidates?limit=1`, { headers: { 'x-api-key': apiKey.secret } });
  await eventually(async () => (await staff<ApiKeyList>('GET', '/api/api-keys')).some((key) => key.id === apiKey.apiKey.id && Boolean(key.lastUsedAt)));
  webhook = await staff<WebhookEndpointCreated>('POST', '/api/webhooks', {
    url: `http://127.0.0.1:9/hooks/${longWord}/${longWord}-${tag}`,
    events: ['candidate.erased'],
    description: `Applicant tracking sync for ${employerName}`.slice(0, 200),
  });
});

afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (interaction) await remove(`/api/interactions/${interaction.id}`);
  for (const placement of placements) await remove(`/api/placements/${placement.id}`);
  if (userId) await remove(`/api/users/${userId}`);
  if (apiKey) await remove(`/api/api-keys/${apiKey.apiKey.id}`);
  if (webhook) await remove(`/api/webhooks/${webhook.id}`);
  if (role) await remove(`/api/job-roles/${role.id}`);
  if (employer) await remove(`/api/employers/${employer.id}`);
  if (candidate) await remove(`/api/candidates/${candidate.id}`);
});

async function signedInAt(viewport: { width: number; height: number }) {
  const opened = await tests.newPage(viewport);
  await tests.signIn(opened.page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await opened.page.waitForURL(`${tests.platform.url}/manage`);
  return opened;
}

/** Waits until the page shows what it loads (no busy region left), then lets the fonts and images settle. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
}

/**
 * Whether the element is shown whole from left to right: within the screen and within every box around it
 * that clips or scrolls sideways (a table, a board), wherever the page is scrolled up or down.
 */
async function inViewAcross(locator: Locator): Promise<boolean> {
  await locator.waitFor();
  return locator.evaluate((element) => {
    let left = 0;
    let right = window.innerWidth;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const box = parent.getBoundingClientRect();
      left = Math.max(left, box.left);
      right = Math.min(right, box.right);
    }
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= left - 1 && box.right <= right + 1;
  });
}

describe.each(WIDTHS)('layout at $width px', (viewport) => {
  it('public pages: nothing wider than the screen, no cut words, no console error', async () => {
    const { page, context } = await tests.newPage(viewport);
    const found: Record<string, string[]> = {};
    // A blocked script or style (the content security policy), a failed request, a React error.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    for (const [name, path] of [
      ['landing', '/'],
      ['about', '/about'],
      ['jobs-board', '/jobs'],
      ['job', `/jobs/${role.slug}`],
      ['login', '/login'],
      ['portal', '/candidateportal'],
      ['not-found', '/no-such-page'],
    ] as const) {
      await page.goto(`${tests.platform.url}${path}`);
      await settled(page);
      if (name === 'job') await page.getByRole('heading', { level: 1, name: roleTitle }).waitFor();
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      const problems = await layoutProblems(page);
      if (problems.length) found[path] = problems;
    }
    await context.close();
    expect(found).toEqual({});
    expect(consoleErrors).toEqual([]);
  });

  it('every CRM section: nothing wider than the screen, no cut words', async () => {
    const { page, context } = await signedInAt(viewport);
    const found: Record<string, string[]> = {};
    for (const section of ['', 'candidates', 'employers', 'job-roles', 'interactions', 'calendar', 'pipeline', 'leads', 'users', 'integrations']) {
      const path = `/manage${section ? `/${section}` : ''}`;
      await page.goto(`${tests.platform.url}${path}`);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/manage-${section || 'dashboard'}-${viewport.width}.png`, fullPage: true });
      const problems = await layoutProblems(page);
      if (problems.length) found[path] = problems;
    }
    // On a phone the CRM's menu is one bar, its sections folded behind 'Menu', not a screenful on every page.
    const menuBar = await page.getByRole('complementary').boundingBox();
    await context.close();
    expect(found).toEqual({});
    if (viewport.width < 1024) expect(menuBar!.height).toBeLessThan(100);
  });

  // A table or a board that scrolls sideways does not widen the page, but it can hide what matters (issue 31).
  it('what a screen is for is in view across, not scrolled out of sight', async () => {
    const { page, context } = await signedInAt(viewport);
    const hidden: string[] = [];
    const check = async (name: string, locator: Locator) => {
      if (!(await inViewAcross(locator))) hidden.push(name);
    };

    await page.goto(`${tests.platform.url}/manage/users`);
    await settled(page);
    const member = page.locator('tr', { hasText: personName });
    await check("a member's role", member.locator('td').nth(2));
    await check("a member's status", member.locator('td').nth(3));
    await check("a member's Edit", member.getByRole('button', { name: `Edit ${personName}` }));
    await check("a member's Delete", member.getByRole('button', { name: `Delete ${personName}` }));
    await page.screenshot({ path: `${SHOTS}/in-view-users-${viewport.width}.png`, fullPage: true });

    await page.goto(`${tests.platform.url}/manage/calendar`);
    await settled(page);
    await check('today in the calendar', page.getByRole('button', { name: /, today, / }));
    await page.screenshot({ path: `${SHOTS}/in-view-calendar-${viewport.width}.png`, fullPage: true });

    await page.goto(`${tests.platform.url}/manage/integrations`);
    await settled(page);
    await check("an API key's Revoke", page.getByRole('button', { name: `Revoke ${apiKey.apiKey.name}` }));
    await page.screenshot({ path: `${SHOTS}/in-view-integrations-${viewport.width}.png`, fullPage: true });

    // On a phone the board scrolls sideways, a column at a time; from 1280 px all five are in view.
    if (viewport.width >= 1280) {
      await page.goto(`${tests.platform.url}/manage/pipeline`);
      await settled(page);
      await check("the pipeline's Closed Lost", page.getByRole('region', { name: /^Closed Lost/ }));
      await page.screenshot({ path: `${SHOTS}/in-view-pipeline-${viewport.width}.png`, fullPage: true });
    }
    await context.close();
    expect(hidden).toEqual([]);
  });

  it("a dialog's buttons are in view when it opens, and a toast never covers them", async () => {
    const { page, context } = await signedInAt(viewport);
    await page.goto(`${tests.platform.url}/manage/candidates`);
    await settled(page);
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    const submit = add.getByRole('button', { name: 'Add Candidate' });
    await submit.waitFor();
    const button = (await submit.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);

    // The candidate's address is taken: the refusal is a toast while the dialog stays open.
    await add.getByLabel('Full Name *').fill(`Duplicate ${tag}`);
    await add.getByLabel('Email').fill(candidate.email!);
    await submit.click();
    const shown = page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByRole('listitem', { includeHidden: true }).first();
    await shown.waitFor();
    await page.screenshot({ path: `${SHOTS}/dialog-toast-${viewport.width}.png` });
    const note = (await shown.boundingBox())!;
    const after = (await submit.boundingBox())!;
    const overlaps = note.x < after.x + after.width && after.x < note.x + note.width && note.y < after.y + after.height && after.y < note.y + note.height;
    await context.close();
    expect(overlaps).toBe(false);
  });
});

// Chrome warns, 3 s after a page's load event, of each preloaded file the page has not used: the gateway must
// announce only what the page loads (issue 21, point 12: the shell's manifest lists react-dom's fallback too).
it('the landing and job pages use every file they preload', async () => {
  const { page, context } = await tests.newPage(WIDTHS[1]!);
  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unused.push(`${page.url()}: ${message.text()}`);
  });
  for (const path of ['/', `/jobs/${role.slug}`]) {
    await page.goto(`${tests.platform.url}${path}`, { waitUntil: 'load' });
    await settled(page);
    // Beyond Chrome's 3 s: a warning that comes arrives within this wait.
    await page.waitForTimeout(4_500);
  }
  await context.close();
  expect(unused).toEqual([]);
});
