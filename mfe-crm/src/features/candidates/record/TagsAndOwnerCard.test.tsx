import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateRecord } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { candidate } from '../../../shared/test-fixtures/candidates';

afterEach(resetPage);

// 'Tags & Owner' on the candidate's page (decision 0134).
const dana = { id: 'd'.repeat(24), name: 'Dana Owner' };
const sam = { id: 'e'.repeat(24), name: 'Sam Second' };
const at = '2026-01-01T00:00:00.000Z';
const registry = [
  { id: 'a'.repeat(24), name: 'Hot', colour: 'red', count: 3, createdAt: at, updatedAt: at },
  { id: 'b'.repeat(24), name: 'Relocating', colour: 'blue', count: 1, createdAt: at, updatedAt: at },
];
const priya = candidate(1, { name: 'Priya Patel', tags: ['Hot'], ownerId: dana.id });
const record: CandidateRecord = { candidate: priya, applications: [], education: [], employment: [], documents: [], changes: [], interactions: [], placements: [], messages: [] };

async function openPage() {
  const server = answerRequests(({ method, url, body }) => {
    const call = `${method} ${url.pathname}`;
    if (call === `GET /api/candidates/${priya.id}/record`) return { status: 200, body: record };
    if (call === 'GET /api/team-members') return { status: 200, body: [dana, sam] };
    if (call === 'GET /api/tags/candidates') return { status: 200, body: registry };
    if (call === `PATCH /api/candidates/${priya.id}/tags`) {
      const { add = [], remove = [] } = body as { add?: string[]; remove?: string[] };
      return { status: 200, body: { ...priya, tags: [...priya.tags!.filter((tag) => !remove.includes(tag)), ...add] } };
    }
    if (call === `PUT /api/candidates/${priya.id}/owner`) return { status: 200, body: { ...priya, ...(body as object) } };
    return 'pending';
  });
  await signIn(recruiter);
  renderAt(`/manage/candidates/${priya.id}`);
  const card = within(await screen.findByRole('region', { name: 'Tags & Owner' }));
  return { server, card };
}

const sent = (server: ReturnType<typeof answerRequests>, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body);

describe('Tags & Owner on the candidate’s page', () => {
  it('shows the owner and the tags in their colours', async () => {
    const { card } = await openPage();
    await waitFor(() => expect((card.getByLabelText('Owner') as HTMLSelectElement).value).toBe(dana.id));
    expect(card.getByRole('list', { name: 'Tags' }).textContent).toContain('Hot');
    // The registry's tags not on the record are suggested as one types.
    await waitFor(() => expect([...document.querySelectorAll('datalist option')].map((option) => option.getAttribute('value'))).toEqual(['Relocating']));
  });

  it('adds a tag (a new name too) and removes one, each sent on its own as add or remove', async () => {
    const { server, card } = await openPage();
    await userEvent.type(card.getByLabelText('Tag to add'), 'Night shifts');
    await userEvent.click(card.getByRole('button', { name: 'Add Tag' }));
    await waitFor(() => expect(sent(server, 'PATCH', `/api/candidates/${priya.id}/tags`)).toEqual([{ add: ['Night shifts'], remove: [] }]));
    await userEvent.click(card.getByRole('button', { name: 'Remove tag Hot' }));
    await waitFor(() => expect(sent(server, 'PATCH', `/api/candidates/${priya.id}/tags`)).toHaveLength(2));
    expect(sent(server, 'PATCH', `/api/candidates/${priya.id}/tags`)[1]).toEqual({ add: [], remove: ['Hot'] });
  });

  it('refuses a tag the record has already, whatever its case, without asking the server', async () => {
    const { server, card } = await openPage();
    await userEvent.type(card.getByLabelText('Tag to add'), 'hot');
    await userEvent.click(card.getByRole('button', { name: 'Add Tag' }));
    expect(await card.findByText('The record has this tag already.')).toBeTruthy();
    expect(sent(server, 'PATCH', `/api/candidates/${priya.id}/tags`)).toEqual([]);
  });

  it('gives the candidate to another team member, or to nobody', async () => {
    const { server, card } = await openPage();
    await screen.findByRole('option', { name: sam.name });
    await userEvent.selectOptions(card.getByLabelText('Owner'), sam.name);
    await waitFor(() => expect(sent(server, 'PUT', `/api/candidates/${priya.id}/owner`)).toEqual([{ ownerId: sam.id }]));
    await userEvent.selectOptions(card.getByLabelText('Owner'), 'Nobody');
    await waitFor(() => expect(sent(server, 'PUT', `/api/candidates/${priya.id}/owner`)).toEqual([{ ownerId: sam.id }, { ownerId: null }]));
  });
});
