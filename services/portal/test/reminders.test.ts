import { afterAll, describe, expect, inject, it } from 'vitest';
import { addHours, subHours } from 'date-fns';
import { EngagementEvents, PortalEvents, type Appointment, type InteractionSnapshot } from '@agency/contracts';
import { connectDatabase, newEvent } from '@agency/service-kit';
import { ADMIN, uniqueDbName } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { portalStores } from '../src/service';
import { closeAll, connectBus, eventually, newId, OtherContexts, portalEventsOf, referenceKnown, startPortal, type RunningPortal } from './helpers';

/**
 * Reminders 24 hours before a scheduled appointment (decision 0097), with two portal instances on one database
 * sweeping every 200 ms, and one of them replaced meanwhile: each reminder is marked, and published, once.
 */
const sweepBefore = process.env.REMINDER_SWEEP_MS;
process.env.REMINDER_SWEEP_MS = '200';
const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const dbName = uniqueDbName('portal_reminders');
const instances: RunningPortal[] = [await startPortal(dbName), await startPortal(dbName)];
const bus = await connectBus();
const events = portalEventsOf(bus);
await events.ready;
afterAll(async () => {
  await closeAll(...instances, auth);
  await bus.close();
  if (sweepBefore === undefined) delete process.env.REMINDER_SWEEP_MS;
  else process.env.REMINDER_SWEEP_MS = sweepBefore;
});

const staffToken = await auth.login(ADMIN.email, ADMIN.password);
const candidate = await new OtherContexts(bus).candidate('Grace Hopper');
for (const instance of instances) await referenceKnown(instance, 'candidate_refs', candidate.id);

/** An interview with the candidate at `date`, as the engagement service announces it. */
async function interview(date: Date, version = 1, id = newId()) {
  const at = date.toISOString();
  const snapshot: InteractionSnapshot = {
    id, type: 'interview', subject: 'Panel interview', description: null, date: at, outcome: null, nextSteps: null, status: 'scheduled',
    candidateId: candidate.id, employerId: null, jobRoleId: null, createdBy: null, createdAt: at, updatedAt: at,
  };
  await bus.publish(newEvent(version === 1 ? EngagementEvents.interactionCreated : EngagementEvents.interactionUpdated, id, version, snapshot));
  let appointment: Appointment | undefined;
  await eventually(async () => {
    appointment = (await instances[0]!.call('GET', `/api/appointments?interactionId=${id}`, { token: staffToken })).body[0];
    return appointment?.date === at;
  });
  return { id, appointment: appointment! };
}
const remindersOf = (appointmentId: string) => events.about(appointmentId).filter((event) => event.type === PortalEvents.appointmentReminderDue);
const sweeps = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 200));

describe('appointment reminders', () => {
  it('mark a scheduled appointment 24 hours or less away once, with one event, however many instances sweep', async () => {
    const soon = await interview(addHours(new Date(), 3));
    const later = await interview(addHours(new Date(), 30));
    const past = await interview(subHours(new Date(), 1));
    await eventually(() => remindersOf(soon.appointment.id).length > 0);
    await sweeps(10);
    expect(remindersOf(soon.appointment.id)).toHaveLength(1);
    expect(remindersOf(soon.appointment.id)[0]!.data).toMatchObject({ id: soon.appointment.id, candidateId: candidate.id, reminderSent: true, date: soon.appointment.date });
    expect((await instances[1]!.call('GET', `/api/appointments?interactionId=${soon.id}`, { token: staffToken })).body[0]).toMatchObject({ reminderSent: true });
    expect(remindersOf(later.appointment.id)).toEqual([]);
    expect(remindersOf(past.appointment.id)).toEqual([]);
  });

  it('mark none again after a restart, and mark again an appointment moved to a new time', async () => {
    const moving = await interview(addHours(new Date(), 5));
    await eventually(() => remindersOf(moving.appointment.id).length === 1);
    await instances.shift()!.close();
    instances.push(await startPortal(dbName));
    await sweeps(10);
    expect(remindersOf(moving.appointment.id)).toHaveLength(1);

    const moved = await interview(addHours(new Date(), 2), 2, moving.id);
    expect(moved.appointment.id).toBe(moving.appointment.id);
    await eventually(() => remindersOf(moving.appointment.id).length === 2);
    await sweeps(10);
    const reminders = remindersOf(moving.appointment.id);
    expect(reminders).toHaveLength(2);
    expect(reminders[1]!.data).toMatchObject({ date: moved.appointment.date, reminderSent: true });
  });

  it('let one of two instances marking the same reminder at the same moment win; the other writes nothing', async () => {
    // An appointment the sweeps have not reached: made in this test's own database, by two instances' stores.
    const raceDb = uniqueDbName('portal_reminder_race');
    const connections = await Promise.all([0, 1].map(() => connectDatabase(inject('mongoUrl'), raceDb)));
    const [first, second] = connections.map((db) => portalStores(db).appointments);
    const date = addHours(new Date(), 4);
    const interactionId = newId();
    await first!.follow(interactionId, { ...({} as InteractionSnapshot), id: interactionId, type: 'interview', subject: 'Race', date: date.toISOString(), status: 'scheduled', candidateId: candidate.id, createdAt: date.toISOString(), updatedAt: date.toISOString() }, () => false);
    const [{ id }] = await first!.list({ interactionId }) as [Appointment];
    const now = new Date();
    const until = addHours(now, 24);
    expect((await Promise.all([first!.markReminderDue(id, now, until), second!.markReminderDue(id, now, until)])).sort()).toEqual([false, true]);
    const stored = await first!.model.findById(id).lean();
    expect(stored).toMatchObject({ reminderSent: true, version: 2 });
    expect((stored as unknown as { outbox: { type: string }[] }).outbox.filter((event) => event.type === PortalEvents.appointmentReminderDue)).toHaveLength(1);
    expect(await second!.markReminderDue(id, now, until)).toBe(false);
    await Promise.all(connections.map((db) => db.close()));
  });
});
