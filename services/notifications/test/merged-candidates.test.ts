import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergeEvents, PROVISION_CANDIDATE_ACCOUNT } from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { candidateSaved, connectBus, messageSent, startNotifications } from './helpers';

// A merged candidate (decision 0126): what was sent to them goes with the kept one, and an e-mail either turned off stays off.
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
let service: Awaited<ReturnType<typeof startNotifications>>;
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  service = await startNotifications(mailpit);
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
});

async function candidate(name: string) {
  const id = newId();
  const email = `${name.toLowerCase()}.${id.slice(-6)}@example.com`;
  await bus.publish(candidateSaved({ id, name, email }));
  const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId: id, email }), { timeout: 5_000 });
  const token = (reply.json() as { token: string }).token;
  await eventually(async () => (await service.context.db.collection('candidates').countDocuments({ _id: id } as never)) === 1);
  return { id, email, token };
}
const db = () => service.context.db;

describe('a merged candidate in the notifications service', () => {
  it('moves the e-mails sent to the kept candidate, keeps an e-mail the merged one turned off turned off, and forgets the merged address', async () => {
    const kay = await candidate('Kay');
    const max = await candidate('Max');
    expect((await service.call('PUT', '/api/candidate/email-preferences', { token: max.token, body: { messageAlerts: false } })).status).toBe(200);
    await bus.publish(messageSent({ recipientId: max.id, subject: 'Before the merge' }));
    await eventually(async () => (await db().collection('emails').countDocuments({ candidateId: max.id })) > 0);

    await bus.publish(newEvent(MergeEvents.candidatesMerged, max.id, 2, { keptId: kay.id, mergedId: max.id, occurredAt: new Date().toISOString() }));
    await eventually(async () => (await db().collection('emails').countDocuments({ candidateId: max.id })) === 0);
    expect(await db().collection('emails').countDocuments({ candidateId: kay.id })).toBeGreaterThan(0);
    expect((await service.call('GET', '/api/candidate/email-preferences', { token: kay.token })).body).toEqual({ interviewReminders: true, messageAlerts: false });
    expect(await db().collection('email_preferences').countDocuments({ _id: max.id } as never)).toBe(0);
    expect((await db().collection('candidates').findOne({ _id: max.id } as never))?.deleted).toBe(true);
  });
});
