import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { Audience, PROVISION_CANDIDATE_ACCOUNT, TOKEN_ISSUER, type ApplicationList, type ApplyResponse, type CandidateDetail, type CandidateList } from '@agency/contracts';
import { startAuth } from '@agency/auth/testing';
import { ApplyMessages } from '../src/applications/routes';
import { closeAll, connectBus, eventually, newId, publishRole, roleSnapshot, startWithAuth } from './helpers';

const started = await startWithAuth({ provisionTimeoutMs: 2_000 });
let auth = started.auth;
const { candidates, staffToken } = started;
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const chef = roleSnapshot(newId(), 'Head Chef');
const sommelier = roleSnapshot(newId(), 'Sommelier');
const porter = roleSnapshot(newId(), 'Night Porter', 'filled');
for (const role of [chef, sommelier, porter]) await publishRole(bus, role, 1);
await eventually(async () => (await candidates.context.db.collection('job_role_projection').countDocuments()) === 3);

const apply = (body: Record<string, unknown>) => candidates.call('POST', '/api/applications/apply-and-register', { body });
const staffGet = async <T>(path: string) => {
  const answer = await candidates.call('GET', path, { token: staffToken });
  expect(answer.status).toBe(200);
  return answer.body as T;
};
const candidateByEmail = async (email: string) => (await staffGet<CandidateList>(`/api/candidates?q=${encodeURIComponent(email)}`)).items;

