import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EngagementEvents, EngagementStats, Streams, type EventEnvelope } from '@agency/contracts';
import { addDays, subMonths } from 'date-fns';
import { Types } from 'mongoose';
import { eventually, knownLinks, OtherContexts, startEngagement, startEngagementApi } from './helpers';

const { engagement, staffToken, bus } = await startEngagementApi();

// Every engagement event published from here on, as another service would receive it.
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.engagement, handler: async (event) => void published.push(event) });
const eventsOf = (id: string) => published.filter((event) => event.aggregateId === id);
const history = (id: string) => eventsOf(id).map((event) => [event.type, event.version]);

const others = new OtherContexts(bus);
const { candidate, employer, role, links } = await knownLinks(engagement, others, {
  candidate: 'Mary Jackson',
  currentRole: 'Engineer',
  employer: 'Langley Research',
  jobRole: 'Aerospace Engineer',
});

const call = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
  engagement.call(method, path, { token: token ?? undefined, body });

describe('events of the engagement service', () => {
  it('publishes created, updated and deleted interaction events with their snapshots (no names: those are the other services\')', async () => {
    const logged = (await call('POST', '/api/interactions', { type: 'call', subject: 'Event call', date: '2026-11-10T10:00:00Z', ...links })).body;
    await call('PUT', `/api/interactions/${logged.id}`, { outcome: 'positive', employerId: null });
    await call('DELETE', `/api/interactions/${logged.id}`);
    await eventually(() => eventsOf(logged.id).length === 3);
    expect(history(logged.id)).toEqual([
      [EngagementEvents.interactionCreated, 1],
      [EngagementEvents.interactionUpdated, 2],
      [EngagementEvents.interactionDeleted, 3],
    ]);
    const [created, updated, deleted] = eventsOf(logged.id);
    expect(created!.data).toEqual({
      id: logged.id,
      type: 'call',
      subject: 'Event call',
      description: null,
      date: '2026-11-10T10:00:00.000Z',
      outcome: null,
      nextSteps: null,
      // Next steps due on a day, for someone: the interaction's task (decision 0135).
      nextStepsDue: null,
      nextStepsAssigneeId: null,
      status: 'completed',
      ...links,
      // An interview's place, length and zone (decision 0122): none for a call.
      location: null,
      durationMinutes: null,
      timeZone: null,
      createdBy: logged.createdBy,
      candidateConfirmed: false,
      candidateConfirmedAt: null,
      createdAt: logged.createdAt,
      updatedAt: logged.updatedAt,
    });
    expect(updated!.data).toMatchObject({ id: logged.id, outcome: 'positive', employerId: null, candidateId: candidate.id });
    expect(deleted!.data).toEqual({ id: logged.id });
    // The relay removes the deleted document once its event is out.
    await eventually(async () => (await engagement.context.db.collection('interactions').countDocuments({ subject: 'Event call' })) === 0);
  });

  it('publishes placement created, updated and deleted events, and lead received and updated events', async () => {
    const card = (await call('POST', '/api/placements', { ...links, value: 700_000 })).body;
    await call('PUT', `/api/placements/${card.id}`, { status: 'qualified' });
    await call('DELETE', `/api/placements/${card.id}`);
    const lead = (await call('POST', '/api/leads', { name: 'Event Lead', email: 'event.lead@example.com', service: 'consultation' }, null)).body;
    await call('PUT', `/api/leads/${lead.id}`, { status: 'contacted' });
    await eventually(() => eventsOf(card.id).length === 3 && eventsOf(lead.id).length === 2);
    expect(history(card.id)).toEqual([
      [EngagementEvents.placementCreated, 1],
      [EngagementEvents.placementUpdated, 2],
      [EngagementEvents.placementDeleted, 3],
    ]);
    expect(eventsOf(card.id)[0]!.data).toMatchObject({ id: card.id, ...links, status: 'lead', value: 700_000 });
    expect(eventsOf(card.id)[1]!.data).toMatchObject({ status: 'qualified', value: 700_000 });
    expect(history(lead.id)).toEqual([
      [EngagementEvents.leadReceived, 1],
      [EngagementEvents.leadUpdated, 2],
    ]);
    expect(eventsOf(lead.id)[0]!.data).toMatchObject({ id: lead.id, name: 'Event Lead', email: 'event.lead@example.com', status: 'new' });
    expect(eventsOf(lead.id)[1]!.data).toMatchObject({ status: 'contacted' });
  });

  it("shows another instance's writes from the stream", async () => {
    const second = await startEngagement(engagement.dbName);
    try {
      const logged = (await second.call('POST', '/api/interactions', { token: staffToken, body: { type: 'email', subject: 'From the second instance', date: '2026-11-11T10:00:00Z' } })).body;
      await eventually(async () => (await call('GET', '/api/interactions?q=from the second instance')).body.total === 1);
      await second.call('PUT', `/api/interactions/${logged.id}`, { token: staffToken, body: { subject: 'Edited on the second instance' } });
      await eventually(async () => (await call('GET', '/api/interactions?q=edited on the second')).body.total === 1);
      await call('DELETE', `/api/interactions/${logged.id}`);
      await eventually(async () => (await second.call('GET', '/api/interactions?q=on the second instance', { token: staffToken })).body.total === 0);
    } finally {
      await second.close();
    }
  });
});

