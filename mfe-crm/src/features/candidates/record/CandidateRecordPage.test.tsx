import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordMessages, type CandidateRecord } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { candidate } from '../../../shared/test-fixtures/candidates';
import { interaction, meridian, headChef } from '../../../shared/test-fixtures/interactions';
import { message } from '../../../shared/test-fixtures/portal';

afterEach(resetPage);

function startsThread<T extends { id: string }>(sent: T) {
  return Object.assign({ threadId: sent.id }, sent);
}

const priya = candidate(1, { name: 'Priya Patel', currentRole: 'Sous Chef', availability: 'in_process', skills: ['Pastry'] });
const at = '2026-03-04T10:00:00.000Z';
const record: CandidateRecord = {
  candidate: priya,
  applications: [
    {
      id: 'a1',
      jobRoleId: headChef.id,
      jobRoleTitle: 'Head Chef',
      candidateEmail: priya.email!,
      candidateFullName: 'Priya Patel',
      status: 'rejected',
      rejectionReason: 'The role needs five years as head chef.',
      source: 'website',
      employer: { id: meridian.id, name: meridian.name },
      createdAt: at,
      updatedAt: at,
    },
  ],
  education: [
    { id: 'e2', candidateId: priya.id, institution: 'UCL', qualification: 'MSc', fieldOfStudy: 'Food Science', startYear: 2018, endYear: 2019, createdAt: at, updatedAt: at },
    { id: 'e1', candidateId: priya.id, institution: 'University of Leeds', qualification: 'BSc', startYear: 2022, endYear: 2022, createdAt: at, updatedAt: at },
  ],
  employment: [
    { id: 'j1', candidateId: priya.id, organization: 'The Ritz', role: 'Sous Chef', startYear: 2019, startMonth: 3, endYear: null, endMonth: null, keyAchievements: ['Michelin star'], isCurrent: true, createdAt: at, updatedAt: at },
  ],
  documents: [
    { id: 'd1', candidateId: priya.id, fileName: 'Priya CV.pdf', kind: 'pdf', contentType: 'application/pdf', size: 2048, textStatus: 'read', uploadedBy: { kind: 'candidate', name: 'Priya Patel' }, createdAt: at },
  ],
  changes: [
    {
      id: 'c2',
      action: 'updated',
      at: '2026-03-06T09:00:00.000Z',
      by: { kind: 'staff', id: 'u1', name: 'Rita Recruiter' },
      fields: [{ field: 'availability', from: 'available', to: 'in_process' }],
    },
    { id: 'c1', action: 'created', at, by: { kind: 'system', id: null, name: 'Website application' }, fields: [] },
  ],
  interactions: [interaction(1, { subject: 'Trial shift', date: '2026-03-05T12:00:00.000Z', employer: meridian, author: { id: 'u1', name: 'Rita Recruiter' } })],
  placements: [
    { id: 'p1', candidateId: priya.id, employerId: meridian.id, jobRoleId: headChef.id, status: 'proposal', value: 4_500_000, notes: null, placementDate: null, candidate: { id: priya.id, name: 'Priya Patel' }, employer: meridian, jobRole: headChef, createdAt: at, updatedAt: at },
  ],
  // A message starts its own thread (the portal's replies, issue 31 point 4): its id is its thread's.
  messages: [startsThread(message(1, priya.id, { subject: 'Your CV', content: 'Could you send your latest CV?', createdAt: '2026-03-07T08:00:00.000Z' }))],
};
const PATH = `/api/candidates/${priya.id}/record`;

async function openPage(answer: { status: number; body: unknown } = { status: 200, body: record }) {
  const server = answerRequests(({ url }) => (url.pathname === PATH ? answer : 'pending'));
  await signIn(recruiter);
  renderAt(`/manage/candidates/${priya.id}`);
  return server;
}

