import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import type { Interaction, InteractionList } from '@agency/contracts';
import { DESKTOP, screenshotFolder, setUpBrowserTests, toast } from './browser';
import { createLinkedRecords, removeLinkedRecords, staffCaller, type LinkedRecords, type StaffCall } from './linked-records';
import { ADMIN_EMAIL, ADMIN_PASSWORD, trackErrors } from './platform';

// Screenshots of the Interactions and Calendar screens, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots-interactions-calendar');
// The viewer is in New York, not in the machine's UTC: a date read or shown in UTC instead of the viewer's
// time zone is off by five hours and shows.
const ZONE = 'America/New_York';

const tests = setUpBrowserTests();
// A name no seeded record has, so this run's rows, chips and options are told apart from the seed's.
const run = `E2E IC ${process.pid}`;
const created: Partial<LinkedRecords> = {};
let staff: StaffCall;

/** This run's interactions as the server has them. */
const ourInteractions = async () =>
  (await staff<InteractionList>('GET', `/api/interactions?${new URLSearchParams({ q: run, limit: '100' })}`))
    .items;

beforeAll(async () => {
  staff = await staffCaller(tests.platform.url);
  Object.assign(created, await createLinkedRecords(staff, run));
});

// Runs before the platform stops: vitest runs afterAll hooks in the reverse of their order.
afterAll(async () => {
  for (const interaction of (await ourInteractions().catch(() => [])) as Interaction[])
    await staff('DELETE', `/api/interactions/${interaction.id}`).catch(() => undefined);
  await removeLinkedRecords(staff, created);
});

/** A signed-in page whose browser runs in New York time (and, when given, with its clock fixed at `now`). */
async function newYorkPage(now?: Date) {
  const context = await tests.browser.newContext({ viewport: DESKTOP, timezoneId: ZONE, locale: 'en-US' });
  const page = await context.newPage();
  if (now) await page.clock.setFixedTime(now);
  const errors = trackErrors(page);
  await tests.signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(`${tests.platform.url}/manage`);
  return { context, page, errors };
}

/** Picks a record in one of the dialog's search fields. */
async function pick(dialog: Locator, label: string, text: string) {
  await dialog.getByRole('combobox', { name: label }).fill(text);
  await dialog.getByRole('option', { name: new RegExp(text) }).click();
}

/** The date and time of an instant as a New Yorker reads it: 'Tuesday, November 24, 2026 at 10:00 AM'. */
const inNewYork = (date: string | Date) =>
  new Date(date).toLocaleString('en-US', { timeZone: ZONE, dateStyle: 'full', timeStyle: 'short' });

