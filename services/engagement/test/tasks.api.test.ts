import { describe, expect, it } from 'vitest';
import { newEvent } from '@agency/service-kit';
import { dayIn, MergeEvents, TaskMessages, type Interaction, type SessionUser, type Task, type TaskList } from '@agency/contracts';
import { eventually, knownLinks, newId, OtherContexts, startEngagementApi } from './helpers';

// Tasks (issue 34 point 6, decision 0135): from an interaction's next steps with a due day, or added by hand.
const { auth, engagement, staffToken: adminToken, bus } = await startEngagementApi();
const others = new OtherContexts(bus);
const { candidate: ada, links } = await knownLinks(engagement, others, { candidate: 'Ada Task', currentRole: 'Analyst', employer: 'Task Works', jobRole: 'Data Lead' });

/** A team member made by the administrator, signed in, and known to the engagement service by name. */
async function member(name: string, role: 'recruiter' | 'manager') {
  const email = `${name.toLowerCase().replace(' ', '.')}@talentbridge.local`;
  const made = await auth.call('POST', '/api/users', { token: adminToken, body: { name, email, role, password: 'team-password-1' } });
  expect(made.status).toBe(201);
  const id = (made.body as SessionUser).id;
  await eventually(async () => (await engagement.context.db.collection('staff_names').findOne({ _id: id } as never)) !== null);
  return { id, token: await auth.login(email, 'team-password-1') };
}
const admin = (await auth.call('GET', '/api/auth/me', { token: adminToken })).body as SessionUser;
const rita = await member('Rita Tasks', 'recruiter');
const rob = await member('Rob Tasks', 'recruiter');
const mia = await member('Mia Tasks', 'manager');

const call = (token: string, method: string, path: string, body?: unknown) => engagement.call(method, path, { token, body });
const tasksOf = async (token: string, query = '') => {
  const answer = await call(token, 'GET', `/api/tasks${query}`);
  expect(answer.status).toBe(200);
  return answer.body as TaskList;
};
const titles = (list: TaskList) => list.items.map((task) => task.title);
const today = dayIn('Europe/London');
const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("an interaction's next steps with a due day", () => {
  it('become a task on the list of whoever logged it, linked to its records, and follow its changes', async () => {
    const logged = await call(rita.token, 'POST', '/api/interactions', {
      type: 'call',
      subject: 'Screening call',
      date: new Date().toISOString(),
      nextSteps: 'Send Ada the role description\nand book a second call',
      nextStepsDue: today,
      ...links,
    });
    expect(logged.status).toBe(201);
    const interaction = logged.body as Interaction;
    expect(interaction).toMatchObject({ nextStepsDue: today, nextStepsAssigneeId: null });

    const todays = await tasksOf(rita.token, '?assignee=me&when=today');
    const task = todays.items.find((item) => item.interactionId === interaction.id)!;
    expect(task).toMatchObject({
      id: interaction.id,
      title: 'Send Ada the role description',
      dueDate: today,
      status: 'open',
      assigneeId: rita.id,
      createdBy: rita.id,
      assignee: { id: rita.id, name: 'Rita Tasks' },
      candidate: { id: ada.id, name: 'Ada Task' },
      employer: { id: links.employerId, name: 'Task Works' },
    });
    expect(todays.today).toBe(today);
    expect(titles(await tasksOf(rita.token, `?candidateId=${ada.id}`))).toContain('Send Ada the role description');

    // A new day and a colleague: the same task moves to Rob's upcoming list.
    const moved = await call(rita.token, 'PUT', `/api/interactions/${interaction.id}`, { nextStepsDue: shift(3), nextStepsAssigneeId: rob.id });
    expect(moved.status).toBe(200);
    expect((await tasksOf(rita.token, '?assignee=me')).items.map((item) => item.id)).not.toContain(interaction.id);
    const robs = await tasksOf(rob.token, '?assignee=me&when=upcoming');
    expect(robs.items.filter((item) => item.id === interaction.id)).toMatchObject([{ dueDate: shift(3), assigneeId: rob.id, createdBy: rita.id }]);
    // Rita gave it: she still finds it among the tasks she gave Rob.
    expect((await tasksOf(rita.token, `?assignee=${rob.id}`)).items.map((item) => item.id)).toEqual([interaction.id]);

    // Clearing the day cancels it; a day again brings it back, open.
    expect((await call(rita.token, 'PUT', `/api/interactions/${interaction.id}`, { nextStepsDue: null })).status).toBe(200);
    expect((await tasksOf(rob.token, '?assignee=me')).items.map((item) => item.id)).not.toContain(interaction.id);
    expect((await call(rob.token, 'PATCH', `/api/tasks/${interaction.id}`, { done: true })).status).toBe(404);
    expect((await call(rita.token, 'PUT', `/api/interactions/${interaction.id}`, { nextStepsDue: shift(-1) })).status).toBe(200);
    expect((await tasksOf(rob.token, '?assignee=me&when=overdue')).items.map((item) => item.id)).toEqual([interaction.id]);

    // Its title and day are the interaction's; done and reassigning are the task's own.
    expect(await call(rob.token, 'PATCH', `/api/tasks/${interaction.id}`, { dueDate: shift(5) })).toMatchObject({ status: 400, body: { message: TaskMessages.fromInteraction } });
    expect(await call(rob.token, 'DELETE', `/api/tasks/${interaction.id}`)).toMatchObject({ status: 403 }); // not his to delete
    expect(await call(rita.token, 'DELETE', `/api/tasks/${interaction.id}`)).toMatchObject({ status: 400, body: { message: TaskMessages.fromInteraction } });
    expect(await call(rob.token, 'PATCH', `/api/tasks/${interaction.id}`, { done: true })).toMatchObject({ status: 200, body: { status: 'done' } });

    // Deleting the interaction deletes its task.
    expect((await call(rita.token, 'DELETE', `/api/interactions/${interaction.id}`)).status).toBe(204);
    expect((await call(rob.token, 'PATCH', `/api/tasks/${interaction.id}`, { done: false })).status).toBe(404);
  });

  it('make no task without a day, and refuse a due day that is not a date or an assignee who is not on the team', async () => {
    const plain = await call(rita.token, 'POST', '/api/interactions', { type: 'email', subject: 'No day', date: new Date().toISOString(), nextSteps: 'Call back some time' });
    expect(plain.status).toBe(201);
    expect((await tasksOf(adminToken)).items.map((item) => item.id)).not.toContain((plain.body as Interaction).id);
    const base = { type: 'call', subject: 'Bad', date: new Date().toISOString(), nextSteps: 'Something' };
    expect((await call(rita.token, 'POST', '/api/interactions', { ...base, nextStepsDue: 'tomorrow' })).status).toBe(400);
    expect(await call(rita.token, 'POST', '/api/interactions', { ...base, nextStepsDue: today, nextStepsAssigneeId: newId() })).toMatchObject({
      status: 400,
      body: { message: TaskMessages.unknownAssignee },
    });
  });

  it('are made again from the interaction events should the task be missing (a stop between the two writes)', async () => {
    const logged = (await call(rita.token, 'POST', '/api/interactions', { type: 'call', subject: 'Lost task', date: new Date().toISOString(), nextSteps: 'Follow up', nextStepsDue: today })).body as Interaction;
    // As if the process had stopped after the interaction's write: the task's document is gone.
    await engagement.context.db.collection('tasks').deleteOne({ _id: (await engagement.context.db.collection('tasks').findOne({ title: 'Follow up' }))!._id });
    await call(rita.token, 'PUT', `/api/interactions/${logged.id}`, { subject: 'Lost task, again' });
    await eventually(async () => (await tasksOf(rita.token, '?assignee=me&when=today')).items.some((item) => item.id === logged.id));
  });
});

