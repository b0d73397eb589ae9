import { afterAll, describe, expect, it } from 'vitest';
import { addDays, subDays } from 'date-fns';
import { EngagementEvents, PortalEvents, type Appointment, type Interaction, type InteractionSnapshot } from '@agency/contracts';
import { newEvent } from '@agency/service-kit';
import { referenceKnown as knownToEngagement, startEngagement } from '@agency/engagement/testing';
import { APPOINTMENT_NOT_FOUND } from '../src/appointments/routes';
import { AppointmentConflicts } from '../src/appointments/store';
import { candidateToken, closeAll, connectBus, eventually, newId, OtherContexts, portalEventsOf, referenceKnown, startWithAuth } from './helpers';

/**
 * Appointments come from the real engagement service's interaction events: a scheduled interview with a
 * candidate becomes theirs, follows its changes and cancellation, and goes when it is deleted.
 */
const { auth, portal, staffToken, staffId } = await startWithAuth();
const engagement = await startEngagement();
const bus = await connectBus();
const others = new OtherContexts(bus);
const events = portalEventsOf(bus);
await events.ready;
afterAll(async () => {
  await closeAll(engagement, portal, auth);
  await bus.close();
});

const sarah = await others.candidate('Sarah Mitchell');
const james = await others.candidate('James Okoro');
const employer = await others.employer('Northwind Logistics');
const role = await others.jobRole('Senior Backend Engineer', employer);
for (const candidate of [sarah, james]) {
  await referenceKnown(portal, 'candidate_refs', candidate.id);
  await knownToEngagement(engagement, 'candidate_names', candidate.id);
}
await knownToEngagement(engagement, 'job_role_names', role.id);
const sarahToken = await candidateToken(bus, sarah.id);
const jamesToken = await candidateToken(bus, james.id);

const asStaff = (method: string, path: string, body?: unknown) => portal.call(method, path, { token: staffToken, body });
const asSarah = (method: string, path: string) => portal.call(method, path, { token: sarahToken });
const asJames = (method: string, path: string) => portal.call(method, path, { token: jamesToken });
const inDays = (days: number) => addDays(new Date(), days).toISOString();

async function logInteraction(fields: Record<string, unknown>): Promise<Interaction> {
  const logged = await engagement.call('POST', '/api/interactions', { token: staffToken, body: { type: 'interview', subject: 'First interview', date: inDays(3), status: 'scheduled', ...fields } });
  expect(logged.status).toBe(201);
  return logged.body;
}
const changeInteraction = async (id: string, changes: Record<string, unknown>) =>
  expect((await engagement.call('PUT', `/api/interactions/${id}`, { token: staffToken, body: changes })).status).toBe(200);
const appointmentsOf = async (interactionId: string): Promise<Appointment[]> => (await asStaff('GET', `/api/appointments?interactionId=${interactionId}`)).body;
/** The appointment once the portal shows it as `expected` says. */
async function appointmentBecomes(interactionId: string, expected: (appointment: Appointment | undefined) => boolean): Promise<Appointment | undefined> {
  let appointment: Appointment | undefined;
  await eventually(async () => expected((appointment = (await appointmentsOf(interactionId))[0])));
  return appointment;
}
/**
 * Waits until the portal has read every interaction event published so far: a scheduled interview logged
 * after them has become an appointment (the stream is read in order).
 */
async function portalCaughtUp(): Promise<void> {
  const marker = await logInteraction({ subject: 'Marker', candidateId: james.id, date: inDays(60) });
  await appointmentBecomes(marker.id, (appointment) => appointment !== undefined);
}

