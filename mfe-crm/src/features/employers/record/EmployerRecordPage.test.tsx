import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientInvitationMessages, RecordMessages, type EmployerRecord } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';
import { headChef, interaction, meridianRecord, priya } from '../../../shared/test-fixtures/interactions';

afterEach(resetPage);

const at = '2026-03-04T10:00:00.000Z';
const employer = {
  ...meridianRecord,
  contactPerson: 'Ada Buyer',
  contactEmail: 'ada@meridian.example',
  contactPhone: '+44 20 7946 0001',
  description: 'Prefers candidates with hotel experience.',
  contacts: [
    { name: 'Ada Buyer', jobTitle: 'Head of Talent', email: 'ada@meridian.example', phone: '+44 20 7946 0001' },
    { name: 'Ben Second', jobTitle: 'Executive Chef', email: 'ben@meridian.example', phone: null },
  ],
};
const record: EmployerRecord = {
  employer,
  jobRoles: [
    { id: headChef.id, slug: headChef.slug, employerId: employer.id, title: 'Head Chef', location: 'London', status: 'open', priority: 'high', createdAt: at, updatedAt: at, employer: { id: employer.id, name: employer.name } },
  ],
  interactions: [interaction(1, { type: 'meeting', subject: 'Quarterly review', candidate: priya, employer: { id: employer.id, name: employer.name } })],
  placements: [
    { id: 'p1', candidateId: priya.id, employerId: employer.id, jobRoleId: headChef.id, status: 'closed_won', value: null, notes: null, placementDate: null, candidate: priya, employer: { id: employer.id, name: employer.name }, jobRole: headChef, createdAt: at, updatedAt: at },
  ],
};
const PATH = `/api/employers/${employer.id}/record`;

async function openPage(answer: { status: number; body: unknown } = { status: 200, body: record }) {
  const server = answerRequests(({ method, url }) => {
    if (method === 'GET' && url.pathname === PATH) return answer;
    if (method === 'PUT' && url.pathname === `/api/employers/${employer.id}`) return { status: 200, body: employer };
    return 'pending';
  });
  await signIn(recruiter);
  renderAt(`/manage/employers/${employer.id}`);
  return { server };
}

describe('/manage/employers/:id', () => {
  it('loads the client in one request, named in the header with the way back to Employers', async () => {
    const { server } = await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: employer.name })).toBeTruthy();
    const header = within(screen.getByRole('heading', { level: 1 }).parentElement!);
    expect(header.getByRole('link', { name: 'Employers' }).getAttribute('href')).toBe('/manage/employers');
    // Everything about the record comes in its one request (the frame's own, like the sidebar's counts, aside).
    expect(server.requests.map(({ method, url }) => `${method} ${url.pathname}`).filter((call) => call.includes(employer.id))).toEqual([`GET ${PATH}`]);
  });

  it('shows every contact person with job title, e-mail and phone, the job roles linked to their pages, placements, interactions and notes', async () => {
    await openPage();
    const contacts = within(await screen.findByRole('list', { name: 'Contacts' }));
    const people = contacts.getAllByRole('listitem');
    expect(people).toHaveLength(2);
    expect(within(people[0]!).getByText('Head of Talent')).toBeTruthy();
    expect(within(people[0]!).getByRole('link', { name: 'ada@meridian.example' }).getAttribute('href')).toBe('mailto:ada@meridian.example');
    expect(within(people[0]!).getByRole('link', { name: '+44 20 7946 0001' }).getAttribute('href')).toBe('tel:+44 20 7946 0001');
    expect(within(people[1]!).getByText('Ben Second')).toBeTruthy();
    expect(within(people[1]!).getByText('Executive Chef')).toBeTruthy();

    const roles = within(screen.getByRole('list', { name: 'Job Roles' }));
    expect(roles.getByRole('link', { name: 'Head Chef' }).getAttribute('href')).toBe(`/manage/job-roles/${headChef.id}`);
    const placements = within(screen.getByRole('list', { name: 'Placements' }));
    expect(placements.getByText('Closed Won')).toBeTruthy();
    expect(placements.getByRole('link', { name: priya.name }).getAttribute('href')).toBe(`/manage/candidates/${priya.id}`);
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText('Quarterly review')).toBeTruthy();
    expect(screen.getByText('Prefers candidates with hotel experience.')).toBeTruthy();
  });

  it("adds a third contact in 'Edit Employer' and sends the whole list, the main contact first", async () => {
    const { server } = await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Employer' }));
    expect((dialog.getByLabelText('Contact Person') as HTMLInputElement).value).toBe('Ada Buyer');
    expect((dialog.getByLabelText('Contact Job Title') as HTMLInputElement).value).toBe('Head of Talent');
    const second = within(dialog.getByRole('group', { name: 'Contact 2' }));
    expect((second.getByLabelText('Name *') as HTMLInputElement).value).toBe('Ben Second');

    await userEvent.click(dialog.getByRole('button', { name: 'Add Contact' }));
    const third = within(dialog.getByRole('group', { name: 'Contact 3' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await third.findByText('Contact name is required')).toBeTruthy();
    await userEvent.type(third.getByLabelText('Name *'), 'Cara Third');
    await userEvent.type(third.getByLabelText('Job Title'), 'Sous Chef');
    await userEvent.click(second.getByRole('button', { name: 'Remove contact 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(server.requests.some(({ method }) => method === 'PUT')).toBe(true));
    const sent = server.requests.find(({ method }) => method === 'PUT')!.body as { contacts: unknown[] };
    expect(sent.contacts).toEqual([
      { name: 'Ada Buyer', jobTitle: 'Head of Talent', email: 'ada@meridian.example', phone: '+44 20 7946 0001' },
      { name: 'Cara Third', jobTitle: 'Sous Chef', email: '', phone: '' },
    ]);
  });

  it("invites a contact to the client portal from their line, and says the server's reason when it refuses", async () => {
    const INVITE = `/api/employers/${employer.id}/client-invitations`;
    let refuse = false;
    const server = answerRequests(({ method, url }) => {
      if (method === 'GET' && url.pathname === PATH) return { status: 200, body: record };
      if (method === 'POST' && url.pathname === INVITE)
        return refuse
          ? { status: 400, body: { message: ClientInvitationMessages.notAContact } }
          : { status: 202, body: { email: 'ben@meridian.example', expiresAt: '2026-03-07T10:00:00.000Z' } };
      return 'pending';
    });
    await signIn(recruiter);
    renderAt(`/manage/employers/${employer.id}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Invite to client portal: Ben Second' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(server.requests.filter(({ method }) => method === 'POST').map(({ url, body }) => [url.pathname, body])).toEqual([[INVITE, { email: 'ben@meridian.example' }]]);

    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Invite to client portal: Ada Buyer' }));
    expect(await screen.findByText('Error sending invitation')).toBeTruthy();
    expect(screen.getByText(ClientInvitationMessages.notAContact)).toBeTruthy();
  });

  it("says so when the employer does not exist, with the server's words", async () => {
    await openPage({ status: 404, body: { message: RecordMessages.employerNotFound } });
    expect((await screen.findByRole('alert')).textContent).toBe(RecordMessages.employerNotFound);
  });
});
