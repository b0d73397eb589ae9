import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportLog } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { closeAll, eventually, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
afterAll(() => closeAll(candidates, auth));

// A recruiter may export (staff), and only administrators read the log.
expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rex Export', email: 'rex.export@talentbridge.local', role: 'recruiter', password: 'team-password-1' } })).status).toBe(201);
const recruiter = await auth.login('rex.export@talentbridge.local', 'team-password-1');
// A custom field (decision 0125): a column of its own, and a filter the export honours as the list does.
expect((await candidates.call('POST', '/api/custom-fields/candidate', { token: staffToken, body: { key: 'notice_period', label: 'Notice Period', type: 'text' } })).status).toBe(201);

const download = (path: string, token: string | null = staffToken) =>
  fetch(`${candidates.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

// More than one page of the list (at most 100 a page): the export holds them all.
const MATCHING = 150;
for (let index = 0; index < MATCHING; index++) {
  const answer = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: `Export Match ${index}`, location: 'Leeds', skills: ['TypeScript', 'SQL'], customFields: { notice_period: index % 2 ? '1 month' : '=2+5' } } });
  expect(answer.status).toBe(201);
}
for (let index = 0; index < 20; index++) {
  await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: `Someone Else ${index}`, location: 'York' } });
}
const expectedNames = Array.from({ length: MATCHING }, (_, index) => `Export Match ${MATCHING - 1 - index}`);

describe('GET /api/candidates/export', () => {
  it('streams every filtered candidate, newest first, as CSV with the file name of the day', async () => {
    const response = await download('/api/candidates/export?format=csv&q=export%20match&limit=5&offset=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="candidates-${new Date().toISOString().slice(0, 10)}.csv"`);
    const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(header).toEqual(['ID', 'Name', 'Email', 'Phone', 'Current Role', 'Location', 'Skills', 'Availability', 'LinkedIn URL', 'CV URL', 'Summary', 'Profile Completed', 'Added', 'Updated', 'Notice Period']);
    // limit and offset are the list's paging: an export holds every page.
    expect(rows.map((row) => row[1])).toEqual(expectedNames);
    expect(rows[0]!.slice(5, 8)).toEqual(['Leeds', 'TypeScript; SQL', 'available']);
    // Export Match 149 has '1 month'; Export Match 148's '=2+5' is defused.
    expect(rows.slice(0, 2).map((row) => row[14])).toEqual(['1 month', "'=2+5"]);
  });

  it('honours the custom field filters of the list, for a recruiter too', async () => {
    const response = await download(`/api/candidates/export?format=csv&q=export%20match&cf.notice_period=${encodeURIComponent('1 month')}`, recruiter);
    expect(response.status).toBe(200);
    const [, ...rows] = parse(await response.text(), { bom: true }) as string[][];
    expect(rows.map((row) => row[1])).toEqual(expectedNames.filter((_, index) => index % 2 === 0));
    expect((await candidates.call('GET', '/internal/exports', { token: recruiter })).status).toBe(403);
  });

  it('writes the same rows as an .xlsx, and records every export: who, which list and filters, format, rows', async () => {
    const response = await download('/api/candidates/export?format=xlsx&q=export%20match');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(MATCHING + 1);
    const names = sheet.getColumn(2).values.slice(2);
    expect(names).toEqual(expectedNames);

    let log: ExportLog | undefined;
    await eventually(async () => {
      const answer = await candidates.call('GET', '/internal/exports', { token: staffToken });
      log = answer.body as ExportLog;
      return answer.status === 200 && log.items.length === 3 && log.items.every((entry) => entry.completed);
    });
    const by = { id: expect.any(String), name: ADMIN.name, apiKey: false };
    expect(log!.items).toEqual([
      { id: expect.any(String), list: 'candidates', format: 'xlsx', filters: { q: 'export match' }, rows: MATCHING, completed: true, by, at: expect.any(String) },
      { id: expect.any(String), list: 'candidates', format: 'csv', filters: { q: 'export match', 'cf.notice_period': '1 month' }, rows: MATCHING / 2, completed: true, by: { id: expect.any(String), name: 'Rex Export', apiKey: false }, at: expect.any(String) },
      { id: expect.any(String), list: 'candidates', format: 'csv', filters: { q: 'export match' }, rows: MATCHING, completed: true, by, at: expect.any(String) },
    ]);
  });

  it('exports the whole list without a search, and refuses a format it does not write or a caller without a token', async () => {
    const all = parse(await (await download('/api/candidates/export?format=csv')).text(), { bom: true }) as string[][];
    expect(all).toHaveLength(MATCHING + 20 + 1);

    const pdf = await download('/api/candidates/export?format=pdf');
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { message: string }).message).toContain("format must be 'csv' or 'xlsx'");
    expect((await download('/api/candidates/export?format=csv', null)).status).toBe(401);
    expect((await candidates.call('GET', '/internal/exports')).status).toBe(401);
  });

  it("honours the list's own filters too (decision 0134): a place, and owner=me as the caller", async () => {
    for (const name of ['Rex Own One', 'Rex Own Two']) expect((await candidates.call('POST', '/api/candidates', { token: recruiter, body: { name, location: 'Harrogate' } })).status).toBe(201);
    const mine = await download('/api/candidates/export?format=csv&owner=me', recruiter);
    expect(mine.status).toBe(200);
    const [, ...ownRows] = parse(await mine.text(), { bom: true }) as string[][];
    expect(ownRows.map((row) => row[1])).toEqual(['Rex Own Two', 'Rex Own One']);
    const inYork = await download('/api/candidates/export?format=csv&location=york');
    const [, ...yorkRows] = parse(await inYork.text(), { bom: true }) as string[][];
    expect(yorkRows).toHaveLength(20);
    expect(yorkRows.every((row) => row[5] === 'York')).toBe(true);
  });
});
