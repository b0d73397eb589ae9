import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CandidatesEvents, Streams, type Candidate, type CandidateList, type CustomFieldDefinition, type EventEnvelope } from '@agency/contracts';
import { closeAll, connectBus, eventually, startCandidates, startWithAuth } from './helpers';

// Custom fields on candidates (issue 32, decision 0125): defined by administrators, checked on every write, filtered by.
const { auth, candidates, staffToken } = await startWithAuth();
// A second instance over the same database: a definition changed through one is applied by the other at once.
const other = await startCandidates({}, candidates.dbName);
const bus = await connectBus();
afterAll(async () => {
  await closeAll(other, candidates, auth);
  await bus.close();
});
const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const marker = randomUUID().slice(0, 8);
const recruiterEmail = `recruiter.${marker}@talentbridge.local`;
expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rita Fields', email: recruiterEmail, role: 'recruiter', password: 'team-password-1' } })).status).toBe(201);
const recruiter = await auth.login(recruiterEmail, 'team-password-1');

const call = (method: string, path: string, body?: unknown, token = staffToken, service = candidates) => service.call(method, path, { token, body });
const define = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/api/custom-fields/candidate', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as CustomFieldDefinition;
};
const add = (body: Record<string, unknown>, service = candidates) => call('POST', '/api/candidates', body, staffToken, service);
const list = async (query: string) => {
  const answer = await call('GET', `/api/candidates?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as CandidateList).items.map((candidate) => candidate.name);
};

const notice = await define({ key: 'notice_period', label: 'Notice period', type: 'choice', options: ['None', '1 month', '3 months'] });
const availableFrom = await define({ key: 'available_from', label: 'Available from', type: 'date' });
const rate = await define({ key: 'day_rate', label: 'Day rate', type: 'number' });
const languages = await define({ key: 'languages', label: 'Languages', type: 'text' });

describe('custom field definitions', () => {
  it('are read by any staff member and changed by administrators only', async () => {
    const read = await call('GET', '/api/custom-fields/candidate', undefined, recruiter);
    expect(read.status).toBe(200);
    expect((read.body as CustomFieldDefinition[]).map((field) => field.key)).toEqual(['notice_period', 'available_from', 'day_rate', 'languages']);
    expect(read.body[0]).toMatchObject({ label: 'Notice period', entity: 'candidate', type: 'choice', options: ['None', '1 month', '3 months'], required: false });
    const refused = await call('POST', '/api/custom-fields/candidate', { key: 'sneaky', label: 'Sneaky', type: 'text' }, recruiter);
    expect(refused.status).toBe(403);
    expect((await call('DELETE', `/api/custom-fields/candidate/${notice.id}`, undefined, recruiter)).status).toBe(403);
    expect((await call('GET', '/api/custom-fields/candidate', undefined, '')).status).toBe(401);
  });

  it('refuse a key or a label already used, a bad key and a list without options, saying what to do', async () => {
    const again = await call('POST', '/api/custom-fields/candidate', { key: 'notice_period', label: 'Notice', type: 'text' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A custom field with the key notice_period already exists here. Choose another key.');
    expect((await call('POST', '/api/custom-fields/candidate', { key: 'notice_2', label: 'notice PERIOD', type: 'text' })).body.message).toBe(
      'A custom field labelled "notice PERIOD" already exists here. Choose another label.',
    );
    const badKey = await call('POST', '/api/custom-fields/candidate', { key: 'Notice Period', label: 'X', type: 'text' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toContain('key: must be 2 to 40 characters');
    expect((await call('POST', '/api/custom-fields/candidate', { key: 'level', label: 'Level', type: 'choice', options: [] })).body.message).toContain(
      'A one-of-a-list field needs at least one option',
    );
  });
});

describe('a candidate with custom field values', () => {
  it('stores the values that fit, answers them and sends them in the event snapshot', async () => {
    const created = await add({ name: `Cora ${marker}`, customFields: { notice_period: '1 month', available_from: '2026-03-01', day_rate: 450, languages: ' French ' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const candidate = created.body as Candidate;
    expect(candidate.customFields).toEqual({ notice_period: '1 month', available_from: '2026-03-01', day_rate: 450, languages: 'French' });
    expect((await call('GET', `/api/candidates/${candidate.id}`)).body.customFields).toEqual(candidate.customFields);
    await eventually(() => published.some((event) => event.aggregateId === candidate.id && event.type === CandidatesEvents.candidateCreated));
    const event = published.find((each) => each.aggregateId === candidate.id)!;
    expect((event.data as Candidate).customFields).toEqual(candidate.customFields);
  });

  it('refuses an unknown key by its name and a wrong value by the field label, changing nothing', async () => {
    const unknown = await add({ name: `Uma ${marker}`, customFields: { shoe_size: 42 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown custom field: shoe_size');
    const wrong = await add({ name: `Walt ${marker}`, customFields: { notice_period: '6 months', available_from: '2026-02-30', day_rate: 'lots' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'Notice period must be one of: None, 1 month, 3 months; Available from must be a real day written YYYY-MM-DD; Day rate must be a number',
    );
    expect(await list(`q=${marker}`)).not.toContain(`Walt ${marker}`);
    const nested = await add({ name: `Nell ${marker}`, customFields: { languages: { $ne: null } } });
    expect(nested.status).toBe(400);
  });

  it('keeps the stored values when an edit leaves them out, and replaces them when it sends them', async () => {
    const created = (await add({ name: `Kit ${marker}`, customFields: { notice_period: 'None', day_rate: 300 } })).body as Candidate;
    const kept = await call('PUT', `/api/candidates/${created.id}`, { name: `Kit ${marker}`, currentRole: 'Chef' });
    expect(kept.body.customFields).toEqual({ notice_period: 'None', day_rate: 300 });
    const replaced = await call('PUT', `/api/candidates/${created.id}`, { name: `Kit ${marker}`, customFields: { notice_period: '3 months' } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.customFields).toEqual({ notice_period: '3 months' });
  });

  it('needs a required field on a new candidate, named by its label; another instance applies it at once', async () => {
    const updated = await call('PUT', `/api/custom-fields/candidate/${notice.id}`, { label: 'Notice period', options: ['None', '1 month', '3 months'], required: true });
    expect(updated.status).toBe(200);
    const missing = await add({ name: `Rex ${marker}` }, other);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Notice period is required');
    expect((await add({ name: `Rex ${marker}`, customFields: { notice_period: 'None' } }, other)).status).toBe(201);
    await call('PUT', `/api/custom-fields/candidate/${notice.id}`, { label: 'Notice period', options: ['None', '1 month', '3 months'], required: false });
  });
});

describe('the candidate list filtered by a custom field', () => {
  it('matches a choice, a date and a number exactly, text anywhere in any case, and searches text values', async () => {
    await add({ name: `Fay ${marker}`, customFields: { notice_period: '3 months', available_from: '2026-05-01', day_rate: 500, languages: 'Welsh and Irish' } });
    await add({ name: `Gil ${marker}`, customFields: { notice_period: 'None', available_from: '2026-05-01', day_rate: 650 } });
    expect(await list(`q=${marker}&cf.notice_period=${encodeURIComponent('3 months')}`)).toEqual([`Fay ${marker}`, `Kit ${marker}`]);
    expect(await list(`q=${marker}&cf.available_from=2026-05-01`)).toEqual([`Gil ${marker}`, `Fay ${marker}`]);
    expect(await list(`q=${marker}&cf.day_rate=650`)).toEqual([`Gil ${marker}`]);
    expect(await list(`cf.languages=irish`)).toEqual([`Fay ${marker}`]);
    expect(await list(`q=${encodeURIComponent('welsh and irish')}`)).toEqual([`Fay ${marker}`]);
  });

  it('refuses a filter on an unknown field or with a value its type cannot hold', async () => {
    const unknown = await call('GET', '/api/candidates?cf.shoe_size=42');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown custom field to filter by: shoe_size');
    expect((await call('GET', '/api/candidates?cf.day_rate=lots')).body.message).toBe('Filter: Day rate must be a number');
  });
});

describe('a removed field', () => {
  it('leaves the forms, checks and filters; its values stay on the records, kept by later edits, and return with its key', async () => {
    const created = (await add({ name: `Rory ${marker}`, customFields: { languages: 'Basque', day_rate: 200 } })).body as Candidate;
    expect((await call('DELETE', `/api/custom-fields/candidate/${languages.id}`)).status).toBe(204);
    expect(((await call('GET', '/api/custom-fields/candidate')).body as CustomFieldDefinition[]).map((field) => field.key)).not.toContain('languages');
    expect((await add({ name: `Sam ${marker}`, customFields: { languages: 'Dutch' } })).body.message).toBe('Unknown custom field: languages');
    expect((await call('GET', '/api/candidates?cf.languages=basque')).status).toBe(400);
    const edited = await call('PUT', `/api/candidates/${created.id}`, { name: `Rory ${marker}`, customFields: { day_rate: 250 } });
    expect(edited.body.customFields).toEqual({ languages: 'Basque', day_rate: 250 });
    // Its key comes back only with its type, and brings its values back.
    expect((await call('POST', '/api/custom-fields/candidate', { key: 'languages', label: 'Languages', type: 'number' })).body.message).toBe(
      'The key languages belonged to a removed text field; its values are still kept. Choose another key.',
    );
    await define({ key: 'languages', label: 'Spoken languages', type: 'text' });
    expect(await list('cf.languages=basque')).toEqual([`Rory ${marker}`]);
    expect((await call('DELETE', `/api/custom-fields/candidate/${languages.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/custom-fields/candidate/${languages.id}`)).status).toBe(404);
  });

  it('allows at most 30 live fields per entity, removed ones not counted', async () => {
    const live = ((await call('GET', '/api/custom-fields/candidate')).body as CustomFieldDefinition[]).length;
    for (let index = live; index < 30; index++) await define({ key: `extra_${index}`, label: `Extra ${index}`, type: 'yes-no' });
    const refused = await call('POST', '/api/custom-fields/candidate', { key: 'one_too_many', label: 'One too many', type: 'text' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('There are already 30 custom fields here, the most allowed. Remove one you no longer use first.');
    expect(rate.key).toBe('day_rate');
    expect(availableFrom.type).toBe('date');
  });
});