describe('apply-and-register', () => {
  it('creates the candidate, stores the application and answers a candidate token for a new visitor', async () => {
    const answer = await apply({ jobRoleId: chef.id, candidateEmail: 'Jamie.Oliver@Example.com', candidateFullName: 'Jamie Oliver', candidatePhone: '+44 7700 900001', coverLetter: 'I love cooking.' });
    expect(answer.status).toBe(201);
    const body = answer.body as ApplyResponse;
    expect(body.candidateToken).toEqual(expect.any(String));
    expect(body.message).toBe(ApplyMessages.accountCreated);

    const [candidate] = await candidateByEmail('jamie.oliver@example.com');
    expect(candidate).toMatchObject({ name: 'Jamie Oliver', email: 'jamie.oliver@example.com', phone: '+44 7700 900001', availability: 'available', profileCompleted: false });
    const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', auth.url));
    const { payload } = await jwtVerify(body.candidateToken!, keys, { issuer: TOKEN_ISSUER, audience: Audience.candidate });
    expect(payload.sub).toBe(candidate!.id);

    const detail = await staffGet<CandidateDetail>(`/api/candidates/${candidate!.id}`);
    expect(detail.applications).toEqual([
      expect.objectContaining({ id: body.applicationId, jobRoleId: chef.id, jobRoleTitle: 'Head Chef', coverLetter: 'I love cooking.', status: 'pending' }),
    ]);
    const all = await staffGet<ApplicationList>('/api/applications');
    expect(all.items.find((item) => item.id === body.applicationId)).toMatchObject({ candidateEmail: 'jamie.oliver@example.com', jobRoleTitle: 'Head Chef' });
  });

  it('makes an account without a password: signing in with any password is Invalid credentials, not an error', async () => {
    const answer = await auth.call('POST', '/api/candidate/auth/login', { body: { email: 'jamie.oliver@example.com', password: 'anything-at-all' } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid credentials');
  });

  it('refuses a second application to the same role with a 409, and stores only one', async () => {
    const again = await apply({ jobRoleId: chef.id, candidateEmail: 'JAMIE.OLIVER@example.com', candidateFullName: 'Jamie O' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied for this position.');
    expect(await candidates.context.db.collection('applications').countDocuments({ jobRoleId: chef.id })).toBe(1);
    expect(await candidateByEmail('jamie.oliver@example.com')).toHaveLength(1);
  });

  it('gives no token for an e-mail that already has an account, with words that do not confirm the address is registered', async () => {
    const answer = await apply({ jobRoleId: sommelier.id, candidateEmail: 'jamie.oliver@example.com', candidateFullName: 'Someone Else' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ candidateToken: null, message: 'Your application was submitted. Please check your e-mail to continue.' });
    // The visitor could be anyone: the existing candidate's profile is left as it was.
    expect((await candidateByEmail('jamie.oliver@example.com'))[0]!.name).toBe('Jamie Oliver');
  });

  it('records an application to a candidate the staff added, but hands out no token for that candidate (anyone can type the e-mail)', async () => {
    const added = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Known Person', email: 'known@example.com' } });
    const answer = await apply({ jobRoleId: chef.id, candidateEmail: 'known@example.com', candidateFullName: 'Known P.' });
    expect(answer.status).toBe(201);
    // The same answer as for an e-mail that has signed in before: a stranger learns nothing more.
    expect(answer.body).toMatchObject({ candidateToken: null, message: ApplyMessages.emailKnown });
    const detail = await staffGet<CandidateDetail>(`/api/candidates/${added.body.id}`);
    expect(detail.name).toBe('Known Person');
    expect(detail.applications.map((application) => application.jobRoleTitle)).toEqual(['Head Chef']);
    // Its sign-in was made (without a password), so the real person can claim it later; nobody can sign in to it now.
    const account = await auth.context.db.collection('candidate_accounts').findOne({ candidateId: added.body.id });
    expect(account).toMatchObject({ email: 'known@example.com' });
    expect(account!.passwordHash ?? null).toBeNull();
  });

  it('refuses an unknown role (404), a role not open (409) and a form without a name or e-mail (400)', async () => {
    const unknown = await apply({ jobRoleId: newId(), candidateEmail: 'a@example.com', candidateFullName: 'A' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ApplyMessages.roleMissing);
    const filled = await apply({ jobRoleId: porter.id, candidateEmail: 'a@example.com', candidateFullName: 'A' });
    expect(filled.status).toBe(409);
    expect(filled.body.message).toBe('This position is no longer accepting applications.');
    const noName = await apply({ jobRoleId: chef.id, candidateEmail: 'a@example.com', candidateFullName: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Please fill in your name');
    const badEmail = await apply({ jobRoleId: chef.id, candidateEmail: 'not-an-email', candidateFullName: 'A' });
    expect(badEmail.body.message).toContain('Please enter a valid email address');
    expect((await apply({ jobRoleId: { $ne: null }, candidateEmail: 'a@example.com', candidateFullName: 'A' })).status).toBe(400);
    expect(await candidateByEmail('a@example.com')).toEqual([]);
  });

  it('stores the application when the auth service is down, says so, and makes the account (without a token) when the form is sent again', async () => {
    const authDb = auth.dbName;
    await auth.close();
    const down = await apply({ jobRoleId: sommelier.id, candidateEmail: 'outage@example.com', candidateFullName: 'Olive Outage' });
    expect(down.status).toBe(201);
    expect(down.body).toMatchObject({ candidateToken: null, message: ApplyMessages.accountUnavailable });
    const stored = await candidates.context.db.collection('applications').findOne({ candidateEmail: 'outage@example.com' });
    expect(stored).toMatchObject({ jobRoleId: sommelier.id, candidateFullName: 'Olive Outage', accountPending: true });

    // An auth service that takes the request but never answers: the visitor waits the timeout (2 s here), no longer.
    const silent = bus.connection.subscribe(PROVISION_CANDIDATE_ACCOUNT, { callback: () => undefined });
    const started = Date.now();
    const slow = await apply({ jobRoleId: chef.id, candidateEmail: 'outage@example.com', candidateFullName: 'Olive Outage' });
    expect(slow.status).toBe(201);
    // The candidate exists since the first attempt: answered like any known e-mail.
    expect(slow.body).toMatchObject({ candidateToken: null, message: ApplyMessages.emailKnown });
    expect(Date.now() - started).toBeLessThan(4_000);
    silent.unsubscribe();

    auth = await startAuth({}, authDb);
    // The retry cannot be told from a stranger typing the same e-mail: it completes the account, but gets no token.
    const retry = await apply({ jobRoleId: sommelier.id, candidateEmail: 'outage@example.com', candidateFullName: 'Olive Outage' });
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ applicationId: down.body.applicationId, candidateToken: null, message: ApplyMessages.emailKnown });
    const [outage] = await candidateByEmail('outage@example.com');
    expect(await auth.context.db.collection('candidate_accounts').countDocuments({ candidateId: outage!.id })).toBe(1);
    expect(await candidates.context.db.collection('applications').countDocuments({ candidateEmail: 'outage@example.com', jobRoleId: sommelier.id })).toBe(1);

    const third = await apply({ jobRoleId: sommelier.id, candidateEmail: 'outage@example.com', candidateFullName: 'Olive Outage' });
    expect(third.status).toBe(409);
  });

  it('lists applications newest first, in pages, with the total', async () => {
    const page = await staffGet<ApplicationList>('/api/applications?limit=2');
    expect(page.total).toBe(5);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.candidateEmail).toBe('outage@example.com');
    const rest = await staffGet<ApplicationList>('/api/applications?limit=2&offset=4');
    expect(rest.items.map((item) => [item.candidateEmail, item.jobRoleTitle])).toEqual([['jamie.oliver@example.com', 'Head Chef']]);
    expect((await candidates.call('GET', '/api/applications')).status).toBe(401);
  });
});
