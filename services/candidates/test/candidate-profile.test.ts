import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@agency/service-kit';
import { CandidatesEvents, Streams, type Candidate, type EventEnvelope } from '@agency/contracts';
import { closeAll, connectBus, eventually, projectedRole, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const role = await projectedRole(bus, candidates, 'Portal Tester');

/** A visitor applies and gets a candidate token, as in the portal. */
async function applicant(name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomUUID().slice(0, 8)}@example.com`;
  const answer = await candidates.call('POST', '/api/applications/apply-and-register', {
    body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: name, candidatePhone: '+44 7700 900123' },
  });
  expect(answer.status).toBe(201);
  const token = answer.body.candidateToken as string;
  const profile = (await candidates.call('GET', '/api/candidate/profile', { token })).body as Candidate;
  const as = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body });
  return { token, email, id: profile.id, as };
}
const staff = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });

/**
 * Sets the applicant's portal password; that ends the session from applying, so the caller answered uses
 * the token the password change answers (decision 0069).
 */
async function withPassword(candidate: { token: string }, password: string) {
  const set = await auth.call('PUT', '/api/candidate/auth/password', { token: candidate.token, body: { newPassword: password } });
  expect(set.status).toBe(200);
  return (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: set.body.token, body });
}

describe('the candidate profile', () => {
  it('answers the candidate of the token', async () => {
    const ann = await applicant('Ann Portal');
    const answer = await ann.as('GET', '/api/candidate/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: ann.id, name: 'Ann Portal', email: ann.email, phone: '+44 7700 900123', profileCompleted: false });
  });

  it('changes only the fields sent, clears those sent as null, empty or an empty list, and publishes the update', async () => {
    const ben = await applicant('Ben Wizard');
    const wizard = await ben.as('PUT', '/api/candidate/profile', { summary: 'Chef with ten years', skills: ['Sauces', 'Pastry'], location: 'Leeds', currentRole: 'Sous Chef', profileCompleted: true });
    expect(wizard.status).toBe(200);
    expect(wizard.body).toMatchObject({ name: 'Ben Wizard', email: ben.email, phone: '+44 7700 900123', summary: 'Chef with ten years', skills: ['Sauces', 'Pastry'], location: 'Leeds', currentRole: 'Sous Chef', profileCompleted: true });

    const edit = await ben.as('PUT', '/api/candidate/profile', { name: 'Benjamin Wizard', phone: null, location: '', skills: null });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ name: 'Benjamin Wizard', phone: null, location: null, skills: null, summary: 'Chef with ten years', currentRole: 'Sous Chef', profileCompleted: true });
    expect((await ben.as('PUT', '/api/candidate/profile', { skills: [] })).body.skills).toBeNull();

    // Staff see the same candidate, found by the new name.
    const detail = await staff('GET', `/api/candidates/${ben.id}`);
    expect(detail.body).toMatchObject({ name: 'Benjamin Wizard', profileCompleted: true, phone: null });
    expect((await staff('GET', '/api/candidates?q=benjamin')).body.items.map((item: Candidate) => item.id)).toEqual([ben.id]);

    await eventually(() => published.some((event) => event.aggregateId === ben.id && event.data && (event.data as Candidate).name === 'Benjamin Wizard'));
    const update = published.find((event) => event.aggregateId === ben.id && (event.data as Candidate).name === 'Benjamin Wizard')!;
    expect(update).toMatchObject({ type: CandidatesEvents.candidateUpdated, version: 3, data: { id: ben.id, phone: null, profileCompleted: true } });
  });

  it("keeps the candidate's profileCompleted when staff edit them, and shows the candidate a staff edit", async () => {
    const gil = await applicant('Gil Done');
    await gil.as('PUT', '/api/candidate/profile', { profileCompleted: true, summary: 'Ready' });
    const edited = await staff('PUT', `/api/candidates/${gil.id}`, { name: 'Gil Done', email: gil.email, availability: 'in_process', summary: 'Ready' });
    expect(edited.status).toBe(200);
    expect((await gil.as('GET', '/api/candidate/profile')).body).toMatchObject({ availability: 'in_process', profileCompleted: true, summary: 'Ready' });
    // The portal cannot change what only staff set.
    expect((await gil.as('PUT', '/api/candidate/profile', { availability: 'placed' })).status).toBe(400);
  });

  it('changes the e-mail, lowercased, and refuses one another candidate has with a 409', async () => {
    const cat = await applicant('Cat Mail');
    const dan = await applicant('Dan Mail');
    const fresh = `Cat.New.${randomUUID().slice(0, 6)}@Example.com`;
    const changed = await cat.as('PUT', '/api/candidate/profile', { email: fresh });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe(fresh.toLowerCase());

    const taken = await cat.as('PUT', '/api/candidate/profile', { email: dan.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`The email ${dan.email} is already used by another account. Please use a different email address.`);
    expect((await cat.as('GET', '/api/candidate/profile')).body.email).toBe(fresh.toLowerCase());
  });

  it('needs the current password to change the e-mail once the account has one, and the sign-in moves with it', async () => {
    const hal = await applicant('Hal Guard');
    const password = 'Lantern-Harbour-4417!';
    const as = await withPassword(hal, password);
    const moved = `hal.moved.${randomUUID().slice(0, 6)}@example.com`;

    const missing = await as('PUT', '/api/candidate/profile', { email: moved });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your current password to change your email.');
    const wrong = await as('PUT', '/api/candidate/profile', { email: moved, currentPassword: 'Not-The-Password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is incorrect. Please try again.');
    expect((await as('GET', '/api/candidate/profile')).body.email).toBe(hal.email);

    // The edit form always sends the e-mail: the same one needs no password.
    expect((await as('PUT', '/api/candidate/profile', { email: hal.email, location: 'York' })).status).toBe(200);
    const changed = await as('PUT', '/api/candidate/profile', { email: moved, currentPassword: password });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: moved, location: 'York' });
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email: moved, password } })).status).toBe(200);
    expect((await auth.call('POST', '/api/candidate/auth/login', { body: { email: hal.email, password } })).status).toBe(401);
  });

  it('lets a staff edit change the contact e-mail only: the portal sign-in, and its password links, stay with the candidate (decision 0114)', async () => {
    const jay = await applicant('Jay Kept');
    const password = 'Willow-Ferry-Compass-63';
    const as = await withPassword(jay, password);
    const recruiters = `jay.recruiter.${randomUUID().slice(0, 6)}@example.com`;

    const edited = await staff('PUT', `/api/candidates/${jay.id}`, { name: 'Jay Kept', email: recruiters, availability: 'available' });
    expect(edited.status).toBe(200);
    expect(edited.body.email).toBe(recruiters);
    // A marker: another candidate's own change. Before decision 0114 the auth service followed both from one
    // consumer in stream order, so once the marker's sign-in moved, the staff edit had been applied too.
    const kim = await applicant('Kim Marker');
    const kimMoved = `kim.moved.${randomUUID().slice(0, 6)}@example.com`;
    expect((await kim.as('PUT', '/api/candidate/profile', { email: kimMoved })).status).toBe(200);
    await eventually(async () => (await auth.call('GET', '/api/candidate/auth/account', { token: kim.token })).body?.email === kimMoved);

    const signIn = (email: string) => auth.call('POST', '/api/candidate/auth/login', { body: { email, password } });
    expect((await signIn(jay.email)).status).toBe(200);
    expect((await signIn(recruiters)).status).toBe(401);
    expect((await auth.call('POST', '/api/candidate/auth/forgot-password', { body: { email: recruiters } })).status).toBe(202);
    expect(await auth.context.db.collection('password_links').countDocuments({ email: recruiters })).toBe(0);
    // The candidate's session goes on; they see the contact e-mail staff set, and can put their own back.
    expect((await as('GET', '/api/candidate/profile')).body.email).toBe(recruiters);
    expect((await as('PUT', '/api/candidate/profile', { email: jay.email, currentPassword: password })).body.email).toBe(jay.email);
    expect((await signIn(jay.email)).status).toBe(200);
  });

  it('refuses an address another portal account signs in with (409), and moves neither the sign-in nor the contact e-mail', async () => {
    const lee = await applicant('Lee Taken');
    const mo = await applicant('Mo Holder');
    // Staff moved Mo's contact e-mail away; Mo still signs in with the old one.
    expect((await staff('PUT', `/api/candidates/${mo.id}`, { name: 'Mo Holder', email: `mo.contact.${randomUUID().slice(0, 6)}@example.com`, availability: 'available' })).status).toBe(200);

    const taken = await lee.as('PUT', '/api/candidate/profile', { email: mo.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`The email ${mo.email} is already used by another account. Please use a different email address.`);
    expect((await lee.as('GET', '/api/candidate/profile')).body.email).toBe(lee.email);
    expect((await auth.call('GET', '/api/candidate/auth/account', { token: lee.token })).body.email).toBe(lee.email);
  });

  it('limits wrong guesses of the password through an e-mail change like sign-in: after 10, even the right one gets a 429', async () => {
    const ivy = await applicant('Ivy Guess');
    const password = 'Copper-Kettle-Orchard-19';
    const as = await withPassword(ivy, password);
    const moved = `ivy.moved.${randomUUID().slice(0, 6)}@example.com`;
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await as('PUT', '/api/candidate/profile', { email: moved, currentPassword: `Wrong-Guess-Number-${guess}` })).status).toBe(400);
    }
    const blocked = await as('PUT', '/api/candidate/profile', { email: moved, currentPassword: password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toContain('Too many failed attempts for this account');
    expect((await as('GET', '/api/candidate/profile')).body.email).toBe(ivy.email);
  });

  it('refuses bad bodies with 400s that name the field', async () => {
    const eve = await applicant('Eve Bad');
    const cases: [unknown, string][] = [
      [{ name: '  ' }, 'Full Name is required'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ email: null }, 'email'],
      [{}, 'Send at least one field to change.'],
      [{ skills: ['  '] }, 'A skill cannot be empty'],
      [{ profileCompleted: 'yes' }, 'profileCompleted'],
    ];
    for (const [body, message] of cases) {
      const answer = await eve.as('PUT', '/api/candidate/profile', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await eve.as('GET', '/api/candidate/profile')).body).toMatchObject({ name: 'Eve Bad', email: eve.email });
  });
});

describe('who reaches the candidate routes', () => {
  it('refuses no token, a garbage token and a staff token with 401s', async () => {
    for (const token of [undefined, 'garbage', staffToken]) {
      const answer = await candidates.call('GET', '/api/candidate/profile', { token });
      expect(answer.status).toBe(401);
    }
    expect((await candidates.call('GET', '/api/candidate/education', { token: staffToken })).body.message).toBe(AuthMessages.candidateOnly);
  });

  it('refuses a candidate token on the staff routes', async () => {
    const fay = await applicant('Fay Staffless');
    for (const [method, path] of [
      ['GET', '/api/candidates'],
      ['GET', `/api/candidates/${fay.id}`],
      ['PUT', `/api/candidates/${fay.id}`],
      ['DELETE', `/api/candidates/${fay.id}`],
      ['GET', '/api/applications'],
    ] as const) {
      const answer = await fay.as(method, path, method === 'PUT' ? { name: 'Hacked' } : undefined);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.message).toBe(AuthMessages.staffOnly);
    }
    expect((await staff('GET', `/api/candidates/${fay.id}`)).body.name).toBe('Fay Staffless');
  });
});
