import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, Employer, Interaction, JobRole } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient, type Answer } from './api-client';
import { staffCaller } from './linked-records';
import { screenshotFolder, toast } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, startPlatform, trackErrors } from './platform';

/**
 * E-mails through the whole platform (issue 19, decision 0094): a visitor's application and lead go through the
 * gateway to their services, whose events reach the notifications service, which sends to the platform's Mailpit.
 */

const SHOTS = screenshotFolder('.data/screenshots/e-mails');
// Reminders are looked for every second here instead of every minute.
const platform = await startPlatform({ REMINDER_SWEEP_MS: '1000' });
const browser = await launchChromium();
afterAll(async () => {
  await browser.close();
  await platform.stop();
});

const api = apiClient(platform.url);
const staff = await staffCaller(platform.url);
const run = `E2E MAIL ${process.pid}`;
const employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Platform Engineer`, status: 'open' });
afterAll(async () => {
  await staff('DELETE', `/api/job-roles/${role.id}`).catch(() => undefined);
  await staff('DELETE', `/api/employers/${employer.id}`).catch(() => undefined);
});

/** The messages Mailpit received for one address, waiting until there are `count`. */
async function inboxOf(address: string, count = 1) {
  let found: Awaited<ReturnType<typeof platform.mailpit.messages>> = [];
  await eventually(async () => {
    found = (await platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address));
    return found.length >= count;
  }, 30_000);
  return found;
}

describe('e-mails the platform sends', () => {
  it('tells an applicant their application arrived, once, with a link to the portal', async () => {
    const email = `applicant.${Date.now().toString(36)}@example.com`;
    let answer: Answer | undefined;
    await eventually(
      async () =>
        (answer = await api.send('POST', '/api/applications/apply-and-register', {
          body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: 'Mail Applicant' },
        })).status !== 404,
    );
    expect(answer!.status).toBe(201);

    // A new account has no password: a link to choose one comes too (decision 0096), and nothing else.
    const both = await inboxOf(email, 2);
    expect(both.map((each) => each.Subject).sort()).toEqual(['Choose a password for your TalentBridge candidate portal', `We received your application: ${run} Platform Engineer`]);
    const received = both.find((each) => each.Subject.startsWith('We received'))!;
    const message = await platform.mailpit.message(received.ID);
    // Nothing the sender typed, not even the name: anyone can type an address (issue 30).
    expect(message.Text).toContain('Thank you for applying');
    expect(message.Text).not.toContain('Mail Applicant');
    // Its link opens the portal on 'My Applications' (decision 0121).
    expect(message.HTML).toContain('/candidateportal?tab=applications"');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await inboxOf(email)).toHaveLength(2);
  });

  it('alerts the administrator of a lead from the website', async () => {
    const name = `${run} Lead ${Date.now().toString(36)}`;
    const answer = await api.send('POST', '/api/leads', { body: { name, email: 'lead.visitor@example.com', service: 'cv_assessment', source: 'website' } });
    expect(answer.status).toBe(201);
    await eventually(async () => (await inboxOf(ADMIN_EMAIL)).some((message) => message.Subject === `New lead: ${name} asks for a CV assessment`), 30_000);
  });
});

describe('interview invitations', () => {
  it('invite the candidate and the recruiter when staff schedule an interview, and tell them when it moves or is cancelled', async () => {
    const email = `interviewee.${Date.now().toString(36)}@example.com`;
    const candidate = await staff<Candidate>('POST', '/api/candidates', { name: 'Interview Candidate', email });
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(10, 30, 0, 0);
    // The engagement service learns of the new candidate by event: retried until it links.
    const token = await api.signIn();
    let interview: Interaction | undefined;
    await eventually(async () => {
      const answer = await api.send('POST', '/api/interactions', {
        token,
        body: { type: 'interview', subject: `${run} Interview`, date: start.toISOString(), status: 'scheduled', candidateId: candidate.id },
      });
      interview = answer.status === 201 ? answer.body : undefined;
      return Boolean(interview);
    });
    const [invitation] = await inboxOf(email);
    expect(invitation!.Subject).toBe(`Interview invitation: ${run} Interview`);
    expect((await platform.mailpit.message(invitation!.ID)).Text).toContain('at 10:30 UTC');
    await eventually(async () => (await inboxOf(ADMIN_EMAIL)).some((message) => message.Subject === `Interview invitation: ${run} Interview`), 30_000);

    await staff('PUT', `/api/interactions/${interview!.id}`, { date: new Date(start.getTime() + 3_600_000).toISOString() });
    await eventually(async () => (await inboxOf(email)).some((message) => message.Subject === `Interview moved: ${run} Interview`), 30_000);
    await staff('PUT', `/api/interactions/${interview!.id}`, { status: 'cancelled' });
    await eventually(async () => (await inboxOf(email)).some((message) => message.Subject === `Interview cancelled: ${run} Interview`), 30_000);
    await staff('DELETE', `/api/candidates/${candidate.id}`).catch(() => undefined);
  });

  it('remind the candidate once, 24 hours or less before a scheduled interview (decision 0097)', async () => {
    const email = `reminded.${Date.now().toString(36)}@example.com`;
    const candidate = await staff<Candidate>('POST', '/api/candidates', { name: 'Reminded Candidate', email });
    const start = new Date(Date.now() + 3 * 3_600_000);
    const token = await api.signIn();
    await eventually(async () => {
      const answer = await api.send('POST', '/api/interactions', {
        token,
        body: { type: 'interview', subject: `${run} Soon`, date: start.toISOString(), status: 'scheduled', candidateId: candidate.id },
      });
      return answer.status === 201;
    });
    const reminders = async () => (await inboxOf(email)).filter((message) => message.Subject.startsWith(`Reminder: ${run} Soon`));
    await eventually(async () => (await reminders()).length > 0, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // three more sweeps
    expect(await reminders()).toHaveLength(1);
    expect((await inboxOf(email)).map((message) => message.Subject).sort()).toEqual([`Interview invitation: ${run} Soon`, (await reminders())[0]!.Subject]);

    // The mail client's one-click unsubscribe (RFC 8058, decision 0099) reaches the notifications service through the gateway.
    const headers = (await (await fetch(`${platform.mailpit.apiUrl}/api/v1/message/${(await reminders())[0]!.ID}/headers`)).json()) as Record<string, string[]>;
    const address = new URL(headers['List-Unsubscribe']![0]!.slice(1, -1));
    const oneClick = (search: string) =>
      fetch(`${platform.url}${address.pathname}${search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect((await oneClick(`${address.search}x`)).status).toBe(400);
    const unsubscribed = await oneClick(address.search);
    expect(unsubscribed.status).toBe(200);
    expect(((await unsubscribed.json()) as { message: string }).message).toMatch(/^You will no longer receive these e-mails/);
    await staff('DELETE', `/api/candidates/${candidate.id}`).catch(() => undefined);
  });
});

