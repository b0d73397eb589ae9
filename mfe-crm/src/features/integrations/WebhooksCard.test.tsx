import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookEventType, type WebhookAttempt, type WebhookEndpoint } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { administrator, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const SECRET = 'whsec_Q2hvb3NlIGEgc2VjcmV0IHRoYXQgbm9ib2R5IGNhbiBndWVzcyE';
const endpoint = (fields: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 'w1',
  url: 'https://hooks.example.com/ats',
  events: ['candidate.created'],
  description: null,
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  consecutiveFailures: 0,
  lastDeliveryAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-20T09:30:00.000Z',
  ...fields,
});
const attempt = (fields: Partial<WebhookAttempt>): WebhookAttempt => ({
  id: 'a1',
  deliveryId: 'dlv_1',
  eventId: 'evt_1',
  event: 'candidate.created',
  attempt: 1,
  statusCode: 200,
  durationMs: 84,
  error: null,
  responseExcerpt: 'ok',
  outcome: 'delivered',
  nextAttemptAt: null,
  at: '2026-11-26T14:05:00.000Z',
  ...fields,
});

/** A notifications service with these webhooks and attempts, answering as it does; the API keys card gets none. */
function webhooksServer(endpoints: WebhookEndpoint[], attempts: WebhookAttempt[] = []) {
  return answerRequests(({ method, url, body }) => {
    const path = url.pathname;
    if (path === '/api/api-keys') return { body: [] };
    if (method === 'GET' && path === '/api/webhooks') return { body: endpoints };
    if (method === 'GET' && path.endsWith('/deliveries')) return { body: attempts };
    if (method === 'POST' && path === '/api/webhooks') {
      const created = endpoint({ id: `w${endpoints.length + 1}`, ...(body as Partial<WebhookEndpoint>) });
      endpoints.push(created);
      return { status: 201, body: { ...created, secret: SECRET } };
    }
    if (method === 'POST' && path.endsWith('/test')) return { status: 202, body: { deliveryId: 'dlv_test', message: 'Test event queued.' } };
    const index = endpoints.findIndex((each) => path.endsWith(`/${each.id}`));
    if (method === 'DELETE') {
      endpoints.splice(index, 1);
      return { status: 204 };
    }
    const changed = { ...endpoints[index]!, ...(body as Partial<WebhookEndpoint>), disabledReason: null, disabledAt: null, consecutiveFailures: 0 };
    endpoints[index] = changed;
    return { body: changed };
  });
}

const rowOf = async (url: string) => (await screen.findByText(url, { selector: 'td code' })).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
const webhookUrls = (server: ReturnType<typeof webhooksServer>) => server.urls().filter((url) => url.includes('/api/webhooks'));

