import getPort from 'get-port';
import { describe, expect, it } from 'vitest';
import { RecordMessages, type CandidateRecord, type EmployerRecord, type JobRoleRecord } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { startComposedServices } from './helpers';

// The real services on FerretDB and NATS, each verifying the real auth service's tokens, behind a gateway.
const { candidates, staffToken, gateway, gatewayWith, call, created } = await startComposedServices();

const employer = await created('/api/employers', {
  name: 'Record Works',
  status: 'active',
  contacts: [
    { name: 'Ada Buyer', jobTitle: 'Head of Talent', email: 'ada@record.example', phone: '+44 20 7946 0001' },
    { name: 'Ben Second', jobTitle: 'CTO', email: 'ben@record.example', phone: '' },
  ],
});
const role = await created('/api/job-roles', { employerId: employer.id, title: 'Record Keeper', status: 'open' });

/** A visitor applies on the website (the candidates service learns of the role from its event), then enters two courses in the portal. */
async function applicant() {
  const email = `rhea.${Date.now()}@record.example`;
  let answer: Awaited<ReturnType<typeof call<{ candidateToken: string }>>> | undefined;
  await eventually(async () => {
    answer = await call<{ candidateToken: string }>('POST', '/api/applications/apply-and-register', { jobRoleId: role.id, candidateEmail: email, candidateFullName: 'Rhea Record' }, null);
    return answer.status === 201;
  });
  const token = answer!.body.candidateToken;
  const id = (await call<{ id: string }>('GET', '/api/candidate/profile', undefined, token)).body.id;
  await created('/api/candidate/education', { institution: 'University of Leeds', qualification: 'BSc', startYear: 2015, endYear: 2018 }, token);
  await created('/api/candidate/education', { institution: 'UCL', qualification: 'MSc', startYear: 2018, endYear: 2019 }, token);
  await created('/api/candidate/employment', { organization: 'Acme', role: 'Engineer', startYear: 2019, startMonth: 3, isCurrent: true }, token);
  return { id, token };
}

