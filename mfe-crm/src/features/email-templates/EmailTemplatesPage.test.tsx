import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailTemplate, SessionUser } from '@agency/contracts';
import { answerRequests, shownToast } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

const manager: SessionUser = { id: '65a0000000000000000000bb', name: 'Mona Manager', email: 'mona@example.test', role: 'manager' };
const welcome: EmailTemplate = {
  id: '65d000000000000000000001',
  name: 'New roles',
  subject: 'New roles for you, {{firstName}}',
  body: 'Dear {{fullName}},\n\nWe have roles in {{location}}.',
  createdBy: manager.id,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
};

describe('/manage/email-templates', () => {
  it('lists the templates and adds one, with the merge fields listed and a preview filled with sample values', async () => {
    const server = answerRequests(({ method, url, body }) => {
      if (url.pathname !== '/api/email-templates') return 'pending';
      if (method === 'POST') return { status: 201, body: { ...welcome, ...(body as object), id: '65d000000000000000000002' } };
      return { body: { items: [welcome] } };
    });
    await signIn(manager);
    renderAt('/manage/email-templates');
    expect(await screen.findByText('New roles')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Template' }));
    const form = within(await screen.findByRole('form', { name: 'Add Template' }));
    expect(form.getByRole('region', { name: 'Merge fields' }).textContent).toContain('{{recruiterName}}');
    await userEvent.type(form.getByLabelText('Name *'), 'Catch up');
    // userEvent reads braces as keys: {{ types one.
    await userEvent.type(form.getByLabelText('Subject *'), 'Hello {{{{firstName}}');
    await userEvent.type(form.getByLabelText('Body *'), 'From {{{{recruiterName}} at {{{{agencyName}}');
    expect(form.getByLabelText('Preview').textContent).toContain('Hello Jane');
    expect(form.getByLabelText('Preview').textContent).toContain('From Rita Recruiter at TalentBridge');
    await userEvent.click(form.getByRole('button', { name: 'Add Template' }));
    await waitFor(() => expect(shownToast()).toContain('Template added'));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Catch up', subject: 'Hello {{firstName}}', body: 'From {{recruiterName}} at {{agencyName}}' });
  });

  it('names an unknown merge field before saving', async () => {
    const server = answerRequests(({ url }) => (url.pathname === '/api/email-templates' ? { body: { items: [] } } : 'pending'));
    await signIn(manager);
    renderAt('/manage/email-templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Template' }));
    const form = within(await screen.findByRole('form', { name: 'Add Template' }));
    await userEvent.type(form.getByLabelText('Name *'), 'Salary');
    await userEvent.type(form.getByLabelText('Subject *'), 'Hi');
    await userEvent.type(form.getByLabelText('Body *'), 'Your salary: {{{{salary}}');
    await userEvent.click(form.getByRole('button', { name: 'Add Template' }));
    expect(await form.findByText(/Unknown merge field: \{\{salary\}\}/)).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('is not for recruiters', async () => {
    answerRequests(() => 'pending');
    await signIn(recruiter);
    renderAt('/manage/email-templates');
    expect(await screen.findByText('Access denied. Only managers and administrators can manage e-mail templates.')).toBeTruthy();
  });
});
