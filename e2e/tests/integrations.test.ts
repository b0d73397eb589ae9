import { describe, expect, it } from 'vitest';
import { ApiKeyMessages } from '@agency/contracts';
import { setUpBrowserTests, sidebar } from './browser';

// The administrator's Integrations section in Chromium: an API key made, copied, used and revoked (decision 0109).
const tests = setUpBrowserTests();

describe('API keys in the CRM', () => {
  it('are made with their secret shown once and copied, work at once, and stop working once revoked', async () => {
    const { page, context, errors } = await tests.signedInPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: tests.platform.url });
    await sidebar(page).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    expect(await page.title()).toBe('Integrations · TalentBridge CRM');

    await page.getByRole('button', { name: 'Create API key' }).click();
    const form = page.getByRole('dialog', { name: 'Create API key' });
    await form.getByLabel('Name').fill('Browser job board');
    await form.getByLabel('Role').selectOption('recruiter');
    await form.getByRole('button', { name: 'Create API key' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
    await shown.getByText('Copy this key now: you will not see it again.').waitFor();
    const secret = await shown.getByLabel('API key for Browser job board').inputValue();
    expect(secret).toMatch(/^tbk_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Browser job board' });
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    expect(await page.content()).not.toContain(secret);
    const withKey = () => fetch(`${tests.platform.url}/api/candidates`, { headers: { 'x-api-key': secret } });
    expect((await withKey()).status).toBe(200);

    await row.getByRole('button', { name: 'Revoke Browser job board' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await confirm.getByText('Are you sure you want to revoke "Browser job board"?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('revoked').waitFor();
    // The revocation reaches the gateway on the AUTH stream: within a second.
    const revokedAt = Date.now();
    let answer = await withKey();
    while (answer.status === 200 && Date.now() - revokedAt < 1_000) answer = await withKey();
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toBe(ApiKeyMessages.revoked);
    expect(errors).toEqual([]);
    await context.close();
  });
});
