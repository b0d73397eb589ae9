import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogEvents, Streams, type Employer, type EventEnvelope, type ImportJob, type ImportPreview, type JobRole, type JobRoleList } from '@agency/contracts';
import { connectBus, eventually, jsonClient, startAuthForCatalog, startCatalog } from './helpers';

// Job roles from a CSV naming their employers (issue 32, decision 0123), through the real service and bus.
const { auth, staffToken } = await startAuthForCatalog();
const catalog = await startCatalog();
const bus = await connectBus(`catalog-job-roles-import-${randomUUID()}`);
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

async function upload(fileName: string, text: string) {
  const response = await fetch(`${catalog.url}/api/imports/job-roles?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as ImportJob & { message: string } };
}

describe('importing job roles', () => {
  it('finds each row’s employer by name, refuses an unknown one, skips a duplicate, creates with events, and undoes', async () => {
    const harbour = (await staff<Employer>('POST', '/api/employers', { name: `Harbour ${run} Ltd`, status: 'active' })).body;
    const fjord = (await staff<Employer>('POST', '/api/employers', { name: `Fjord ${run}`, status: 'active' })).body;
    const known = (await staff<JobRole>('POST', '/api/job-roles', { employerId: harbour.id, title: `Deck Hand ${run}`, status: 'on_hold', priority: 'urgent' })).body;
    const csv = [
      'Company,Title,Location,Salary,Status,Priority',
      // Matched by the employer rule's name key: 'Ltd' and case ignored.
      `harbour ${run},Harbour Master ${run},Bergen,"£40,000",On hold,High`,
      `Nowhere ${run},Cook ${run},Oslo,,,`,
      `Harbour ${run} Ltd,deck  hand ${run},,,,`,
      `Fjord ${run},Skipper ${run},Tromsø,,closed,`,
      `Fjord ${run},Skipper ${run},Tromsø,,,`,
      `Fjord ${run},,Tromsø,,,`,
    ].join('\n');
    const uploaded = await upload('roles.csv', csv);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.settings.mapping).toEqual(['employer', 'title', 'location', 'salaryRange', 'status', 'priority']);
    const id = uploaded.body.id;

    const preview = (await staff<ImportPreview>('GET', `/api/imports/job-roles/${id}/preview`)).body;
    expect(preview.rows[0]).toMatchObject({ employer: `harbour ${run}`, employerId: harbour.id, title: `Harbour Master ${run}`, salaryRange: '£40,000', status: 'on_hold', priority: 'high' });
    expect(preview.refused).toEqual([
      { row: 3, field: 'employer', message: `No employer named 'Nowhere ${run}': import the employers first` },
      { row: 7, field: 'title', message: 'Job Title is required' },
    ]);
    // A recruiter may not import.
    const email = `recruiter.${run}@talentbridge.test`;
    const password = 'Quiet-Harbour-2026!';
    expect((await jsonClient(auth.url, token)('POST', '/api/users', { name: 'Rita Roles', email, role: 'recruiter', password })).status).toBe(201);
    expect((await jsonClient(catalog.url, await auth.login(email, password))('GET', '/api/imports/job-roles')).status).toBe(403);

    expect((await staff('POST', `/api/imports/job-roles/${id}/start`, { ...uploaded.body.settings, duplicates: 'skip' })).status).toBe(200);
    let job: ImportJob | undefined;
    await eventually(async () => (job = (await staff<ImportJob>('GET', `/api/imports/job-roles/${id}`)).body).status === 'done', 60_000);
    // The stored 'Deck Hand' and the second 'Skipper' (a row before it in the file) are skipped.
    expect(job!.counts).toEqual({ created: 2, updated: 0, skipped: 2, refused: 2 });

    const listed = (await staff<JobRoleList>('GET', `/api/job-roles?q=${run}&limit=100`)).body.items;
    expect(listed.map((role) => `${role.employer?.name}: ${role.title}`).sort()).toEqual([
      `Fjord ${run}: Skipper ${run}`,
      `Harbour ${run} Ltd: Deck Hand ${run}`,
      `Harbour ${run} Ltd: Harbour Master ${run}`,
    ]);
    const skipper = listed.find((role) => role.title === `Skipper ${run}`)!;
    expect(skipper).toMatchObject({ employerId: fjord.id, status: 'closed', priority: 'medium', location: 'Tromsø' });
    await eventually(async () => published.some((event) => event.type === CatalogEvents.jobRoleCreated && event.aggregateId === skipper.id));

    const refused = await fetch(`${catalog.url}/api/imports/job-roles/${id}/refused`, { headers: { authorization: `Bearer ${token}` } });
    expect(await refused.text()).toContain(`Nowhere ${run},Cook ${run},Oslo,,,,3,employer: No employer named 'Nowhere ${run}': import the employers first`);

    expect((await staff('POST', `/api/imports/job-roles/${id}/undo`)).status).toBe(200);
    await eventually(async () => (job = (await staff<ImportJob>('GET', `/api/imports/job-roles/${id}`)).body).status === 'undone', 60_000);
    expect(job!.undone).toEqual({ removed: 2, kept: 0 });
    expect((await staff<JobRoleList>('GET', `/api/job-roles?q=${run}&limit=100`)).body.items.map((role) => role.id)).toEqual([known.id]);
    await eventually(async () => published.some((event) => event.type === CatalogEvents.jobRoleDeleted && event.aggregateId === skipper.id));
  });

  it('updates a duplicate with the filled cells; the status and priority the file leaves empty stay as stored', async () => {
    const quay = (await staff<Employer>('POST', '/api/employers', { name: `Quay ${run}`, status: 'active' })).body;
    const known = (await staff<JobRole>('POST', '/api/job-roles', { employerId: quay.id, title: `Pilot ${run}`, status: 'on_hold', priority: 'urgent' })).body;
    const uploaded = await upload('update.csv', `Employer,Job title,Location,Status\nQuay ${run},PILOT ${run},Bergen,`);
    expect(uploaded.body.settings.mapping).toEqual(['employer', 'title', 'location', 'status']);
    await staff('POST', `/api/imports/job-roles/${uploaded.body.id}/start`, { ...uploaded.body.settings, duplicates: 'update' });
    let job: ImportJob | undefined;
    await eventually(async () => (job = (await staff<ImportJob>('GET', `/api/imports/job-roles/${uploaded.body.id}`)).body).status === 'done', 60_000);
    expect(job!.counts).toEqual({ created: 0, updated: 1, skipped: 0, refused: 0 });
    expect((await staff<JobRole>('GET', `/api/job-roles/${known.id}`)).body).toMatchObject({ title: `PILOT ${run}`, location: 'Bergen', status: 'on_hold', priority: 'urgent' });
  });
});
