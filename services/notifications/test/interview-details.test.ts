// Issue 31, point 5: an interview invitation carries the employer, the place (an address or a video link), the
// length and the recruiter, with its time in the candidate's time zone, in the e-mail and in its .ics (Mailpit).
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '@agency/service-kit';
import { eventually, newId, OtherContexts, startMailpit, type OwnMailpit } from '@agency/testing';
import { calendarText, candidateSaved, connectBus, interactionSaved, staffUser, startNotifications } from './helpers';

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

/** The calendar file of a message, parsed with ical.js. */
async function calendarOf(messageId: string) {
  const event = new ICAL.Component(ICAL.parse(await calendarText(mailpit, messageId))).getFirstSubcomponent('vevent')!;
  const organizer = event.getFirstProperty('organizer')!;
  return {
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    description: String(event.getFirstPropertyValue('description')),
    organizer: { name: organizer.getParameter('cn'), email: String(organizer.getFirstValue()).replace(/^mailto:/i, '') },
  };
}

async function arrange() {
  const candidateId = newId();
  const recruiter = staffUser({ role: 'recruiter', name: 'Rita Recruiter', email: `rita.${candidateId.slice(-6)}@talentbridge.local` });
  await bus.publish(recruiter);
  await bus.publish(candidateSaved({ id: candidateId, name: 'Ada Lovelace', email: `ada.${candidateId.slice(-6)}@example.com` }));
  const employer = await new OtherContexts(bus).employer('Analytical Engines Ltd');
  await eventually(async () => Boolean(await service.context.db.collection('employers').findOne({ _id: employer.id } as never)));
  await eventually(async () => Boolean(await service.context.db.collection('staff').findOne({ _id: recruiter.data.id, name: 'Rita Recruiter' } as never)));
  return { candidateId, candidateEmail: `ada.${candidateId.slice(-6)}@example.com`, recruiter, employer };
}

/** 14:00 UTC three days from now; in New York that is 09:00 (EST) or 10:00 (EDT). */
function start() {
  const date = new Date(Date.now() + 3 * 86_400_000);
  date.setUTCHours(14, 0, 0, 0);
  return date;
}
const newYorkTime = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/New_York' }).format(date);

describe("an interview invitation's details", () => {
  it('carry the employer, the video link, the length, the recruiter and the time in the candidate\'s zone, in the e-mail and its .ics', async () => {
    const { candidateId, candidateEmail, recruiter, employer } = await arrange();
    const id = newId();
    const date = start();
    await bus.publish(
      interactionSaved(
        {
          id,
          candidateId,
          employerId: employer.id,
          createdBy: recruiter.data.id,
          date: date.toISOString(),
          location: 'https://meet.example.com/ada-interview',
          durationMinutes: 45,
          timeZone: 'America/New_York',
        },
        1,
      ),
    );
    const messages = await mailpit.waitForMessages(2);
    const toCandidate = messages.find((message) => message.To[0]!.Address === candidateEmail)!;
    const text = (await mailpit.message(toCandidate.ID)).Text;
    expect(text).toContain(`Your interview is on ${newYorkTime(date)} (America/New_York).`);
    expect(text).toContain('Employer: Analytical Engines Ltd');
    expect(text).toContain('Length: 45 minutes');
    expect(text).toContain('Video link: https://meet.example.com/ada-interview');
    expect(text).toContain('Your recruiter: Rita Recruiter');
    expect(text).not.toContain('UTC');

    const calendar = await calendarOf(toCandidate.ID);
    expect(calendar).toMatchObject({
      start: date.toISOString(),
      end: new Date(date.getTime() + 45 * 60_000).toISOString(),
      location: 'https://meet.example.com/ada-interview',
      url: 'https://meet.example.com/ada-interview',
      organizer: { name: 'Rita Recruiter', email: recruiter.data.email },
    });
    expect(calendar.description).toContain('Employer: Analytical Engines Ltd');
    expect(calendar.description).toContain('Recruiter: Rita Recruiter');
    const toRecruiter = messages.find((message) => message.To[0]!.Address === recruiter.data.email)!;
    expect((await mailpit.message(toRecruiter.ID)).Text).toContain('Recruiter: Rita Recruiter');
    expect((await mailpit.message(toRecruiter.ID)).Text).not.toContain('Your recruiter');
  });

  it('send an update when only the place or the length changes; an address is a LOCATION without a URL; no zone is UTC', async () => {
    const { candidateId, candidateEmail, recruiter, employer } = await arrange();
    const id = newId();
    const date = start();
    const interview = { id, candidateId, employerId: employer.id, createdBy: recruiter.data.id, date: date.toISOString() };
    await bus.publish(interactionSaved({ ...interview, location: 'https://meet.example.com/x', durationMinutes: 30 }, 1));
    await mailpit.waitForMessages(2);
    await mailpit.deleteAll();

    await bus.publish(interactionSaved({ ...interview, location: '12 Engine Row, London', durationMinutes: 90 }, 2));
    const messages = await mailpit.waitForMessages(2);
    const toCandidate = messages.find((message) => message.To[0]!.Address === candidateEmail)!;
    expect(toCandidate.Subject).toBe('Interview moved: Interview: Senior Data Engineer');
    const text = (await mailpit.message(toCandidate.ID)).Text;
    expect(text).toContain('Where: 12 Engine Row, London');
    expect(text).toContain('Length: 90 minutes');
    expect(text).toContain(' at 14:00 UTC');
    const calendar = await calendarOf(toCandidate.ID);
    expect(calendar).toMatchObject({ location: '12 Engine Row, London', url: null, end: new Date(date.getTime() + 90 * 60_000).toISOString() });
  });
});
