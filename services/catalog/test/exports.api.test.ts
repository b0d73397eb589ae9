import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportLog } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCatalog, storesOf } from './helpers';

const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});
const staffToken = await auth.login(ADMIN.email, ADMIN.password);
const download = (path: string) => fetch(`${catalog.url}${path}`, { headers: { authorization: `Bearer ${staffToken}` } });

// 150 prospects (more than a page of the list) among 20 active employers; each prospect has one role on hold.
const stores = storesOf(catalog);
for (let index = 0; index < 150; index++) {
  const employer = await stores.employers.create({ name: `Prospect ${index} Ltd`, status: 'prospect', contacts: [{ name: 'Main Person' }, { name: 'Second Person', email: `second${index}@example.com` }] });
  if (index < 3) await stores.jobRoles.create({ employerId: employer.id, title: `Held Role ${index}`, status: 'on_hold', priority: 'high' });
}
for (let index = 0; index < 20; index++) await stores.employers.create({ name: `Active ${index} Co`, status: 'active' });

describe('GET /api/employers/export and /api/job-roles/export', () => {
  it('holds exactly the employers of the status asked, contacts included, and the filtered roles of every status', async () => {
    const csv = await download('/api/employers/export?format=csv&status=prospect');
    expect(csv.status).toBe(200);
    const [header, ...rows] = parse(await csv.text(), { bom: true }) as string[][];
    expect(header!.slice(0, 3)).toEqual(['ID', 'Company Name', 'Industry']);
    expect(rows).toHaveLength(150);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(Array.from({ length: 150 }, (_, index) => `Prospect ${index} Ltd`)));
    expect(rows.find((row) => row[1] === 'Prospect 7 Ltd')![9]).toBe('Second Person, second7@example.com');

    // Staff export roles of any status (visitors' list shows open ones only).
    const roles = await download('/api/job-roles/export?format=xlsx&status=on_hold');
    expect(roles.status).toBe(200);
    expect(roles.headers.get('content-disposition')).toMatch(/^attachment; filename="job-roles-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await roles.arrayBuffer());
    expect(workbook.worksheets[0]!.getColumn(2).values.slice(2).sort()).toEqual(['Held Role 0', 'Held Role 1', 'Held Role 2']);

    const visitor = await fetch(`${catalog.url}/api/job-roles/export?format=csv`);
    expect(visitor.status).toBe(401);

    const log = (await (await fetch(`${catalog.url}/internal/exports`, { headers: { authorization: `Bearer ${staffToken}` } })).json()) as ExportLog;
    expect(log.items.map(({ list, format, filters }) => ({ list, format, filters }))).toEqual([
      { list: 'job-roles', format: 'xlsx', filters: { status: 'on_hold' } },
      { list: 'employers', format: 'csv', filters: { status: 'prospect' } },
    ]);
  });
});
