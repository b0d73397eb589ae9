import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider, Toaster, theme } from '@agency/ui';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InteractionFormSchema } from './interactionForm';
import { store } from '../../store';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { InteractionFormDialog } from './InteractionFormDialog';
import {
  interaction,
  list,
  meridian,
  meridianRecord,
  priya,
  priyaRecord,
  viewerInNewYork,
} from '../test-fixtures/interactions';

viewerInNewYork();
// 'Now' is fixed (only the clock: timers run as usual): Thursday, November 26, 2026, 10:20 AM in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:20:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

/** Answers the candidates search for 'Pri' and the employers list with one record each, the lists with nothing, and the other calls as given. */
function serve(other: (request: Request) => Answer | undefined = () => undefined) {
  return answerRequests((request) => {
    const answer = other(request);
    if (answer) return answer;
    if (request.url.pathname === '/api/candidates')
      return list(request.url.searchParams.get('q') === 'Pri' ? [priyaRecord] : []);
    if (request.url.pathname === '/api/employers') return list([meridianRecord]);
    return list([]);
  });
}

async function openLogDialog() {
  await signIn(recruiter);
  renderAt('/manage/interactions');
  await userEvent.click(screen.getByRole('button', { name: 'Log Interaction' }));
  return screen.findByRole('dialog', { name: 'Log New Interaction' });
}

const posts = (server: { requests: Request[] }) =>
  server.requests.filter((request) => request.method === 'POST');

describe('InteractionFormSchema', () => {
  it("requires type, subject and date; reads the date in the viewer's time zone; sends empty fields as none", () => {
    const parsed = InteractionFormSchema.safeParse({
      type: 'call',
      subject: '  Intro call ',
      date: '2026-11-24T10:00',
      status: 'completed',
      candidateId: '',
      employerId: meridian.id,
      jobRoleId: '',
      description: '',
      outcome: 'positive',
      nextSteps: '',
    });
    expect(parsed.data).toEqual({
      type: 'call',
      subject: 'Intro call',
      date: '2026-11-24T15:00:00.000Z',
      status: 'completed',
      candidateId: null,
      employerId: meridian.id,
      jobRoleId: null,
      description: null,
      outcome: 'positive',
      nextSteps: null,
    });
    const missing = InteractionFormSchema.safeParse({
      type: 'video',
      subject: ' ',
      date: '',
      status: 'completed',
    });
    expect(missing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['date', 'subject', 'type']);
  });
});

