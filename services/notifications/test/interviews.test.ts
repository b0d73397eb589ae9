import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '@agency/service-kit';
import { newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { calendarText, candidateSaved, connectBus, interactionDeleted, interactionSaved, reminderDue, staffUser, startNotifications } from './helpers';

let mailpit: OwnMailpit;
let bus: EventBus;
let service: Awaited<ReturnType<typeof startNotifications>>;
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  service = await startNotifications(mailpit);
});
afterEach(() => mailpit.deleteAll());
afterAll(async () => {
  await service?.close();
  await bus?.close();
  await mailpit?.close();
});

/** The calendar file of a message, parsed with ical.js: its METHOD and its one event. */
async function calendarOf(messageId: string) {
  const calendar = new ICAL.Component(ICAL.parse(await calendarText(mailpit, messageId)));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '')),
    status: event.component.getFirstPropertyValue('status'),
  };
}

async function byRecipient(count: number) {
  const messages = await mailpit.waitForMessages(count);
  return new Map(messages.map((message) => [message.To[0]!.Address, message]));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('interview invitations', () => {
  it('invite the candidate and the recruiter, update on a new time, stay quiet on other edits, and cancel, each with a calendar file', async () => {
    const candidateId = newId();
    const recruiter = staffUser({ role: 'recruiter', email: 'rita.interviews@talentbridge.local' });
    await bus.publish(recruiter);
    await bus.publish(candidateSaved({ id: candidateId, name: 'Ada Lovelace', email: 'ada.interview@example.com' }));
    const id = newId();
    const first = new Date(Date.now() + 3 * 86_400_000);
    first.setUTCHours(14, 0, 0, 0);
    await bus.publish(interactionSaved({ id, candidateId, createdBy: recruiter.data.id, date: first.toISOString() }, 1));

    let mail = await byRecipient(2);
    expect([...mail.keys()].sort()).toEqual(['ada.interview@example.com', 'rita.interviews@talentbridge.local']);
    expect(mail.get('ada.interview@example.com')!.Subject).toBe('Interview invitation: Interview: Senior Data Engineer');
    const invitation = await calendarOf(mail.get('ada.interview@example.com')!.ID);
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: `interview-${id}@talentbridge`, sequence: 1, start: first.toISOString(), attendees: ['ada.interview@example.com'] });
    expect((await mailpit.message(mail.get('ada.interview@example.com')!.ID)).Text).toContain(' at 14:00 UTC');
    expect(await calendarOf(mail.get('rita.interviews@talentbridge.local')!.ID)).toEqual(invitation);

    // A new time: an update with a higher SEQUENCE and the new start.
    await mailpit.deleteAll();
    const moved = new Date(first.getTime() + 86_400_000);
    await bus.publish(interactionSaved({ id, candidateId, createdBy: recruiter.data.id, date: moved.toISOString() }, 2));
    mail = await byRecipient(2);
    expect(mail.get('ada.interview@example.com')!.Subject).toBe('Interview moved: Interview: Senior Data Engineer');
    expect(await calendarOf(mail.get('ada.interview@example.com')!.ID)).toMatchObject({ method: 'REQUEST', sequence: 2, start: moved.toISOString() });

    // An older event again, and an edit that is not the time: nothing.
    await mailpit.deleteAll();
    await bus.publish(interactionSaved({ id, candidateId, createdBy: recruiter.data.id, date: first.toISOString() }, 1));
    await bus.publish(interactionSaved({ id, candidateId, createdBy: recruiter.data.id, date: moved.toISOString(), description: 'Bring a laptop' }, 3));
    await wait(1_000);
    expect(await mailpit.messages()).toEqual([]);

    // Cancelled: METHOD:CANCEL with the same UID.
    await bus.publish(interactionSaved({ id, candidateId, createdBy: recruiter.data.id, date: moved.toISOString(), status: 'cancelled' }, 4));
    mail = await byRecipient(2);
    expect(mail.get('ada.interview@example.com')!.Subject).toBe('Interview cancelled: Interview: Senior Data Engineer');
    expect(await calendarOf(mail.get('ada.interview@example.com')!.ID)).toMatchObject({ method: 'CANCEL', uid: `interview-${id}@talentbridge`, sequence: 4, status: 'CANCELLED' });

    // Deleting the cancelled interview sends nothing more.
    await mailpit.deleteAll();
    await bus.publish(interactionDeleted(id, 5));
    await wait(1_000);
    expect(await mailpit.messages()).toEqual([]);
  });

  it('send nothing for an interview in the past, a call, or one without a candidate, and cancel a deleted interview', async () => {
    const candidateId = newId();
    await bus.publish(candidateSaved({ id: candidateId, email: 'grace.interview@example.com' }));
    await bus.publish(interactionSaved({ id: newId(), candidateId, date: new Date(Date.now() - 86_400_000).toISOString() }, 1));
    await bus.publish(interactionSaved({ id: newId(), candidateId, type: 'call' }, 1));
    await bus.publish(interactionSaved({ id: newId(), candidateId: null }, 1));
    const deletedOne = newId();
    await bus.publish(interactionSaved({ id: deletedOne, candidateId }, 1));
    const [invited] = await mailpit.waitForMessages(1);
    expect(invited!.Subject).toMatch(/^Interview invitation/);
    await bus.publish(interactionDeleted(deletedOne, 2));
    const messages = await mailpit.waitForMessages(2);
    expect(messages.map((m) => m.Subject.split(':')[0]).sort()).toEqual(['Interview cancelled', 'Interview invitation']);
    expect((await calendarOf(messages.find((m) => m.Subject.startsWith('Interview cancelled'))!.ID)).method).toBe('CANCEL');
  });
});

describe('interview reminders (decision 0097)', () => {
  it('remind the candidate once per appointment and time, however often the event comes; a new time is reminded again; a past one is not', async () => {
    const candidateId = newId();
    await bus.publish(candidateSaved({ id: candidateId, name: 'Grace', email: 'grace.reminded@example.com' }));
    const due = reminderDue({ candidateId, title: 'Panel interview' });
    await bus.publish(due);
    await bus.publish({ ...due, id: newId() }); // the same reminder again, as another portal instance might send it

    const [reminder] = await mailpit.waitForMessages(1);
    expect(reminder!.To.map((to) => to.Address)).toEqual(['grace.reminded@example.com']);
    expect(reminder!.Subject).toMatch(/^Reminder: Panel interview, \w+day, /);
    const text = (await mailpit.message(reminder!.ID)).Text;
    expect(text).toContain('See you soon, Grace');
    expect(text).toContain('Where: Canary Wharf, floor 12.');
    expect(text).toContain('/candidateportal?tab=appointments');

    const movedTo = new Date(Date.now() + 5 * 3_600_000).toISOString();
    await bus.publish(reminderDue({ ...due.data, date: movedTo }, 4));
    await bus.publish(reminderDue({ ...due.data, id: newId(), date: new Date(Date.now() - 60_000).toISOString() }));
    await mailpit.waitForMessages(2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mailpit.messages()).map((message) => message.Subject).filter((subject) => subject.startsWith('Reminder:'))).toHaveLength(2);
  });
});
