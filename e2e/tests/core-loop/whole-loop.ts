// Issue 33, the agency's core loop, walked in Chromium by its three kinds of users (decisions 0128–0132): a recruiter
// shortlists two candidates on a role's board and submits them; one consents in the portal, the other declines; an
// invited client contact signs in at /clientportal, opens the anonymised CV and asks for an interview; the recruiter
// sees the feedback on the board and in Mailpit, schedules the interview and places the candidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { clientCvRef, consentQuestion, type ApplyResponse, type ClientSubmission, type Employer, type JobRole, type User } from '@agency/contracts';
import { apiClient } from '../api-client';
import { DESKTOP, toast, type BrowserTests } from '../browser';
import { CLIENT_PASSWORD, invitedClientToken } from '../client-contact';
import { staffCaller, type StaffCall } from '../linked-records';
import { trackErrors } from '../platform';
import { widthChecks } from '../working-day/checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-core-loop');

export function wholeLoop(tests: BrowserTests): void {
  describe('the core loop: pipeline, consent, the client portal, feedback, interview and placement (issue 33)', () => {
    const tag = `${process.pid}${Date.now().toString(36)}`;
    const run = `E2E CL ${tag}`;
    const rex = { name: `Rex Loop ${tag}`, email: `rex.loop.${tag}@example.test`, password: 'Shelf-Lamp-Kettle-Orbit-92' };
    const cora = { name: `Cora Client ${tag}`, email: `cora.${tag}@client.test` };
    const otto = { name: `Otto Other ${tag}`, email: `otto.${tag}@client.test` };
    const ada = { name: `${run} Ada`, email: `ada.${tag}@example.test` };
    const ben = { name: `${run} Ben`, email: `ben.${tag}@example.test` };
    let staff: StaffCall;
    let member: User | undefined;
    let employer: Employer | undefined;
    let otherEmployer: Employer | undefined;
    let role: JobRole | undefined;
    const applied = new Map<string, ApplyResponse & { candidateId: string }>();
    const contexts: BrowserContext[] = [];
    const errors: string[][] = [];
    const api = () => apiClient(tests.platform.url);

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      member = await staff<User>('POST', '/api/users', { name: rex.name, email: rex.email, role: 'recruiter', password: rex.password });
      employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Harbour Foods`, status: 'active', contacts: [{ name: cora.name, email: cora.email }] });
      otherEmployer = await staff<Employer>('POST', '/api/employers', { name: `${run} Rival Kitchens`, status: 'active', contacts: [{ name: otto.name, email: otto.email }] });
      role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Head Chef`, status: 'open', location: 'Bristol' });
      for (const applicant of [ada, ben]) {
        let answer = { status: 0, body: null as unknown };
        for (const deadline = Date.now() + 30_000; answer.status !== 201 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
          answer = await api().send('POST', '/api/applications/apply-and-register', {
            body: { jobRoleId: role.id, candidateEmail: applicant.email, candidateFullName: applicant.name },
          });
        }
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        const response = answer.body as ApplyResponse;
        const completed = await api().send('PUT', '/api/candidate/profile', { token: response.candidateToken!, body: { profileCompleted: true, currentRole: 'Sous Chef' } });
        expect(completed.status, JSON.stringify(completed.body)).toBe(200);
        applied.set(applicant.email, { ...response, candidateId: (completed.body as { id: string }).id });
      }
      // Both on the role's board as sourced, once engagement has heard of them (the board's 'Add candidates' is point 1's test).
      const candidateIds = [ada, ben].map((applicant) => applied.get(applicant.email)!.candidateId);
      let added = { status: 0, body: null as unknown };
      for (const deadline = Date.now() + 30_000; added.status !== 201 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
        added = await staffAnswer('POST', `/api/job-pipeline/roles/${role!.id}`, { candidateIds, stage: 'sourced' });
      }
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    });

    afterAll(async () => {
      for (const context of contexts) await context.close();
      const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
      for (const { candidateId } of applied.values()) await remove(`/api/candidates/${candidateId}`);
      if (role) await remove(`/api/job-roles/${role.id}`);
      for (const company of [employer, otherEmployer]) if (company) await remove(`/api/employers/${company.id}`);
      if (member) await remove(`/api/users/${member.id}`);
    });

    const staffToken = async () => ((await api().send('POST', '/api/auth/login', { body: { email: rex.email, password: rex.password } })).body as { token: string }).token;
    const staffAnswer = async (method: string, path: string, body?: unknown) => api().send(method, path, { token: await staffToken(), body });

    async function openPage(storage?: { key: string; value: string }): Promise<Page> {
      const context = await tests.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
      contexts.push(context);
      if (storage) await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), storage);
      const page = await context.newPage();
      errors.push(trackErrors(page));
      return page;
    }

    const mailTo = async (address: string) =>
      (await tests.platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address));
    const board = (page: Page) => page.getByRole('region', { name: 'Pipeline stages' });
    const card = (page: Page, name: string) => board(page).getByRole('article', { name });
    const column = (page: Page, label: RegExp) => board(page).getByRole('region', { name: label });

    async function moveOnBoard(page: Page, name: string, stage: string) {
      await page.getByRole('button', { name: `Move ${name} to…` }).click();
      await page.getByRole('menuitem', { name: `Move to ${stage}`, exact: true }).click();
    }

    /** The client contact's sign-in, from the invitation e-mail's link: the password chosen signs them in. */
    async function acceptInvitation(page: Page, email: string) {
      let link: string | undefined;
      await expect
        .poll(async () => {
          const [sent] = (await mailTo(email)).filter((mail) => mail.Subject === 'You are invited to the TalentBridge client portal');
          link = sent && /\S+\/clientportal\/reset-password\?token=\S+/.exec((await tests.platform.mailpit.message(sent.ID)).Text)?.[0];
          return Boolean(link);
        }, { timeout: 30_000 })
        .toBe(true);
      await page.goto(`${tests.platform.url}${new URL(link!).pathname}${new URL(link!).search}`);
      await page.getByLabel('New Password', { exact: true }).fill(CLIENT_PASSWORD);
      await page.getByLabel('Confirm Password', { exact: true }).fill(CLIENT_PASSWORD);
      await page.getByRole('button', { name: 'Set Password' }).click();
      await page.getByRole('navigation', { name: 'Client Portal' }).waitFor({ timeout: 20_000 });
    }

    it('walks the loop from the board to the placement, each screen clean at 390 and 1280 px', async () => {
      // The recruiter shortlists both on the board (the keyboard's way: each card's menu) and submits them anonymised.
      const crm = await openPage();
      await tests.signIn(crm, rex.email, rex.password);
      await crm.waitForURL(`${tests.platform.url}/manage`);
      await crm.goto(`${tests.platform.url}/manage/job-roles/${role!.id}`);
      await card(crm, ada.name).waitFor({ timeout: 20_000 });
      for (const applicant of [ada, ben]) await moveOnBoard(crm, applicant.name, 'Shortlisted');
      await expect.poll(() => column(crm, /^Shortlisted \(2\)$/).count(), { timeout: 20_000 }).toBe(1);
      for (const applicant of [ada, ben]) await crm.getByRole('checkbox', { name: `Select ${applicant.name}` }).check();
      await crm.getByRole('group', { name: 'Ticked candidates' }).getByRole('button', { name: 'Submit to client' }).click();
      const submit = crm.getByRole('dialog', { name: /Submit to client/ });
      await submit.getByRole('checkbox', { name: 'Anonymise' }).check();
      await submit.getByLabel('Note for the client (optional)').fill('Both ran busy kitchens in Bristol.');
      await checkedAtBothWidths(crm, 'crm-submit-to-client', () => submit.waitFor());
      await submit.getByRole('button', { name: 'Submit to client' }).click();
      await toast(crm, /Consent requested from 2 candidates/).waitFor({ timeout: 20_000 });
      await card(crm, ada.name).getByText('Awaiting consent').waitFor();

      // Each candidate is asked by e-mail, the question verbatim, and answers in the portal: Ada yes, Ben no.
      const question = consentQuestion(role!.title, employer!.name);
      for (const applicant of [ada, ben]) {
        await expect.poll(async () => (await mailTo(applicant.email)).filter((mail) => mail.Subject === question).length, { timeout: 30_000 }).toBe(1);
      }
      for (const [applicant, answer] of [[ada, 'Yes, put me forward'], [ben, 'No, thanks']] as const) {
        const portal = await openPage({ key: 'candidateToken', value: applied.get(applicant.email)!.candidateToken! });
        await portal.goto(`${tests.platform.url}/candidateportal/submissions`);
        const awaiting = portal.getByRole('list', { name: 'Awaiting your answer' });
        await awaiting.getByText(question).waitFor({ timeout: 20_000 });
        if (applicant === ada) await checkedAtBothWidths(portal, 'portal-consent-request', () => awaiting.waitFor());
        await awaiting.getByRole('button', { name: answer }).click();
        await expect.poll(() => awaiting.count(), { timeout: 20_000 }).toBe(0);
        if (applicant === ada) {
          const sent = portal.getByRole('list', { name: 'Where your profile was sent' });
          await sent.getByText(employer!.name).waitFor();
          await checkedAtBothWidths(portal, 'portal-where-sent', () => sent.waitFor());
        }
      }
      await crm.reload();
      await column(crm, /^Submitted to client \(1\)$/).getByRole('article', { name: ada.name }).waitFor({ timeout: 20_000 });
      await column(crm, /^Withdrawn \(1\)$/).getByRole('article', { name: ben.name }).waitFor();

      // The recruiter invites the employer's contact from the employer's page; Cora chooses a password and signs in.
      await crm.goto(`${tests.platform.url}/manage/employers/${employer!.id}`);
      await crm.getByRole('button', { name: `Invite to client portal: ${cora.name}` }).click();
      await toast(crm, 'Invitation sent').waitFor({ timeout: 20_000 });
      const client = await openPage();
      await acceptInvitation(client, cora.email);
      await client.getByRole('link', { name: role!.title }).click();
      const adaLabel = `Candidate ${clientCvRef(applied.get(ada.email)!.candidateId)}`;
      const submitted = client.getByRole('listitem').filter({ has: client.getByRole('heading', { level: 3, name: adaLabel }) });
      await submitted.waitFor({ timeout: 20_000 });
      // Only the candidate who consented reached the client; nothing in the page names either.
      expect(await client.getByRole('heading', { level: 3 }).allTextContents()).toEqual([adaLabel]);
      const pageText = await client.locator('main').textContent();
      for (const name of [ada.name, ben.name, ada.email]) expect(pageText).not.toContain(name);
      expect(await submitted.textContent()).toContain('Both ran busy kitchens in Bristol.');
      await checkedAtBothWidths(client, 'client-role-submissions', () => submitted.waitFor());

      // The anonymised PDF: no name or e-mail in its text.
      const [download] = await Promise.all([client.waitForEvent('download'), submitted.getByRole('button', { name: 'Open CV (PDF)' }).click()]);
      const bytes = new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(adaLabel);
      for (const secret of [ada.name, 'Ada', ada.email]) expect(text).not.toContain(secret);

      // Cora asks for an interview, proposing a time three days ahead.
      const proposed = new Date(Date.now() + 3 * 86_400_000);
      proposed.setUTCHours(10, 0, 0, 0);
      await submitted.getByRole('button', { name: 'Give feedback' }).click();
      const feedback = client.getByRole('dialog', { name: `Feedback on ${adaLabel}` });
      await feedback.getByRole('radio', { name: 'Request an interview' }).check();
      await feedback.getByLabel('Proposed time 1 *').fill(proposed.toISOString().slice(0, 16));
      await checkedAtBothWidths(client, 'client-feedback', () => feedback.waitFor());
      await feedback.getByRole('button', { name: 'Send feedback' }).click();
      await toast(client, 'Feedback sent').waitFor({ timeout: 20_000 });

      // The recruiter: the feedback by e-mail and on the board; the interview scheduled at the proposed time.
      await expect
        .poll(async () => (await mailTo(rex.email)).filter((mail) => mail.Subject === `${employer!.name} gave feedback on ${ada.name} for ${role!.title}`).length, { timeout: 30_000 })
        .toBe(1);
      await crm.goto(`${tests.platform.url}/manage/job-roles/${role!.id}`);
      await card(crm, ada.name).getByText('Interview requested').waitFor({ timeout: 20_000 });
      await checkedAtBothWidths(crm, 'crm-board-feedback', () => card(crm, ada.name).waitFor());
      await card(crm, ada.name).getByRole('button', { name: `Schedule interview of ${ada.name}` }).click();
      const schedule = crm.getByRole('dialog', { name: /Schedule interview/ });
      await schedule.getByLabel('Location (optional)').fill('Harbour Foods, Quay Street');
      await schedule.getByRole('button', { name: 'Schedule interview' }).click();
      await column(crm, /^Client interview \(1\)$/).getByRole('article', { name: ada.name }).waitFor({ timeout: 20_000 });
      // The candidate's invitation, as for any interview; the client sees it under 'Interviews'.
      await expect.poll(async () => (await mailTo(ada.email)).filter((mail) => mail.Subject.startsWith('Interview invitation')).length, { timeout: 30_000 }).toBe(1);
      await client.getByRole('navigation', { name: 'Client Portal' }).getByRole('link', { name: 'Interviews' }).click();
      await client.getByRole('heading', { level: 2, name: adaLabel }).waitFor({ timeout: 20_000 });

      // Placed: the spec's placement, closed won, on /manage/pipeline.
      await moveOnBoard(crm, ada.name, 'Placed');
      const placed = crm.getByRole('dialog', { name: `Move ${ada.name} to Placed` });
      await placed.getByLabel('Placement value (US dollars)').fill('24000');
      await placed.getByRole('button', { name: 'Move to Placed' }).click();
      await column(crm, /^Placed \(1\)$/).getByRole('article', { name: ada.name }).waitFor({ timeout: 20_000 });
      await crm.goto(`${tests.platform.url}/manage/pipeline`);
      await crm.getByRole('region', { name: 'Closed Won', exact: true }).getByText(ada.name).first().waitFor({ timeout: 20_000 });
      expect(errors.flat()).toEqual([]);
    });

    it("another employer's contact gets 404 for this employer's submissions, CV and feedback; client tokens reach no staff route", async () => {
      const ottoToken = await invitedClientToken(tests.platform, await staffToken(), otherEmployer!.id, otto.email);
      const coraToken = ((await api().send('POST', '/api/client/auth/login', { body: { email: cora.email, password: CLIENT_PASSWORD } })).body as { token: string }).token;
      const [ours] = (await api().send('GET', `/api/client/submissions?jobRoleId=${role!.id}`, { token: coraToken })).body as ClientSubmission[];
      expect(ours).toBeTruthy();

      expect(((await api().send('GET', '/api/client/submissions', { token: ottoToken })).body as ClientSubmission[]).map((s) => s.id)).not.toContain(ours!.id);
      expect((await api().send('GET', `/api/client/submissions?jobRoleId=${role!.id}`, { token: ottoToken })).body).toEqual([]);
      for (const [method, path, body] of [
        ['GET', `/api/client/submissions/${ours!.id}/cv`, undefined],
        ['POST', `/api/client/submissions/${ours!.id}/feedback`, { kind: 'interested' }],
      ] as const) {
        const answer = await api().send(method, path, { token: ottoToken, body });
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
      expect(((await api().send('GET', '/api/client/interviews', { token: ottoToken })).body as unknown[]).length).toBe(0);
      for (const [method, path] of [
        ['GET', `/api/job-pipeline/roles/${role!.id}`],
        ['GET', '/api/submissions'],
        ['GET', '/api/candidate/submissions'],
        ['GET', '/api/candidates'],
        ['GET', '/api/employers'],
      ] as const) {
        expect([401, 403], `${method} ${path}`).toContain((await api().send(method, path, { token: coraToken })).status);
      }
    });
  });
}