describe("a candidate who lost the browser's token gets back in by e-mail, in Chromium", () => {
  it("applies, gets the e-mail, clears the browser, asks 'Forgot password?', sets a password with the e-mailed link and signs in with it", async () => {
    const email = `forgetful.${Date.now().toString(36)}@example.com`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${platform.url}/jobs/${role.slug}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${role.title}` });
    await apply.getByLabel('Full Name *').fill('Forgetful Applicant');
    await apply.getByLabel('Email *').fill(email);
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${platform.url}/candidateportal?wizard=true`);
    expect((await inboxOf(email)).map((each) => each.Subject)).toContain(`We received your application: ${role.title}`);

    // The browser forgets everything: the token is gone, and the candidate has never set a password.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${platform.url}/candidateportal`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await page.getByText('If an account exists for that address').waitFor();
    await page.screenshot({ path: `${SHOTS}/forgot-password-sent-390.png` });

    const linkMail = (await inboxOf(email, 3)).find((message) => message.Subject.startsWith('Choose a new password'))!;
    const text = (await platform.mailpit.message(linkMail.ID)).Text;
    const link = /Choose a new password: (\S+)/.exec(text)?.[1];
    expect(link).toMatch(/\/candidateportal#reset=/);
    // The link names this platform's address as PUBLIC_URL would; open it here.
    await page.goto(`${platform.url}${new URL(link!).pathname}${new URL(link!).hash}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/choose-a-new-password-390.png` });
    await page.getByLabel('New Password', { exact: true }).fill('my-own-secret-2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('my-own-secret-2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('heading', { name: 'Profile Summary' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).hash).toBe('');

    // The same link works once; the new password signs in from a fresh browser.
    const again = await browser.newContext();
    const second = await again.newPage();
    await second.goto(`${platform.url}/candidateportal`);
    await second.getByRole('button', { name: 'Forgot password?' }).waitFor();
    await second.screenshot({ path: `${SHOTS}/sign-in-card-1280.png` });
    await second.getByLabel('Email', { exact: true }).fill(email);
    await second.getByLabel('Password', { exact: true }).fill('my-own-secret-2026');
    await second.getByRole('button', { name: 'Sign In' }).click();
    await second.getByRole('heading', { name: 'Profile Summary' }).waitFor({ timeout: 15_000 });
    const reused = await api.send('POST', '/api/candidate/auth/reset-password', { body: { token: decodeURIComponent(new URL(link!).hash.slice('#reset='.length)), newPassword: 'another-secret-2026' } });
    expect(reused.status).toBe(400);
    expect(errors).toEqual([]);
    await again.close();
    await context.close();
  });
});