describe("'Log New Interaction'", () => {
  it('starts as a call completed now, in local time', async () => {
    serve();
    const dialog = within(await openLogDialog());
    expect((dialog.getByLabelText('Type *') as HTMLSelectElement).value).toBe('call');
    expect((dialog.getByLabelText('Status') as HTMLSelectElement).value).toBe('completed');
    expect((dialog.getByLabelText('Date & Time *') as HTMLInputElement).value).toBe('2026-11-26T10:20');
    expect(dialog.getByLabelText('Date & Time *').getAttribute('type')).toBe('datetime-local');
    expect(
      [...(dialog.getByLabelText('Type *') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual(['Call', 'Email', 'Meeting', 'Interview', 'Follow-up']);
  });

  it('requires a subject and a date, with the errors under the fields, and sends nothing', async () => {
    const server = serve();
    const dialog = within(await openLogDialog());
    fireEvent.change(dialog.getByLabelText('Date & Time *'), { target: { value: '' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    expect(await dialog.findByText('Subject is required')).toBeTruthy();
    expect(dialog.getByText('Date & Time is required')).toBeTruthy();
    expect(dialog.getByLabelText('Subject *').getAttribute('aria-invalid')).toBe('true');
    expect(posts(server)).toEqual([]);
  });

  it('refuses a date outside 1900–2100 with the contract’s message under the field (0074)', async () => {
    const server = serve();
    const dialog = within(await openLogDialog());
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Call from the future');
    fireEvent.change(dialog.getByLabelText('Date & Time *'), { target: { value: '2101-01-01T10:00' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    const error = await dialog.findByText('Date must be a real date between 1900 and 2100');
    expect(dialog.getByLabelText('Date & Time *').getAttribute('aria-describedby')).toBe(error.id);
    expect(posts(server)).toEqual([]);
  });

  it('links a candidate and an employer found on the server, sends the date as UTC, then closes with the toast', async () => {
    const server = serve(({ method, body }) =>
      method === 'POST' ? { status: 201, body: interaction(7, body as object) } : undefined,
    );
    const dialogElement = await openLogDialog();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Intro call');
    await userEvent.selectOptions(dialog.getByLabelText('Type *'), 'meeting');
    fireEvent.change(dialog.getByLabelText('Date & Time *'), { target: { value: '2026-11-24T16:30' } });
    await userEvent.type(dialog.getByRole('combobox', { name: 'Candidate' }), 'Pri');
    await userEvent.click(await dialog.findByRole('option', { name: /Priya Sharma/ }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Employer' }));
    await userEvent.click(await dialog.findByRole('option', { name: /The Grand Meridian Hotel/ }));
    await userEvent.type(dialog.getByLabelText('Outcome'), 'positive');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));

    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    await waitFor(() => expect(shownToast()).toContain('Interaction logged successfully'));
    expect(server.urls()).toContain('GET /api/candidates?q=Pri&limit=8&offset=0');
    expect(posts(server)[0]?.body).toEqual({
      type: 'meeting',
      subject: 'Intro call',
      date: '2026-11-24T21:30:00.000Z',
      status: 'completed',
      candidateId: priya.id,
      employerId: meridian.id,
      jobRoleId: null,
      description: null,
      outcome: 'positive',
      nextSteps: null,
      nextStepsDue: null,
      nextStepsAssigneeId: null,
    });
    // The list is asked again after the change.
    await waitFor(() =>
      expect(server.urls().filter((url) => url === 'GET /api/interactions?limit=24&offset=0')).toHaveLength(
        2,
      ),
    );
  });

  it("shows the server's message on failure, else 'Failed to log interaction', and stays open", async () => {
    let answer: Answer = { status: 400, body: { message: 'The candidate you linked no longer exists.' } };
    serve(({ method }) => (method === 'POST' ? answer : undefined));
    const dialogElement = await openLogDialog();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Intro call');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    await waitFor(() => expect(shownToast()).toContain('The candidate you linked no longer exists.'));
    expect(shownToast()).toContain('Error');

    answer = { status: 500 };
    await userEvent.click(await dialog.findByRole('button', { name: 'Log Interaction' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to log interaction'));
    expect(dialogElement.isConnected).toBe(true);
    expect((dialog.getByLabelText('Subject *') as HTMLInputElement).value).toBe('Intro call');
  });
});

describe("'Due' and 'Assign to' beside 'Next Steps' (decision 0135)", () => {
  const team = [
    { id: '65a0000000000000000000bb', name: 'Bob Colleague' },
    { id: recruiter.id, name: recruiter.name },
  ];
  const withTeam = (other: (request: Request) => Answer | undefined = () => undefined) =>
    serve((request) => (request.url.pathname === '/api/team-members' ? { body: team } : other(request)));

  it("send the next steps' day and the colleague chosen from the team", async () => {
    const server = withTeam(({ method, body }) => (method === 'POST' ? { status: 201, body: interaction(8, body as object) } : undefined));
    const dialogElement = await openLogDialog();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Screening call');
    await userEvent.type(dialog.getByLabelText('Next Steps'), 'Send the role description');
    expect(dialog.getByLabelText('Due').getAttribute('type')).toBe('date');
    const assignTo = dialog.getByLabelText('Assign to') as HTMLSelectElement;
    await waitFor(() => expect([...assignTo.options].map((option) => option.text)).toEqual(['Me', 'Bob Colleague', 'Rita Recruiter']));
    fireEvent.change(dialog.getByLabelText('Due'), { target: { value: '2026-11-30' } });
    await userEvent.selectOptions(assignTo, 'Bob Colleague');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(posts(server)[0]?.body).toMatchObject({ nextSteps: 'Send the role description', nextStepsDue: '2026-11-30', nextStepsAssigneeId: team[0]!.id });
  });

  it('start from the interaction and send only a changed day', async () => {
    const existing = interaction(5, { subject: 'Follow-up', nextSteps: 'Call back', nextStepsDue: '2026-11-27', nextStepsAssigneeId: team[0]!.id });
    const server = withTeam(({ method, body, url }) => {
      if (method === 'PUT') return { body: { ...existing, ...(body as object) } };
      if (url.pathname === '/api/interactions') return list([existing]);
      return undefined;
    });
    await signIn(recruiter);
    renderAt('/manage/interactions');
    // The list shows the day beside the next steps.
    expect(await screen.findByText('Call back (due Nov 27, 2026)')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Follow-up' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit Interaction' });
    const dialog = within(dialogElement);
    expect((dialog.getByLabelText('Due') as HTMLInputElement).value).toBe('2026-11-27');
    // The colleague it was given to, once the team is known.
    await waitFor(() => expect((dialog.getByLabelText('Assign to') as HTMLSelectElement).value).toBe(team[0]!.id));
    fireEvent.change(dialog.getByLabelText('Due'), { target: { value: '' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ nextStepsDue: null });
  });
});

describe("'Edit Interaction'", () => {
  it('starts from the interaction, names its links, and sends only what changed', async () => {
    const existing = interaction(4, {
      subject: 'Catch-up',
      date: '2026-11-20T14:00:00.000Z',
      candidateId: priya.id,
      candidate: priya,
      nextSteps: 'Call back',
    });
    const server = serve(({ method, body, url }) => {
      if (method === 'PUT') return { body: { ...existing, ...(body as object) } };
      if (url.pathname === '/api/interactions') return list([existing]);
      return undefined;
    });
    await signIn(recruiter);
    renderAt('/manage/interactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Catch-up' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit Interaction' });
    const dialog = within(dialogElement);
    expect((dialog.getByLabelText('Subject *') as HTMLInputElement).value).toBe('Catch-up');
    expect((dialog.getByLabelText('Date & Time *') as HTMLInputElement).value).toBe('2026-11-20T09:00');
    expect((dialog.getByRole('combobox', { name: 'Candidate' }) as HTMLInputElement).value).toBe(
      'Priya Sharma',
    );
    await userEvent.clear(dialog.getByLabelText('Next Steps'));
    await userEvent.type(dialog.getByLabelText('Subject *'), ' (moved)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    await waitFor(() => expect(shownToast()).toContain('Interaction updated successfully'));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      subject: 'Catch-up (moved)',
      nextSteps: null,
    });
  });
});

describe("'Schedule New Interaction' as other screens open it (the dashboard's 'Schedule Interview')", () => {
  it('starts as a scheduled interview at the next whole hour, and sends it so', async () => {
    const server = serve(({ method, body }) =>
      method === 'POST' ? { status: 201, body: interaction(8, body as object) } : undefined,
    );
    const closed = vi.fn();
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <Toaster>
            <InteractionFormDialog
              mode="schedule"
              defaults={{ type: 'interview' }}
              open
              onOpenChange={closed}
            />
          </Toaster>
        </ThemeProvider>
      </Provider>,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Schedule New Interaction' }));
    expect((dialog.getByLabelText('Type *') as HTMLSelectElement).value).toBe('interview');
    expect((dialog.getByLabelText('Status') as HTMLSelectElement).value).toBe('scheduled');
    expect((dialog.getByLabelText('Date & Time *') as HTMLInputElement).value).toBe('2026-11-26T11:00');
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Second interview');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    expect(posts(server)[0]?.body).toMatchObject({
      type: 'interview',
      status: 'scheduled',
      subject: 'Second interview',
      date: '2026-11-26T16:00:00.000Z',
    });
  });
});

describe("an interview's location, length and the candidate's time zone (issue 31, point 5)", () => {
  it('are asked for an interview only, start as an hour in the viewer’s zone, and are sent with it', async () => {
    const server = serve(({ method, body }) =>
      method === 'POST' ? { status: 201, body: interaction(9, body as object) } : undefined,
    );
    const dialogElement = await openLogDialog();
    const dialog = within(dialogElement);
    expect(dialog.queryByLabelText('Location')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Type *'), 'interview');
    expect((dialog.getByLabelText('Length') as HTMLSelectElement).value).toBe('60');
    expect((dialog.getByLabelText("Candidate's time zone") as HTMLInputElement).value).toBe(
      'America/New_York',
    );
    expect(
      [...(dialog.getByLabelText('Length') as HTMLSelectElement).options].map((option) => option.text),
    ).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
      '1 hour 30 minutes',
      '2 hours',
      '3 hours',
      '4 hours',
    ]);
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Chef interview');
    await userEvent.type(dialog.getByLabelText('Location'), 'https://meet.example.com/chef');
    await userEvent.selectOptions(dialog.getByLabelText('Length'), '45');
    const zone = dialog.getByLabelText("Candidate's time zone");
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/London');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(posts(server)[0]?.body).toMatchObject({
      type: 'interview',
      subject: 'Chef interview',
      location: 'https://meet.example.com/chef',
      durationMinutes: 45,
      timeZone: 'Europe/London',
    });
  });

  it('refuses a time zone the browser does not know, under the field, and sends nothing', async () => {
    const server = serve();
    const dialog = within(await openLogDialog());
    await userEvent.selectOptions(dialog.getByLabelText('Type *'), 'interview');
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Chef interview');
    const zone = dialog.getByLabelText("Candidate's time zone");
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Mars/Olympus');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    expect(await dialog.findByText('Time zone must be an IANA time zone, e.g. Europe/London')).toBeTruthy();
    expect(posts(server)).toEqual([]);
  });

  it('are not sent for another type, and an edit sends only the one changed', async () => {
    const server = serve(({ method, body }) =>
      method === 'POST' || method === 'PUT'
        ? { status: 201, body: interaction(10, body as object) }
        : undefined,
    );
    const dialogElement = await openLogDialog();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Subject *'), 'Quick call');
    await userEvent.click(dialog.getByRole('button', { name: 'Log Interaction' }));
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(Object.keys(posts(server)[0]?.body as object)).not.toContain('location');
    expect(Object.keys(posts(server)[0]?.body as object)).not.toContain('durationMinutes');
    expect(Object.keys(posts(server)[0]?.body as object)).not.toContain('timeZone');

    resetPage();
    const scheduled = interaction(11, {
      type: 'interview',
      subject: 'Booked interview',
      status: 'scheduled',
      location: '1 Market Street',
      durationMinutes: 30,
      timeZone: 'Europe/London',
    });
    const editing = serve(({ method, body, url }) => {
      if (method === 'PUT') return { body: { ...scheduled, ...(body as object) } };
      if (url.pathname === '/api/interactions') return list([scheduled]);
      return undefined;
    });
    await signIn(recruiter);
    renderAt('/manage/interactions');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Booked interview' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Interaction' }));
    expect((edit.getByLabelText('Location') as HTMLInputElement).value).toBe('1 Market Street');
    expect((edit.getByLabelText('Length') as HTMLSelectElement).value).toBe('30');
    expect((edit.getByLabelText("Candidate's time zone") as HTMLInputElement).value).toBe('Europe/London');
    await userEvent.selectOptions(edit.getByLabelText('Length'), '120');
    await userEvent.click(edit.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(editing.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        durationMinutes: 120,
      }),
    );
  });
});
