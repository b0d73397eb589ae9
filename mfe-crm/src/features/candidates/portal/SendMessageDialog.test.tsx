import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, shownToast, type Answer } from '@agency/web-kit/testing';
import { candidate, detail } from '../../../shared/test-fixtures/candidates';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { HEAD_CHEF_ID, message } from '../../../shared/test-fixtures/portal';

afterEach(resetPage);

const priya = candidate(1, { name: 'Priya Patel' });
const list = (items: unknown[]): Answer => ({ body: { items, total: items.length } });
const headChef = {
  id: HEAD_CHEF_ID,
  slug: 'head-chef',
  employerId: '65f000000000000000000001',
  title: 'Head Chef',
  status: 'open',
  priority: 'high',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  employer: { id: '65f000000000000000000001', name: 'The Grand Meridian Hotel' },
};

function serve(send: Answer | ((body: object) => Answer)) {
  return answerRequests(({ method, url, body }) => {
    if (method === 'POST' && url.pathname === '/api/messages')
      return typeof send === 'function' ? send(body as object) : send;
    if (url.pathname === '/api/candidates') return list([priya]);
    if (url.pathname === `/api/candidates/${priya.id}`) return { body: detail(priya) };
    if (url.pathname === '/api/job-roles') return list([headChef]);
    return { body: [] };
  });
}

async function openSendMessage() {
  await signIn(recruiter);
  renderAt('/manage/candidates');
  // The name leads to her page; the card's menu opens the quick view.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
  const details = within(await screen.findByRole('dialog', { name: 'Candidate Details' }));
  await userEvent.click(await details.findByRole('button', { name: 'Send Message' }));
  return within(await screen.findByRole('dialog', { name: 'Send Message' }));
}

const posted = (server: ReturnType<typeof serve>) =>
  server.requests.filter(({ method }) => method === 'POST').map(({ body }) => body);

describe("'Send Message' from 'Candidate Details'", () => {
  it('asks for a subject and a message, then sends them with the job role picked', async () => {
    const server = serve((body) => ({ status: 201, body: message(1, priya.id, body) }));
    const dialog = await openSendMessage();
    expect(dialog.getByText('To Priya Patel. It appears in their portal under Messages.')).toBeTruthy();

    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));
    expect(await dialog.findByText('Subject is required')).toBeTruthy();
    expect(dialog.getByText('Message is required')).toBeTruthy();
    expect(posted(server)).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Subject *'), 'Role');
    await userEvent.type(dialog.getByLabelText('Message *'), 'Free Friday?');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Job Role' }), 'He');
    await userEvent.click(await dialog.findByRole('option', { name: /Head Chef/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Message' })).toBeNull());
    expect(posted(server)).toEqual([
      { candidateId: priya.id, subject: 'Role', content: 'Free Friday?', jobRoleId: HEAD_CHEF_ID },
    ]);
    await waitFor(() => expect(shownToast()).toContain('Message sent successfully'));
  });

  it('refuses a subject with a tab or another control character under the field, with the contract\'s words (issue 30)', async () => {
    const server = serve({ status: 201, body: {} });
    const dialog = await openSendMessage();
    await userEvent.click(dialog.getByLabelText('Subject *'));
    await userEvent.paste('Role\tfor you');
    await userEvent.type(dialog.getByLabelText('Message *'), 'Free Friday?');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    expect(await dialog.findByText('Subject must be one line, without line breaks, tabs or other control characters')).toBeTruthy();
    expect(posted(server)).toEqual([]);
  });

  it('sends no job role when none is picked, and keeps the dialog open with the reason when sending fails', async () => {
    const server = serve({ status: 404, body: { message: 'Candidate not found' } });
    const dialog = await openSendMessage();
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Hello');
    await userEvent.type(dialog.getByLabelText('Message *'), 'A quick question.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(shownToast()).toContain('Failed to send message. Candidate not found'));
    expect(posted(server)).toEqual([
      { candidateId: priya.id, subject: 'Hello', content: 'A quick question.', jobRoleId: null },
    ]);
    expect((dialog.getByLabelText('Subject *') as HTMLInputElement).value).toBe('Hello');
  });
});
