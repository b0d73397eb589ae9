// Issue 32, point 5: custom fields (decision 0125). An administrator adds a one-of-a-list field and a date field to
// candidates; a recruiter fills them on a candidate, sees them on the record page and filters the list by the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, CustomFieldDefinition } from '@agency/contracts';
import { toast, type BrowserTests, type OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from '../working-day/checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-custom-fields');

export function customFields(tests: BrowserTests): void {
  describe('custom fields: added by an administrator, filled and filtered by a recruiter (issue 32, point 5)', () => {
    const tag = Date.now().toString(36);
    const labels = { notice: `Notice ${tag}`, start: `Start ${tag}` };
    let staff: StaffCall;
    const pages: OpenPage[] = [];
    let cora: Candidate;
    let other: Candidate;
    let recruiter: { email: string; password: string };

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      recruiter = { email: `rita.fields.${tag}@example.test`, password: 'Quiet-Harbour-Lantern-26!' };
      await staff('POST', '/api/users', { name: `Rita Fields ${tag}`, email: recruiter.email, role: 'recruiter', password: recruiter.password });
      cora = await staff<Candidate>('POST', '/api/candidates', { name: `Cora Fields ${tag}` });
      other = await staff<Candidate>('POST', '/api/candidates', { name: `Otto Fields ${tag}` });
    });

    afterAll(async () => {
      for (const opened of pages) await opened.context.close();
      await staff('DELETE', `/api/candidates/${cora?.id}`).catch(() => undefined);
      await staff('DELETE', `/api/candidates/${other?.id}`).catch(() => undefined);
      const fields = await staff<CustomFieldDefinition[]>('GET', '/api/custom-fields/candidate').catch(() => []);
      for (const field of fields.filter((each) => each.label.endsWith(tag))) await staff('DELETE', `/api/custom-fields/candidate/${field.id}`).catch(() => undefined);
    });

    it('an administrator adds a one-of-a-list field and a date field to candidates', async () => {
      const admin = await tests.signedInPage();
      pages.push(admin);
      const { page } = admin;
      await page.goto(`${tests.platform.url}/manage/custom-fields`);
      await page.getByRole('heading', { name: /^Candidate Fields/ }).waitFor();

      await page.getByRole('button', { name: 'Add Field to candidates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Field' });
      await dialog.getByLabel('Label *').fill(labels.notice);
      expect(await dialog.getByLabel('Key *').inputValue()).toBe(`notice_${tag}`);
      await dialog.getByLabel('Type').selectOption({ label: 'One of a list' });
      await dialog.getByLabel('Options *').fill('None\n1 month\n3 months');
      await checkedAtBothWidths(page, 'add-field-dialog', () => dialog.waitFor());
      await dialog.getByRole('button', { name: 'Add Field' }).click();
      await toast(page, `${labels.notice} is on the forms and record pages`).first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add Field to candidates' }).click();
      await dialog.getByLabel('Label *').fill(labels.start);
      await dialog.getByLabel('Type').selectOption({ label: 'Date' });
      await dialog.getByRole('button', { name: 'Add Field' }).click();
      await dialog.waitFor({ state: 'detached' });

      const rows = page.getByRole('row');
      await rows.filter({ hasText: labels.notice }).filter({ hasText: 'One of a list' }).filter({ hasText: 'None, 1 month, 3 months' }).waitFor();
      await rows.filter({ hasText: labels.start }).filter({ hasText: 'Date' }).waitFor();
      await checkedAtBothWidths(page, 'custom-fields-page', () => rows.filter({ hasText: labels.start }).waitFor());
    });

    it('a recruiter fills them on a candidate, sees them on the record page and filters the list by the choice', async () => {
      const opened = await tests.newPage();
      pages.push(opened);
      const { page } = opened;
      await tests.signIn(page, recruiter.email, recruiter.password);
      await page.waitForURL(`${tests.platform.url}/manage`);
      // Another candidate with another notice period, which the filter must leave out.
      const keyOf = async (label: string) => (await staff<CustomFieldDefinition[]>('GET', '/api/custom-fields/candidate')).find((field) => field.label === label)!.key;
      const noticeKey = await keyOf(labels.notice);
      await staff('PUT', `/api/candidates/${other.id}`, { name: other.name, customFields: { [noticeKey]: '1 month' } });

      await page.goto(`${tests.platform.url}/manage/candidates/${cora.id}`);
      await page.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Candidate' });
      await dialog.getByLabel(labels.notice).selectOption('3 months');
      await dialog.getByLabel(labels.start).fill('2027-03-01');
      await checkedAtBothWidths(page, 'edit-candidate-custom-fields', () => dialog.getByLabel(labels.start).waitFor());
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, 'Candidate updated successfully').first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      const card = page.getByRole('region', { name: 'Custom Fields' });
      await card.getByText('3 months').waitFor();
      await card.getByText('Mar 1, 2027').waitFor();
      expect(await card.textContent()).toContain(labels.notice);
      await checkedAtBothWidths(page, 'candidate-record-custom-fields', () => card.getByText('Mar 1, 2027').waitFor());

      await page.goto(`${tests.platform.url}/manage/candidates?q=${encodeURIComponent(`Fields ${tag}`)}`);
      await page.getByRole('article', { name: other.name, exact: true }).waitFor();
      const filter = page.getByRole('group', { name: 'Filter by a custom field' });
      await filter.getByLabel('Custom field').selectOption({ label: labels.notice });
      await filter.getByLabel(`${labels.notice} is`).selectOption('3 months');
      await page.getByRole('article', { name: other.name, exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('article', { name: cora.name, exact: true }).waitFor();
      await page.getByText(/^1 of \d+ candidates$/).waitFor();
      await checkedAtBothWidths(page, 'candidates-filtered-by-custom-field', () => page.getByRole('article', { name: cora.name, exact: true }).waitFor());
      expect(opened.errors).toEqual([]);
    });
  });
}
