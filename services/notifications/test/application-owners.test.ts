import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogEvents, type JobRoleSnapshot } from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { applicationSubmitted, connectBus, staffUser, startNotifications } from './helpers';

// 'New application' to the role's owner, or to the administrators for a role without one, once (decision 0120).
let mailpit: OwnMailpit;
let bus: EventBus;
let service: Awaited<ReturnType<typeof startNotifications>>;
const marker = randomUUID().slice(0, 8);
const owner = staffUser({ role: 'recruiter', name: 'Olivia Owner', email: `owner.${marker}@talentbridge.local` });
const admin = staffUser({ role: 'administrator', email: `admin.${marker}@talentbridge.local` });

function role(title: string, ownerId: string | null): JobRoleSnapshot {
  const now = new Date().toISOString();
  return {
    id: newId(),
    slug: `${title.toLowerCase().replaceAll(' ', '-')}-${marker}`,
    employerId: newId(),
    employerName: 'Northwind',
    title,
    status: 'open',
    priority: 'medium',
    owner: ownerId ? { id: ownerId, name: 'Olivia Owner' } : null,
    createdAt: now,
    updatedAt: now,
  } as JobRoleSnapshot;
}
const owned = role('Data Engineer', owner.aggregateId);
const ownerless = role('Night Porter', null);

beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  service = await startNotifications(mailpit);
  for (const event of [owner, admin]) await bus.publish(event);
  for (const snapshot of [owned, ownerless]) await bus.publish(newEvent(CatalogEvents.jobRoleCreated, snapshot.id, 1, snapshot));
  const db = service.context.db;
  await eventually(async () => (await db.collection('job_role_owners').countDocuments({ _id: { $in: [owned.id, ownerless.id] } } as never)) === 2);
  await eventually(async () => (await db.collection('staff').countDocuments({ _id: { $in: [owner.aggregateId, admin.aggregateId] } } as never)) === 2);
});
afterAll(async () => {
  await service?.close();
  await bus?.close();
  await mailpit?.close();
});

const to = async (address: string) => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === address));

describe("'New application' e-mails", () => {
  it("reach the role's owner once, however often the event comes, with a link that opens the application", async () => {
    const application = applicationSubmitted({ jobRoleId: owned.id, jobRoleTitle: 'Data Engineer', candidateFullName: 'Grace Hopper' });
    await bus.publish(application);
    await bus.publish(applicationSubmitted(application.data)); // a redelivery: a new event id, the same application
    await eventually(async () => (await to(owner.data.email)).length === 1);
    await eventually(async () => (await to(application.data.candidateEmail)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // time for a second one to show
    const [summary] = await to(owner.data.email);
    expect(await to(owner.data.email)).toHaveLength(1);
    expect(summary!.Subject).toBe('New application: Grace Hopper for Data Engineer');
    const message = await mailpit.message(summary!.ID);
    const link = `https://jobs.example.com/manage/applications?jobRoleId=${owned.id}&application=${application.data.id}`;
    expect(message.Text).toContain(link);
    expect(message.HTML).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(message.Text).toContain('as the owner of this job role');
    // Not the administrators: the role has an owner.
    expect(await to(admin.data.email)).toHaveLength(0);
  });

  it('reach every active administrator for a role without an owner, and not the owner of another role', async () => {
    const application = applicationSubmitted({ jobRoleId: ownerless.id, jobRoleTitle: 'Night Porter', candidateFullName: 'Alan Turing' });
    await bus.publish(application);
    await eventually(async () => (await to(admin.data.email)).length === 1);
    const [summary] = await to(admin.data.email);
    expect(summary!.Subject).toBe('New application: Alan Turing for Night Porter');
    expect((await mailpit.message(summary!.ID)).Text).toContain('this job role has no owner');
    expect(await to(owner.data.email)).toHaveLength(1); // only the first test's
  });

  it("reach the owner for a candidate's 'Express Interest', with no 'Application received' to the candidate", async () => {
    const interest = applicationSubmitted({ jobRoleId: owned.id, jobRoleTitle: 'Data Engineer', candidateFullName: 'Katherine Johnson', source: 'job-match' });
    await bus.publish(interest);
    await eventually(async () => (await to(owner.data.email)).length === 2);
    const summary = (await to(owner.data.email)).find((message) => message.Subject.includes('Katherine Johnson'))!;
    expect((await mailpit.message(summary.ID)).Text).toContain("pressed 'Express Interest' on Data Engineer in the candidate portal");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await to(interest.data.candidateEmail)).toHaveLength(0);
  });
});
