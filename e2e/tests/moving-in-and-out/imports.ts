// Issue 32, points 1 and 2: spreadsheets imported at /manage/import, walked as a manager would (decision 0123).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Candidate, Employer, EmployerList } from '@agency/contracts';
import type { BrowserTests, OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from '../working-day/checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-imports');
/** Rows enough that the import is still running when the page is reloaded (chunks of 500 are counted one by one). */
const ROWS = 4000;

export function spreadsheetImports(tests: BrowserTests): void {
  describe('importing spreadsheets at /manage/import (issue 32, points 1 and 2)', () => {
    const tag = Date.now().toString(36);
    let staff: StaffCall;
    let known: Candidate;
    let manager: OpenPage | undefined;

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      known = await staff<Candidate>('POST', '/api/candidates', { name: `Kay Known ${tag}`, email: `kay.known.${tag}@example.test` });
    });

    afterAll(async () => {
      await manager?.context.close();
    });

    it('maps a column by hand, previews, runs a big CSV past a reload, downloads the refused row, and finds an imported candidate', async () => {
      const lines = [
        'Candidate,Email address,Mobile,City,Remarks',
        `Zara Quill ${tag},zara.${tag}@example.test,07700 900555,Bristol,Likes data`,
        `Bad Row ${tag},not-an-email,,,`,
        `Kay Again ${tag},KAY.KNOWN.${tag}@example.test,,,`,
        ...Array.from({ length: ROWS }, (_, index) => `Bulk ${tag} ${index},bulk.${index}.${tag}@example.test,,,`),
      ];
      const fileName = `people-${tag}.csv`;
      manager = await tests.signedInPage();
      const { page } = manager;
      await page.goto(`${tests.platform.url}/manage/import`);
      await page.getByRole('heading', { name: 'Import a spreadsheet' }).waitFor();
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });

      // Suggested from the headers; 'Remarks' is mapped by hand.
      const remarks = page.getByLabel('Field for Remarks');
      await remarks.waitFor();
      expect(await page.getByLabel('Field for Email address').inputValue()).toBe('email');
      expect(await remarks.inputValue()).toBe('');
      await remarks.selectOption({ label: 'Summary' });
      await page.getByRole('cell', { name: 'Likes data' }).waitFor();
      await page.getByText('Email: must be a valid email address').waitFor();
      await checkedAtBothWidths(page, 'import-mapping', () => page.getByRole('button', { name: 'Start import' }).waitFor());

      await page.getByRole('button', { name: 'Start import' }).click();
      await page.getByRole('status').filter({ hasText: /^Importing: [\d,]+ of 4,003 rows$/ }).waitFor();
      // A reload of the bare address: the page finds the running import from the server.
      await page.goto(`${tests.platform.url}/manage/import`);
      await page.getByRole('status').filter({ hasText: /^Importing: [\d,]+ of 4,003 rows$/ }).waitFor();
      await page.getByRole('progressbar', { name: 'Rows imported' }).waitFor();
      await checkedAtBothWidths(page, 'import-running', () => page.getByRole('progressbar', { name: 'Rows imported' }).waitFor());

      const report = page.getByLabel('Import report');
      await page.getByRole('button', { name: 'Download refused rows' }).waitFor({ timeout: 300_000 });
      const counts = await report.textContent();
      expect(counts).toContain(`Created${ROWS + 1}`);
      expect(counts).toContain('Skipped as duplicates1');
      expect(counts).toContain('Refused1');
      await checkedAtBothWidths(page, 'import-report', () => report.waitFor());
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download refused rows' }).click()]);
      const refused = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(refused).toEqual(['Candidate,Email address,Mobile,City,Remarks,Row,Reason', `Bad Row ${tag},not-an-email,,,,3,email: Email: must be a valid email address`]);

      await page.goto(`${tests.platform.url}/manage/candidates`);
      await page.getByLabel('Search candidates').fill(`Zara Quill ${tag}`);
      await page.getByText(`Zara Quill ${tag}`).first().waitFor();
      // The duplicate row was skipped: the known candidate is as it was, and no 'Kay Again' was created.
      expect((await staff<Candidate>('GET', `/api/candidates/${known.id}`)).name).toBe(`Kay Known ${tag}`);
      expect((await staff<{ total: number }>('GET', `/api/candidates?q=${encodeURIComponent(`Kay Again ${tag}`)}`)).total).toBe(0);
      expect(manager.errors).toEqual([]);
    });

    it('imports an .xlsx of employers with two contacts each, seen on the employer record page', async () => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Clients');
      sheet.addRow(['Company', 'Industry', 'Contact 1 name', 'Contact 1 email', 'Contact 1 title', 'Contact 2 name', 'Contact 2 email', 'Contact 2 title']);
      sheet.addRow([`Fjordline ${tag}`, 'Shipping', 'Ingrid Lund', `ingrid.${tag}@fjord.test`, 'HR lead', 'Ole Berg', `ole.${tag}@fjord.test`, 'CTO']);
      sheet.addRow([`Kestrel Power ${tag}`, 'Energy', 'Mia Cole', `mia.${tag}@kestrel.test`, 'Buyer', 'Raj Patel', `raj.${tag}@kestrel.test`, 'Finance']);
      const buffer = Buffer.from(await book.xlsx.writeBuffer());

      manager ??= await tests.signedInPage();
      const { page } = manager;
      await page.goto(`${tests.platform.url}/manage/import`);
      await page.getByLabel('What to import').selectOption('employers');
      await page.getByLabel('File', { exact: true }).setInputFiles({ name: `clients-${tag}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await page.getByLabel('Field for Contact 2 email').waitFor();
      expect(await page.getByLabel('Field for Contact 2 email').inputValue()).toBe('contact2Email');
      await page.getByText('None: every row can be imported.').waitFor();
      await page.getByRole('button', { name: 'Start import' }).click();
      await page.getByLabel('Import report').getByText('Created2').waitFor({ timeout: 60_000 });

      const employers = await staff<EmployerList>('GET', `/api/employers?q=${encodeURIComponent(`Fjordline ${tag}`)}`);
      const fjord = employers.items[0] as Employer;
      await page.goto(`${tests.platform.url}/manage/employers/${fjord.id}`);
      const contacts = page.getByRole('region', { name: /Contacts/ });
      await contacts.getByText('Ingrid Lund').waitFor();
      await contacts.getByText('Ole Berg').waitFor();
      await contacts.getByText('CTO').waitFor();
      await checkedAtBothWidths(page, 'imported-employer', () => contacts.getByText('Ole Berg').waitFor());
      expect(manager.errors).toEqual([]);
    });
  });
}
