import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { ExportLog } from '@agency/contracts';
import { eventually, startEngagementApi } from './helpers';

const { engagement, staffToken } = await startEngagementApi();
const download = (path: string) => fetch(`${engagement.url}${path}`, { headers: { authorization: `Bearer ${staffToken}` } });

// 150 contacted leads (more than a page of the list) among 30 new ones; an e-mail and a message a spreadsheet would run.
const CONTACTED = 150;
for (let index = 0; index < CONTACTED + 30; index++) {
  const created = await engagement.call('POST', '/api/leads', {
    body: { name: `Lead ${index}`, email: `lead${index}@example.com`, service: 'consultation', message: index === 0 ? '=HYPERLINK("http://evil.example")' : 'Call me' },
  });
  expect(created.status).toBe(201);
  if (index < CONTACTED) expect((await engagement.call('PUT', `/api/leads/${created.body.id}`, { token: staffToken, body: { status: 'contacted' } })).status).toBe(200);
}

describe('GET /api/leads/export', () => {
  it('holds exactly the leads of the status asked, as CSV and .xlsx, formulas defused, each export logged', async () => {
    const csv = await download('/api/leads/export?format=csv&status=contacted');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(await csv.text(), { bom: true }) as string[][];
    expect(header).toEqual(['ID', 'Received', 'Name', 'Email', 'Phone', 'Service', 'Status', 'Source', 'Message']);
    expect(rows).toHaveLength(CONTACTED);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(Array.from({ length: CONTACTED }, (_, index) => `Lead ${index}`)));
    expect(rows.every((row) => row[6] === 'contacted')).toBe(true);
    expect(rows.find((row) => row[2] === 'Lead 0')![8]).toBe('\'=HYPERLINK("http://evil.example")');

    const xlsx = await download('/api/leads/export?format=xlsx&status=new');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(30 + 1);

    await eventually(async () => {
      const log = (await engagement.call('GET', '/internal/exports', { token: staffToken })).body as ExportLog;
      return log.items.length === 2 && log.items.every((entry) => entry.completed);
    });
    const log = (await engagement.call('GET', '/internal/exports', { token: staffToken })).body as ExportLog;
    expect(log.items.map(({ list, format, filters, rows: count }) => ({ list, format, filters, rows: count }))).toEqual([
      { list: 'leads', format: 'xlsx', filters: { status: 'new' }, rows: 30 },
      { list: 'leads', format: 'csv', filters: { status: 'contacted' }, rows: CONTACTED },
    ]);
  });

  it('answers a reversed date range of the interactions with the list own 400, before any file', async () => {
    const reversed = await download('/api/interactions/export?format=csv&from=2026-05-02T00:00:00.000Z&to=2026-05-01T00:00:00.000Z');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toContain('reversed');
  });
});
