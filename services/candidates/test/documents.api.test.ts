import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DocumentErrors, type CandidateDocument, type DocumentUploadAnswer } from '@agency/contracts';
import { pdfOf, startObjectStore } from '@agency/testing';
import { objectStore } from '../src/documents/object-store';
import { MAX_DOCUMENTS_PER_CANDIDATE, prefixOf, TOO_MANY_DOCUMENTS } from '../src/documents/store';
import { closeAll, connectBus, objectStoreOf, projectedRole, startWithAuth } from './helpers';

// Candidates' documents (issue 20) against a real MinIO: what is stored, who can read it, what is refused.
const store = await startObjectStore();
const storeConfig = objectStoreOf(store);
const { auth, candidates, staffToken } = await startWithAuth({ objectStore: storeConfig });
const bus = await connectBus();
const files = objectStore(storeConfig);
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
  files.close();
  await store.close();
});

const role = await projectedRole(bus, candidates, 'Document Keeper');
const db = () => candidates.context.db;

async function applicant(name: string) {
  const email = `${name.toLowerCase().replaceAll(' ', '.')}.${randomUUID().slice(0, 8)}@example.com`;
  const answer = await candidates.call('POST', '/api/applications/apply-and-register', { body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: name } });
  expect(answer.status).toBe(201);
  const token = answer.body.candidateToken as string;
  const id = (await candidates.call('GET', '/api/candidate/profile', { token })).body.id as string;
  return { token, id };
}

const cvLines = [
  'Priya Raman',
  'Manchester, United Kingdom',
  'Experience',
  'Senior Data Engineer at Northwind Analytics',
  'Jan 2021 - Present',
  'Data Engineer at Contoso Bank',
  'Mar 2017 - Dec 2020',
  'Education',
  'BSc Computer Science, University of Leeds, 2013 - 2016',
  'Skills',
  'Python, SQL, Apache Spark, Kubernetes',
];

