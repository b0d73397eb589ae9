import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmployerRecord, Task } from '@agency/contracts';
import { ThemeProvider, Toaster, theme } from '@agency/ui';
import { answerRequests, shownToast, type Request } from '@agency/web-kit/testing';
import { store } from '../../store';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { meridianRecord, priya } from '../test-fixtures/interactions';
import { MyTasksPanel } from './MyTasksPanel';

afterEach(resetPage);

const TODAY = '2026-11-26';
const at = '2026-11-20T10:00:00.000Z';
function task(n: number, fields: Partial<Task> = {}): Task {
  return {
    id: `65b00000000000000000000${n}`,
    title: `Task ${n}`,
    dueDate: TODAY,
    status: 'open',
    assigneeId: recruiter.id,
    createdBy: recruiter.id,
    interactionId: null,
    candidateId: null,
    employerId: null,
    jobRoleId: null,
    doneAt: null,
    createdAt: at,
    updatedAt: at,
    assignee: { id: recruiter.id, name: recruiter.name },
    creator: { id: recruiter.id, name: recruiter.name },
    candidate: null,
    employer: null,
    jobRole: null,
    ...fields,
  };
}
const page = (items: Task[]) => ({ body: { items, total: items.length, today: TODAY } });
const tasksAsked = (server: { requests: Request[] }) =>
  server.requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/tasks').map((request) => Object.fromEntries(request.url.searchParams));

function showPanel() {
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <Toaster>
          <MemoryRouter>
            <MyTasksPanel />
          </MemoryRouter>
        </Toaster>
      </ThemeProvider>
    </Provider>,
  );
}

describe("'My Tasks' on the dashboard", () => {
  const overdue = task(1, { title: 'Call Priya back', dueDate: '2026-11-24', candidateId: priya.id, candidate: priya });
  const today = task(2, { title: 'Send the shortlist' });
  const upcoming = task(3, { title: 'Book the second interview', dueDate: '2026-12-01' });

  function serve() {
    let done = false;
    const server = answerRequests(({ method, url }) => {
      if (method === 'PATCH') {
        done = true;
        return { body: { ...overdue, status: 'done', doneAt: at } };
      }
      if (url.pathname !== '/api/tasks') return 'pending';
      const when = url.searchParams.get('when');
      if (when === 'overdue') return page(done ? [] : [overdue]);
      if (when === 'today') return page([today]);
      return page([upcoming]);
    });
    showPanel();
    return server;
  }

  it("lists the member's own tasks, overdue, today and upcoming, read in the browser's time zone, each linked to its record", async () => {
    const server = serve();
    const panel = within(screen.getByRole('region', { name: 'My Tasks' }));
    const overdueGroup = within(await panel.findByRole('region', { name: 'Overdue (1)' }));
    expect(overdueGroup.getByText('Call Priya back')).toBeTruthy();
    expect(overdueGroup.getByText(/Overdue · Nov 24, 2026/)).toBeTruthy();
    expect(overdueGroup.getByRole('link', { name: 'Priya Sharma' }).getAttribute('href')).toBe(`/manage/candidates/${priya.id}`);
    expect(within(await panel.findByRole('region', { name: 'Today (1)' })).getByText('Send the shortlist')).toBeTruthy();
    expect(within(await panel.findByRole('region', { name: 'Upcoming (1)' })).getByText('Dec 1, 2026')).toBeTruthy();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(tasksAsked(server)).toEqual(['overdue', 'today', 'upcoming'].map((when) => ({ assignee: 'me', when, timeZone: zone, limit: '50' })));
  });

  it("marks one done with 'Done', and asks for the lists again", async () => {
    const server = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done: Call Priya back' }));
    await waitFor(() => expect(shownToast()).toContain('Task done'));
    expect(server.requests.find((request) => request.method === 'PATCH')).toMatchObject({ url: new URL(`http://localhost/api/tasks/${overdue.id}`), body: { done: true } });
    expect(await screen.findByText('Nothing overdue')).toBeTruthy();
    expect(tasksAsked(server)).toHaveLength(6);
  });

  it('says so when the tasks cannot be loaded', async () => {
    answerRequests(({ url }) => (url.pathname === '/api/tasks' ? { status: 503, body: { message: 'Unavailable' } } : 'pending'));
    showPanel();
    await waitFor(() => expect(screen.getAllByText('Tasks cannot be loaded right now. Please try refreshing the page.')).toHaveLength(3));
  });
});

describe("'Tasks' on a record's page", () => {
  const record: EmployerRecord = { employer: meridianRecord, jobRoles: [], interactions: [], placements: [] };
  const mine = task(4, { title: 'Call the client', employerId: meridianRecord.id, createdBy: recruiter.id });
  const fromNextSteps = task(5, { title: 'Follow up the offer', employerId: meridianRecord.id, interactionId: '65c000000000000000000001' });
  const colleagues = task(6, { title: "Bob's task", employerId: meridianRecord.id, assigneeId: 'u-bob', createdBy: 'u-bob', assignee: { id: 'u-bob', name: 'Bob Colleague' } });

  it("lists the record's open tasks with whose they are, lets the one who gave a task delete it, and adds one by hand", async () => {
    const server = answerRequests(({ method, url }) => {
      if (url.pathname === `/api/employers/${meridianRecord.id}/record`) return { body: record };
      if (url.pathname === '/api/team-members') return { body: [{ id: 'u-bob', name: 'Bob Colleague' }] };
      if (method === 'POST' && url.pathname === '/api/tasks') return { status: 201, body: task(7) };
      if (url.pathname === '/api/tasks') return page([mine, fromNextSteps, colleagues]);
      return 'pending';
    });
    await signIn(recruiter);
    renderAt(`/manage/employers/${meridianRecord.id}`);
    const card = within(await screen.findByRole('region', { name: 'Tasks (3)' }));
    expect(tasksAsked(server)[0]).toMatchObject({ employerId: meridianRecord.id });
    expect(card.getByText("Bob's task")).toBeTruthy();
    expect(card.getByText('Bob Colleague')).toBeTruthy();
    // Only the one Rita gave by hand: a next steps' task goes with its interaction, Bob's is Bob's.
    expect(card.getAllByRole('button', { name: /^Delete task/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Delete task: Call the client']);

    // Left to 'Me' and today: for the one adding it.
    await userEvent.click(card.getByRole('button', { name: 'Add Task' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add Task' }));
    expect((dialog.getByLabelText('Due *') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.type(dialog.getByLabelText('Title *'), 'Note to self');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(shownToast()).toContain('Task added'));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ title: 'Note to self', assigneeId: null, employerId: meridianRecord.id });

    await userEvent.click(card.getByRole('button', { name: 'Add Task' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add Task' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Task' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Title *'), 'Send the contract');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Bob Colleague' })).toBeTruthy());
    await userEvent.selectOptions(dialog.getByLabelText('Assign to'), 'Bob Colleague');
    await userEvent.clear(dialog.getByLabelText('Due *'));
    await userEvent.type(dialog.getByLabelText('Due *'), '2026-12-02');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(shownToast()).toContain('Task added'));
    expect(server.requests.filter((request) => request.method === 'POST')[1]?.body).toEqual({
      title: 'Send the contract',
      dueDate: '2026-12-02',
      assigneeId: 'u-bob',
      employerId: meridianRecord.id,
    });
  });
});
