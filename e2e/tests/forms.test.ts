import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@agency/contracts';
import { setUpBrowserTests } from './browser';
import { staffCaller } from './linked-records';

/**
 * How the CRM's forms answer a person in Chromium (issue 21): every missing field said at the first submit,
 * and one request however fast the submit button is clicked.
 */

const tests = setUpBrowserTests();
const tag = Date.now().toString(36);
let existing: Candidate | undefined;

afterAll(async () => {
  if (existing) await (await staffCaller(tests.platform.url))('DELETE', `/api/candidates/${existing.id}`).catch(() => undefined);
});

describe('CRM forms in Chromium', () => {
  it("'Add New Team Member' says every missing or wrong field at the first submit, and sends nothing", async () => {
    const { page, context } = await tests.signedInPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/users')) posts.push(request.url());
    });
    await page.goto(`${tests.platform.url}/manage/users`);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Team Member' });
    // With a typed password (an invitation by e-mail, the default, asks for none).
    await dialog.getByLabel('Invite by e-mail: they choose their own password').uncheck();
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    for (const message of ['Full Name is required', 'Email must be a valid email address', 'Password must be at least 12 characters']) {
      await dialog.getByText(message).waitFor();
    }
    await context.close();
    expect(posts).toEqual([]);
  });

  it("a double click on 'Add Candidate' sends one request, with an address that is taken too", async () => {
    const staff = await staffCaller(tests.platform.url);
    existing = await staff<Candidate>('POST', '/api/candidates', { name: `Taken ${tag}`, email: `taken.${tag}@example.test` });
    const { page, context } = await tests.signedInPage();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/candidates') posts.push(request.url());
    });
    await page.goto(`${tests.platform.url}/manage/candidates`);
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByLabel('Full Name *').fill(`Taken Again ${tag}`);
    await add.getByLabel('Email').fill(existing.email!);
    await add.getByRole('button', { name: 'Add Candidate' }).dblclick();
    await page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(/already exists/).waitFor();
    // A second request, had one been sent, would have been answered by now.
    await page.waitForLoadState('networkidle');
    await context.close();
    expect(posts).toHaveLength(1);
  });
});
