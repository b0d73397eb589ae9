// Issue 31, point 1: a candidate's and an employer's own page in the CRM, walked as a recruiter would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateProfile, Employer, JobRole } from '@agency/contracts';
import { apiClient } from '../api-client';
import { applyOnRolePage, card, toast, type BrowserTests, type OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from './checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-record-pages');

export function recordPages(tests: BrowserTests): void {
  describe('record pages: a candidate and an employer each on a page of their own (issue 31, point 1)', () => {
    const run = `E2E RP ${process.pid}`;
    const tag = Date.now().toString(36);
    const applicant = { name: `Rhea Record ${tag}`, email: `rhea.record.${tag}@example.test` };
    let staff: StaffCall;
    let employer: Employer;
    let role: JobRole;
    let candidateId: string | undefined;
    let recruiter: OpenPage | undefined;
    let visitor: OpenPage | undefined;

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      employer = await staff<Employer>('POST', '/api/employers', {
        name: `${run} Harbour Hotels`,
        industry: 'Hospitality',
        status: 'active',
        description: 'Hiring for the new Leeds site; prefers candidates with hotel experience.',
        contacts: [
          { name: 'Ada Buyer', jobTitle: 'Head of Talent', email: `ada.${tag}@harbour.example`, phone: '+44 20 7946 0001' },
          { name: 'Ben Second', jobTitle: 'Executive Chef', email: `ben.${tag}@harbour.example`, phone: '+44 20 7946 0002' },
        ],
      });
      role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Head Chef`, status: 'open', location: 'Leeds' });
    });

    afterAll(async () => {
      await visitor?.context.close();
      await recruiter?.context.close();
      const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
      if (candidateId) await remove(`/api/candidates/${candidateId}`);
      if (role) await remove(`/api/job-roles/${role.id}`);
      if (employer) await remove(`/api/employers/${employer.id}`);
    });

    it('shows the recruiter the two courses a candidate entered in the wizard, on the candidate page, also on a reload', async () => {
      visitor = await tests.newPage();
      const { page } = visitor;
      await applyOnRolePage(page, tests.platform.url, role, applicant);
      await toast(page, 'Account Created!').waitFor();
      await page.waitForURL(`${tests.platform.url}/candidateportal?wizard=true`);
      await page.getByRole('button', { name: 'Next: Education' }).click();
      await page.getByRole('heading', { name: 'Education', exact: true }).waitFor();
      for (const course of [
        { institution: 'University of Leeds', qualification: 'BSc', field: 'Hospitality Management', start: '2012', end: '2015' },
        { institution: 'Le Cordon Bleu London', qualification: 'Diplôme de Cuisine', field: '', start: '2016', end: '2016' },
      ]) {
        await page.getByRole('button', { name: 'Add Education' }).click();
        const add = page.getByRole('dialog', { name: 'Add Education' });
        await add.getByLabel('Institution *').fill(course.institution);
        await add.getByLabel('Qualification *').fill(course.qualification);
        if (course.field) await add.getByLabel('Field of Study').fill(course.field);
        await add.getByLabel('Start Year *').fill(course.start);
        await add.getByLabel('End Year').fill(course.end);
        await add.getByRole('button', { name: 'Add Education' }).click();
        await add.waitFor({ state: 'detached' });
      }
      await page.getByRole('list', { name: 'Education' }).getByText('Diplôme de Cuisine').waitFor();
      const token = await page.evaluate(() => localStorage.getItem('candidateToken'));
      const profile = await apiClient(tests.platform.url).send('GET', '/api/candidate/profile', { token: token ?? undefined });
      candidateId = (profile.body as CandidateProfile).id;

      // The recruiter finds the candidate and follows the name on the card to the page.
      recruiter = await tests.signedInPage();
      const staffPage = recruiter.page;
      await staffPage.goto(`${tests.platform.url}/manage/candidates?q=${encodeURIComponent(applicant.email)}`);
      await card(staffPage, applicant.name).getByRole('link', { name: applicant.name, exact: true }).click();
      await staffPage.waitForURL(`${tests.platform.url}/manage/candidates/${candidateId}`);
      const education = staffPage.getByRole('list', { name: 'Education' });
      const shown = async () => {
        await staffPage.getByRole('heading', { level: 1, name: applicant.name }).waitFor();
        await education.getByText('BSc, Hospitality Management').waitFor();
        await education.getByText('Diplôme de Cuisine').waitFor();
      };
      await shown();
      expect(await education.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('Le Cordon Bleu London'),
        expect.stringContaining('University of Leeds'),
      ]);
      await staffPage.getByRole('list', { name: 'Applications' }).getByRole('link', { name: role.title }).waitFor();
      // The change log says the website made the candidate.
      await staffPage.getByRole('list', { name: 'Changes' }).getByText('Website application').waitFor();

      // A shared link or a reload opens the same page.
      await staffPage.reload();
      await shown();
      await checkedAtBothWidths(staffPage, 'candidate-page', shown);
      expect(recruiter.errors).toEqual([]);
    });

    it('shows the employer with both contact people, its role and notes, from its card, at 390 and 1280 px', async () => {
      const page = recruiter?.page ?? (recruiter = await tests.signedInPage()).page;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${tests.platform.url}/manage/employers?q=${encodeURIComponent(employer.name)}`);
      await card(page, employer.name).getByRole('link', { name: employer.name, exact: true }).click();
      await page.waitForURL(`${tests.platform.url}/manage/employers/${employer.id}`);
      const contacts = page.getByRole('list', { name: 'Contacts' });
      const shown = async () => {
        await page.getByRole('heading', { level: 1, name: employer.name }).waitFor();
        await contacts.getByText('Ben Second').waitFor();
      };
      await shown();
      const people = await contacts.getByRole('listitem').allTextContents();
      expect(people).toEqual([expect.stringContaining('Ada Buyer'), expect.stringContaining('Ben Second')]);
      expect(people[0]).toContain('Head of Talent');
      expect(people[1]).toContain('Executive Chef');
      await contacts.getByRole('link', { name: `ben.${tag}@harbour.example` }).waitFor();
      await page.getByRole('list', { name: 'Job Roles' }).getByRole('link', { name: role.title }).waitFor();
      await page.getByText('prefers candidates with hotel experience.', { exact: false }).waitFor();
      await checkedAtBothWidths(page, 'employer-page', shown);
      expect(recruiter!.errors).toEqual([]);
    });
  });
}