describe('appointments from interview interactions', () => {
  let interview: Interaction;
  let appointment: Appointment;

  it("a scheduled interview with a candidate becomes that candidate's appointment, shown to them alone", async () => {
    interview = await logInteraction({ candidateId: sarah.id, employerId: employer.id, jobRoleId: role.id, description: 'Video call with the team lead' });
    appointment = (await appointmentBecomes(interview.id, (found) => found !== undefined))!;
    expect(appointment).toMatchObject({
      candidateId: sarah.id,
      interactionId: interview.id,
      userId: staffId,
      jobRoleId: role.id,
      title: 'First interview',
      description: 'Video call with the team lead',
      date: interview.date,
      duration: 60,
      location: null,
      type: 'interview',
      status: 'scheduled',
      candidateConfirmed: false,
      reminderSent: false,
    });
    expect((await asSarah('GET', '/api/candidate/appointments')).body).toEqual([appointment]);
    expect((await asStaff('GET', `/api/appointments?candidateId=${sarah.id}`)).body).toEqual([appointment]);
    expect(await asJames('GET', `/api/candidate/appointments`)).toEqual({ status: 200, body: [] });
    const neither = await asStaff('GET', '/api/appointments');
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('Give a candidateId or an interactionId');
  });

  it("is confirmed by its candidate once; another candidate's confirmation is not found and changes nothing", async () => {
    expect(await asJames('POST', `/api/candidate/appointments/${appointment.id}/confirm`)).toEqual({ status: 404, body: { message: APPOINTMENT_NOT_FOUND } });
    expect((await appointmentsOf(interview.id))[0]).toMatchObject({ candidateConfirmed: false, confirmedAt: null });

    const confirmed = await asSarah('POST', `/api/candidate/appointments/${appointment.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: appointment.id, candidateConfirmed: true, confirmedAt: expect.any(String) });
    expect(await asSarah('POST', `/api/candidate/appointments/${appointment.id}/confirm`)).toEqual({ status: 200, body: confirmed.body });
    expect(await asSarah('POST', `/api/candidate/appointments/${newId()}/confirm`)).toEqual({ status: 404, body: { message: APPOINTMENT_NOT_FOUND } });
  });

  it('follows a new title; a new date asks the candidate to confirm again', async () => {
    await changeInteraction(interview.id, { subject: 'Second interview' });
    const retitled = await appointmentBecomes(interview.id, (found) => found?.title === 'Second interview');
    expect(retitled).toMatchObject({ candidateConfirmed: true, date: interview.date });

    const later = inDays(5);
    await changeInteraction(interview.id, { date: later });
    const moved = await appointmentBecomes(interview.id, (found) => found?.date === later);
    expect(moved).toMatchObject({ candidateConfirmed: false, confirmedAt: null, title: 'Second interview' });
  });

  it("takes the interview's place and length as the recruiter sets them (issue 31, point 5)", async () => {
    await changeInteraction(interview.id, { location: 'https://meet.example.com/sarah', durationMinutes: 45 });
    const placed = await appointmentBecomes(interview.id, (found) => found?.location === 'https://meet.example.com/sarah');
    expect(placed).toMatchObject({ duration: 45, title: 'Second interview' });
    await changeInteraction(interview.id, { location: '', durationMinutes: null });
    expect(await appointmentBecomes(interview.id, (found) => found?.location === null)).toMatchObject({ duration: 60 });
  });

  it('shows a cancellation as cancelled, which cannot be confirmed', async () => {
    await changeInteraction(interview.id, { status: 'cancelled' });
    await appointmentBecomes(interview.id, (found) => found?.status === 'cancelled');
    expect((await asSarah('GET', '/api/candidate/appointments')).body).toMatchObject([{ id: appointment.id, status: 'cancelled' }]);
    expect(await asSarah('POST', `/api/candidate/appointments/${appointment.id}/confirm`)).toEqual({ status: 409, body: { message: AppointmentConflicts.cancelled } });
  });

  it('moves to another candidate with the interaction, and goes when the interaction is deleted', async () => {
    await changeInteraction(interview.id, { status: 'scheduled', candidateId: james.id });
    await appointmentBecomes(interview.id, (found) => found?.candidateId === james.id && found.status === 'scheduled');
    expect((await asSarah('GET', '/api/candidate/appointments')).body).toEqual([]);
    expect((await asJames('GET', '/api/candidate/appointments')).body.map((found: Appointment) => found.id)).toContain(appointment.id);

    expect((await engagement.call('DELETE', `/api/interactions/${interview.id}`, { token: staffToken })).status).toBe(204);
    await appointmentBecomes(interview.id, (found) => found === undefined);
  });

  it('published every change with growing versions', async () => {
    await eventually(() => events.about(appointment.id).length === 9);
    expect(events.about(appointment.id).map(({ type, version }) => [type, version])).toEqual([
      [PortalEvents.appointmentScheduled, 1],
      [PortalEvents.appointmentConfirmed, 2],
      [PortalEvents.appointmentUpdated, 3], // title
      [PortalEvents.appointmentUpdated, 4], // date
      [PortalEvents.appointmentUpdated, 5], // place and length
      [PortalEvents.appointmentUpdated, 6], // neither
      [PortalEvents.appointmentUpdated, 7], // cancelled
      [PortalEvents.appointmentUpdated, 8], // to James, scheduled again
      [PortalEvents.appointmentRemoved, 9],
    ]);
    expect(events.about(appointment.id)[8]!.data).toEqual({ id: appointment.id });
  });

  it('is not made for a meeting, an interview logged as done, or one without a candidate; a change of type removes one', async () => {
    const meeting = await logInteraction({ type: 'meeting', candidateId: sarah.id });
    const done = await logInteraction({ status: 'completed', date: new Date().toISOString(), candidateId: sarah.id });
    const nobody = await logInteraction({});
    const becomesMeeting = await logInteraction({ candidateId: sarah.id });
    await appointmentBecomes(becomesMeeting.id, (found) => found !== undefined);
    await changeInteraction(becomesMeeting.id, { type: 'meeting' });
    await portalCaughtUp();
    for (const interaction of [meeting, done, nobody, becomesMeeting]) expect(await appointmentsOf(interaction.id)).toEqual([]);
  });
});

describe('which appointments a candidate sees and may confirm', () => {
  it('shows everything from 30 days ago on, soonest first; a past one cannot be confirmed', async () => {
    const ann = await others.candidate('Ann Archer');
    await referenceKnown(portal, 'candidate_refs', ann.id);
    await knownToEngagement(engagement, 'candidate_names', ann.id);
    const annToken = await candidateToken(bus, ann.id);
    const longAgo = await logInteraction({ candidateId: ann.id, date: subDays(new Date(), 40).toISOString() });
    const lastWeek = await logInteraction({ candidateId: ann.id, date: subDays(new Date(), 7).toISOString(), subject: 'Missed interview' });
    const nextMonth = await logInteraction({ candidateId: ann.id, date: inDays(30) });
    const tomorrow = await logInteraction({ candidateId: ann.id, date: inDays(1) });
    await appointmentBecomes(tomorrow.id, (found) => found !== undefined);

    const seen: Appointment[] = (await portal.call('GET', '/api/candidate/appointments', { token: annToken })).body;
    expect(seen.map((found) => found.interactionId)).toEqual([lastWeek.id, tomorrow.id, nextMonth.id]);
    expect((await asStaff('GET', `/api/appointments?candidateId=${ann.id}`)).body.map((found: Appointment) => found.interactionId)).toEqual([longAgo.id, lastWeek.id, tomorrow.id, nextMonth.id]);
    expect(await portal.call('POST', `/api/candidate/appointments/${seen[0]!.id}/confirm`, { token: annToken })).toEqual({ status: 409, body: { message: AppointmentConflicts.past } });

    await changeInteraction(lastWeek.id, { status: 'completed' });
    await appointmentBecomes(lastWeek.id, (found) => found?.status === 'completed');
    expect(await portal.call('POST', `/api/candidate/appointments/${seen[0]!.id}/confirm`, { token: annToken })).toEqual({ status: 409, body: { message: AppointmentConflicts.completed } });
  });
});

describe('repeated and older interaction events', () => {
  it('change nothing: only a newer version of the interaction is followed', async () => {
    const id = newId();
    const at = inDays(10);
    const snapshot: InteractionSnapshot = {
      id, type: 'interview', subject: 'Panel interview', description: null, date: at, outcome: null, nextSteps: null, status: 'scheduled',
      candidateId: sarah.id, employerId: null, jobRoleId: null, createdBy: staffId, createdAt: at, updatedAt: at,
    };
    const publish = (type: string, version: number, data: unknown) => bus.publish(newEvent(type, id, version, data));
    await publish(EngagementEvents.interactionCreated, 1, snapshot);
    await publish(EngagementEvents.interactionUpdated, 3, { ...snapshot, subject: 'Panel interview (final)' });
    const followed = await appointmentBecomes(id, (found) => found?.title === 'Panel interview (final)');

    await publish(EngagementEvents.interactionCreated, 1, snapshot); // repeated
    await publish(EngagementEvents.interactionUpdated, 2, { ...snapshot, subject: 'Stale title' }); // older
    await publish(EngagementEvents.interactionDeleted, 2, { id }); // an older delete
    await portalCaughtUp();
    expect(await appointmentsOf(id)).toEqual([followed]);
    expect(events.about(followed!.id).map(({ version }) => version)).toEqual([1, 2]);

    await publish(EngagementEvents.interactionDeleted, 4, { id });
    await appointmentBecomes(id, (found) => found === undefined);
    await publish(EngagementEvents.interactionUpdated, 3, { ...snapshot, subject: 'Back from the dead' }); // older than the delete
    await portalCaughtUp();
    expect(await appointmentsOf(id)).toEqual([]);
  });
});
