import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EngagementEvents,
  PortalEvents,
  Streams,
  type AppointmentSnapshot,
  type EventEnvelope,
  type Interaction,
  type InteractionList,
} from '@agency/contracts';
import { Types } from 'mongoose';
import { newEvent } from '@agency/service-kit';
import { closeAll, connectBus, eventually, knownLinks, newId, OtherContexts, startEngagement, startWithAuth } from './helpers';

const { auth, engagement, staffToken } = await startWithAuth();
const bus = await connectBus();
let restarted: Awaited<ReturnType<typeof startEngagement>> | undefined;
afterAll(async () => {
  await closeAll(restarted, engagement, auth);
  await bus.close();
});

// Every engagement event published from here on, as the candidates and portal services receive them.
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.engagement, handler: async (event) => void published.push(event) });
const updatesOf = (id: string) => published.filter((event) => event.aggregateId === id && event.type === EngagementEvents.interactionUpdated);

const others = new OtherContexts(bus);
const { candidate, links } = await knownLinks(engagement, others, {
  candidate: 'Katherine Johnson',
  currentRole: 'Mathematician',
  employer: 'Flight Research',
  jobRole: 'Trajectory Analyst',
});

const call = (method: string, path: string, body?: unknown) => engagement.call(method, path, { token: staffToken, body });
const staffUserId = (await auth.call('GET', '/api/auth/me', { token: staffToken })).body.id as string;
const listed = async (id: string, service = engagement) => {
  const page = (await service.call('GET', `/api/interactions?candidateId=${candidate.id}`, { token: staffToken })).body as InteractionList;
  return page.items.find((interaction) => interaction.id === id);
};
const stored = (id: string) => engagement.context.db.collection('interactions').findOne({ _id: new Types.ObjectId(id) });

async function scheduleInterview(subject: string): Promise<Interaction> {
  const answer = await call('POST', '/api/interactions', { type: 'interview', subject, date: '2026-12-03T09:00:00Z', status: 'scheduled', ...links });
  expect(answer.status).toBe(201);
  return answer.body as Interaction;
}

/** The portal's appointment of an interaction, published as the portal's relay would: one event per version. */
function portalAppointment(interaction: Interaction) {
  const id = newId();
  const snapshot = (fields: Partial<AppointmentSnapshot>): AppointmentSnapshot => ({
    id,
    candidateId: candidate.id,
    interactionId: interaction.id,
    userId: staffUserId,
    jobRoleId: links.jobRoleId,
    title: interaction.subject,
    description: null,
    date: interaction.date,
    duration: 60,
    location: null,
    type: 'interview',
    status: 'scheduled',
    candidateConfirmed: false,
    confirmedAt: null,
    reminderSent: false,
    createdAt: interaction.createdAt,
    updatedAt: new Date().toISOString(),
    ...fields,
  });
  return {
    id,
    publish: (type: string, version: number, fields: Partial<AppointmentSnapshot> = {}) => bus.publish(newEvent(type, id, version, snapshot(fields))),
  };
}

/** Waits until the service has read this version of the appointment (it stores how far it read, change or not). */
const appointmentRead = (interactionId: string, version: number) =>
  eventually(async () => ((await stored(interactionId))?.appointmentVersion ?? 0) >= version);

describe('who logged an interaction', () => {
  it('is the staff member of the token, kept through updates, and carried by the events', async () => {
    const logged = await scheduleInterview('Panel interview');
    expect(logged.createdBy).toBe(staffUserId);
    const updated = (await call('PUT', `/api/interactions/${logged.id}`, { subject: 'Panel interview (moved)' })).body as Interaction;
    expect(updated).toMatchObject({ subject: 'Panel interview (moved)', createdBy: staffUserId });
    expect(await listed(logged.id)).toMatchObject({ createdBy: staffUserId, candidateConfirmed: false, candidateConfirmedAt: null });
    await eventually(() => updatesOf(logged.id).length === 1);
    expect(updatesOf(logged.id)[0]!.data).toMatchObject({ createdBy: staffUserId, candidateConfirmed: false });
  });

  it('takes no createdBy from the body: the token says who it is', async () => {
    const answer = await call('POST', '/api/interactions', { type: 'call', subject: 'Forged', date: '2026-12-01T09:00:00Z', createdBy: newId() });
    expect(answer.status).toBe(201);
    expect(answer.body.createdBy).toBe(staffUserId);
  });
});

