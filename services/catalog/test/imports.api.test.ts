import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CatalogEvents, Streams, type Employer, type EmployerList, type EventEnvelope, type ImportJob, type ImportPreview } from '@agency/contracts';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// Employers with two contacts each from an .xlsx (issue 32, decision 0123), through the real service and bus.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const bus = await connectBus(`catalog-imports-${randomUUID()}`);
afterAll(async () => {
  await catalog.close();
  await auth.close();
  await bus.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.catalog, handler: async (event) => void published.push(event) });
const token = await staffToken();
const staff = jsonClient(catalog.url, token);
const run = randomUUID().slice(0, 8);

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(fileName: string, bytes: Buffer) {
  const response = await fetch(`${catalog.url}/api/imports/employers?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as ImportJob & { message: string } };
}

describe('importing employers with their contacts', () => {
  it('reads an .xlsx with two contacts per employer, refuses a bad row, skips a duplicate, and undoes', async () => {
    const existing = (await staff<Employer>('POST', '/api/employers', { name: `Harbour ${run} Ltd`, status: 'active' })).body;
    const header = ['Company', 'Industry', 'Website', 'Contact 1 name', 'Contact 1 email', 'Contact 1 phone', 'Contact 1 title', 'Contact 2 name', 'Contact 2 email', 'Contact 2 phone', 'Contact 2 title'];
    const bytes = await workbook([
      header,
      [`Fjord ${run}`, 'Shipping', 'https://fjord.example', 'Ingrid Lund', `ingrid.${run}@fjord.example`, '+47 22 00 00 01', 'HR lead', 'Ole Berg', `ole.${run}@fjord.example`, '', 'CTO'],
      [`Kestrel ${run}`, 'Energy', '', 'Mia Cole', `mia.${run}@kestrel.example`, '', '', 'Raj Patel', 'not-an-email', '', ''],
      [`HARBOUR ${run}`, '', '', 'Someone', '', '', '', '', '', '', ''],
      [`Lumen ${run}`, 'Retail', '', 'Ada Park', `ada.${run}@lumen.example`, '', 'Buyer', 'Tom Reed', `tom.${run}@lumen.example`, '020 7946 0000', 'Finance'],
    ]);
    const uploaded = await upload('clients.xlsx', bytes);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.settings.mapping).toEqual(['name', 'industry', 'website', 'contact1Name', 'contact1Email', 'contact1Phone', 'contact1JobTitle', 'contact2Name', 'contact2Email', 'contact2Phone', 'contact2JobTitle']);
    const id = uploaded.body.id;
    const preview = (await staff<ImportPreview>('GET', `/api/imports/employers/${id}/preview`)).body;
    expect(preview.rows[0]).toMatchObject({
      name: `Fjord ${run}`,
      contacts: [
        { name: 'Ingrid Lund', email: `ingrid.${run}@fjord.example`, phone: '+47 22 00 00 01', jobTitle: 'HR lead' },
        { name: 'Ole Berg', email: `ole.${run}@fjord.example`, jobTitle: 'CTO' },
      ],
    });
    expect(preview.refused).toEqual([{ row: 3, field: 'contact2Email', message: 'Contact 2: must be a valid email address' }]);

    expect((await staff('POST', `/api/imports/employers/${id}/start`, { ...uploaded.body.settings, duplicates: 'skip' })).status).toBe(200);
    let job: ImportJob | undefined;
    await eventually(async () => (job = (await staff<ImportJob>('GET', `/api/imports/employers/${id}`)).body).status === 'done', 60_000);
    expect(job!.counts).toEqual({ created: 2, updated: 0, skipped: 1, refused: 1 });

    const listed = (await staff<EmployerList>('GET', `/api/employers?q=${run}&limit=100`)).body.items;
    expect(listed.map((employer) => employer.name).sort()).toEqual([`Fjord ${run}`, `Harbour ${run} Ltd`, `Lumen ${run}`]);
    const lumen = listed.find((employer) => employer.name === `Lumen ${run}`)!;
    expect(lumen.contacts).toHaveLength(2);
    expect(lumen).toMatchObject({ contactPerson: 'Ada Park', contactEmail: `ada.${run}@lumen.example` });
    await eventually(async () => published.some((event) => event.type === CatalogEvents.employerCreated && event.aggregateId === lumen.id));
    expect((await staff<Employer>('GET', `/api/employers/${existing.id}`)).body.contacts ?? []).toHaveLength(0);

    expect((await staff('POST', `/api/imports/employers/${id}/undo`)).status).toBe(200);
    await eventually(async () => (job = (await staff<ImportJob>('GET', `/api/imports/employers/${id}`)).body).status === 'undone', 60_000);
    expect(job!.undone).toEqual({ removed: 2, kept: 0 });
    expect((await staff<EmployerList>('GET', `/api/employers?q=${run}&limit=100`)).body.items.map((employer) => employer.name)).toEqual([`Harbour ${run} Ltd`]);
    await eventually(async () => published.some((event) => event.type === CatalogEvents.employerDeleted && event.aggregateId === lumen.id));
  });
});