describe('the Webhooks card on /manage/integrations', () => {
  it("lists each webhook's address, note, events, status and last delivery", async () => {
    webhooksServer([
      endpoint({ id: 'w1', description: 'Our ATS', events: ['candidate.created', 'application.received'], lastDeliveryAt: '2026-11-26T14:05:00.000Z' }),
      endpoint({ id: 'w2', url: 'https://bi.example.com/in', events: ['placement.stage-changed'], consecutiveFailures: 2 }),
    ]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    expect(cells(await rowOf('https://hooks.example.com/ats')).slice(0, 4)).toEqual([
      'https://hooks.example.com/atsOur ATS',
      'Candidate created, Application received',
      'active',
      expect.stringMatching(/^Nov 26, 2026, \d+:05 (AM|PM)$/),
    ]);
    expect(cells(await rowOf('https://bi.example.com/in')).slice(1, 4)).toEqual(['Placement stage changed', 'active2 failed deliveries in a row', 'Never']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly when a webhook was disabled after failures and why, and re-enables it', async () => {
    const reason = 'Disabled after 5 deliveries in a row failed every attempt. Check that the receiver is up and answers 2xx, then re-enable it.';
    const server = webhooksServer([endpoint({ id: 'w9', enabled: false, disabledReason: reason, disabledAt: '2026-11-26T15:00:00.000Z', consecutiveFailures: 5 })]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(`No events go to https://hooks.example.com/ats. ${reason}`);
    expect(cells(await rowOf('https://hooks.example.com/ats'))[2]).toBe('disabled5 failed deliveries in a row');

    await userEvent.click(within(notice).getByRole('button', { name: 'Re-enable https://hooks.example.com/ats' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(server.requests.find((request) => request.method === 'PUT')).toMatchObject({ url: expect.objectContaining({ pathname: '/api/webhooks/w9' }), body: { enabled: true } });
    expect(cells(await rowOf('https://hooks.example.com/ats'))[2]).toBe('active');
  });

  it('offers to add one when there are none', async () => {
    webhooksServer([]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    expect(await screen.findByText(/No webhooks yet/)).toBeTruthy();
  });
});

describe("'Add webhook'", () => {
  it('checks the address and that an event is chosen before sending anything', async () => {
    const server = webhooksServer([]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await userEvent.type(within(dialog).getByLabelText('URL'), 'ftp://files.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('URL must be a web address starting with https://, e.g. https://hooks.example.com/talentbridge')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Events' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(webhookUrls(server)).toEqual(['GET /api/webhooks']);
  });

  it('sends the address, the chosen events and the note, then shows the signing secret once', async () => {
    const user = userEvent.setup();
    const server = webhooksServer([]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    const events = within(form).getByRole('group', { name: 'Events' });
    // One a subscribable event: the contract's list.
    expect(within(events).getAllByRole('checkbox')).toHaveLength(WebhookEventType.options.length);
    await user.type(within(form).getByLabelText('URL'), 'https://hooks.example.com/payroll');
    await user.click(within(events).getByRole('checkbox', { name: /Placement stage changed/ }));
    await user.click(within(events).getByRole('checkbox', { name: /Interview scheduled/ }));
    await user.type(within(form).getByLabelText('Description'), 'Payroll sync');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your signing secret' });
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/payroll',
      events: ['placement.stage-changed', 'interview.scheduled'],
      description: 'Payroll sync',
    });
    expect(within(shown).getByText('Copy this secret now: you will not see it again.')).toBeTruthy();
    expect((within(shown).getByLabelText('Signing secret for https://hooks.example.com/payroll') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(await rowOf('https://hooks.example.com/payroll'))[1]).toBe('Placement stage changed, Interview scheduled');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("keeps what was typed and says the server's reason when the address is refused", async () => {
    const refusal = '10.0.0.5 is a private, loopback, link-local or cloud metadata address, which webhooks may not reach.';
    answerRequests(({ method }) => (method === 'POST' ? { status: 400, body: { message: refusal } } : { body: [] }));
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    await userEvent.type(within(form).getByLabelText('URL'), 'https://10.0.0.5/hook');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Candidate created/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add webhook' })).toBeTruthy();
    expect((within(form).getByLabelText('URL') as HTMLInputElement).value).toBe('https://10.0.0.5/hook');
  });
});

describe("a webhook's deliveries, test event and deletion", () => {
  it('lists the attempts newest first with the event, attempt, status and what went wrong', async () => {
    const server = webhooksServer(
      [endpoint({ id: 'w3' })],
      [
        attempt({ id: 'a3', event: 'application.received', attempt: 2, statusCode: 500, outcome: 'retrying', error: 'The receiver answered 500.', nextAttemptAt: '2026-11-26T14:09:00.000Z', at: '2026-11-26T14:07:00.000Z' }),
        attempt({ id: 'a2', event: 'webhook.test', statusCode: null, durationMs: 10_000, outcome: 'failed', error: 'No answer within 10 s' }),
        attempt({ id: 'a1' }),
      ],
    );
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://hooks.example.com/ats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const rows = (await within(dialog).findAllByRole('row')).slice(1);
    expect(rows.map((row) => cells(row).slice(1, 5))).toEqual([
      ['Application received', '2', '50084 ms', expect.stringMatching(/^will retryThe receiver answered 500\.Next attempt Nov 26, 2026/)],
      ['Test event', '1', 'No answer10000 ms', 'failedNo answer within 10 s'],
      ['Candidate created', '1', '20084 ms', 'delivered'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(webhookUrls(server).filter((url) => url.endsWith('/deliveries'))).toHaveLength(2));
  });

  it('sends a test event and says where to see how it went', async () => {
    const server = webhooksServer([endpoint({ id: 'w4' })]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test event to https://hooks.example.com/ats' }));
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    expect(webhookUrls(server)).toContain('POST /api/webhooks/w4/test');
  });

  it('asks before deleting, then removes it', async () => {
    const server = webhooksServer([endpoint({ id: 'w5' })]);
    await signIn(administrator);
    renderAt('/manage/integrations');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/ats' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete webhook' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "https://hooks.example.com/ats"? This action cannot be undone.');
    expect(webhookUrls(server)).toEqual(['GET /api/webhooks']);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No webhooks yet/)).toBeTruthy();
    expect(webhookUrls(server)).toEqual(['GET /api/webhooks', 'DELETE /api/webhooks/w5', 'GET /api/webhooks']);
  });
});