describe("the candidate's confirmation from the portal", () => {
  it('shows on the interaction with one interaction.updated; repeated, older and unchanged appointment events change nothing', async () => {
    const interview = await scheduleInterview('Interview with the flight team');
    const appointment = portalAppointment(interview);
    await appointment.publish(PortalEvents.appointmentScheduled, 1);
    await appointmentRead(interview.id, 1);
    expect(await listed(interview.id)).toMatchObject({ candidateConfirmed: false, candidateConfirmedAt: null });

    const confirmedAt = '2026-11-25T08:15:00.000Z';
    await appointment.publish(PortalEvents.appointmentConfirmed, 2, { candidateConfirmed: true, confirmedAt });
    await eventually(async () => (await listed(interview.id))?.candidateConfirmed === true);
    expect(await listed(interview.id)).toMatchObject({ candidateConfirmed: true, candidateConfirmedAt: confirmedAt, subject: interview.subject });
    await eventually(() => updatesOf(interview.id).length === 1);
    expect(updatesOf(interview.id)[0]).toMatchObject({ version: 2, data: { id: interview.id, candidateConfirmed: true, candidateConfirmedAt: confirmedAt } });

    // A redelivery of the confirmation, a late older event, and the portal's answer to interaction.updated (same state).
    await appointment.publish(PortalEvents.appointmentConfirmed, 2, { candidateConfirmed: true, confirmedAt });
    await appointment.publish(PortalEvents.appointmentScheduled, 1, { candidateConfirmed: false });
    await appointment.publish(PortalEvents.appointmentUpdated, 3, { candidateConfirmed: true, confirmedAt });
    await appointmentRead(interview.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 300)); // room for an event that should not come
    expect(await listed(interview.id)).toMatchObject({ candidateConfirmed: true, candidateConfirmedAt: confirmedAt });
    expect(updatesOf(interview.id)).toHaveLength(1);
    expect((await stored(interview.id))?.version).toBe(2);
  });

  it('is cleared by a newer snapshot without it (the portal resets it when the date moves)', async () => {
    const interview = await scheduleInterview('Second round');
    const appointment = portalAppointment(interview);
    await appointment.publish(PortalEvents.appointmentConfirmed, 2, { candidateConfirmed: true, confirmedAt: '2026-11-26T10:00:00.000Z' });
    await eventually(async () => (await listed(interview.id))?.candidateConfirmed === true);
    await appointment.publish(PortalEvents.appointmentUpdated, 3, { candidateConfirmed: false, confirmedAt: null, date: '2026-12-10T09:00:00.000Z' });
    await eventually(async () => (await listed(interview.id))?.candidateConfirmed === false);
    expect(await listed(interview.id)).toMatchObject({ candidateConfirmed: false, candidateConfirmedAt: null });
    await eventually(() => updatesOf(interview.id).length === 2);
    expect(updatesOf(interview.id).map((event) => (event.data as Interaction).candidateConfirmed)).toEqual([true, false]);
  });

  it("takes nothing from an appointment of another candidate or of an interaction it does not have, and keeps it when the appointment is removed", async () => {
    const interview = await scheduleInterview('Final round');
    const appointment = portalAppointment(interview);
    await appointment.publish(PortalEvents.appointmentConfirmed, 2, { candidateConfirmed: true, candidateId: newId() });
    await portalAppointment({ ...interview, id: newId() }).publish(PortalEvents.appointmentConfirmed, 2, { candidateConfirmed: true });
    await appointment.publish(PortalEvents.appointmentConfirmed, 3, { candidateConfirmed: true, confirmedAt: '2026-11-27T10:00:00.000Z' });
    await eventually(async () => (await listed(interview.id))?.candidateConfirmed === true);
    await eventually(() => updatesOf(interview.id).length === 1);
    expect(updatesOf(interview.id)[0]).toMatchObject({ version: 2, data: { candidateConfirmedAt: '2026-11-27T10:00:00.000Z' } });
    await bus.publish(newEvent(PortalEvents.appointmentRemoved, appointment.id, 4, { id: appointment.id }));
    await appointment.publish(PortalEvents.appointmentUpdated, 5, { candidateConfirmed: true, confirmedAt: '2026-11-27T10:00:00.000Z' });
    await appointmentRead(interview.id, 5);
    expect(await listed(interview.id)).toMatchObject({ candidateConfirmed: true });
    expect(updatesOf(interview.id)).toHaveLength(1);
  });
});

describe('records from before', () => {
  it('answer createdBy null and candidateConfirmed false', async () => {
    const logged = await scheduleInterview('Old record');
    // Its event out and the relay's clean-up write done, so neither brings the fields back.
    await eventually(async () => (await stored(logged.id))?.outboxPending === false);
    await engagement.context.db
      .collection('interactions')
      .updateOne({ _id: new Types.ObjectId(logged.id) }, { $unset: { createdBy: '', candidateConfirmed: '', candidateConfirmedAt: '', appointmentId: '', appointmentVersion: '' } });
    restarted = await startEngagement(engagement.dbName);
    expect(await listed(logged.id, restarted)).toMatchObject({ createdBy: null, candidateConfirmed: false, candidateConfirmedAt: null });
  });
});
