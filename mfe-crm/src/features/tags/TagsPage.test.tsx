import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests } from '@agency/web-kit/testing';
import { administrator, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

// /manage/tags (decision 0134): administrators recolour, rename and merge the candidates' tags.
const at = '2026-01-01T00:00:00.000Z';
const hot = { id: 'a'.repeat(24), name: 'Hot', colour: 'red', count: 1234, createdAt: at, updatedAt: at };
const urgent = { id: 'b'.repeat(24), name: 'Urgent', colour: 'blue', count: 1, createdAt: at, updatedAt: at };

async function openPage(user = administrator) {
  const server = answerRequests(({ method, url, body }) => {
    const call = `${method} ${url.pathname}`;
    if (call === 'GET /api/tags/candidates') return { status: 200, body: [hot, urgent] };
    if (call === `PATCH /api/tags/candidates/${hot.id}`) return { status: 200, body: { tag: { ...hot, ...(body as object) }, recordsChanged: 1234 } };
    if (call === 'POST /api/tags/candidates/merge') return { status: 200, body: { tag: urgent, recordsChanged: 1234 } };
    return 'pending';
  });
  await signIn(user);
  renderAt('/manage/tags');
  return server;
}
const sent = (server: ReturnType<typeof answerRequests>, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.url.pathname === path).map((request) => request.body);

describe('/manage/tags', () => {
  it('lists each tag with how many candidates hold it, and recolours one', async () => {
    const server = await openPage();
    const row = within((await screen.findByText('1,234 candidates')).closest('tr')!);
    expect(row.getByText('Hot')).toBeTruthy();
    expect(screen.getByText('1 candidate')).toBeTruthy();
    await userEvent.selectOptions(row.getByLabelText('Colour of Hot'), 'Green');
    await waitFor(() => expect(sent(server, 'PATCH', `/api/tags/candidates/${hot.id}`)).toEqual([{ colour: 'green' }]));
  });

  it('renames a tag and merges one into another', async () => {
    const server = await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Hot' }));
    const rename = within(screen.getByRole('dialog', { name: 'Rename Hot' }));
    await userEvent.clear(rename.getByLabelText('New name'));
    await userEvent.type(rename.getByLabelText('New name'), 'Priority');
    await userEvent.click(rename.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(sent(server, 'PATCH', `/api/tags/candidates/${hot.id}`)).toEqual([{ name: 'Priority' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Merge Hot' }));
    const merge = within(screen.getByRole('dialog', { name: 'Merge Hot' }));
    expect((merge.getByLabelText('Merge into') as HTMLSelectElement).value).toBe(urgent.id);
    await userEvent.click(merge.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(sent(server, 'POST', '/api/tags/candidates/merge')).toEqual([{ from: [hot.id], into: urgent.id }]));
  });

  it('is for administrators only', async () => {
    await openPage(recruiter);
    expect(await screen.findByText(/Access denied|not found|Page Not Found/i)).toBeTruthy();
  });
});
