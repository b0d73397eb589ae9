import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type {
  Appointment,
  CandidateProfile,
  Education,
  Employer,
  Employment,
  Interaction,
  InteractionList,
  JobMatch,
  JobRole,
  Message,
} from '@agency/contracts';
import { apiClient } from './api-client';
import { card, screenshotFolder, setUpBrowserTests, toast, type OpenPage } from './browser';
import { staffCaller, type StaffCall } from './linked-records';

// Screenshots of the portal and of the recruiter's side of it, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots-candidate-portal');

const tests = setUpBrowserTests();
const run = `E2E CP ${process.pid}`;
const tag = Date.now().toString(36);
const applicant = { name: `Priya Portal ${tag}`, email: `priya.portal.${tag}@example.test`, password: 'Harbour-Lights-2026!' }; // not containing a word of the name (decision 0070)
const interview = `${run} interview`;
const subject = `${run} about your application`;
// The interview, a week from now at 10:00 on the browsers' clock (the machine's zone, as this process's).
const interviewDay = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
const interviewAt = new Date(`${interviewDay}T10:00`);

let staff: StaffCall;
let employer: Employer;
let role: JobRole;
/** Known once the visitor has applied. */
let candidateId: string | undefined;

beforeAll(async () => {
  staff = await staffCaller(tests.platform.url);
  employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
  role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Platform Engineer`, status: 'open', location: 'Leeds' });
});

// Runs before the platform stops: vitest runs afterAll hooks in the reverse of their order.
afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (candidateId) {
    const ours = await staff<InteractionList>('GET', `/api/interactions?candidateId=${candidateId}`).catch(() => ({ items: [] as Interaction[] }));
    for (const interaction of ours.items) await remove(`/api/interactions/${interaction.id}`);
    await remove(`/api/candidates/${candidateId}`);
  }
  if (role) await remove(`/api/job-roles/${role.id}`);
  if (employer) await remove(`/api/employers/${employer.id}`);
});

/** The candidate's own API, with the token the portal keeps. */
async function candidateCall<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('candidateToken'));
  const answer = await apiClient(tests.platform.url).send('GET', path, { token: token ?? undefined });
  expect(answer.status, `GET ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

/** Picks a record in one of a dialog's search fields. */
async function pick(dialog: Locator, label: RegExp, text: string) {
  await dialog.getByRole('combobox', { name: label }).fill(text);
  await dialog.getByRole('option', { name: new RegExp(text) }).click();
}

/** The dashboard's tab, chosen. */
async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  return page.getByRole('tabpanel', { name, exact: true });
}

/** The recruiter's 'Candidate Details' of the applicant, from /manage/candidates. */
async function candidateDetails(page: Page): Promise<Locator> {
  await page.goto(`${tests.platform.url}/manage/candidates`);
  await page.getByPlaceholder('Search candidates...').fill(applicant.email);
  await card(page, applicant.name).getByRole('button', { name: `Actions for ${applicant.name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Quick View' }).click();
  const details = page.getByRole('dialog', { name: 'Candidate Details' });
  await details.waitFor();
  return details;
}

describe('the candidate portal and the recruiter side of it, in Chromium', () => {
  let visitor: OpenPage;
  let recruiter: OpenPage;

  it('lets a visitor apply, complete the four-step wizard (editing an entry on the way) and land on the dashboard', async () => {
    visitor = await tests.newPage();
    const { page } = visitor;
    await page.goto(`${tests.platform.url}/jobs/${role.slug}`);
    await page.getByRole('heading', { level: 1, name: role.title }).waitFor();
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${role.title}` });
    await apply.getByLabel('Full Name *').fill(applicant.name);
    await apply.getByLabel('Email *').fill(applicant.email);
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Account Created!').waitFor();
    await page.waitForURL(`${tests.platform.url}/candidateportal?wizard=true`);

    // Step 1: summary, role, location, and two skills, one by Enter and one by the Add button.
    await page.getByRole('heading', { name: 'Profile Summary' }).waitFor();
    await page.getByLabel('Professional Summary').fill('Platform engineer who keeps deployments boring.');
    await page.getByLabel('Current Role').fill('Platform Engineer');
    await page.getByLabel('Location').fill('Leeds, UK');
    const skill = page.getByLabel('Skills', { exact: true });
    await skill.fill('Kubernetes');
    await skill.press('Enter');
    await skill.fill('  Terraform ');
    await page.getByRole('button', { name: 'Add skill' }).click();
    expect(await page.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents()).toEqual(['Kubernetes×', 'Terraform×']);
    await page.screenshot({ path: `${SHOTS}/wizard-1-summary.png` });
    await page.getByRole('button', { name: 'Next: Education' }).click();

    // Step 2: one education entry, added, then edited.
    await page.getByRole('heading', { name: 'Education', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Education' }).click();
    const addEducation = page.getByRole('dialog', { name: 'Add Education' });
    expect(await addEducation.getByLabel('Start Year *').inputValue()).toBe(String(new Date().getFullYear()));
    await addEducation.getByLabel('Institution *').fill('University of Leeds');
    await addEducation.getByLabel('Qualification *').fill('BSc');
    await addEducation.getByLabel('Field of Study').fill('Computer Science');
    await addEducation.getByLabel('Start Year *').fill('2012');
    await addEducation.getByLabel('End Year').fill('2015');
    await addEducation.getByRole('button', { name: 'Add Education' }).click();
    await toast(page, 'Education entry added successfully').waitFor();
    await addEducation.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit BSc, University of Leeds' }).click();
    const editEducation = page.getByRole('dialog', { name: 'Edit Education' });
    expect(await editEducation.getByLabel('Institution *').inputValue()).toBe('University of Leeds');
    await editEducation.getByLabel('Qualification *').fill('BSc (Hons)');
    await editEducation.getByLabel('Grade (optional)').fill('First Class');
    await editEducation.getByRole('button', { name: 'Update Education' }).click();
    await toast(page, 'Education entry updated successfully').waitFor();
    await editEducation.waitFor({ state: 'detached' });
    const education = page.getByRole('list', { name: 'Education' });
    await education.getByText('BSc (Hons) in Computer Science').waitFor();
    await education.getByText('2012 – 2015 · First Class').waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-2-education.png` });
    await page.getByRole('button', { name: 'Next: Experience' }).click();

    // Step 3: one current role: its end month and year are hidden once 'current role' is ticked.
    await page.getByRole('heading', { name: 'Experience', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Experience' }).click();
    const addExperience = page.getByRole('dialog', { name: 'Add Experience' });
    await addExperience.getByLabel('Organization *').fill('Northern Rail Tech');
    await addExperience.getByLabel('Role *').fill('Site Reliability Engineer');
    await addExperience.getByLabel('Start Month *').selectOption('3');
    await addExperience.getByLabel('Start Year *').fill('2019');
    await addExperience.getByLabel('End Year').waitFor();
    await addExperience.getByLabel('This is my current role').check();
    await addExperience.getByLabel('End Year').waitFor({ state: 'detached' });
    expect(await addExperience.getByLabel('End Month').count()).toBe(0);
    const achievement = addExperience.getByLabel('Key Achievements', { exact: true });
    await achievement.fill('Cut deploy time from 40 to 6 minutes');
    await achievement.press('Enter');
    await addExperience.getByRole('button', { name: 'Add Experience' }).click();
    await toast(page, 'Employment entry added successfully').waitFor();
    await addExperience.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Experience' }).getByText('Site Reliability Engineer').waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-3-experience.png` });
    await page.getByRole('button', { name: 'Next: Complete Profile' }).click();

    // Step 4: the counts, then 'Complete Profile': the dashboard, the wizard parameter gone.
    await page.getByText('Almost Done!').waitFor();
    const counts = Object.fromEntries(
      await page.locator('dl > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent])),
    );
    expect(counts).toEqual({ 'Education entries': '1', 'Work experience entries': '1', Skills: '2' });
    await page.screenshot({ path: `${SHOTS}/wizard-4-complete.png` });
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByRole('heading', { name: `Welcome, ${applicant.name}` }).waitFor();
    await page.waitForURL(`${tests.platform.url}/candidateportal`);
    for (const tab of ['Profile', 'Job Matches', 'Appointments', 'Messages']) await page.getByRole('tab', { name: tab, exact: true }).waitFor();

    // The server has what the wizard sent.
    const profile = await candidateCall<CandidateProfile>(page, '/api/candidate/profile');
    candidateId = profile.id;
    expect(profile).toMatchObject({
      name: applicant.name,
      email: applicant.email,
      summary: 'Platform engineer who keeps deployments boring.',
      currentRole: 'Platform Engineer',
      location: 'Leeds, UK',
      skills: ['Kubernetes', 'Terraform'],
      profileCompleted: true,
    });
    expect(await candidateCall<Education[]>(page, '/api/candidate/education')).toMatchObject([
      { institution: 'University of Leeds', qualification: 'BSc (Hons)', fieldOfStudy: 'Computer Science', startYear: 2012, endYear: 2015, grade: 'First Class' },
    ]);
    expect(await candidateCall<Employment[]>(page, '/api/candidate/employment')).toMatchObject([
      { organization: 'Northern Rail Tech', role: 'Site Reliability Engineer', startMonth: 3, startYear: 2019, isCurrent: true, endMonth: null, endYear: null, keyAchievements: ['Cut deploy time from 40 to 6 minutes'] },
    ]);
    expect(visitor.errors).toEqual([]);
  });

  it('sets a password, signs out to the sign-in card, and signs in again with it', async () => {
    const { page } = visitor;
    const form = page.getByRole('form', { name: 'Set a password' });
    await form.getByLabel('New Password').fill(applicant.password);
    await form.getByLabel('Confirm Password').fill(applicant.password);
    await page.screenshot({ path: `${SHOTS}/set-password.png` });
    await form.getByRole('button', { name: 'Set Password' }).click();
    await toast(page, 'Password set').waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${tests.platform.url}/candidateportal`);
    await page.getByText('Sign in to access your account').waitFor();
    await page.getByText("Don't have an account? Contact your recruiter to get started.").waitFor();
    expect(await page.evaluate(() => localStorage.getItem('candidateToken'))).toBeNull();

    // A wrong password first: the card says so and stays.
    const signIn = page.getByRole('form', { name: 'Candidate sign-in' });
    await signIn.getByLabel('Email').fill(applicant.email);
    await signIn.getByLabel('Password', { exact: true }).fill('not-the-password');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid credentials').first().waitFor();
    await signIn.getByLabel('Password', { exact: true }).fill(applicant.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: `Welcome, ${applicant.name}` }).waitFor();
    await openTab(page, 'Job Matches').then((panel) => panel.getByText('No job matches yet').waitFor());
    await openTab(page, 'Appointments').then((panel) => panel.getByText('No appointments scheduled').waitFor());
    await openTab(page, 'Messages').then((panel) => panel.getByText('No messages yet').waitFor());
    await page.screenshot({ path: `${SHOTS}/dashboard-signed-in-again.png` });

    // 'E-mail Preferences' (decision 0099): unticked, saved at once, and still unticked when the page is opened again.
    const profile = await openTab(page, 'Profile');
    await profile.getByRole('checkbox', { name: 'Interview reminders' }).uncheck();
    await toast(page, 'E-mail preferences saved').waitFor();
    await profile.getByRole('heading', { name: 'E-mail Preferences' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/email-preferences.png` });
    await page.reload();
    const reopened = await openTab(page, 'Profile');
    expect(await reopened.getByRole('checkbox', { name: 'Interview reminders' }).isChecked()).toBe(false);
    expect(await reopened.getByRole('checkbox', { name: 'New message alerts' }).isChecked()).toBe(true);
    expect(visitor.errors).toEqual([]);
  });

  it('lets a recruiter suggest a match, send a message and schedule an interview, which the candidate sees', async () => {
    recruiter = await tests.signedInPage();
    const { page } = recruiter;

    // Suggest a job match and send a message from the candidate's details.
    const details = await candidateDetails(page);
    await details.getByRole('button', { name: 'Suggest Job Match' }).click();
    const suggest = page.getByRole('dialog', { name: 'Suggest Job Match' });
    await pick(suggest, /^Job Role/, role.title);
    await suggest.getByLabel('Match Score (%)').fill('87');
    await suggest.getByLabel('Notes').fill('Your Kubernetes work is exactly what they need.');
    await suggest.getByRole('button', { name: 'Suggest Match' }).click();
    await toast(page, 'Job match suggested successfully').waitFor();
    await suggest.waitFor({ state: 'detached' });
    await details.getByRole('listitem', { name: role.title }).getByText('No response from the candidate yet').waitFor();

    await details.getByRole('button', { name: 'Send Message' }).click();
    const send = page.getByRole('dialog', { name: 'Send Message' });
    await send.getByLabel('Subject *').fill(subject);
    await send.getByLabel('Message *').fill('Could you do a call on Thursday morning?');
    await send.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent successfully').waitFor();
    await send.waitFor({ state: 'detached' });
    await details.getByRole('listitem', { name: subject }).getByText('Unread').waitFor();
    await page.screenshot({ path: `${SHOTS}/recruiter-details-after-suggesting.png` });
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // Schedule an interview for the candidate from the dashboard's quick action.
    await page.goto(`${tests.platform.url}/manage`);
    await page.getByRole('button', { name: 'Schedule Interview' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule New Interaction' });
    expect(await schedule.getByLabel('Type *').inputValue()).toBe('interview');
    await schedule.getByLabel('Subject *').fill(interview);
    await schedule.getByLabel('Date & Time *').fill(`${interviewDay}T10:00`);
    await pick(schedule, /^Candidate(?!'s time zone)/, applicant.name);
    await pick(schedule, /^Job Role/, role.title);
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await schedule.waitFor({ state: 'detached' });

    // The candidate sees all three (a reload: the portal does not poll).
    const { page: portal } = visitor;
    await portal.reload();
    await portal.getByRole('heading', { name: `Welcome, ${applicant.name}` }).waitFor();

    const matches = await openTab(portal, 'Job Matches');
    await matches.getByText('Job Opportunities').waitFor();
    await matches.getByText('Positions matched to your profile by our recruiters').waitFor();
    await matches.getByRole('heading', { name: role.title }).waitFor();
    await matches.getByText(employer.name, { exact: true }).waitFor();
    await matches.getByText('87% match').waitFor();
    await matches.getByText('Your Kubernetes work is exactly what they need.').waitFor();
    expect(await matches.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/jobs/${role.slug}`);

    const messages = await openTab(portal, 'Messages');
    const message = messages.getByRole('button', { name: new RegExp(subject) });
    await message.getByText('New', { exact: true }).waitFor();
    await portal.screenshot({ path: `${SHOTS}/portal-message-new.png` });
    await message.click();
    await messages.getByText('Could you do a call on Thursday morning?').waitFor();
    await message.getByText('New', { exact: true }).waitFor({ state: 'detached' });

    const appointments = await openTab(portal, 'Appointments');
    await appointments.getByText('Upcoming Appointments').waitFor();
    await appointments.getByRole('heading', { name: interview }).waitFor();
    await appointments.getByText('Scheduled', { exact: true }).waitFor();
    // 'Monday, November 30, 2026 at 10:00 AM'
    await appointments.getByText(`${interviewAt.toLocaleDateString('en-US', { dateStyle: 'full' })} at 10:00 AM`).waitFor();
    await portal.screenshot({ path: `${SHOTS}/portal-appointment.png` });
    expect(visitor.errors).toEqual([]);
  });

  it('takes the candidate\'s interest and confirmation to the recruiter\'s screens', async () => {
    const { page: portal } = visitor;
    const matches = await openTab(portal, 'Job Matches');
    await matches.getByRole('button', { name: 'Express Interest' }).click();
    await toast(portal, 'Interest sent').waitFor();
    await matches.getByRole('button', { name: 'Interest Sent' }).waitFor();

    const appointments = await openTab(portal, 'Appointments');
    await appointments.getByRole('button', { name: 'Confirm Attendance' }).click();
    await toast(portal, 'Attendance confirmed').waitFor();
    await appointments.getByRole('button', { name: 'Confirmed' }).waitFor();
    await portal.screenshot({ path: `${SHOTS}/portal-confirmed.png` });

    // The server: the match answered, the appointment and its interaction confirmed, the message read.
    const [match] = await staff<JobMatch[]>('GET', `/api/job-matches?candidateId=${candidateId}`);
    expect(match).toMatchObject({ jobRoleId: role.id, matchScore: 87, candidateResponse: 'interested', status: 'interested' });
    const [appointment] = await staff<Appointment[]>('GET', `/api/appointments?candidateId=${candidateId}`);
    expect(appointment).toMatchObject({ title: interview, date: interviewAt.toISOString(), status: 'scheduled', candidateConfirmed: true });
    const [message] = await staff<Message[]>('GET', `/api/messages?candidateId=${candidateId}`);
    expect(message).toMatchObject({ subject, isRead: true });
    const me = await staff<{ id: string }>('GET', '/api/auth/me');
    await expect
      .poll(async () => (await staff<InteractionList>('GET', `/api/interactions?candidateId=${candidateId}`)).items, { timeout: 10_000 })
      .toMatchObject([{ id: appointment!.interactionId, subject: interview, createdBy: me.id, candidateConfirmed: true }]);

    // The recruiter: the interaction row and the candidate details show the confirmation, the details the interest.
    const { page } = recruiter;
    await page.goto(`${tests.platform.url}/manage/interactions?q=${encodeURIComponent(interview)}`);
    await page.getByRole('article', { name: interview, exact: true }).getByText('Attendance confirmed').waitFor();
    await page.screenshot({ path: `${SHOTS}/recruiter-interaction-confirmed.png` });
    const details = await candidateDetails(page);
    await details.getByRole('listitem', { name: role.title }).getByText('Interested').first().waitFor();
    await details.getByRole('listitem', { name: subject }).getByText('Read', { exact: true }).waitFor();
    await details.getByRole('listitem', { name: interview }).getByText('Attendance confirmed').waitFor();
    await details.getByRole('region', { name: 'Interactions' }).getByText('Attendance confirmed').waitFor();
    await page.screenshot({ path: `${SHOTS}/recruiter-details-responses.png`, fullPage: true });
    expect(recruiter.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await recruiter.context.close();
    await visitor.context.close();
  });
});
