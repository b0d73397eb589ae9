import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const SECRET = 'tbk_Xy12ab34CdEfGhIjKlMnOpQrStUvWxYz0123456789_-';
const key = (fields: Partial<ApiKey>): ApiKey => ({
  id: 'k1',
  name: 'Job board feed',
  role: 'recruiter',
  prefix: 'tbk_Ab12Cd34',
  createdAt: '2026-11-20T09:30:00.000Z',
  createdBy: { id: 'u-admin', name: 'Ada Admin' },
  lastUsedAt: null,
  revokedAt: null,
  ...fields,
});

/** A server with these keys that makes and revokes them as the auth service does (and has no webhooks). */
function keysServer(keys: ApiKey[]) {
  return answerRequests(({ method, url, body }) => {
    if (url.pathname.startsWith('/api/webhooks')) return { body: [] };
    if (method === 'GET') return { body: keys };
    if (method === 'POST') {
      const created = key({ id: `k${keys.length + 1}`, ...(body as Pick<ApiKey, 'name' | 'role'>), prefix: SECRET.slice(0, 12), createdAt: new Date().toISOString() });
      keys.unshift(created);
      return { status: 201, body: { apiKey: created, secret: SECRET } };
    }
    const revoked = keys.find((each) => url.pathname.endsWith(each.id))!;
    revoked.revokedAt = new Date().toISOString();
    return { status: 204 };
  });
}

/** The requests about API keys (the page's other cards ask for their own). */
const keyRequests = (server: ReturnType<typeof keysServer>) => server.urls().filter((url) => url.includes('/api/api-keys'));
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('/manage/integrations', () => {
  it('tells a non-administrator access is denied, and never asks for the keys', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage/integrations');
    expect(await screen.findByText('Access denied. Only administrators can manage integrations.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(requests.urls()).toEqual([]);
  });

  it("lists each key's name, role, start, creation, last use and status; only working keys can be revoked", async () => {
    keysServer([
      key({ id: 'k1', name: 'Job board feed', lastUsedAt: '2026-11-26T14:05:00.000Z' }),
      key({ id: 'k2', name: 'Old payroll', role: 'manager', prefix: 'tbk_Zz99Yy88', revokedAt: '2026-11-25T08:00:00.000Z' }),
    ]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    expect(await screen.findByRole('heading', { name: 'API Keys' })).toBeTruthy();
    const active = await rowOf('Job board feed');
    expect(cells(active).slice(0, 6)).toEqual([
      'Job board feed',
      'Recruiter',
      'tbk_Ab12Cd34…',
      expect.stringContaining('by Ada Admin'),
      expect.stringMatching(/^Nov 2\d, 2026, \d+:05 (AM|PM)$/),
      'active',
    ]);
    expect(within(active).getByRole('button', { name: 'Revoke Job board feed' })).toBeTruthy();
    const revoked = await rowOf('Old payroll');
    expect(cells(revoked).slice(0, 6)).toEqual(['Old payroll', 'Manager', 'tbk_Zz99Yy88…', expect.any(String), 'Never', 'revoked']);
    expect(within(revoked).queryByRole('button')).toBeNull();
  });
});

describe("'Create API key'", () => {
  it('checks the name before sending anything', async () => {
    const server = keysServer([]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(keyRequests(server)).toEqual(['GET /api/api-keys']);
  });

  it('shows the new key once, with a copy button and the warning, and never again after the dialog closes', async () => {
    const user = userEvent.setup();
    const server = keysServer([]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(form).getByLabelText('Name'), 'BI export');
    await user.selectOptions(within(form).getByLabelText('Role'), 'manager');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'BI export', role: 'manager' });
    expect(within(shown).getByText('Copy this key now: you will not see it again.')).toBeTruthy();
    expect((within(shown).getByLabelText('API key for BI export') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(await rowOf('BI export')).slice(1, 3)).toEqual(['Manager', 'tbk_Xy12ab34…']);
    expect(document.body.textContent).not.toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });
});

describe('revoking a key', () => {
  it('asks first, then revokes it and shows it revoked', async () => {
    const server = keysServer([key({ id: 'k7', name: 'Payroll sync' })]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Payroll sync' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    expect(confirm.textContent).toContain('Are you sure you want to revoke "Payroll sync"? This action cannot be undone.');
    expect(keyRequests(server)).toEqual(['GET /api/api-keys']);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(cells(screen.getByText('Payroll sync').closest('tr')!)[5]).toBe('revoked'));
    expect(keyRequests(server)).toEqual(['GET /api/api-keys', 'DELETE /api/api-keys/k7', 'GET /api/api-keys']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
