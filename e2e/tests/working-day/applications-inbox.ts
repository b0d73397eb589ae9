// Issue 31, point 2: an application reaches its role's owner, who works it in the applications inbox (decision 0120).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationList, Employer, JobRole } from '@agency/contracts';
import { applyOnRolePage, card, sidebar, toast, type BrowserTests, type OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from './checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-applications-inbox');

export function applicationsInbox(tests: BrowserTests): void {
  describe('applications inbox: an application reaches its owner, who works it (issue 31, point 2)', () => {
    const run = `E2E AI ${process.pid}`;
    const tag = Date.now().toString(36);
    const owner = { name: `Olivia Owner ${tag}`, email: `olivia.owner.${tag}@example.test`, password: 'Harbour-Lights-2026!' };
    const applicant = { name: `Amos Applicant ${tag}`, email: `amos.applicant.${tag}@example.test` };
    let staff: StaffCall;
    let ownerId: string;
    let employer: Employer;
    let role: JobRole;
    let pages: OpenPage[] = [];

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      ownerId = (await staff<{ id: string }>('POST', '/api/users', { name: owner.name, email: owner.email, role: 'recruiter', password: owner.password })).id;
      employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Quay Kitchens`, status: 'active' });
      role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Sous Chef`, status: 'open', location: 'Bristol', ownerId });
      expect(role.owner).toEqual({ id: ownerId, name: owner.name });
    });

    afterAll(async () => {
      for (const opened of pages) await opened.context.close();
      const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
      const applications = role ? await staff<ApplicationList>('GET', `/api/applications?jobRoleId=${role.id}`).catch(() => null) : null;
      for (const application of applications?.items ?? []) if (application.candidateId) await remove(`/api/candidates/${application.candidateId}`);
      if (role) await remove(`/api/job-roles/${role.id}`);
      if (employer) await remove(`/api/employers/${employer.id}`);
      if (ownerId) await remove(`/api/users/${ownerId}`);
      pages = [];
    });

    it("e-mails the role's owner a link that opens the application in the inbox, where the status is set and a rejection keeps its reason", async () => {
      // A visitor applies on the role's page.
      const visitor = await tests.newPage();
      pages.push(visitor);
      await applyOnRolePage(visitor.page, tests.platform.url, role, applicant);
      await toast(visitor.page, 'Account Created!').waitFor();

      // The owner's e-mail arrives once, with a link to the application.
      const toOwner = async () => (await tests.platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === owner.email));
      await expect.poll(async () => (await toOwner()).length, { timeout: 30_000 }).toBe(1);
      const [summary] = await toOwner();
      expect(summary!.Subject).toBe(`New application: ${applicant.name} for ${role.title}`);
      const text = (await tests.platform.mailpit.message(summary!.ID)).Text;
      const link = new URL(/https?:\/\/\S+\/manage\/applications\?\S+/.exec(text)![0]);
      const applications = await staff<ApplicationList>('GET', `/api/applications?jobRoleId=${role.id}`);
      expect(applications.items.map((item) => item.candidateFullName)).toEqual([applicant.name]);
      const application = applications.items[0]!;
      expect(link.searchParams.get('jobRoleId')).toBe(role.id);
      expect(link.searchParams.get('application')).toBe(application.id);

      // The owner signs in and follows the link: the inbox, filtered to the role, the application marked.
      const ownerPage = await tests.newPage();
      pages.push(ownerPage);
      const { page } = ownerPage;
      await tests.signIn(page, owner.email, owner.password);
      await page.waitForURL(`${tests.platform.url}/manage`);
      await sidebar(page).getByRole('link', { name: /^Applications \d+ new$/ }).waitFor();
      await page.goto(`${tests.platform.url}${link.pathname}${link.search}`);
      const item = card(page, applicant.name);
      await item.waitFor();
      expect(await item.getAttribute('aria-current')).toBe('true');
      expect(await page.getByRole('article').count()).toBe(1);
      await item.getByRole('link', { name: role.title }).waitFor();
      await item.getByText(employer.name).waitFor();
      await item.getByText('Website').waitFor();
      expect(await item.getByRole('link', { name: applicant.name }).getAttribute('href')).toBe(`/manage/candidates/${application.candidateId}`);
      await checkedAtBothWidths(page, 'inbox', () => item.waitFor());

      // Reviewed, then rejected with a reason: both stored.
      const stored = async () => (await staff<ApplicationList>('GET', `/api/applications?jobRoleId=${role.id}`)).items[0]!;
      await item.getByLabel('Status').selectOption('reviewed');
      await toast(page, 'Application updated successfully').waitFor();
      await expect.poll(async () => (await stored()).status).toBe('reviewed');
      await item.getByLabel('Status').selectOption('rejected');
      const reject = page.getByRole('dialog', { name: 'Reject application' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('Please give a reason for the rejection.').waitFor();
      await checkedAtBothWidths(page, 'reject-dialog', () => reject.waitFor());
      await reject.getByLabel('Reason').fill('Needs five years in a busy kitchen.');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.waitFor({ state: 'detached' });
      await expect.poll(async () => (await stored()).status).toBe('rejected');
      expect((await stored()).rejectionReason).toBe('Needs five years in a busy kitchen.');
      await item.getByText('Reason: Needs five years in a busy kitchen.').waitFor();

      // The role's page lists the application with its status and reason.
      await item.getByRole('link', { name: role.title }).click();
      await page.waitForURL(`${tests.platform.url}/manage/job-roles/${role.id}`);
      const onRolePage = page.getByRole('region', { name: 'Applications (1)' });
      const rolePage = async () => {
        await page.getByRole('heading', { level: 1, name: role.title }).waitFor();
        await onRolePage.getByRole('link', { name: applicant.name }).waitFor();
        await onRolePage.getByText('Rejected').waitFor();
      };
      await rolePage();
      await page.getByRole('region', { name: 'Role' }).getByText(owner.name).waitFor();
      await checkedAtBothWidths(page, 'job-role-page', rolePage);
      expect(await toOwner()).toHaveLength(1);
      expect(ownerPage.errors).toEqual([]);
    });
  });
}