describe('GET /api/candidates/:id/record', () => {
  it('composes the whole candidate in one answer: what they entered, applications, timeline, placements and who changed what', async () => {
    const rhea = await applicant();
    // The staff edit is logged with who made it; the candidate's own change in the portal as theirs.
    const profile = (await call<Record<string, unknown>>('GET', `/api/candidates/${rhea.id}`)).body;
    expect((await call('PUT', `/api/candidates/${rhea.id}`, { name: 'Rhea Record', email: profile.email, currentRole: 'Archivist', availability: 'in_process' })).status).toBe(200);
    expect((await call('PUT', '/api/candidate/profile', { location: 'Leeds' }, rhea.token)).status).toBe(200);
    // Engagement and the portal learn of the candidate from its events.
    await eventually(async () => (await call('POST', '/api/placements', { candidateId: rhea.id, employerId: employer.id, jobRoleId: role.id, status: 'qualified' })).status === 201);
    await created('/api/interactions', { type: 'call', subject: 'Intro call', date: '2026-01-10T10:00:00.000Z', candidateId: rhea.id });
    await eventually(async () => (await call('POST', '/api/messages', { candidateId: rhea.id, subject: 'Your CV', content: 'Could you send your latest CV?' })).status === 201);

    const answer = await call<CandidateRecord>('GET', `/api/candidates/${rhea.id}/record`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const record = answer.body;
    expect(record.candidate).toMatchObject({ id: rhea.id, name: 'Rhea Record', currentRole: 'Archivist', location: 'Leeds' });
    expect(record.education.map((entry) => entry.qualification)).toEqual(['MSc', 'BSc']);
    expect(record.employment.map((entry) => entry.organization)).toEqual(['Acme']);
    expect(record.applications).toEqual([expect.objectContaining({ jobRoleId: role.id, jobRoleTitle: 'Record Keeper', status: 'pending' })]);
    expect(record.interactions.map((interaction) => interaction.subject)).toEqual(['Intro call']);
    expect(record.placements).toEqual([expect.objectContaining({ status: 'qualified', employer: { id: employer.id, name: 'Record Works' } })]);
    expect(record.messages).toEqual([expect.objectContaining({ subject: 'Your CV', content: 'Could you send your latest CV?' })]);
    expect(record.documents).toEqual([]);
    expect(record.changes).toEqual([
      expect.objectContaining({ action: 'updated', by: { kind: 'candidate', id: rhea.id, name: null }, fields: [{ field: 'location', from: '', to: 'Leeds' }] }),
      expect.objectContaining({
        action: 'updated',
        by: { kind: 'staff', id: expect.any(String), name: expect.any(String) },
        fields: [
          { field: 'currentRole', from: '', to: 'Archivist' },
          { field: 'availability', from: 'available', to: 'in_process' },
        ],
      }),
      expect.objectContaining({ action: 'created', by: { kind: 'system', id: null, name: 'Website application' } }),
    ]);
    const staffChange = record.changes[1]!;
    expect(staffChange.by.id).toBe((await call<{ id: string }>('GET', '/api/auth/me')).body.id);
  });

  it('erases the change log with the candidate (it holds their personal data)', async () => {
    const gone = await created('/api/candidates', { name: 'Erin Erased', email: `erin.${Date.now()}@record.example` });
    expect((await call('PUT', `/api/candidates/${gone.id}`, { name: 'Erin Erased', phone: '+44 113 496 0000' })).status).toBe(200);
    const lines = () => candidates.context.db.collection('candidate_changes').countDocuments({ candidateId: gone.id });
    expect(await lines()).toBe(2);
    const erased = await fetch(`${gateway}/api/candidates/${gone.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${staffToken}` } });
    expect(erased.status).toBe(204);
    expect(await lines()).toBe(0);
    expect((await call('GET', `/api/candidates/${gone.id}/record`)).status).toBe(404);
  });

  it('is for staff only: no token, a candidate (even for their own record) are refused', async () => {
    const rhea = await applicant();
    expect(await call('GET', `/api/candidates/${rhea.id}/record`, undefined, null)).toEqual({ status: 401, body: { message: 'Please sign in to continue.' } });
    expect(await call('GET', `/api/candidates/${rhea.id}/record`, undefined, rhea.token)).toEqual({
      status: 401,
      body: { message: 'This is for agency staff only. Please sign in with your team account.' },
    });
  });

  it('answers 404 for an unknown candidate, 400 for an id that cannot be one', async () => {
    expect(await call('GET', '/api/candidates/0123456789abcdef01234567/record')).toEqual({ status: 404, body: { message: RecordMessages.candidateNotFound } });
    expect((await call('GET', '/api/candidates/not-an-id/record')).status).toBe(400);
  });

  it('answers 503 naming a service that does not answer, instead of a record with parts missing', async () => {
    const nowhere = `http://127.0.0.1:${await getPort()}`;
    const withoutPortal = await gatewayWith({ portal: nowhere });
    const rhea = await applicant();
    expect(await call('GET', `/api/candidates/${rhea.id}/record`, undefined, staffToken, withoutPortal)).toEqual({
      status: 503,
      body: { message: 'The portal service is unavailable right now. Please try again shortly.' },
    });
  });
});