describe('GET /internal/stats', () => {
  const stats = async () => {
    const answer = await call('GET', '/internal/stats');
    expect(answer.status).toBe(200);
    return EngagementStats.parse(answer.body);
  };

  it('counts the pipeline by stage with summed values, all placements, this and last month, and new leads, at once after a change', async () => {
    const before = await stats();
    const cards = [
      { status: 'lead', value: 100_000 },
      { status: 'lead', value: 50_000 },
      { status: 'qualified' },
      { status: 'proposal', value: 300_000 },
      { status: 'closed_won', value: 1_000_000 },
      { status: 'closed_lost', value: 20_000 },
    ];
    for (const card of cards) expect((await call('POST', '/api/placements', { ...links, ...card })).status).toBe(201);
    await call('POST', '/api/leads', { name: 'New Lead', email: 'new.lead@example.com', service: 'cv_assessment' }, null);

    const after = await stats();
    const grew = (key: keyof EngagementStats['pipelineStats']) => ({
      count: after.pipelineStats[key].count - before.pipelineStats[key].count,
      value: after.pipelineStats[key].value - before.pipelineStats[key].value,
    });
    expect(grew('leads')).toEqual({ count: 2, value: 150_000 });
    expect(grew('qualified')).toEqual({ count: 1, value: 0 });
    expect(grew('proposals')).toEqual({ count: 1, value: 300_000 });
    expect(grew('closed')).toEqual({ count: 1, value: 1_000_000 });
    expect(grew('lost')).toEqual({ count: 1, value: 20_000 });
    expect(after.placements - before.placements).toBe(6);
    expect(after.monthly.placements.thisMonth - before.monthly.placements.thisMonth).toBe(6);
    expect(after.newLeads - before.newLeads).toBe(1);
  });

  it('counts placements created last month apart from this month', async () => {
    const before = await stats();
    const card = (await call('POST', '/api/placements', { ...links })).body;
    // Written straight to the database: the API always stamps the creation with now. Reloaded by a new instance.
    // First the relay's own write (clearing the published event) must be done: FerretDB can lose one of two
    // concurrent updates to one document.
    const placements = engagement.context.db.collection('placements');
    const _id = new Types.ObjectId(card.id);
    await eventually(async () => (await placements.findOne({ _id }))?.outboxPending === false);
    await placements.updateOne({ _id }, { $set: { createdAt: subMonths(new Date(), 1) } });
    const restarted = await startEngagement(engagement.dbName);
    try {
      const answer = EngagementStats.parse((await restarted.call('GET', '/internal/stats', { token: staffToken })).body);
      expect(answer.monthly.placements.lastMonth - before.monthly.placements.lastMonth).toBe(1);
      expect(answer.monthly.placements.thisMonth).toBe(before.monthly.placements.thisMonth);
    } finally {
      await restarted.close();
    }
  });

  it('lists the next five scheduled interviews from now on, soonest first, with the names', async () => {
    const soon = (days: number) => addDays(new Date(), days).toISOString();
    const schedule = (subject: string, date: string, fields: Record<string, unknown> = {}) =>
      call('POST', '/api/interactions', { type: 'interview', subject, date, status: 'scheduled', ...links, ...fields });
    await schedule('Past interview', soon(-1));
    await schedule('Scheduled call', soon(1), { type: 'call' });
    await schedule('Completed interview', soon(1), { status: 'completed' });
    for (const day of [6, 2, 5, 3, 1, 4]) await schedule(`Interview in ${day} days`, soon(day));
    const { upcomingInterviews } = await stats();
    expect(upcomingInterviews.map((interview) => interview.subject)).toEqual([1, 2, 3, 4, 5].map((day) => `Interview in ${day} days`));
    expect(upcomingInterviews[0]).toMatchObject({
      type: 'interview',
      candidate: { id: candidate.id, name: 'Mary Jackson', currentRole: 'Engineer' },
      employer: { id: employer.id, name: 'Langley Research' },
      jobRole: { id: role.id, title: 'Aerospace Engineer' },
    });
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/internal/stats', undefined, null)).status).toBe(401);
    expect((await call('GET', '/internal/stats', undefined, 'garbage')).status).toBe(401);
  });
});