describe('tasks added by hand', () => {
  const add = async (token: string, body: Record<string, unknown>) => {
    const answer = await call(token, 'POST', '/api/tasks', body);
    expect(answer.status).toBe(201);
    return answer.body as Task;
  };

  it('go to the one adding them or a colleague, and are done, reopened and deleted by those allowed', async () => {
    // A form's 'Me' is empty text: the one adding it.
    const own = await add(rob.token, { title: 'Check references', dueDate: shift(1), candidateId: ada.id, assigneeId: '' });
    expect(own).toMatchObject({ assigneeId: rob.id, createdBy: rob.id, interactionId: null, candidate: { name: 'Ada Task' } });
    const given = await add(rob.token, { title: 'Call the client for Rob', dueDate: today, assigneeId: rita.id, employerId: links.employerId });
    expect(given.assignee).toEqual({ id: rita.id, name: 'Rita Tasks' });
    const miasOwn = await add(mia.token, { title: "Mia's own", dueDate: today });

    // A recruiter's list: their own and those they gave; a manager sees everyone's.
    expect(titles(await tasksOf(rob.token))).toEqual(expect.arrayContaining(['Check references', 'Call the client for Rob']));
    expect(titles(await tasksOf(rob.token))).not.toContain("Mia's own");
    expect(titles(await tasksOf(rob.token, `?assignee=${mia.id}`))).toEqual([]);
    expect(titles(await tasksOf(mia.token, `?assignee=${rob.id}`))).toContain('Check references');
    expect(titles(await tasksOf(rita.token, '?assignee=me&when=today'))).toContain('Call the client for Rob');
    // A record's tasks are the team's.
    expect(titles(await tasksOf(rita.token, `?employerId=${links.employerId}`))).toContain('Call the client for Rob');

    // Rita (assigned) marks it done and reopens it; she may not delete what Rob gave her; Rob may.
    expect(await call(rita.token, 'PATCH', `/api/tasks/${given.id}`, { done: true })).toMatchObject({ status: 200, body: { status: 'done' } });
    expect(titles(await tasksOf(rita.token, '?assignee=me&when=done'))).toContain('Call the client for Rob');
    expect(await call(rita.token, 'PATCH', `/api/tasks/${given.id}`, { done: false })).toMatchObject({ status: 200, body: { status: 'open', doneAt: null } });
    expect(await call(rita.token, 'DELETE', `/api/tasks/${given.id}`)).toMatchObject({ status: 403, body: { message: TaskMessages.notYours } });

    // Neither given nor assigned: a recruiter may not touch it; a manager may.
    expect((await call(rita.token, 'PATCH', `/api/tasks/${own.id}`, { done: true })).status).toBe(403);
    expect((await call(rita.token, 'DELETE', `/api/tasks/${own.id}`)).status).toBe(403);
    expect((await call(rob.token, 'PATCH', `/api/tasks/${miasOwn.id}`, { done: true })).status).toBe(403);
    expect(await call(mia.token, 'PATCH', `/api/tasks/${own.id}`, { assigneeId: admin.id, title: 'Check two references' })).toMatchObject({
      status: 200,
      body: { assigneeId: admin.id, title: 'Check two references' },
    });

    expect((await call(rob.token, 'DELETE', `/api/tasks/${given.id}`)).status).toBe(204);
    expect((await call(rob.token, 'DELETE', `/api/tasks/${given.id}`)).status).toBe(404);
    expect((await call(adminToken, 'DELETE', `/api/tasks/${miasOwn.id}`)).status).toBe(204);
  });

  it('follow a merged candidate to the one kept (decision 0126)', async () => {
    const { candidate: kept } = await knownLinks(engagement, others, { candidate: 'Ada Kept', currentRole: 'Analyst', employer: 'Kept Works', jobRole: 'Kept Role' });
    const task = await add(rob.token, { title: 'Ask for references', dueDate: today, candidateId: ada.id });
    await bus.publish(newEvent(MergeEvents.candidatesMerged, ada.id, 2, { keptId: kept.id, mergedId: ada.id, occurredAt: new Date().toISOString() }));
    await eventually(async () => (await tasksOf(rob.token, `?candidateId=${kept.id}`)).items.some((item) => item.id === task.id));
    expect((await tasksOf(rob.token, `?candidateId=${kept.id}`)).items.find((item) => item.id === task.id)?.candidate).toEqual({ id: kept.id, name: 'Ada Kept', currentRole: 'Analyst' });
  });

  it("read today in the browser's time zone when it sends one", async () => {
    // Far east and far west of the agency: at most one of them is on the agency's day, and each names its own.
    const east = await tasksOf(rob.token, '?timeZone=Pacific%2FKiritimati');
    const west = await tasksOf(rob.token, '?timeZone=Pacific%2FPago_Pago');
    expect(east.today).toBe(dayIn('Pacific/Kiritimati'));
    expect(west.today).toBe(dayIn('Pacific/Pago_Pago'));
    expect(east.today > west.today).toBe(true);
  });

  it('answer bad input with a 400 and an unknown task with a 404', async () => {
    for (const body of [{}, { title: '', dueDate: today }, { title: 'No day' }, { title: 'Bad day', dueDate: '2026-02-30' }, { title: 'x', dueDate: today, candidateId: 'nope' }]) {
      expect((await call(rob.token, 'POST', '/api/tasks', body)).status).toBe(400);
    }
    expect(await call(rob.token, 'POST', '/api/tasks', { title: 'Nobody', dueDate: today, assigneeId: newId() })).toMatchObject({ status: 400, body: { message: TaskMessages.unknownAssignee } });
    expect((await call(rob.token, 'POST', '/api/tasks', { title: 'Gone candidate', dueDate: today, candidateId: newId() })).status).toBe(400);
    for (const query of ['?when=someday', '?timeZone=Mars%2FOlympus', '?candidateId=nope', '?limit=0']) expect((await call(rob.token, 'GET', `/api/tasks${query}`)).status).toBe(400);
    const task = (await call(rob.token, 'POST', '/api/tasks', { title: 'Patch me', dueDate: today })).body as Task;
    for (const body of [{}, { done: 'yes' }, { dueDate: 'soon' }, { status: 'done' }, { title: '' }]) {
      expect((await call(rob.token, 'PATCH', `/api/tasks/${task.id}`, body)).status).toBe(400);
    }
    expect((await call(rob.token, 'PATCH', `/api/tasks/${newId()}`, { done: true })).status).toBe(404);
    expect((await call(rob.token, 'PATCH', '/api/tasks/not-an-id', { done: true })).status).toBe(400);
    expect((await engagement.call('GET', '/api/tasks')).status).toBe(401);
  });
});
