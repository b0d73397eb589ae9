// Issue 31, point 4: a candidate who applied follows the application in 'My Applications' with the status staff set,
// and replies in the portal to a recruiter's message; the reply shows in the CRM's conversation, where the recruiter
// answers, and the recruiter's alert is in Mailpit (decision 0121).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ApplyResponse, Employer, JobRole, Message, User } from '@agency/contracts';
import { apiClient } from '../api-client';
import { DESKTOP, type BrowserTests } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from './checks';
import { trackErrors } from '../platform';

const checkedAtBothWidths = widthChecks('/tmp/shots-two-way-portal');

export function twoWayPortal(tests: BrowserTests): void {
  describe("the two-way portal: 'My Applications', a reply to a recruiter and its alert (issue 31, point 4)", () => {
    const tag = `${process.pid}${Date.now().toString(36)}`;
    const run = `E2E TW ${tag}`;
    const applicant = { name: `${run} Grace`, email: `grace.${tag}@example.test` };
    const rex = { name: `Rex Replies ${tag}`, email: `rex.${tag}@example.test`, password: "Shelf-Lamp-Kettle-Orbit-92" };
    const subject = `${run} Interview next week`;
    let staff: StaffCall;
    let employer: Employer | undefined;
    let role: JobRole | undefined;
    let member: User | undefined;
    let rexToken: string;
    let applied: ApplyResponse;
    let candidateId: string | undefined;
    const contexts: BrowserContext[] = [];
    const errors: string[][] = [];

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      const api = apiClient(tests.platform.url);
      member = await staff<User>('POST', '/api/users', { name: rex.name, email: rex.email, role: 'recruiter', password: rex.password });
      rexToken = ((await api.send('POST', '/api/auth/login', { body: { email: rex.email, password: rex.password } })).body as { token: string }).token;
      employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Harbour Foods`, status: 'active' });
      role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Sous Chef`, status: 'open', location: 'Bristol' });
      // The visitor applies on the website (the candidates service hears of the role from the catalog's events).
      let answer = { status: 0, body: null as unknown };
      for (const deadline = Date.now() + 30_000; answer.status !== 201 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
        answer = await api.send('POST', '/api/applications/apply-and-register', {
          body: { jobRoleId: role.id, candidateEmail: applicant.email, candidateFullName: applicant.name },
        });
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      applied = answer.body as ApplyResponse;
      expect(applied.candidateToken).toEqual(expect.any(String));
      // The wizard is point 6's and the portal suite's: this candidate has been through it.
      const completed = await api.send('PUT', '/api/candidate/profile', { token: applied.candidateToken!, body: { profileCompleted: true } });
      expect(completed.status, JSON.stringify(completed.body)).toBe(200);
      candidateId = (completed.body as { id: string }).id;
    });

    afterAll(async () => {
      for (const context of contexts) await context.close();
      const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
      if (candidateId) await remove(`/api/candidates/${candidateId}`);
      if (role) await remove(`/api/job-roles/${role.id}`);
      if (employer) await remove(`/api/employers/${employer.id}`);
      if (member) await remove(`/api/users/${member.id}`);
    });

    /** A page of its own; with `candidateToken`, signed in to the portal as the applicant. */
    async function openPage(candidateToken?: string): Promise<Page> {
      const context = await tests.browser.newContext({ viewport: DESKTOP });
      contexts.push(context);
      if (candidateToken) await context.addInitScript((token) => localStorage.setItem('candidateToken', token), candidateToken);
      const page = await context.newPage();
      errors.push(trackErrors(page));
      return page;
    }

    const mailTo = async (address: string) =>
      (await tests.platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address));

    it("shows the application in 'My Applications', reached from the confirmation e-mail, with the status staff set", async () => {
      // The confirmation e-mail's button leads to the tab.
      await expect.poll(async () => (await mailTo(applicant.email)).filter((mail) => mail.Subject.startsWith('We received your application')).length, { timeout: 30_000 }).toBe(1);
      const [confirmation] = (await mailTo(applicant.email)).filter((mail) => mail.Subject.startsWith('We received your application'));
      const text = (await tests.platform.mailpit.message(confirmation!.ID)).Text;
      const link = /https?:\/\/\S+\/candidateportal\?tab=applications/.exec(text)?.[0];
      expect(link, text).toBeTruthy();

      const page = await openPage(applied.candidateToken!);
      await page.goto(`${tests.platform.url}${new URL(link!).pathname}${new URL(link!).search}`);
      const tab = page.getByRole('tabpanel', { name: 'My Applications' });
      const item = tab.getByRole('listitem').filter({ has: page.getByRole('heading', { name: role!.title }) });
      await item.waitFor({ timeout: 20_000 });
      expect(await page.getByRole('tab', { name: 'My Applications' }).getAttribute('aria-selected')).toBe('true');
      expect(await item.textContent()).toContain(employer!.name);
      expect(await item.textContent()).toMatch(/Applied \w{3} \d{1,2}, \d{4}/);
      await item.getByText('Pending', { exact: true }).waitFor();

      // Staff review it (the applications inbox's PATCH, point 2); the candidate sees it on the next look.
      const reviewed = await apiClient(tests.platform.url).send('PATCH', `/api/applications/${applied.applicationId}`, { token: rexToken, body: { status: 'reviewed' } });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      await expect
        .poll(async () => {
          await page.reload();
          await item.waitFor({ timeout: 20_000 });
          return item.getByText('Reviewed', { exact: true }).count();
        }, { timeout: 30_000 })
        .toBe(1);
      expect(await item.textContent()).toContain('A recruiter has read your application.');
      await checkedAtBothWidths(page, 'portal-my-applications', () => item.waitFor());
      expect(errors.flat()).toEqual([]);
    });

    it('a reply in the portal reaches the CRM conversation, where the recruiter answers, and the recruiter is e-mailed once', async () => {
      const api = apiClient(tests.platform.url);
      // Rex writes to the candidate (as the CRM's 'Send Message' does), once the portal service knows of them.
      let question: Message | undefined;
      await expect
        .poll(async () => {
          const answer = await api.send('POST', '/api/messages', { token: rexToken, body: { candidateId, subject, content: 'Could you come in on Tuesday at 10?' } });
          if (answer.status === 201) question = answer.body as Message;
          return answer.status;
        }, { timeout: 30_000 })
        .toBe(201);

      const portal = await openPage(applied.candidateToken!);
      await portal.goto(`${tests.platform.url}/candidateportal?tab=messages`);
      const messages = portal.getByRole('tabpanel', { name: 'Messages' });
      await messages.getByRole('button', { name: new RegExp(subject) }).click();
      await messages.getByLabel('Your reply').fill('Yes, Tuesday at 10 works for me.\nSee you then.');
      await messages.getByRole('button', { name: 'Send Reply' }).click();
      const conversation = messages.getByRole('list', { name: `Conversation: ${subject}` });
      await expect.poll(() => conversation.getByRole('listitem').allTextContents(), { timeout: 20_000 }).toEqual([
        expect.stringMatching(/^Your recruiter.*Could you come in on Tuesday at 10\?$/),
        expect.stringMatching(/^You.*Yes, Tuesday at 10 works for me\.\nSee you then\.$/),
      ]);
      expect(await messages.getByLabel('Your reply').inputValue()).toBe('');
      await checkedAtBothWidths(portal, 'portal-conversation', () => conversation.waitFor());

      // Rex's alert: one e-mail, naming the candidate and the subject, linking to the candidate's page.
      await expect.poll(async () => (await mailTo(rex.email)).length, { timeout: 30_000 }).toBe(1);
      const [alert] = await mailTo(rex.email);
      expect(alert!.Subject).toBe(`${applicant.name} replied: Re: ${subject}`);
      const alertLink = (await tests.platform.mailpit.message(alert!.ID)).Text.match(/\S+\/manage\/candidates\/\S+/)?.[0];
      expect(new URL(alertLink!).pathname).toBe(`/manage/candidates/${candidateId}`);

      // In the CRM, Rex follows the alert to the candidate's page, reads the conversation and answers in it.
      const crm = await openPage();
      await tests.signIn(crm, rex.email, rex.password);
      await crm.waitForURL(`${tests.platform.url}/manage`);
      await crm.goto(`${tests.platform.url}${new URL(alertLink!).pathname}`);
      const thread = crm.getByRole('region', { name: /^Conversations/ }).getByRole('listitem', { name: subject });
      const crmConversation = thread.getByRole('list', { name: `Conversation: ${subject}` });
      await expect.poll(() => crmConversation.getByRole('listitem').allTextContents(), { timeout: 20_000 }).toEqual([
        expect.stringMatching(/^You.*Could you come in on Tuesday at 10\?$/),
        expect.stringMatching(/^Candidate.*Yes, Tuesday at 10 works for me\.\nSee you then\.$/),
      ]);
      await checkedAtBothWidths(crm, 'crm-conversation', () => thread.getByRole('button', { name: 'Send Reply' }).scrollIntoViewIfNeeded());
      await thread.getByLabel('Answer in this conversation').fill('Great, see you on Tuesday.');
      await thread.getByRole('button', { name: 'Send Reply' }).click();
      await expect.poll(() => crmConversation.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);

      // The candidate sees the answer in the same conversation.
      await portal.reload();
      await messages.getByRole('button', { name: new RegExp(subject) }).click();
      await expect.poll(() => conversation.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
      expect(await conversation.getByRole('listitem').last().textContent()).toMatch(/^Your recruiter.*Great, see you on Tuesday\.$/);
      // Still one alert: one per reply, and an answer of the team's makes none.
      expect((await mailTo(rex.email)).length).toBe(1);
      expect(question!.threadId).toBe(question!.id);

      // Rex turns the alerts off in 'E-mail settings'; the candidate's next reply to him e-mails nobody.
      await crm.keyboard.press('Escape');
      await crm.getByRole('button', { name: 'E-mail settings' }).click();
      const settings = crm.getByRole('dialog', { name: 'E-mail settings' });
      const alerts = settings.getByRole('checkbox', { name: 'E-mail me when a candidate replies' });
      expect(await alerts.isChecked()).toBe(true);
      await checkedAtBothWidths(crm, 'crm-email-settings', () => alerts.waitFor());
      // Saved as it is clicked: the box shows what the server kept.
      await alerts.click();
      await crm.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText('E-mail settings saved').waitFor();
      expect(await alerts.isChecked()).toBe(false);
      const answered = (await api.send('GET', '/api/candidate/messages', { token: applied.candidateToken! })).body as Message[];
      const rexAnswer = answered.find((message) => message.content === 'Great, see you on Tuesday.')!;
      const quiet = await api.send('POST', `/api/candidate/messages/${rexAnswer.id}/replies`, { token: applied.candidateToken!, body: { content: 'Thanks!' } });
      expect(quiet.status).toBe(201);
      // A reply to the administrator after it, on the same stream: once its alert is there, Rex's reply was handled.
      const second = await staff<Message>('POST', '/api/messages', { candidateId, subject: `${run} Documents`, content: 'Could you bring your passport?' });
      expect((await api.send('POST', `/api/candidate/messages/${second.id}/replies`, { token: applied.candidateToken!, body: { content: 'Yes.' } })).status).toBe(201);
      await expect
        .poll(async () => (await tests.platform.mailpit.messages()).filter((mail) => mail.Subject === `${applicant.name} replied: Re: ${run} Documents`).length, { timeout: 30_000 })
        .toBe(1);
      expect((await mailTo(rex.email)).length).toBe(1);
      expect(errors.flat()).toEqual([]);
    });
  });
}