describe('GET /api/employers/:id/record', () => {
  it('composes the client: its contacts, job roles, placements and interactions', async () => {
    await eventually(async () => (await call('POST', '/api/interactions', { type: 'meeting', subject: 'Quarterly review', date: '2026-02-01T09:00:00.000Z', employerId: employer.id })).status === 201);
    const answer = await call<EmployerRecord>('GET', `/api/employers/${employer.id}/record`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.employer).toMatchObject({
      name: 'Record Works',
      // The single contact fields follow the first contact, for readers that know only those.
      contactPerson: 'Ada Buyer',
      contactEmail: 'ada@record.example',
      contacts: [
        { name: 'Ada Buyer', jobTitle: 'Head of Talent', email: 'ada@record.example', phone: '+44 20 7946 0001' },
        { name: 'Ben Second', jobTitle: 'CTO', email: 'ben@record.example', phone: null },
      ],
    });
    expect(answer.body.jobRoles.map((jobRole) => jobRole.title)).toEqual(['Record Keeper']);
    expect(answer.body.interactions.map((interaction) => interaction.subject)).toContain('Quarterly review');
  });

  it('reads an employer stored with one contact as that contact, and edits the list', async () => {
    const single = await created('/api/employers', { name: 'Single Contact Ltd', contactPerson: 'Sam Solo', contactEmail: 'sam@solo.example', contactPhone: '+44 161 496 0000' });
    const read = async () => (await call<EmployerRecord>('GET', `/api/employers/${single.id}/record`)).body.employer.contacts;
    expect(await read()).toEqual([{ name: 'Sam Solo', jobTitle: null, email: 'sam@solo.example', phone: '+44 161 496 0000' }]);
    const edited = await call('PUT', `/api/employers/${single.id}`, {
      name: 'Single Contact Ltd',
      contacts: [{ name: 'Tia Two', jobTitle: 'Office Manager' }, { name: 'Sam Solo', email: 'sam@solo.example' }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await read()).toEqual([
      { name: 'Tia Two', jobTitle: 'Office Manager', email: null, phone: null },
      { name: 'Sam Solo', jobTitle: null, email: 'sam@solo.example', phone: null },
    ]);
    expect((await call('PUT', `/api/employers/${single.id}`, { name: 'Single Contact Ltd', contacts: [] })).status).toBe(200);
    expect(await read()).toEqual([]);
    expect((await call('PUT', `/api/employers/${single.id}`, { name: 'Single Contact Ltd', contacts: [{ name: '' }] })).status).toBe(400);
  });

  it('is for staff only, and answers 404 for an unknown employer', async () => {
    const { token } = await applicant();
    expect((await call('GET', `/api/employers/${employer.id}/record`, undefined, token)).status).toBe(401);
    expect((await call('GET', `/api/employers/${employer.id}/record`, undefined, null)).status).toBe(401);
    expect(await call('GET', '/api/employers/0123456789abcdef01234567/record')).toEqual({ status: 404, body: { message: RecordMessages.employerNotFound } });
  });
});

describe('GET /api/job-roles/:id/record (decision 0120)', () => {
  it("composes the role, its applications and its placements in one answer; staff only; 404 for an unknown role", async () => {
    const rhea = await applicant();
    await eventually(async () => (await call('POST', '/api/placements', { candidateId: rhea.id, employerId: employer.id, jobRoleId: role.id, status: 'lead' })).status === 201);
    const answer = await call<JobRoleRecord>('GET', `/api/job-roles/${role.id}/record`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.jobRole).toMatchObject({ id: role.id, title: 'Record Keeper', employer: { id: employer.id, name: 'Record Works' } });
    expect(answer.body.applications.length).toBe(answer.body.applicationsTotal);
    expect(answer.body.applications.map((application) => application.candidateId)).toContain(rhea.id);
    expect(answer.body.placements.every((placement) => placement.jobRole?.id === role.id)).toBe(true);
    expect(answer.body.placements.map((placement) => placement.candidate?.id)).toContain(rhea.id);

    expect((await call('GET', `/api/job-roles/${role.id}/record`, undefined, null)).status).toBe(401);
    expect((await call('GET', `/api/job-roles/${role.id}/record`, undefined, rhea.token)).status).toBe(401);
    expect((await call('GET', '/api/job-roles/0123456789abcdef01234567/record')).status).toBe(404);
  });
});
