import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CandidatesEvents, ImportErrors, Streams, type Candidate, type EventEnvelope, type ImportJob, type ImportPreview } from '@agency/contracts';
import { closeAll, connectBus, eventually, startCandidates, startWithAuth, type RunningCandidates } from './helpers';

// Imports of candidates from spreadsheets (issue 32, decision 0123) through the real service, database and bus.
const started = await startWithAuth();
const { auth, staffToken } = started;
let candidates: RunningCandidates = started.candidates;
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const marker = randomUUID().slice(0, 8);
const call = (method: string, path: string, body?: unknown, token = staffToken) => candidates.call(method, path, { token, body });

async function upload(fileName: string, text: string | Buffer, token = staffToken) {
  const response = await fetch(`${candidates.url}/api/imports/candidates?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: typeof text === 'string' ? text : new Uint8Array(text),
  });
  return { status: response.status, body: (await response.json()) as ImportJob & { message: string } };
}

async function finished(id: string, timeoutMs = 60_000): Promise<ImportJob> {
  let job: ImportJob | undefined;
  await eventually(async () => {
    job = (await call('GET', `/api/imports/candidates/${id}`)).body as ImportJob;
    return job.status === 'done' || job.status === 'undone';
  }, timeoutMs);
  return job!;
}

const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')).join('\r\n');

describe('importing candidates from a spreadsheet', () => {
  it('suggests a mapping, previews the rows as stored and every refused row, skips a duplicate, and reports', async () => {
    const existing = (await call('POST', '/api/candidates', { name: `Existing ${marker}`, email: `existing.${marker}@example.com`, availability: 'placed' })).body as Candidate;
    const file = csv([
      ['Full name', 'E-mail', 'Telephone', 'Town', 'Skills', 'Notes'],
      [`Ana Silva ${marker}`, `ana.${marker}@example.com`, '+44 7700 900001', 'Lisbon', 'SQL; Python', 'keep'],
      [`Bad Row ${marker}`, 'not-an-email', '', '', '', ''],
      [`Existing again ${marker}`, `EXISTING.${marker}@example.com`, '', '', '', ''],
      [`Ben Okafor ${marker}`, '', '', 'Leeds', '', 'x'],
    ]);
    const uploaded = await upload('people.csv', file);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ status: 'draft', totalRows: 4, columns: ['Full name', 'E-mail', 'Telephone', 'Town', 'Skills', 'Notes'] });
    expect(uploaded.body.settings.mapping).toEqual(['name', 'email', 'phone', 'location', 'skills', 'summary']);
    const id = uploaded.body.id;

    // By hand: the notes are not imported.
    const mapping = ['name', 'email', 'phone', 'location', 'skills', null];
    const preview = (await call('PUT', `/api/imports/candidates/${id}/settings`, { mapping, duplicates: 'skip' })).body as ImportPreview;
    expect(preview.rows[0]).toMatchObject({ name: `Ana Silva ${marker}`, email: `ana.${marker}@example.com`, skills: ['SQL', 'Python'] });
    expect(preview.rows[0]).not.toHaveProperty('summary');
    expect(preview.refused).toEqual([{ row: 3, field: 'email', message: 'Email: must be a valid email address' }]);
    expect(preview.refusedRows).toBe(1);
    // A preview changes nothing.
    expect((await call('GET', `/api/candidates?q=${marker}`)).body.total).toBe(1);

    expect((await call('POST', `/api/imports/candidates/${id}/start`, { mapping, duplicates: 'skip' })).status).toBe(200);
    const done = await finished(id);
    expect(done.counts).toEqual({ created: 2, updated: 0, skipped: 1, refused: 1 });
    expect(done.processedRows).toBe(4);
    const found = (await call('GET', `/api/candidates?q=${encodeURIComponent(`Ana Silva ${marker}`)}`)).body.items as Candidate[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ phone: '+44 7700 900001', location: 'Lisbon', summary: null, availability: 'available' });
    // The same events as a typed create.
    await eventually(async () => published.some((event) => event.type === CandidatesEvents.candidateCreated && event.aggregateId === found[0]!.id));
    expect(((await call('GET', `/api/candidates/${existing.id}`)).body as Candidate).name).toBe(`Existing ${marker}`);

    const refused = await fetch(`${candidates.url}/api/imports/candidates/${id}/refused`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(refused.headers.get('content-type')).toContain('text/csv');
    const lines = (await refused.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toEqual(['Full name,E-mail,Telephone,Town,Skills,Notes,Row,Reason', `Bad Row ${marker},not-an-email,,,,,3,email: Email: must be a valid email address`]);

    // The next file with the same headers gets the mapping chosen by hand.
    const next = await upload('again.csv', csv([['Full name', 'Notes'], [`Carla ${marker}`, 'n']]));
    expect(next.body.settings.mapping).toEqual(['name', null]);
  });

  it('updates a duplicate (filled cells win, empty ones keep what is stored) or imports it anyway', async () => {
    const stored = (await call('POST', '/api/candidates', { name: `Dana ${marker}`, email: `dana.${marker}@example.com`, location: 'Oslo', availability: 'placed' })).body as Candidate;
    const file = csv([['Name', 'Mobile', 'City'], [`Dana ${marker}`, '0044 20 7946 0999', 'oslo']]);
    const update = await upload('update.csv', file);
    await call('POST', `/api/imports/candidates/${update.body.id}/start`, { mapping: ['name', 'phone', 'location'], duplicates: 'update' });
    expect((await finished(update.body.id)).counts).toMatchObject({ created: 0, updated: 1 });
    expect((await call('GET', `/api/candidates/${stored.id}`)).body).toMatchObject({ phone: '0044 20 7946 0999', email: `dana.${marker}@example.com`, availability: 'placed' });

    const anyway = await upload('anyway.csv', file);
    await call('POST', `/api/imports/candidates/${anyway.body.id}/start`, { mapping: ['name', 'phone', 'location'], duplicates: 'import' });
    expect((await finished(anyway.body.id)).counts).toMatchObject({ created: 1, skipped: 0 });
    expect((await call('GET', `/api/candidates?q=${encodeURIComponent(`Dana ${marker}`)}`)).body.total).toBe(2);
  });

  it('goes on after a restart without writing a row twice', async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => [`Resume ${marker} ${index}`, `resume.${index}.${marker}@example.com`]);
    const uploaded = await upload('big.csv', csv([['Name', 'Email'], ...rows]));
    await call('POST', `/api/imports/candidates/${uploaded.body.id}/start`, { mapping: ['name', 'email'], duplicates: 'skip' });
    await eventually(async () => ((await call('GET', `/api/imports/candidates/${uploaded.body.id}`)).body as ImportJob).processedRows > 0, 60_000);
    const { dbName } = candidates;
    await candidates.close();
    candidates = await startCandidates({}, dbName);
    const done = await finished(uploaded.body.id, 120_000);
    expect(done.counts).toEqual({ created: 3000, updated: 0, skipped: 0, refused: 0 });
    expect((await call('GET', `/api/candidates?q=${encodeURIComponent(`Resume ${marker}`)}&limit=1`)).body.total).toBe(3000);
  }, 240_000);

  it('undoes an import: removes what nobody changed since, with its events, and keeps what was changed', async () => {
    const uploaded = await upload('undo.csv', csv([['Name'], [`Undo one ${marker}`], [`Undo two ${marker}`], [`Undo three ${marker}`]]));
    const id = uploaded.body.id;
    expect((await call('POST', `/api/imports/candidates/${id}/undo`)).body).toMatchObject({ message: ImportErrors.notFinished });
    await call('POST', `/api/imports/candidates/${id}/start`, { mapping: ['name'], duplicates: 'skip' });
    await finished(id);
    const undoRows = async () => ((await call('GET', `/api/candidates?q=${marker}&limit=100`)).body.items as Candidate[]).filter((item) => item.name.startsWith('Undo'));
    const items = await undoRows();
    expect(items).toHaveLength(3);
    const changed = items.find((item) => item.name === `Undo two ${marker}`)!;
    expect((await call('PUT', `/api/candidates/${changed.id}`, { name: changed.name, location: 'Paris', availability: 'available' })).status).toBe(200);

    expect((await call('POST', `/api/imports/candidates/${id}/undo`)).status).toBe(200);
    const undone = await finished(id);
    expect(undone).toMatchObject({ status: 'undone', undone: { removed: 2, kept: 1 } });
    expect((await undoRows()).map((item) => item.name)).toEqual([
      `Undo two ${marker}`,
    ]);
    const removed = items.filter((item) => item.id !== changed.id).map((item) => item.id);
    await eventually(async () => removed.every((removedId) => published.some((event) => event.type === CandidatesEvents.candidateDeleted && event.aggregateId === removedId)));
    expect((await call('POST', `/api/imports/candidates/${id}/undo`)).status).toBe(409);
  }, 120_000);

  it('refuses a bad file with a message and keeps nothing of it; only managers and administrators may import', async () => {
    const before = ((await call('GET', '/api/imports/candidates')).body as { items: ImportJob[] }).items.length;
    expect(await upload('people.xlsx', 'Name\nNot really a workbook')).toMatchObject({ status: 415, body: { message: ImportErrors.wrongType } });
    expect(await upload('empty.csv', 'Name,Email\r\n')).toMatchObject({ status: 400, body: { message: ImportErrors.noRows } });
    expect(await upload('huge.csv', `Name\n${'x\n'.repeat(50_001)}`)).toMatchObject({ status: 400, body: { message: ImportErrors.tooManyRows } });
    expect((await upload('big.csv', Buffer.alloc(11 * 1024 * 1024, 'a'))).status).toBe(413);
    expect(((await call('GET', '/api/imports/candidates')).body as { items: ImportJob[] }).items).toHaveLength(before);

    const draft = await upload('draft.csv', 'Name,Email\nZed,zed@example.com');
    expect((await call('POST', `/api/imports/candidates/${draft.body.id}/start`, { mapping: ['email', 'email'] })).body).toMatchObject({ message: ImportErrors.fieldTwice('email') });
    expect((await call('POST', `/api/imports/candidates/${draft.body.id}/start`, { mapping: [null, 'email'] })).body).toMatchObject({ message: ImportErrors.requiredMissing('Full Name') });
    expect((await call('PUT', `/api/imports/candidates/${draft.body.id}/settings`, { mapping: ['nope', null] })).status).toBe(400);

    const email = `recruiter.${marker}@talentbridge.local`;
    expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'A recruiter', email, role: 'recruiter', password: 'team-password-1' } })).status).toBe(201);
    const recruiter = await auth.login(email, 'team-password-1');
    expect((await upload('people.csv', 'Name\nX', recruiter)).status).toBe(403);
    expect((await call('GET', `/api/imports/candidates/${draft.body.id}`, undefined, recruiter)).status).toBe(403);
  });

  it('offers the custom fields to map to, reads their values from text and refuses a wrong one by its label', async () => {
    const defined = [
      await call('POST', '/api/custom-fields/candidate', { key: 'day_rate', label: 'Day rate', type: 'number' }),
      await call('POST', '/api/custom-fields/candidate', { key: 'notice_period', label: 'Notice period', type: 'choice', options: ['1 month', '3 months'] }),
    ];
    expect(defined.map((answer) => answer.status)).toEqual([201, 201]);
    const stored = (await call('POST', '/api/candidates', { name: `Eva ${marker}`, email: `eva.${marker}@example.com`, customFields: { notice_period: '1 month' } })).body as Candidate;
    const file = csv([
      ['Name', 'Email', 'Day rate', 'customFields.notice_period'],
      [`Finn ${marker}`, `finn.${marker}@example.com`, '450', '3 MONTHS'],
      [`Gus ${marker}`, `gus.${marker}@example.com`, 'a lot', ''],
      [`Eva ${marker}`, `eva.${marker}@example.com`, '500', ''],
    ]);
    const uploaded = await upload('rates.csv', file);
    expect(uploaded.body.settings.mapping).toEqual(['name', 'email', 'customFields.day_rate', 'customFields.notice_period']);
    const preview = (await call('GET', `/api/imports/candidates/${uploaded.body.id}/preview`)).body as ImportPreview;
    expect(preview.targets).toContainEqual({ field: 'customFields.day_rate', label: 'Day rate', required: false });
    expect(preview.rows[0]).toMatchObject({ name: `Finn ${marker}`, customFields: { day_rate: 450, notice_period: '3 months' } });
    expect(preview.refused).toEqual([{ row: 3, field: 'customFields.day_rate', message: 'Day rate must be a number' }]);

    await call('POST', `/api/imports/candidates/${uploaded.body.id}/start`, { ...uploaded.body.settings, duplicates: 'update' });
    expect((await finished(uploaded.body.id)).counts).toEqual({ created: 1, updated: 1, skipped: 0, refused: 1 });
    const finn = (await call('GET', `/api/candidates?q=${encodeURIComponent(`Finn ${marker}`)}`)).body as { items: Candidate[] };
    expect(finn.items[0]?.customFields).toEqual({ day_rate: 450, notice_period: '3 months' });
    // The updated candidate keeps the value the file left empty.
    expect(((await call('GET', `/api/candidates/${stored.id}`)).body as Candidate).customFields).toEqual({ notice_period: '1 month', day_rate: 500 });
  });
});
