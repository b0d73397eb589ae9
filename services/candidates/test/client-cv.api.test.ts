import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_CV_NOTE_MAX, RENDER_CLIENT_CV, RenderClientCvReply } from '@agency/contracts';
import { ADMIN, newId, pdfOf, startObjectStore } from '@agency/testing';
import { readDocument } from '../src/documents/text/read-document';
import { closeAll, connectBus, objectStoreOf, projectedRole, startWithAuth } from './helpers';

// The CV a client sees (issue 33, decision 0129): generated from a real profile and an uploaded CV, read back
// with the same PDF reader the service reads CVs with.
const store = await startObjectStore();
const { auth, candidates, staffToken } = await startWithAuth({ objectStore: objectStoreOf(store) });
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
  await store.close();
});

const suffix = randomUUID().slice(0, 8);
const email = `priya.raman.${suffix}@example.com`;
const phone = '+44 7700 900123';

/** A candidate with a profile, a job, a degree and an uploaded CV, each holding their contact details somewhere. */
async function priya() {
  const created = await candidates.call('POST', '/api/candidates', {
    token: staffToken,
    body: {
      name: 'Priya Raman',
      email,
      phone,
      linkedinUrl: 'https://www.linkedin.com/in/priya-raman',
      currentRole: 'Senior Data Engineer',
      location: '12 Baker Street, Manchester, United Kingdom',
      skills: ['Python', 'Apache Spark'],
      summary: `Data engineer. Portfolio: https://priya.example.dev/work, or call ${phone}.`,
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const cv = await pdfOf([
    'Priya Raman',
    `${email} | 07700 900456 | github.com/praman`,
    'Experience',
    'Senior Data Engineer at Northwind Analytics, Jan 2021 - Present',
    "Built the streaming platform that Raman's team still runs.",
    'Education',
    'BSc Computer Science, University of Leeds, 2013 - 2016',
  ]);
  const upload = await fetch(`${candidates.url}/api/candidates/${id}/documents?fileName=cv.pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(cv),
  });
  expect(upload.status).toBe(201);
  return id;
}

const generate = (id: string, body: unknown, token = staffToken) =>
  fetch(`${candidates.url}/api/candidates/${id}/client-cv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function textOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const read = await readDocument(bytes, 'pdf');
  return read.text;
}

const candidateId = await priya();
const note = 'Strong on streaming.\nAvailable at one month notice.';

describe('the client CV', () => {
  it('prints the agency, the recruiter, the profile, the note and the uploaded CV, named after the candidate', async () => {
    const response = await generate(candidateId, { note });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Priya-Raman-CV.pdf"');
    const text = await textOf(response);
    expect(text).toContain('TalentBridge');
    expect(text).toContain(ADMIN.name);
    expect(text).toContain(ADMIN.email);
    expect(text).toContain('Priya Raman');
    expect(text).toContain('Senior Data Engineer');
    expect(text).toContain('Apache Spark');
    expect(text).toContain('Strong on streaming.');
    expect(text).toContain('Available at one month notice.');
    // The uploaded CV's own text, under 'CV'.
    expect(text).toContain('Northwind Analytics');
    expect(text).toContain('Page 1 of 1');
  });

  it('anonymised, leaves out the name, e-mail, phone numbers, links and street of the profile and the CV', async () => {
    const response = await generate(candidateId, { anonymised: true, note: 'Priya is strong on streaming.' });
    const ref = candidateId.slice(-6).toUpperCase();
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Candidate-${ref}-CV.pdf"`);
    const text = await textOf(response);
    expect(text).toContain(`Candidate ${ref}`);
    expect(text).toContain('Manchester, United Kingdom');
    expect(text).toContain('Northwind Analytics');
    expect(text).toContain('is strong on streaming.');
    for (const gone of ['Priya', 'Raman', email, '7700', 'linkedin', 'priya.example.dev', 'github.com', 'Baker Street']) {
      expect(text.toLowerCase()).not.toContain(gone.toLowerCase());
    }
    // The recruiter is still the one to contact.
    expect(text).toContain(ADMIN.email);
  });

  it('answers 404 for a candidate who is not there', async () => {
    const response = await generate(newId(), {});
    expect(response.status).toBe(404);
  });

  it('refuses a note over the limit with a reason', async () => {
    const response = await generate(candidateId, { note: 'x'.repeat(CLIENT_CV_NOTE_MAX + 1) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/at most 2,000 characters/);
  });

  it('is for staff only: a candidate, even the one it is about, and a caller without a token are refused', async () => {
    const role = await projectedRole(bus, candidates, 'Client CV Reader');
    const applied = await candidates.call('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: `other.${suffix}@example.com`, candidateFullName: 'Other Person' },
    });
    expect(applied.status).toBe(201);
    const candidateToken = applied.body.candidateToken as string;
    const ownId = (await candidates.call('GET', '/api/candidate/profile', { token: candidateToken })).body.id as string;
    for (const id of [candidateId, ownId]) expect([401, 403]).toContain((await generate(id, {}, candidateToken)).status);
    const anonymous = await fetch(`${candidates.url}/api/candidates/${candidateId}/client-cv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
  });
});

const adminId = (await auth.call('GET', '/api/auth/me', { token: staffToken })).body.id as string;
const ask = async (body: unknown) => RenderClientCvReply.parse((await bus.connection.request(RENDER_CLIENT_CV, JSON.stringify(body), { timeout: 10_000 })).json());

describe("the client CV asked for over NATS (a submission's CV, decision 0132)", () => {
  it('answers the PDF, base64, anonymised as asked, the recruiter who submitted named at the top', async () => {
    const reply = await ask({ candidateId, anonymised: true, note: 'Put forward for the data platform.', recruiterId: adminId });
    if (!reply.ok) throw new Error(reply.message);
    expect(reply.fileName).toBe(`Candidate-${candidateId.slice(-6).toUpperCase()}-CV.pdf`);
    const text = (await readDocument(new Uint8Array(Buffer.from(reply.pdfBase64, 'base64')), 'pdf')).text;
    expect(text).toContain('Put forward for the data platform.');
    expect(text).toContain(ADMIN.email);
    expect(text).not.toContain('Priya');
  });

  it('answers 404 for a candidate who is not there and 400 for a request that is not one', async () => {
    expect(await ask({ candidateId: newId(), anonymised: false, note: null, recruiterId: adminId })).toMatchObject({ ok: false, status: 404 });
    expect(await ask({ candidateId })).toMatchObject({ ok: false, status: 400 });
  });
});