describe('a candidate the agency already had claims the portal account by e-mail, in Chromium', () => {
  it('applies with the address staff stored: no token in the answer, an e-mailed link that sets a password and signs in', async () => {
    const email = `known.${Date.now().toString(36)}@example.com`;
    await staff<Candidate>('POST', '/api/candidates', { name: 'Known Candidate', email });
    const applied = await api.send('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: 'Someone Typing Their Address' },
    });
    expect(applied.status).toBe(201);
    // Words that do not confirm the address is known, and e-mails without the name the sender typed (issue 30).
    expect(applied.body).toMatchObject({ candidateToken: null, message: 'Your application was submitted. Please check your e-mail to continue.' });
    const both = await inboxOf(email, 2);
    for (const each of both) {
      const received = await platform.mailpit.message(each.ID);
      for (const part of [each.Subject, received.Text, received.HTML]) expect(part).not.toContain('Someone Typing');
    }

    const claim = both.find((message) => message.Subject === 'Choose a password for your TalentBridge candidate portal')!;
    const text = (await platform.mailpit.message(claim.ID)).Text;
    const link = new URL(/Choose a password: (\S+)/.exec(text)![1]!);
    expect(link.hash).toMatch(/^#reset=/);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(`${platform.url}${link.pathname}${link.hash}`);
    await page.getByLabel('New Password', { exact: true }).fill('claimed-secret-2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('claimed-secret-2026');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByRole('heading', { name: 'Profile Summary' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/claimed-account-1280.png` });
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email, password: 'claimed-secret-2026' } })).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a team member invited by e-mail, and their forgotten password, in Chromium (decision 0100)', () => {
  it('the invitation link sets a first password; later, Forgot password? sets a new one and ends the other session', async () => {
    const email = `invited.${Date.now().toString(36)}@talentbridge.local`;
    // The administrator invites the member in 'Add New Team Member', at desktop width.
    const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const adminPage = await admin.newPage();
    const adminErrors = trackErrors(adminPage);
    await adminPage.goto(`${platform.url}/login`);
    await adminPage.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await adminPage.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.waitForURL(`${platform.url}/manage`, { timeout: 60_000 });
    await adminPage.goto(`${platform.url}/manage/users`);
    await adminPage.getByRole('button', { name: 'Add User' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add New Team Member' });
    await dialog.getByLabel('Full Name').fill('Ivy Invited');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Invite by e-mail: they choose their own password').check();
    await dialog.getByText('They get an e-mail with a link to choose their password, valid for 72 hours.').waitFor();
    await adminPage.screenshot({ path: `${SHOTS}/staff-invite-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await toast(adminPage, 'Invitation sent').waitFor();
    await adminPage.getByRole('cell', { name: email }).waitFor();
    expect(adminErrors).toEqual([]);
    await admin.close();
    const invited = (await staff<{ id: string; email: string }[]>('GET', '/api/users')).find((user) => user.email === email)!;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    /** The link in the newest e-mail to the member with this subject, opened in the browser. */
    const openLink = async (subject: string, label: string) => {
      let found: Awaited<ReturnType<typeof inboxOf>> = [];
      await eventually(async () => (found = (await inboxOf(email)).filter((message) => message.Subject === subject)).length > 0, 30_000);
      const text = (await platform.mailpit.message(found[0]!.ID)).Text;
      const link = new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!);
      expect(`${link.pathname}${link.hash.slice(0, 7)}`).toBe('/login#reset=');
      await page.goto(`${platform.url}${link.pathname}${link.hash}`);
    };
    const choose = async (password: string) => {
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      await page.getByLabel('New Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Set Password' }).click();
      await page.waitForURL(`${platform.url}/manage`, { timeout: 30_000 });
    };

    await openLink('You are invited to the TalentBridge CRM', 'Choose your password');
    // A fresh browser loads the shell and the CRM remote first.
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/staff-invitation-choose-password-390.png` });
    await choose('garden-lantern-2026');
    const firstSession = ((await api.send('POST', '/api/auth/login', { body: { email, password: 'garden-lantern-2026' } })).body as { token: string }).token;

    // Later, signed out, the member has forgotten it.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${platform.url}/login`);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await page.getByText('If an account exists for that address').waitFor();
    await page.screenshot({ path: `${SHOTS}/staff-forgot-password-sent-390.png` });
    await openLink('Choose a new password for the TalentBridge CRM', 'Choose a new password');
    await choose('harbour-compass-2026');
    expect((await api.send('GET', '/api/auth/me', { token: firstSession })).body).toEqual({ message: 'Your session has ended. Please sign in again.' });
    expect((await api.send('POST', '/api/auth/login', { body: { email, password: 'harbour-compass-2026' } })).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
    await staff('DELETE', `/api/users/${invited.id}`).catch(() => undefined);
  });
});
