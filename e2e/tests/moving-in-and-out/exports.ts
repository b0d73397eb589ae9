// Issue 32, point 4: the candidate list exported as the recruiter sees it (the search typed, every page), as CSV and
// as Excel, read back; each export in the administrators' log (decision 0124).
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, ExportLog } from '@agency/contracts';
import type { BrowserTests, OpenPage } from '../browser';
import { staffCaller, type StaffCall } from '../linked-records';
import { widthChecks } from '../working-day/checks';

const checkedAtBothWidths = widthChecks('/tmp/shots-exports');

/** More than a page of the screen (24) and of the API (100): the export must hold them all. */
const MATCHING = 130;

export function listExports(tests: BrowserTests): void {
  describe('exports: the filtered candidate list as CSV and Excel (issue 32, point 4)', () => {
    const tag = `xp${Date.now().toString(36)}`;
    let staff: StaffCall;
    let created: Candidate[] = [];
    let opened: OpenPage | undefined;

    beforeAll(async () => {
      staff = await staffCaller(tests.platform.url);
      for (let index = 0; index < MATCHING; index++) {
        created.push(await staff<Candidate>('POST', '/api/candidates', { name: `Export ${tag} ${index}`, location: index % 2 ? 'Leeds' : '=1+1' }));
      }
      // Not matched by the search: must not be in the files.
      created.push(await staff<Candidate>('POST', '/api/candidates', { name: `Someone Else ${Date.now()}`, currentRole: 'Chef' }));
    });

    afterAll(async () => {
      await opened?.context.close();
      for (const candidate of created) await staff('DELETE', `/api/candidates/${candidate.id}`).catch(() => undefined);
      created = [];
    });

    const expected = () => created.filter((candidate) => candidate.name.includes(tag)).map((candidate) => candidate.name).sort();

    async function exported(page: Page, item: 'Export CSV' | 'Export Excel') {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
      return { name: download.suggestedFilename(), file: await readFile((await download.path())!) };
    }

    it('exports exactly the searched candidates, all pages, and both files read back; the log has both', async () => {
      opened = await tests.signedInPage();
      const { page } = opened;
      await page.goto(`${tests.platform.url}/manage/candidates`);
      await page.getByLabel('Search candidates').fill(tag);
      const count = page.getByRole('status').filter({ hasText: `${MATCHING} of` });
      await count.waitFor();
      await checkedAtBothWidths(page, 'candidates-export', () => page.getByRole('button', { name: 'Export', exact: true }).waitFor());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Export Excel' }).waitFor();
      await page.screenshot({ path: '/tmp/shots-exports/candidates-export-menu-390.png' });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 900 });

      const csv = await exported(page, 'Export CSV');
      expect(csv.name).toMatch(/^candidates-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, ...rows] = parse(csv.file, { bom: true }) as string[][];
      expect(header!.slice(0, 2)).toEqual(['ID', 'Name']);
      expect(rows.map((row) => row[1]).sort()).toEqual(expected());
      // A cell a spreadsheet would run is defused.
      expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['Leeds', "'=1+1"]));

      const xlsx = await exported(page, 'Export Excel');
      expect(xlsx.name).toMatch(/^candidates-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.file as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(2).value).toBe('Name');
      expect((sheet.getColumn(2).values.slice(2) as string[]).sort()).toEqual(expected());
      expect(opened.errors).toEqual([]);

      const log = await staff<ExportLog>('GET', '/api/exports?limit=50');
      const ours = log.items.filter((entry) => entry.filters.q === tag);
      expect(ours.map(({ list, format, rows: count }) => ({ list, format, rows: count }))).toEqual([
        { list: 'candidates', format: 'xlsx', rows: MATCHING },
        { list: 'candidates', format: 'csv', rows: MATCHING },
      ]);
    });
  });
}
