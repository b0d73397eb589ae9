import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, TaskEvents, type SessionUser, type TaskSnapshot } from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, startMailpit, uniqueDbName, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { connectBus, startNotifications } from './helpers';

// The morning digest of each staff member's due tasks (issue 34 point 6, decision 0135): once a day per member, even
// with two instances looking, and not to one who turned it off.
const ZONE = 'Pacific/Kiritimati';
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
const instances: Awaited<ReturnType<typeof startNotifications>>[] = [];
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  // From midnight on in the agency's zone (so now), looked for five times a second by each instance.
  Object.assign(process.env, { TASK_DIGEST_HOUR: '0', LEAD_DIGEST_HOUR: '23', LEAD_DIGEST_CHECK_MS: '200', AGENCY_TIME_ZONE: ZONE });
  const dbName = uniqueDbName('notifications');
  try {
    instances.push(await startNotifications(mailpit, { dbName }), await startNotifications(mailpit, { dbName }));
  } finally {
    for (const name of ['TASK_DIGEST_HOUR', 'LEAD_DIGEST_HOUR', 'LEAD_DIGEST_CHECK_MS', 'AGENCY_TIME_ZONE']) delete process.env[name];
  }
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
});

async function member(name: string) {
  const adminToken = await auth.login(ADMIN.email, ADMIN.password);
  const email = `${name.toLowerCase().replace(' ', '.')}.${newId().slice(-6)}@talentbridge.local`;
  const made = await auth.call('POST', '/api/users', { token: adminToken, body: { name, email, role: 'recruiter', password: 'team-password-1' } });
  expect(made.status).toBe(201);
  return { id: (made.body as SessionUser).id, email, token: await auth.login(email, 'team-password-1') };
}

const today = dayIn(ZONE);
const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** What the engagement service publishes about a task (version 1: created). */
function taskEvent(fields: Partial<TaskSnapshot> & { assigneeId: string; title: string }, version = 1, id = newId()) {
  const now = new Date().toISOString();
  const task: TaskSnapshot = {
    id,
    dueDate: today,
    status: 'open',
    createdBy: fields.assigneeId,
    interactionId: null,
    candidateId: null,
    employerId: null,
    jobRoleId: null,
    doneAt: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  return newEvent(version === 1 ? TaskEvents.created : TaskEvents.updated, id, version, task);
}

describe('the morning digest of due tasks', () => {
  it("lists a member's open tasks due today or before, once, and none for a member who turned it off", async () => {
    const tess = await member('Tess Digest');
    const otto = await member('Otto Digest');
    const [service] = instances;
    // Otto keeps the other e-mails and turns only this one off.
    expect((await service!.call('PUT', '/api/staff/email-preferences', { token: otto.token, body: { taskDigest: false } })).body).toEqual({ candidateReplies: true, taskDigest: false });

    const deletedId = newId();
    for (const event of [
      taskEvent({ assigneeId: tess.id, title: 'Call Ada back', dueDate: shift(-2) }),
      taskEvent({ assigneeId: tess.id, title: 'Send the shortlist', dueDate: today }),
      taskEvent({ assigneeId: tess.id, title: 'Book the second interview', dueDate: shift(1) }),
      taskEvent({ assigneeId: tess.id, title: 'Finished already', status: 'done' }),
      taskEvent({ assigneeId: tess.id, title: 'Deleted since' }, 1, deletedId),
      newEvent(TaskEvents.deleted, deletedId, 2, { id: deletedId }),
      taskEvent({ assigneeId: otto.id, title: "Otto's task" }),
    ]) {
      await bus.publish(event);
    }

    const to = async (address: string) => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === address));
    await eventually(async () => (await to(tess.email)).length > 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // more looks by both instances
    const [digest, ...more] = await to(tess.email);
    expect(more).toEqual([]);
    expect(digest!.Subject).toBe('Your tasks: 1 due today and 1 overdue');
    const text = (await mailpit.message(digest!.ID)).Text;
    expect(text.indexOf('Call Ada back: overdue since')).toBeGreaterThan(-1);
    expect(text.indexOf('Call Ada back')).toBeLessThan(text.indexOf('Send the shortlist: due today'));
    for (const left of ['Book the second interview', 'Finished already', 'Deleted since']) expect(text).not.toContain(left);
    expect(text).toContain('https://jobs.example.com/manage');
    expect(await to(otto.email)).toEqual([]);
  });
});
