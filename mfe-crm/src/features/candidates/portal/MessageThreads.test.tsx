import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider, theme } from '@agency/ui';
import { AtAddress, answerRequests } from '@agency/web-kit/testing';
import { candidate } from '../../../shared/test-fixtures/candidates';
import { viewerInNewYork } from '../../../shared/test-fixtures/interactions';
import { message } from '../../../shared/test-fixtures/portal';
import { RequireSession } from '../../../shared/session/RequireSession';
import { store } from '../../../store';
import { recruiter, resetPage, signIn } from '../../../test-utils';
import { MessagesSection } from './CandidatePortalSections';

viewerInNewYork();
afterEach(resetPage);

const priya = candidate(1, { name: 'Priya Patel' });
const question = message(1, priya.id, { subject: 'Head Chef role', content: 'Are you free on Friday?', senderId: recruiter.id, isRead: true, readAt: '2026-03-04T16:00:00.000Z' });
const reply = message(2, priya.id, {
  threadId: question.id,
  senderType: 'candidate',
  senderId: priya.id,
  recipientType: 'staff',
  recipientId: recruiter.id,
  subject: 'Re: Head Chef role',
  content: 'Yes, Friday at 10.\nSee you then.',
  createdAt: '2026-03-04T17:00:00.000Z',
});
const other = message(3, priya.id, { subject: 'Welcome', senderId: 'u-someone-else', createdAt: '2026-03-01T09:00:00.000Z' });

async function showMessages(answer: (body: unknown) => { status: number; body: unknown } = () => ({ status: 201, body: message(4, priya.id, { threadId: question.id }) })) {
  await signIn(recruiter);
  const server = answerRequests((request) => {
    if (request.method === 'GET' && request.url.pathname === '/api/messages') return { body: [reply, other, question] };
    if (request.method === 'POST') return answer(request.body);
    return 'pending';
  });
  render(
    <AtAddress path="/manage/candidates">
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <RequireSession>
            <MessagesSection candidateId={priya.id} />
          </RequireSession>
        </ThemeProvider>
      </Provider>
    </AtAddress>,
  );
  return { server, section: within(await screen.findByRole('region', { name: 'Messages' })) };
}

describe("the CRM's view of a candidate's portal messages", () => {
  it("shows each conversation, the newest first, with the candidate's replies in it oldest first", async () => {
    const { section } = await showMessages();
    const threads = await section.findAllByRole('listitem', { name: /Head Chef role|Welcome/ });
    expect(threads.map((thread) => thread.getAttribute('aria-label'))).toEqual(['Head Chef role', 'Welcome']);
    const conversation = within(threads[0]!).getByRole('list', { name: 'Conversation: Head Chef role' });
    expect(within(conversation).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'YouMar 4, 2026 10:30 AMAre you free on Friday?',
      'CandidateMar 4, 2026 12:00 PMYes, Friday at 10.\nSee you then.',
    ]);
    expect(within(threads[0]!).getByText('Read').getAttribute('title')).toBe('Read Mar 4, 2026 11:00 AM');
    expect(within(threads[1]!).getByText('Recruiter')).toBeTruthy();
    expect(within(threads[1]!).getByText('Unread')).toBeTruthy();
  });

  it('sends an answer in the same conversation, and checks it first', async () => {
    const { server, section } = await showMessages();
    const thread = within(await section.findByRole('listitem', { name: 'Head Chef role' }));
    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }));
    expect(thread.getByText('Reply is required')).toBeTruthy();
    await userEvent.type(thread.getByLabelText('Answer in this conversation'), 'Great, see you on Friday.');
    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(server.urls().filter((url) => url.startsWith('POST'))).toEqual([`POST /api/messages/${reply.id}/replies`]));
    await waitFor(() => expect((thread.getByLabelText('Answer in this conversation') as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the answer and says why when the server refuses it', async () => {
    const { section } = await showMessages(() => ({ status: 404, body: { message: 'This message was not found. Refresh the page to see your messages.' } }));
    const thread = within(await section.findByRole('listitem', { name: 'Welcome' }));
    await userEvent.type(thread.getByLabelText('Answer in this conversation'), 'Hello');
    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }));
    expect((await thread.findByRole('alert')).textContent).toContain('This message was not found.');
    expect((thread.getByLabelText('Answer in this conversation') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
