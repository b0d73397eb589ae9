import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lead } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { leadAge } from './leadAge';

afterEach(resetPage);

const HOUR = 3_600_000;
/** A time this long before now, as the server writes it. */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const lead = (overrides: Partial<Lead> & Pick<Lead, 'id' | 'name' | 'createdAt'>): Lead => ({
  email: `${overrides.id}@example.test`,
  service: 'consultation',
  source: 'exit_intent',
  status: 'new',
  updatedAt: overrides.createdAt,
  ...overrides,
});

// The server's order: new leads oldest first, then the others newest first.
const overdue = lead({
  id: 'l1',
  name: 'Olivia Overdue',
  createdAt: ago(30 * HOUR),
  service: 'cv_assessment',
});
const fresh = lead({
  id: 'l2',
  name: 'Fred Fresh',
  createdAt: ago(3 * HOUR + 60_000),
  phone: '+1 (555) 010-2030',
  message: 'Looking for a move into data engineering.',
});
const answered = lead({ id: 'l3', name: 'Cara Contacted', createdAt: ago(50 * HOUR), status: 'contacted' });

async function openLeads() {
  await signIn(recruiter);
  renderAt('/manage/leads');
}

const card = (name: string) => within(screen.getByRole('article', { name }));

describe('/manage/leads', () => {
  it('asks for the first page of leads and shows placeholder cards meanwhile', async () => {
    const requests = recordRequests();
    await openLeads();
    expect(screen.getByLabelText('Loading leads')).toBeTruthy();
    expect(requests.urls()).toEqual(['GET /api/leads?limit=24&offset=0']);
  });

  it('lists new leads first, each with its age against the promised 24 hours', async () => {
    answerRequests(() => ({ body: { items: [overdue, fresh, answered], total: 3, newCount: 2 } }));
    await openLeads();
    await screen.findByRole('article', { name: 'Olivia Overdue' });
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'lead-l1',
      'lead-l2',
      'lead-l3',
    ]);
    expect(screen.getByText('2 new leads waiting for a reply: we promise one within 24 hours.')).toBeTruthy();
    expect(card('Olivia Overdue').getByText('Received 1 day ago · overdue by 6 hours')).toBeTruthy();
    expect(card('Fred Fresh').getByText('Received 3 hours ago · reply within 21 hours')).toBeTruthy();
    // An answered lead has no deadline any more.
    expect(card('Cara Contacted').getByText('Received 2 days ago')).toBeTruthy();
  });

  it('shows the service, the contact links and the message', async () => {
    answerRequests(() => ({ body: { items: [overdue, fresh], total: 2, newCount: 2 } }));
    await openLeads();
    const freshCard = within(await screen.findByRole('article', { name: 'Fred Fresh' }));
    expect(freshCard.getByText('Free Consultation')).toBeTruthy();
    expect(freshCard.getByRole('link', { name: 'l2@example.test' }).getAttribute('href')).toBe(
      'mailto:l2@example.test',
    );
    expect(freshCard.getByRole('link', { name: '+1 (555) 010-2030' }).getAttribute('href')).toBe(
      'tel:+15550102030',
    );
    expect(freshCard.getByText('Looking for a move into data engineering.')).toBeTruthy();
    expect(card('Olivia Overdue').getByText('CV Assessment')).toBeTruthy();
    expect(card('Olivia Overdue').getByText('No message')).toBeTruthy();
  });

  it('changes a lead’s status on the server and reloads the list', async () => {
    let items = [fresh];
    const server = answerRequests(({ method, body }) => {
      if (method === 'PUT') {
        items = items.map((item) => ({ ...item, ...(body as object) }));
        return { body: items[0] };
      }
      return {
        body: { items, total: items.length, newCount: items.filter((item) => item.status === 'new').length },
      };
    });
    await openLeads();
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(status.value).toBe('new');
    await userEvent.selectOptions(status, 'contacted');
    await waitFor(() => expect(shownToast()).toContain('Lead updated successfully'));
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/leads/l2');
    expect(put?.body).toEqual({ status: 'contacted' });
    await waitFor(() => expect(screen.getByText('No new leads waiting for a reply.')).toBeTruthy());
    expect(card('Fred Fresh').getByText('Received 3 hours ago')).toBeTruthy();
  });

  it('says when there are no leads yet', async () => {
    answerRequests(() => ({ body: { items: [], total: 0, newCount: 0 } }));
    await openLeads();
    expect(await screen.findByText('No leads yet')).toBeTruthy();
  });
});

describe('leadAge', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it.each([
    ['2026-11-23T11:59:30.000Z', true, 'Received 30 seconds ago · reply within 24 hours', false],
    ['2026-11-23T02:00:00.000Z', true, 'Received 10 hours ago · reply within 14 hours', false],
    ['2026-11-22T11:00:00.000Z', true, 'Received 1 day ago · overdue by 1 hour', true],
    ['2026-11-20T12:00:00.000Z', true, 'Received 3 days ago · overdue by 2 days', true],
    ['2026-11-20T12:00:00.000Z', false, 'Received 3 days ago', false],
  ])('%s (new: %s) reads %s', (createdAt, isNew, text, isOverdue) => {
    expect(leadAge(createdAt, isNew, now)).toEqual({ text, overdue: isOverdue });
  });
});