describe('/manage/candidates/:id', () => {
  it('loads the whole candidate in one request, named in the header with the way back to Candidates', async () => {
    const server = await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Patel' })).toBeTruthy();
    const header = within(screen.getByRole('heading', { level: 1 }).parentElement!);
    expect(header.getByRole('link', { name: 'Candidates' }).getAttribute('href')).toBe('/manage/candidates');
    // Everything about the record comes in its one request (the frame's own, like the sidebar's counts, aside).
    expect(server.requests.map(({ method, url }) => `${method} ${url.pathname}`).filter((call) => call.includes(priya.id))).toEqual([`GET ${PATH}`]);
  });

  it('shows the education and employment the candidate entered, and their documents with a download', async () => {
    await openPage();
    const education = within(await screen.findByRole('list', { name: 'Education' }));
    const courses = education.getAllByRole('listitem');
    expect(courses.map((course) => course.textContent)).toEqual([
      expect.stringContaining('MSc, Food Science2018 – 2019UCL'),
      expect.stringContaining('BSc2022University of Leeds'),
    ]);
    const employment = within(screen.getByRole('list', { name: 'Employment' }));
    expect(employment.getByText('Mar 2019 – present')).toBeTruthy();
    expect(employment.getByText('Michelin star')).toBeTruthy();
    const documents = within(screen.getByRole('region', { name: 'Documents' }));
    expect(documents.getByText('Priya CV.pdf')).toBeTruthy();
    expect(documents.getByRole('button', { name: /Download/ })).toBeTruthy();
  });

  it('shows applications with their status, one timeline of interactions and messages newest first, placements and who changed what', async () => {
    await openPage();
    const applications = within(await screen.findByRole('list', { name: 'Applications' }));
    expect(applications.getByRole('link', { name: 'Head Chef' }).getAttribute('href')).toBe(`/manage/job-roles/${headChef.id}`);
    expect(applications.getByText('Rejected')).toBeTruthy();
    expect(applications.getByText('Reason: The role needs five years as head chef.')).toBeTruthy();

    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    const moments = timeline.getAllByRole('listitem');
    expect(moments.map((moment) => moment.querySelector('strong')?.textContent)).toEqual(['Message to the candidate: Your CV', 'Call: Trial shift']);
    expect(moments[1]!.textContent).toContain('Logged by Rita Recruiter');
    expect(timeline.getByRole('link', { name: meridian.name }).getAttribute('href')).toBe(`/manage/employers/${meridian.id}`);

    const placements = within(screen.getByRole('list', { name: 'Placements' }));
    expect(placements.getByText('Proposal')).toBeTruthy();
    expect(placements.getByText(/\$45,000/)).toBeTruthy();

    const changes = within(screen.getByRole('list', { name: 'Changes' }));
    expect(changes.getByText('Rita Recruiter')).toBeTruthy();
    expect(changes.getByText('Availability:', { exact: false }).textContent).toBe('Availability: Available → In Process');
    expect(changes.getByText('Website application')).toBeTruthy();
  });

  it("answers the candidate's reply in its conversation, where the reply's alert e-mail leads (decision 0121)", async () => {
    const question = record.messages[0]!;
    const reply = message(2, priya.id, {
      threadId: question.id,
      senderType: 'candidate',
      senderId: priya.id,
      recipientType: 'staff',
      recipientId: recruiter.id,
      subject: 'Re: Your CV',
      content: 'Attached it in the portal.',
      createdAt: '2026-03-07T09:00:00.000Z',
    });
    const server = answerRequests(({ method, url }) => {
      if (url.pathname === PATH) return { status: 200, body: { ...record, messages: [reply, question] } };
      if (method === 'POST') return { status: 201, body: message(3, priya.id, { threadId: question.id }) };
      return 'pending';
    });
    await signIn(recruiter);
    renderAt(`/manage/candidates/${priya.id}`);
    const conversations = within(await screen.findByRole('region', { name: 'Conversations (1)' }));
    const thread = within(conversations.getByRole('listitem', { name: 'Your CV' }));
    expect(thread.getByText('Attached it in the portal.')).toBeTruthy();
    await userEvent.type(thread.getByLabelText('Answer in this conversation'), 'Thank you, got it.');
    await userEvent.click(thread.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(server.urls().filter((url) => url.startsWith('POST'))).toEqual([`POST /api/messages/${reply.id}/replies`]));
  });

  it("says so when the candidate does not exist, with the server's words", async () => {
    await openPage({ status: 404, body: { message: RecordMessages.candidateNotFound } });
    expect((await screen.findByRole('alert')).textContent).toBe(RecordMessages.candidateNotFound);
  });

  it("opens 'Edit Candidate' filled with the profile", async () => {
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Candidate' }));
    expect((dialog.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('Priya Patel');
  });
});
