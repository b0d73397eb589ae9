import { describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { setUpBrowserTests } from './browser';

const tests = setUpBrowserTests();

describe('walking skeleton in Chromium', () => {
  it('shows seeded open roles on / and a card leads to the job page', async () => {
    const { context, page, errors } = await tests.newPage();
    await page.goto(`${tests.platform.url}/`);

    const card = page.locator('a[href="/jobs/senior-backend-engineer"]');
    await card.waitFor();
    expect(await card.innerText()).toContain('Senior Backend Engineer');
    expect(await card.innerText()).toContain('Northwind Technologies');
    // Eight seeded open roles: the page shows six of them; the on-hold one is not listed.
    expect(await page.locator('a[href^="/jobs/"]').count()).toBe(6);
    expect(await page.locator('a[href="/jobs/data-analyst"]').count()).toBe(0);

    await card.click();
    await page.waitForURL(`${tests.platform.url}/jobs/senior-backend-engineer`);
    await page.getByRole('heading', { name: 'Senior Backend Engineer' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a job page directly by its address', async () => {
    const { context, page } = await tests.newPage();
    await page.goto(`${tests.platform.url}/jobs/head-chef`);
    await page.getByRole('heading', { name: 'Head Chef' }).waitFor();
    await context.close();
  });

  it("shows 'Job Not Found' for a slug that does not exist", async () => {
    const { context, page } = await tests.newPage();
    await page.goto(`${tests.platform.url}/jobs/no-such-role`);
    await page.getByText('Job Not Found').waitFor();
    expect(await page.getByText("The job you're looking for doesn't exist or has been removed.").count()).toBe(1);
    await context.close();
  });

  it("shows 'Page Not Found' for an unknown path", async () => {
    const { context, page } = await tests.newPage();
    const response = await page.goto(`${tests.platform.url}/this/does/not/exist`);
    expect(response?.status()).toBe(200);
    await page.getByText('Page Not Found').waitFor();
    await context.close();
  });

  it('answers unknown API routes with JSON 404', async () => {
    const response = await fetch(`${tests.platform.url}/api/unknown-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API route for GET /api/unknown-thing' });
  });

  it('still renders the shell on / when the catalog service is down: the open roles the gateway kept, and an error state for what it did not keep', async () => {
    // A visitor's first look while the catalog is up: the gateway keeps the answer (decision 0049).
    const warm = await tests.newPage();
    await warm.page.goto(`${tests.platform.url}/`);
    await warm.page.locator('a[href^="/jobs/"]').first().waitFor();
    await warm.context.close();

    // Which service is down is for staff to see (decision 0073).
    const staff = { authorization: `Bearer ${await apiClient(tests.platform.url).signIn()}` };
    await tests.platform.stopService('catalog');
    try {
      const health = await fetch(`${tests.platform.url}/healthz`, { headers: staff });
      expect(health.status).toBe(503);
      expect(((await health.json()) as { services: Record<string, { status: string }> }).services.catalog!.status).toBe('down');

      // Nothing can change while the catalog is down, so a visitor still sees the kept open roles.
      const visitor = await tests.newPage();
      await visitor.page.goto(`${tests.platform.url}/`);
      await visitor.page.locator('a[href^="/jobs/"]').first().waitFor();
      expect(await visitor.page.getByText("We couldn't load open positions right now.").count()).toBe(0);
      await visitor.context.close();

      // What the gateway has not kept needs the catalog: a job page not visited before shows its error state in the shell.
      const { context, page } = await tests.newPage();
      await page.goto(`${tests.platform.url}/jobs/front-office-manager`);
      await page.getByText("We couldn't load this job. Please try again shortly.").waitFor();
      expect(await page.getByRole('heading', { name: 'This job is unavailable right now' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Back to all positions' }).count()).toBe(1);
      await context.close();
    } finally {
      await tests.platform.startService('catalog');
    }
    const health = await fetch(`${tests.platform.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
