import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateDetail, Employer, JobRole } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient, type Answer } from './api-client';
import { staffCaller } from './linked-records';
import { startPlatform } from './platform';

/**
 * The application form hands out a candidate token only to the request that created the candidate record
 * (issue 15, point 1; decision 0067). Before, applying with the e-mail of a candidate the staff had added
 * answered a token for that candidate: anyone could read their messages and take their sign-in. Everything
 * goes through the real gateway, anonymously, as a stranger would.
 */

const platform = await startPlatform();
afterAll(() => platform.stop());

const api = apiClient(platform.url);
const staff = await staffCaller(platform.url);
const run = `E2E TAKEOVER ${process.pid}`;
const tag = Date.now().toString(36);

const employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
const roleA = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Analyst`, status: 'open' });
const roleB = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Engineer`, status: 'open' });
const made: string[] = [];
afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  for (const id of made) await remove(`/api/candidates/${id}`);
  await remove(`/api/job-roles/${roleA.id}`);
  await remove(`/api/job-roles/${roleB.id}`);
  await remove(`/api/employers/${employer.id}`);
});

/** An anonymous application, retried while the candidates service has not yet heard of the new role. */
async function applyAs(email: string, name: string, role: JobRole): Promise<Answer> {
  let answer: Answer | undefined;
  await eventually(async () => (answer = await api.send('POST', '/api/applications/apply-and-register', { body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: name } })).status !== 404);
  return answer!;
}

describe('apply-and-register hands out no access to a record it did not create', () => {
  it('answers no token for a candidate the staff added, records the application, and leaves the candidate as it was', async () => {
    const email = `victim.${tag}@example.test`;
    const victim = await staff<Candidate>('POST', '/api/candidates', { name: `${run} Victim`, email, phone: '+44 20 7946 0001' });
    made.push(victim.id);

    const answer = await applyAs(email, 'Mallory Stranger', roleA);
    expect(answer.status).toBe(201);
    expect(answer.body.candidateToken).toBeNull();
    // Words that do not confirm the address is registered (issue 30).
    expect(answer.body.message).toBe('Your application was submitted. Please check your e-mail to continue.');

    const detail = await staff<CandidateDetail>('GET', `/api/candidates/${victim.id}`);
    expect(detail).toMatchObject({ name: `${run} Victim`, email, phone: '+44 20 7946 0001' });
    expect(detail.applications.map((application) => application.jobRoleId)).toEqual([roleA.id]);
    // No sign-in into it either: the account made for it has no password.
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email, password: 'anything-at-all-1' } })).status).toBe(401);
  });

  it('answers no token to a second application with the e-mail of a visitor who applied before', async () => {
    const email = `first.${tag}@example.test`;
    const first = await applyAs(email, 'First Visitor', roleA);
    expect(first.status).toBe(201);
    const candidateId = decodeJwt(first.body.candidateToken as string).sub!;
    made.push(candidateId);

    const second = await applyAs(email, 'Someone Else', roleB);
    expect(second.status).toBe(201);
    // Same answer as for a candidate the staff added: a stranger cannot tell which it was.
    expect(second.body).toMatchObject({ candidateToken: null, message: (await applyAs(`victim.${tag}@example.test`, 'Again', roleB)).body.message });
    expect((await api.send('GET', '/api/candidate/profile', { token: first.body.candidateToken as string })).body).toMatchObject({ id: candidateId, name: 'First Visitor' });
  });

  it('needs the current password to move a candidate sign-in to another e-mail', async () => {
    const email = `mover.${tag}@example.test`;
    const applied = await applyAs(email, 'Mo Ver', roleA);
    made.push(decodeJwt(applied.body.candidateToken as string).sub!);
    const password = 'Quiet-Meadow-Lantern-82';
    const set = await api.send('PUT', '/api/candidate/auth/password', { token: applied.body.candidateToken as string, body: { newPassword: password } });
    expect(set.status).toBe(200);
    // Setting the password ended the session from applying and answered a new one (decision 0069).
    const token = set.body.token as string;

    const stolen = await api.send('PUT', '/api/candidate/profile', { token, body: { email: `attacker.${tag}@example.test` } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Please enter your current password to change your email.');
    expect((await api.send('GET', '/api/candidate/profile', { token })).body.email).toBe(email);
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email, password } })).status).toBe(200);
  });
});

/** The subjects of what Mailpit received for one address. */
async function subjectsFor(address: string): Promise<string[]> {
  return (await platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address)).map((message) => message.Subject);
}

describe('a recruiter cannot take over a candidate portal account by changing its e-mail (issue 30, point 3; decision 0114)', () => {
  it("changes the contact e-mail only: 'Forgot password?' for the new address sends no link, and the candidate still signs in with theirs", async () => {
    const email = `owner.${tag}@example.test`;
    const applied = await applyAs(email, 'Olive Owner', roleA);
    const candidateId = decodeJwt(applied.body.candidateToken as string).sub!;
    made.push(candidateId);
    const password = 'Harbour-Thistle-Beacon-47';
    const set = await api.send('PUT', '/api/candidate/auth/password', { token: applied.body.candidateToken as string, body: { newPassword: password } });
    expect(set.status).toBe(200);
    const session = set.body.token as string;

    // The recruiter puts an address they read on the candidate, as staff may (the spec's Edit Candidate).
    const recruiters = `recruiter.inbox.${tag}@example.test`;
    await staff('PUT', `/api/candidates/${candidateId}`, { name: 'Olive Owner', email: recruiters, availability: 'available' });
    expect((await staff<CandidateDetail>('GET', `/api/candidates/${candidateId}`)).email).toBe(recruiters);
    // A marker: another candidate moves their own sign-in. Before decision 0114 the auth service followed every
    // candidate update from one consumer in stream order, so once the marker's sign-in moved, the recruiter's edit had too.
    const marker = await applyAs(`marker.${tag}@example.test`, 'Mark Er', roleA);
    made.push(decodeJwt(marker.body.candidateToken as string).sub!);
    const markerMoved = `marker.moved.${tag}@example.test`;
    expect((await api.send('PUT', '/api/candidate/profile', { token: marker.body.candidateToken as string, body: { email: markerMoved } })).status).toBe(200);
    await eventually(async () => (await api.send('GET', '/api/candidate/auth/account', { token: marker.body.candidateToken as string })).body.email === markerMoved);

    // The recruiter asks for a link at the address they control; the same answer as for any address.
    const asked = await api.send('POST', '/api/candidate/auth/forgot-password', { body: { email: recruiters } });
    expect(asked.status).toBe(202);
    // The candidate asks for one too, after it. Once a link has come (before decision 0114: the recruiter's, as
    // the sign-in had followed the edit), the recruiter's request has been through auth and notifications.
    expect((await api.send('POST', '/api/candidate/auth/forgot-password', { body: { email } })).status).toBe(202);
    const links = async (address: string) => (await subjectsFor(address)).filter((subject) => subject.startsWith('Choose a new password'));
    await eventually(async () => (await links(email)).length + (await links(recruiters)).length > 0, 30_000);
    expect(await links(recruiters)).toEqual([]);
    expect(await links(email)).toHaveLength(1);

    // The candidate is still the one who signs in, with their address, and their session goes on.
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email, password } })).status).toBe(200);
    expect((await api.send('POST', '/api/candidate/auth/login', { body: { email: recruiters, password } })).status).toBe(401);
    expect((await api.send('GET', '/api/candidate/auth/account', { token: session })).body).toEqual({ email, hasPassword: true });
  });
});
