import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, EmployerList, JobRole, JobRoleList } from '@agency/contracts';
import { ADMIN } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { eventually, jsonClient, startCatalog } from './helpers';

// The employers' and job roles' list filters (issue 34 point 2, decision 0134).
const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const catalog = await startCatalog();
afterAll(async () => {
  await catalog.close();
  await auth.close();
});

const adminToken = await auth.login(ADMIN.email, ADMIN.password);
const admin = jsonClient(catalog.url, adminToken);
const visitor = jsonClient(catalog.url);
const marker = randomUUID().slice(0, 8);
const made = await jsonClient(auth.url, adminToken)<{ id: string }>('POST', '/api/users', {
  name: `Fiona Filter ${marker}`,
  email: `fiona.${marker}@talentbridge.local`,
  role: 'recruiter',
  password: 'team-password-1',
});
const fiona = made.body.id;
const fionaToken = await auth.login(`fiona.${marker}@talentbridge.local`, 'team-password-1');
await eventually(async () => ((await admin<{ id: string }[]>('GET', '/api/team-members')).body as { id: string }[]).some((member) => member.id === fiona));

const employer = async (body: Record<string, unknown>) => {
  const answer = await admin<Employer>('POST', '/api/employers', { status: 'active', ...body, name: `${body.name as string} ${marker}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const role = async (body: Record<string, unknown>) => {
  const answer = await admin<JobRole>('POST', '/api/job-roles', { ...body, title: `${body.title as string} ${marker}` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const cafe = await employer({ name: 'Café Zürich', industry: 'Hospitality', location: 'Zürich' });
const bank = await employer({ name: 'Leeds Bank', industry: 'Financial services', location: 'Leeds', status: 'prospect' });
await role({ employerId: cafe.id, title: 'Barista', priority: 'urgent' });
await role({ employerId: cafe.id, title: 'Manager', priority: 'low', ownerId: fiona });
await role({ employerId: bank.id, title: 'Analyst', priority: 'urgent', ownerId: fiona });

const employersOf = async (query: string) => {
  const answer = await admin<EmployerList>('GET', `/api/employers?q=${marker}&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as EmployerList).items.map((each) => each.name.replace(` ${marker}`, '')).sort();
};
const rolesOf = async (query: string, client = admin) => {
  const answer = await client<JobRoleList>('GET', `/api/job-roles?q=${marker}&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as JobRoleList).items.map((each) => each.title.replace(` ${marker}`, '')).sort();
};

describe('employers’ filters', () => {
  it('narrow by status, industry and location, case and accents aside, together', async () => {
    expect(await employersOf('status=prospect')).toEqual(['Leeds Bank']);
    expect(await employersOf('industry=HOSPITALITY')).toEqual(['Café Zürich']);
    expect(await employersOf('location=zurich')).toEqual(['Café Zürich']);
    expect(await employersOf('industry=services&location=leeds&status=prospect')).toEqual(['Leeds Bank']);
    expect(await employersOf('industry=services&status=active')).toEqual([]);
  });
});

describe('job roles’ filters', () => {
  it('narrow by priority, employer and owner (me: whoever asks), together', async () => {
    expect(await rolesOf('priority=urgent')).toEqual(['Analyst', 'Barista']);
    expect(await rolesOf(`employerId=${cafe.id}`)).toEqual(['Barista', 'Manager']);
    expect(await rolesOf(`owner=${fiona}`)).toEqual(['Analyst', 'Manager']);
    expect(await rolesOf('owner=me')).toEqual(['Barista']);
    expect(await rolesOf('owner=me', jsonClient(catalog.url, fionaToken))).toEqual(['Analyst', 'Manager']);
    expect(await rolesOf(`priority=urgent&employerId=${cafe.id}`)).toEqual(['Barista']);
  });

  it('ignore owner and priority for a visitor, and refuse bad values with a 400', async () => {
    expect(await rolesOf(`owner=${fiona}`, visitor)).toEqual(['Analyst', 'Barista', 'Manager']);
    expect(await rolesOf('priority=low', visitor)).toEqual(['Analyst', 'Barista', 'Manager']);
    for (const query of ['priority=someday', 'owner=bob', 'employerId=nope'])
      expect((await admin('GET', `/api/job-roles?${query}`)).status, query).toBe(400);
  });
});