async function upload(path: string, token: string, body: Buffer | string, fileName = 'cv.pdf', contentType = 'application/octet-stream') {
  const response = await fetch(`${candidates.url}${path}?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as DocumentUploadAnswer & { message: string } };
}
const download = (path: string, token: string) => fetch(`${candidates.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
const stored = async (candidateId: string) => ({
  objects: await files.keysUnder(prefixOf(candidateId)),
  // A deleted record stays, marked, until its event is out (the outbox): only live ones count.
  records: await db().collection('documents').countDocuments({ candidateId, deletedAt: null }),
});

describe("a candidate's own CV", () => {
  it('is stored privately, read, proposed to the profile, listed, and downloaded as uploaded', async () => {
    const priya = await applicant('Priya Raman');
    const pdf = await pdfOf(cvLines);
    const answer = await upload('/api/candidate/documents', priya.token, pdf, 'Priya Raman CV.pdf', 'application/pdf');
    expect(answer.status).toBe(201);
    expect(answer.body.document).toEqual({
      id: expect.any(String),
      candidateId: priya.id,
      fileName: 'Priya Raman CV.pdf',
      kind: 'pdf',
      contentType: 'application/pdf',
      size: pdf.byteLength,
      textStatus: 'read',
      uploadedBy: { kind: 'candidate', name: 'Priya Raman' },
      createdAt: expect.any(String),
    });
    expect(answer.body.proposal?.skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(answer.body.proposal?.currentRole).toBe('Senior Data Engineer');
    // Proposed, never saved by itself.
    expect((await candidates.call('GET', '/api/candidate/profile', { token: priya.token })).body.currentRole ?? null).toBeNull();

    const id = answer.body.document.id;
    expect(await stored(priya.id)).toEqual({ objects: [`${prefixOf(priya.id)}${id}`], records: 1 });
    const listed = await candidates.call('GET', '/api/candidate/documents', { token: priya.token });
    expect(listed.body).toEqual([answer.body.document]);

    const file = await download(`/api/candidate/documents/${id}/file`, priya.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Priya Raman CV.pdf"');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    // Staff see and download it too; another candidate cannot, by either path.
    const asStaff = await download(`/api/candidates/${priya.id}/documents/${id}/file`, staffToken);
    expect(Buffer.from(await asStaff.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await candidates.call('GET', `/api/candidates/${priya.id}/documents`, { token: staffToken })).body).toEqual([answer.body.document]);
    const other = await applicant('Olga Other');
    expect((await download(`/api/candidate/documents/${id}/file`, other.token)).status).toBe(404);
    expect((await download(`/api/candidates/${priya.id}/documents/${id}/file`, other.token)).status).toBe(401);
    expect((await candidates.call('DELETE', `/api/candidate/documents/${id}`, { token: other.token })).status).toBe(404);
    expect((await download(`/api/candidates/${other.id}/documents/${id}/file`, staffToken)).status).toBe(404);
    expect(await stored(priya.id)).toEqual({ objects: [`${prefixOf(priya.id)}${id}`], records: 1 });

    // The candidate deletes it: record and file go.
    expect((await candidates.call('DELETE', `/api/candidate/documents/${id}`, { token: priya.token })).status).toBe(204);
    expect(await stored(priya.id)).toEqual({ objects: [], records: 0 });
    expect((await download(`/api/candidate/documents/${id}/file`, priya.token)).status).toBe(404);
  });
});

describe('the same file uploaded again (issue 31: four copies of one CV)', () => {
  it("is the candidate's document already kept, answered 200 with its proposal; another candidate's copy is their own", async () => {
    const sam = await applicant('Sam Again');
    const pdf = await pdfOf(cvLines);
    const first = await upload('/api/candidate/documents', sam.token, pdf, 'cv.pdf', 'application/pdf');
    expect(first.status).toBe(201);
    const again = await upload('/api/candidate/documents', sam.token, pdf, 'cv (1).pdf', 'application/pdf');
    expect(again.status).toBe(200);
    expect(again.body.document).toEqual(first.body.document);
    expect(again.body.proposal).toEqual(first.body.proposal);
    // Staff uploading the same file for the candidate find it kept as well.
    expect((await upload(`/api/candidates/${sam.id}/documents`, staffToken, pdf)).body.document.id).toBe(first.body.document.id);
    expect(await stored(sam.id)).toEqual({ objects: [`${prefixOf(sam.id)}${first.body.document.id}`], records: 1 });

    // A different file is a new document; once the first is deleted, the same file is stored anew.
    expect((await upload('/api/candidate/documents', sam.token, 'a cover letter', 'letter.txt')).status).toBe(201);
    expect((await candidates.call('DELETE', `/api/candidate/documents/${first.body.document.id}`, { token: sam.token })).status).toBe(204);
    expect((await upload('/api/candidate/documents', sam.token, pdf, 'cv.pdf', 'application/pdf')).status).toBe(201);
    expect((await stored(sam.id)).records).toBe(2);

    const other = await applicant('Olga Same');
    expect((await upload('/api/candidate/documents', other.token, pdf, 'cv.pdf', 'application/pdf')).status).toBe(201);
  });
});

describe('what is refused, and leaves nothing stored', () => {
  it('tells the kind by content: a picture named .pdf is 415, a text file is text, a malformed PDF is kept unread', async () => {
    const ben = await applicant('Ben Kinds');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605a10000000049454e44ae426082', 'hex');
    const refused = await upload('/api/candidate/documents', ben.token, png, 'cv.pdf', 'application/pdf');
    expect(refused).toEqual({ status: 415, body: { message: DocumentErrors.wrongType } });
    const binary = await upload('/api/candidate/documents', ben.token, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), 'cv.txt');
    expect(binary.status).toBe(415);
    expect(await stored(ben.id)).toEqual({ objects: [], records: 0 });

    const text = await upload('/api/candidate/documents', ben.token, 'Ben Kinds\nSkills: Excel, Payroll', 'cv.txt', 'text/plain');
    expect(text.status).toBe(201);
    expect(text.body.document).toMatchObject({ kind: 'text', contentType: 'text/plain; charset=utf-8', textStatus: 'read' });

    const broken = await upload('/api/candidate/documents', ben.token, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 0x41)]), 'broken.pdf');
    expect(broken.status).toBe(201);
    expect(broken.body.document).toMatchObject({ kind: 'pdf', textStatus: 'unreadable' });
    expect(broken.body.proposal).toBeNull();
    expect((await stored(ben.id)).records).toBe(2);
  });

  it('answers 413 naming the limit for a file over 10 MB, declared or streamed, and 400 for an empty file or a bad name', async () => {
    const cleo = await applicant('Cleo Sizes');
    const tooBig = await upload('/api/candidate/documents', cleo.token, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x61), 'big.txt');
    expect(tooBig).toEqual({ status: 413, body: { message: DocumentErrors.tooLarge } });
    expect(tooBig.body.message).toContain('10 MB');
    // Sent in chunks with no length declared: cut off once it passes the limit.
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const stream = new ReadableStream({
      start(controller) {
        for (let n = 0; n < 11; n++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await fetch(`${candidates.url}/api/candidate/documents?fileName=big.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cleo.token}`, 'content-type': 'text/plain' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);

    expect(await upload('/api/candidate/documents', cleo.token, '', 'empty.txt')).toEqual({ status: 400, body: { message: DocumentErrors.empty } });
    expect((await upload('/api/candidate/documents', cleo.token, 'text', 'a/b.txt')).status).toBe(400);
    const unnamed = await fetch(`${candidates.url}/api/candidate/documents`, { method: 'POST', headers: { authorization: `Bearer ${cleo.token}` }, body: 'text' });
    expect(unnamed.status).toBe(400);
    expect(await stored(cleo.id)).toEqual({ objects: [], records: 0 });
  });

  it('keeps nothing of an upload cut off half way', async () => {
    const dan = await applicant('Dan Dropped');
    const url = new URL(`${candidates.url}/api/candidate/documents?fileName=cut.txt`);
    await new Promise<void>((resolve) => {
      const request = httpRequest(url, { method: 'POST', headers: { authorization: `Bearer ${dan.token}`, 'content-type': 'text/plain', 'content-length': String(4 * 1024 * 1024) } });
      request.on('error', () => resolve());
      request.write(Buffer.alloc(1024 * 1024, 0x62), () => setTimeout(() => {
        request.destroy();
        resolve();
      }, 200));
    });
    // The service has seen the connection go; a later upload of theirs still works.
    expect((await upload('/api/candidate/documents', dan.token, 'Dan Dropped, Welder', 'cv.txt')).status).toBe(201);
    expect((await stored(dan.id)).records).toBe(1);
    expect((await stored(dan.id)).objects).toHaveLength(1);
  });

  it(`keeps at most ${MAX_DOCUMENTS_PER_CANDIDATE} documents per candidate`, async () => {
    const eve = await applicant('Eve Many');
    for (let n = 0; n < MAX_DOCUMENTS_PER_CANDIDATE; n++) expect((await upload('/api/candidate/documents', eve.token, `note ${n}`, `note-${n}.txt`)).status).toBe(201);
    expect(await upload('/api/candidate/documents', eve.token, 'one more', 'more.txt')).toEqual({ status: 409, body: { message: TOO_MANY_DOCUMENTS } });
    expect((await stored(eve.id)).objects).toHaveLength(MAX_DOCUMENTS_PER_CANDIDATE);
  });
});

describe('staff', () => {
  it('upload for a candidate as themselves, delete any document, and erasure removes the stored files', async () => {
    const created = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Finn Erased', email: `finn.${randomUUID().slice(0, 8)}@example.com` } });
    const finn = created.body.id as string;
    const first = await upload(`/api/candidates/${finn}/documents`, staffToken, await pdfOf(cvLines), 'finn.pdf');
    expect(first.status).toBe(201);
    expect(first.body.document.uploadedBy).toEqual({ kind: 'staff', name: 'Ada Admin' });
    const second = await upload(`/api/candidates/${finn}/documents`, staffToken, 'Finn, Welder', 'notes.txt');
    const listed = (await candidates.call('GET', `/api/candidates/${finn}/documents`, { token: staffToken })).body as CandidateDocument[];
    expect(listed.map((document) => document.fileName)).toEqual(['notes.txt', 'finn.pdf']);

    expect((await candidates.call('DELETE', `/api/candidates/${finn}/documents/${second.body.document.id}`, { token: staffToken })).status).toBe(204);
    expect(await stored(finn)).toEqual({ objects: [`${prefixOf(finn)}${first.body.document.id}`], records: 1 });
    expect((await upload(`/api/candidates/${randomUUID().replaceAll('-', '').slice(0, 24)}/documents`, staffToken, 'x', 'x.txt')).status).toBe(404);

    expect((await candidates.call('DELETE', `/api/candidates/${finn}`, { token: staffToken })).status).toBe(204);
    expect(await stored(finn)).toEqual({ objects: [], records: 0 });
  });

  it('keep nothing of an upload whose candidate is erased while its file is still coming in', async () => {
    const created = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Gil Gone', email: `gil.${randomUUID().slice(0, 8)}@example.com` } });
    const gil = created.body.id as string;
    const text = Buffer.from('Gil Gone, Welder. '.repeat(200));
    const url = new URL(`${candidates.url}/api/candidates/${gil}/documents?fileName=late.txt`);
    const answered = new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, { method: 'POST', headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/octet-stream', 'content-length': String(text.length) } });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      // Half the file, then the candidate is erased (the route has found them by now), then the rest.
      request.write(text.subarray(0, 1_000), () =>
        setTimeout(async () => {
          expect((await candidates.call('DELETE', `/api/candidates/${gil}`, { token: staffToken })).status).toBe(204);
          request.end(text.subarray(1_000));
        }, 500),
      );
    });
    expect(await answered).toBe(404);
    expect(await stored(gil)).toEqual({ objects: [], records: 0 });
  });

  it('get a clear 503 while the object store is down, with nothing recorded, and can upload again once it is back', async () => {
    const gus = await applicant('Gus Outage');
    await store.stop();
    try {
      const answer = await upload('/api/candidate/documents', gus.token, 'Gus, Plumber', 'cv.txt');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('The document store is unavailable right now. Please try again shortly.');
      expect(await db().collection('documents').countDocuments({ candidateId: gus.id, deletedAt: null })).toBe(0);
    } finally {
      await store.start();
    }
    expect((await upload('/api/candidate/documents', gus.token, 'Gus, Plumber', 'cv.txt')).status).toBe(201);
    expect(await stored(gus.id)).toEqual({ objects: [expect.stringMatching(new RegExp(`^${prefixOf(gus.id)}`))], records: 1 });
  });
});
