import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailRecord } from '@agency/contracts';
import { answerRequests, type Answer } from '@agency/web-kit/testing';
import { FIRST_PAGE, candidate, detail } from '../../shared/test-fixtures/candidates';
import { viewerInNewYork } from '../../shared/test-fixtures/interactions';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

viewerInNewYork();
afterEach(resetPage);

const priya = candidate(1, { name: 'Priya Patel' });
const EMAILS = `GET /api/emails?candidateId=${priya.id}`;

function email(changes: Partial<EmailRecord>): EmailRecord {
  return {
    id: 'application-received:a1',
    kind: 'application-received',
    to: 'priya@example.test',
    subject: 'We received your application: Head Chef',
    status: 'sent',
    attempts: 1,
    reason: null,
    createdAt: '2026-03-04T15:00:00.000Z',
    sentAt: '2026-03-04T15:00:02.000Z',
    ...changes,
  };
}

async function openDetails(emails: Answer) {
  answerRequests((request) => {
    const call = `${request.method} ${request.url.pathname}${request.url.search}`;
    if (call === FIRST_PAGE) return { body: { items: [priya], total: 1 } };
    if (call === `GET /api/candidates/${priya.id}`) return { body: detail(priya) };
    if (call === EMAILS) return emails;
    return request.url.pathname.startsWith('/api/') && request.method === 'GET' ? { body: [] } : 'pending';
  });
  await signIn(recruiter);
  renderAt('/manage/candidates');
  // The name leads to her page; the card's menu opens the quick view.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
  return within(await screen.findByRole('dialog', { name: 'Candidate Details' }));
}

describe("'Candidate Details': the e-mails sent to the candidate", () => {
  it('lists each with its kind, subject, recipient, time and status, and why one was refused', async () => {
    const dialog = await openDetails({
      body: [
        email({ id: 'password-link:l1', kind: 'password-link', subject: 'Choose a new password', status: 'failed', reason: '550 5.1.1 mailbox unavailable', sentAt: null }),
        email({}),
      ],
    });
    const section = within(await dialog.findByRole('region', { name: 'E-mails' }));
    expect(await section.findByText('E-mails (2)')).toBeTruthy();
    const sentItem = section.getByRole('listitem', { name: 'We received your application: Head Chef' });
    const sent = within(sentItem);
    expect(sent.getByText('Application received')).toBeTruthy();
    expect(sent.getByText('Sent')).toBeTruthy();
    expect(sentItem.textContent).toContain('We received your application: Head Chef · to priya@example.test · Mar 4, 2026 10:00 AM');
    const refused = within(section.getByRole('listitem', { name: 'Choose a new password' }));
    expect(refused.getByText('Password link')).toBeTruthy();
    expect(refused.getByText('Failed')).toBeTruthy();
    expect(refused.getByText('Refused: 550 5.1.1 mailbox unavailable')).toBeTruthy();
  });

  it('says when none was sent, and when the e-mail record cannot be loaded', async () => {
    const none = await openDetails({ body: [] });
    expect(await none.findByText('No e-mails sent')).toBeTruthy();
    resetPage();
    const down = await openDetails({ status: 503, body: { message: 'The notifications service is unavailable right now.' } });
    expect(await down.findByText('The e-mails cannot be loaded right now.')).toBeTruthy();
  });
});