/** New York's wall clock at an instant, as the same digits in UTC (for arithmetic free of the machine's zone). */
function newYorkWallClock(instant: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

/** Today's date in New York, as a UTC midnight. */
function newYorkToday(): Date {
  const wall = new Date(newYorkWallClock(new Date()));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant New York's clock shows a time of day on a date (given as a UTC midnight). */
function newYorkInstant(day: Date, hours: number, minutes: number): Date {
  const wall = day.getTime() + (hours * 60 + minutes) * 60_000;
  // New York's offset at about that moment: its wall clock minus UTC's.
  return new Date(wall - (newYorkWallClock(new Date(wall)) - wall));
}

describe('interactions and calendar in Chromium, as a viewer in New York', () => {
  it('logs an interaction linked to a candidate, employer and role, and lists it with their names', async () => {
    const { context, page, errors } = await newYorkPage();
    await page.getByRole('link', { name: 'Interactions', exact: true }).click();
    await page.waitForURL(`${tests.platform.url}/manage/interactions`);
    await page.getByRole('button', { name: 'Log Interaction' }).click();

    const dialog = page.getByRole('dialog', { name: 'Log New Interaction' });
    expect(await dialog.getByLabel('Status').inputValue()).toBe('completed');
    await dialog.getByLabel('Type *').selectOption('call');
    await dialog.getByLabel('Subject *').fill(`${run} intro call`);
    await dialog.getByLabel('Date & Time *').fill('2026-11-20T09:15');
    await pick(dialog, 'Candidate', `${run} Candidate`);
    await pick(dialog, 'Employer', `${run} Employer`);
    await pick(dialog, 'Job Role', `${run} Role`);
    await dialog
      .getByLabel('Description')
      .fill('Wants a hybrid role; can start in January after her notice period ends.');
    await dialog.getByLabel('Outcome').fill('positive');
    await dialog.getByLabel('Next Steps').fill('Send the role description');
    await page.screenshot({ path: `${SHOTS}/log-interaction.png` });
    await dialog.getByRole('button', { name: 'Log Interaction' }).click();
    await toast(page, 'Interaction logged successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('article', { name: `${run} intro call`, exact: true });
    await row.waitFor();
    for (const text of [
      'Completed',
      'Call',
      'Nov 20, 2026 9:15 AM',
      `${run} Candidate`,
      `${run} Employer`,
      `${run} Role`,
      'positive',
      'Send the role description',
    ])
      expect(await row.getByText(text, { exact: true }).count(), text).toBe(1);
    // 9:15 AM in New York is 14:15 UTC: the form read the time in the viewer's zone.
    const [stored] = await ourInteractions();
    expect(stored).toMatchObject({
      date: '2026-11-20T14:15:00.000Z',
      candidateId: created.candidate!.id,
      employerId: created.employer!.id,
      jobRoleId: created.role!.id,
    });

    // Found by the candidate's name on the server, the term kept in the address.
    await page.getByPlaceholder('Search interactions...').fill(`${run} Candidate`);
    await page.waitForURL(/\/manage\/interactions\?q=E2E/);
    await page.getByText('1 interaction', { exact: true }).waitFor();
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/interactions.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("schedules a meeting for next Tuesday at 10:00 AM: it shows in that day's cell and in Upcoming Interactions", async () => {
    const today = newYorkToday();
    const tuesday = new Date(today.getTime() + ((2 - today.getUTCDay() + 7) % 7 || 7) * 86_400_000);
    const ymd = tuesday.toISOString().slice(0, 10);
    const longDay = tuesday.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });

    const { context, page, errors } = await newYorkPage();
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await page.waitForURL(`${tests.platform.url}/manage/calendar`);
    await page.getByRole('heading', { name: /^Week of / }).waitFor();
    await page.getByRole('button', { name: 'Schedule Meeting' }).click();

    const dialog = page.getByRole('dialog', { name: 'Schedule New Interaction' });
    expect(await dialog.getByLabel('Type *').inputValue()).toBe('meeting');
    expect(await dialog.getByLabel('Status').inputValue()).toBe('scheduled');
    await dialog.getByLabel('Subject *').fill(`${run} meeting`);
    await dialog.getByLabel('Date & Time *').fill(`${ymd}T10:00`);
    await pick(dialog, 'Candidate', `${run} Candidate`);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Interaction logged successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Next Tuesday is in this week on a Sunday or Monday, else in the next.
    if (today.getUTCDay() > 1) await page.getByRole('button', { name: 'Next week' }).click();
    const cell = page.getByRole('list', { name: `Scheduled on ${longDay}` });
    const chip = cell.getByRole('listitem').filter({ hasText: `${run} meeting` });
    await chip.waitFor();
    expect(await chip.textContent()).toBe(`10:00 AMMeeting: ${run} meeting`);
    const stored = (await ourInteractions()).find((interaction) => interaction.subject === `${run} meeting`);
    expect(inNewYork(stored!.date)).toBe(`${longDay} at 10:00 AM`);

    // The day's button is named by what it shows ('Tue 1'), then its full date (WCAG 2.5.3).
    const shown = tuesday.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', day: 'numeric' }).split(' ').reverse().join(' ');
    await page.getByRole('button', { name: new RegExp(`^${shown} ${longDay}`) }).click();
    const dayCard = page.getByRole('region', { name: longDay });
    await dayCard.getByText(`${run} meeting`).waitFor();
    expect(await dayCard.getByText(`10:00 AM · Meeting`).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/calendar.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();

    // 'Upcoming Interactions' lists the next five from the viewer's now: seen with the browser's clock at
    // 9:00 AM that Tuesday, the meeting is among them whatever the seed has scheduled in the days before.
    const early = await newYorkPage(newYorkInstant(tuesday, 9, 0));
    await early.page.getByRole('link', { name: 'Calendar', exact: true }).click();
    const upcoming = early.page.getByRole('region', { name: 'Upcoming Interactions' });
    const item = upcoming.getByRole('button', { name: new RegExp(`^${run} meeting`) });
    await item.waitFor();
    expect(await item.textContent()).toBe(
      `${run} meeting${tuesday.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })}, 10:00 AM · Meeting`,
    );
    expect(await upcoming.getByRole('button').count()).toBeLessThanOrEqual(5);
    await early.page.screenshot({ path: `${SHOTS}/calendar-upcoming.png`, fullPage: true });
    expect(early.errors).toEqual([]);
    await early.context.close();
  });
});
