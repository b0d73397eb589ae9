// Issue 31, point 5: the Interactions screen filtered by type, days, who logged it, candidate and employer, with
// who logged each row; an interview logged with a place and a length, and its invitation in Mailpit carrying them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Candidate, Employer, Interaction, InteractionList } from '@agency/contracts';
import { apiClient } from '../api-client';
import { DESKTOP, toast, type BrowserTests, type OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from './checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD, trackErrors } from '../platform';

const checkedAtBothWidths = widthChecks('/tmp/shots-interactions-worked');
// The recruiter works in New York; the candidate of the interview is in London.
const VIEWER_ZONE = 'America/New_York';
const CANDIDATE_ZONE = 'Europe/London';

/** An instant as a clock in `zone` shows it, in the form a `datetime-local` input takes: '2031-03-05T10:00'. */
function wallClock(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** 20310305T150000Z, as an .ics writes a UTC time. */
const icsTime = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function interactionsWorked(tests: BrowserTests): void {
  describe('interactions that can be worked: filters, authors, an interview with a place and a length (issue 31, point 5)', () => {
    const tag = `${process.pid}${Date.now().toString(36)}`;
    const run = `E2E IW ${tag}`;
    const subjects = { call: `${run} call with Ada`, email: `${run} e-mail to Ada`, meeting: `${run} meeting about Alan`, interview: `${run} interview with Ada` };
    let staff: StaffCall;
    let adminName: string;
    let member: { id: string; name: string } | undefined;
    let ada: Candidate | undefined;
    let alan: Candidate | undefined;
    let engines: Employer | undefined;
    let park: Employer | undefined;
    let recruiter: OpenPage | undefined;

    /** Logs an interaction as the token's holder, once the engagement service has heard of the candidate it links to. */
    async function logAs(token: string, body: Record<string, unknown>): Promise<Interaction> {
      const api = apiClient(tests.platform.url);
      const deadline = Date.now() + 30_000;
      for (;;) {
        const answer = await api.send('POST', '/api/interactions', { token, body });
        if (answer.status === 201) return answer.body as Interaction;
        if (Date.now() > deadline) throw new Error(`could not log ${JSON.stringify(body)}: ${answer.status} ${JSON.stringify(answer.body)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      adminName = (await staff<{ name: string }>('GET', '/api/auth/me')).name;
      const email = `rita.logger.${tag}@example.test`;
      const password = `Shelf-Lamp-Kettle-${tag}`;
      member = await staff<{ id: string; name: string }>('POST', '/api/users', { name: 'Rita Logger', email, role: 'recruiter', password });
      const api = apiClient(tests.platform.url);
      const ritaToken = ((await api.send('POST', '/api/auth/login', { body: { email, password } })).body as { token: string }).token;
      const adminToken = await api.signIn();

      ada = await staff<Candidate>('POST', '/api/candidates', { name: `${run} Ada`, email: `ada.${tag}@example.test` });
      alan = await staff<Candidate>('POST', '/api/candidates', { name: `${run} Alan` });
      engines = await staff<Employer>('POST', '/api/employers', { name: `${run} Engines`, status: 'active' });
      park = await staff<Employer>('POST', '/api/employers', { name: `${run} Park`, status: 'active' });
      // In March 2031: the newest rows of the list, on days no other test uses.
      await logAs(adminToken, { type: 'call', subject: subjects.call, date: '2031-03-03T15:00:00Z', candidateId: ada.id, employerId: engines.id });
      await logAs(ritaToken, { type: 'email', subject: subjects.email, date: '2031-03-05T15:00:00Z', candidateId: ada.id });
      await logAs(adminToken, { type: 'meeting', subject: subjects.meeting, date: '2031-03-20T15:00:00Z', candidateId: alan.id, employerId: park.id });
    });

    afterAll(async () => {
      await recruiter?.context.close();
      const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
      const ours = await staff<InteractionList>('GET', `/api/interactions?${new URLSearchParams({ q: run, limit: '100' })}`).catch(() => ({ items: [] }));
      for (const interaction of ours.items) await remove(`/api/interactions/${interaction.id}`);
      for (const candidate of [ada, alan]) if (candidate) await remove(`/api/candidates/${candidate.id}`);
      for (const employer of [engines, park]) if (employer) await remove(`/api/employers/${employer.id}`);
      if (member) await remove(`/api/users/${member.id}`);
    });

    /** A recruiter's page in New York, signed in, on the Interactions screen. */
    async function interactionsScreen(): Promise<Page> {
      const context = await tests.browser.newContext({ viewport: DESKTOP, timezoneId: VIEWER_ZONE });
      const page = await context.newPage();
      recruiter = { context, page, errors: trackErrors(page) };
      await tests.signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(`${tests.platform.url}/manage`);
      await page.goto(`${tests.platform.url}/manage/interactions`);
      return page;
    }

    /** Which of this run's three interactions the screen shows, in its order. */
    const shown = (page: Page) => async () => {
      const names = await page.getByRole('article').evaluateAll((rows) => rows.map((row) => row.querySelector('h2')?.textContent ?? ''));
      return names.filter((name) => name.startsWith(run));
    };

    async function pick(filters: Locator, page: Page, label: string, name: string) {
      await filters.getByRole('combobox', { name: label }).fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    }

    it('filters by type, who logged it, candidate, employer and days; each row says who logged it and links its names to their pages', async () => {
      const page = await interactionsScreen();
      const filters = page.getByRole('group', { name: 'Filters' });
      await expect.poll(shown(page), { timeout: 20_000 }).toEqual([subjects.meeting, subjects.email, subjects.call]);

      const email = page.getByRole('article', { name: subjects.email, exact: true });
      expect(await email.getByText('Logged by').textContent()).toBe('Logged by Rita Logger');
      const call = page.getByRole('article', { name: subjects.call, exact: true });
      expect(await call.getByText('Logged by').textContent()).toBe(`Logged by ${adminName}`);
      expect(await call.getByRole('link', { name: ada!.name }).getAttribute('href')).toBe(`/manage/candidates/${ada!.id}`);
      expect(await call.getByRole('link', { name: engines!.name }).getAttribute('href')).toBe(`/manage/employers/${engines!.id}`);

      await filters.getByLabel('Type').selectOption('email');
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.email]);
      await filters.getByLabel('Type').selectOption('');

      await filters.getByLabel('Logged by').selectOption({ label: 'Rita Logger' });
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.email]);
      await filters.getByLabel('Logged by').selectOption({ label: adminName });
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.meeting, subjects.call]);
      await filters.getByRole('button', { name: 'Clear filters' }).click();

      await pick(filters, page, 'Candidate', alan!.name);
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.meeting]);
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await pick(filters, page, 'Employer', engines!.name);
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.call]);
      await filters.getByRole('button', { name: 'Clear filters' }).click();

      // Whole days in New York: 3 to 10 March holds the call and the e-mail, and nothing else of anyone's.
      await filters.getByLabel('From').fill('2031-03-01');
      await filters.getByLabel('To').fill('2031-03-10');
      await expect.poll(shown(page), { timeout: 10_000 }).toEqual([subjects.email, subjects.call]);
      await page.getByText('2 interactions', { exact: true }).waitFor();
      await checkedAtBothWidths(page, 'interactions-filtered', () => page.getByRole('article', { name: subjects.call, exact: true }).waitFor());

      // Reversed: said under 'To', and nothing listed.
      await filters.getByLabel('To').fill('2031-02-01');
      await expect.poll(() => page.getByText("'To' must be on or after 'From'.").count(), { timeout: 10_000 }).toBe(2);
      expect(await shown(page)()).toEqual([]);
      expect(recruiter!.errors).toEqual([]);
    });

    it('logs an interview with a location and a length; the invitation in Mailpit carries the employer, place, length, recruiter and the candidate’s local time', async () => {
      const page = recruiter?.page ?? (await interactionsScreen());
      await page.goto(`${tests.platform.url}/manage/interactions`);
      const start = new Date(Date.now() + 4 * 86_400_000);
      start.setUTCHours(15, 0, 0, 0);

      await page.getByRole('button', { name: 'Log Interaction' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log New Interaction' });
      await dialog.getByLabel('Type *').selectOption('interview');
      await dialog.getByLabel('Status').selectOption('scheduled');
      await dialog.getByLabel('Subject *').fill(subjects.interview);
      await dialog.getByLabel('Date & Time *').fill(wallClock(start, VIEWER_ZONE));
      await dialog.getByRole('combobox', { name: 'Candidate', exact: true }).fill(ada!.name);
      await page.getByRole('option', { name: new RegExp(ada!.name) }).click();
      await dialog.getByRole('combobox', { name: 'Employer', exact: true }).fill(engines!.name);
      await page.getByRole('option', { name: new RegExp(engines!.name) }).click();
      const link = `https://meet.example.com/${tag}`;
      await dialog.getByLabel('Location').fill(link);
      await dialog.getByLabel('Length').selectOption({ label: '45 minutes' });
      // The recruiter's own zone to start with; the candidate is in London.
      expect(await dialog.getByLabel("Candidate's time zone").inputValue()).toBe(VIEWER_ZONE);
      await dialog.getByLabel("Candidate's time zone").fill(CANDIDATE_ZONE);
      await checkedAtBothWidths(page, 'log-interview', () => dialog.getByLabel('Location').waitFor());
      await dialog.getByRole('button', { name: 'Log Interaction' }).click();
      await toast(page, 'Interaction logged successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const row = page.getByRole('article', { name: subjects.interview, exact: true });
      expect(await row.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
      expect(await row.getByText('45 minutes', { exact: true }).count()).toBe(1);
      await checkedAtBothWidths(page, 'interactions-interview-row', () => row.waitFor());

      // The invitation to the candidate, and its calendar file.
      const mailpit = tests.platform.mailpit;
      let invitation: { ID: string } | undefined;
      await expect
        .poll(async () => {
          invitation = (await mailpit.messages()).find(
            (message) => message.To[0]?.Address === ada!.email && message.Subject === `Interview invitation: ${subjects.interview}`,
          );
          return Boolean(invitation);
        }, { timeout: 30_000 })
        .toBe(true);
      const message = await mailpit.message(invitation!.ID);
      const inLondon = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: CANDIDATE_ZONE }).format(start);
      for (const line of [
        `Your interview is on ${inLondon} (${CANDIDATE_ZONE}).`,
        `Employer: ${engines!.name}`,
        'Length: 45 minutes',
        `Video link: ${link}`,
        `Your recruiter: ${adminName}`,
      ])
        expect(message.Text).toContain(line);

      const parts = [...((message as unknown as { Attachments?: { PartID: string; ContentType: string }[] }).Attachments ?? []), ...((message as unknown as { Inline?: { PartID: string; ContentType: string }[] }).Inline ?? [])];
      const part = parts.find((candidate) => /calendar|ics/.test(candidate.ContentType));
      expect(part, JSON.stringify(parts)).toBeDefined();
      // Unfolded (RFC 5545 folds lines at 75 octets).
      const ics = (await (await fetch(`${mailpit.apiUrl}/api/v1/message/${invitation!.ID}/part/${part!.PartID}`)).text()).replace(/\r?\n[ \t]/g, '');
      expect(ics).toContain(`DTSTART:${icsTime(start)}`);
      expect(ics).toContain(`DTEND:${icsTime(new Date(start.getTime() + 45 * 60_000))}`);
      expect(ics).toContain(`LOCATION:${link}`);
      expect(ics).toContain(`URL:${link}`);
      expect(ics).toMatch(new RegExp(`ORGANIZER;CN="?${adminName}"?:mailto:`, 'i'));
      expect(ics).toContain(`Employer: ${engines!.name}`);
    });
  });
}
