import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Document, Packer, Paragraph } from 'docx';
import {
  CandidatesEvents,
  CvFolderErrors,
  Streams,
  type CandidateDocument,
  type CvFolderBatch,
  type CvFolderConfirmAnswer,
  type CvFolderUploadAnswer,
  type EventEnvelope,
} from '@agency/contracts';
import { pdfOf, startObjectStore } from '@agency/testing';
import { objectStore } from '../src/documents/object-store';
import { batchPrefix } from '../src/imports/cv-folder/store';
import { NOT_REALLY_A_PDF, zip } from './cv-corpus';
import { closeAll, connectBus, eventually, objectStoreOf, startWithAuth } from './helpers';

// A folder of CVs (issue 32, decision 0127) against a real MinIO, real PDFs and Word files, the real reader.
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

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.candidates, handler: async (event) => void published.push(event) });

const marker = randomUUID().slice(0, 8);
const call = (method: string, path: string, body?: unknown, token = staffToken) => candidates.call(method, path, { token, body });

async function upload(batchId: string, fileName: string, bytes: Buffer, token = staffToken) {
  const response = await fetch(`${candidates.url}/api/imports/cv-folder/${batchId}/files?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as CvFolderUploadAnswer & { message: string } };
}

async function newBatch(): Promise<string> {
  const created = await call('POST', '/api/imports/cv-folder', { files: 3 });
  expect(created.status).toBe(201);
  return (created.body as CvFolderBatch).id;
}

/** The batch once every kept file is read (the reader works in the background). */
async function readBatch(id: string): Promise<CvFolderBatch> {
  let batch: CvFolderBatch | undefined;
  await eventually(async () => {
    batch = (await call('GET', `/api/imports/cv-folder/${id}`)).body as CvFolderBatch;
    return batch.progress.read === batch.progress.total;
  }, 60_000);
  return batch!;
}

const docxOf = (lines: string[]) => Packer.toBuffer(new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] }));

const priyaEmail = `priya.${marker}@example.com`;
const priyaCv = [
  'PRIYA RAMAN',
  `${priyaEmail} | +44 7700 900${marker.replace(/\D/g, '').padEnd(3, '1').slice(0, 3)}`,
  'Manchester, United Kingdom',
  'Experience',
  'Senior Data Engineer at Northwind Analytics',
  'Jan 2021 - Present',
  'Education',
  'BSc Computer Science, University of Leeds, 2013 - 2016',
  'Skills',
  'Python, SQL, Apache Spark, Kubernetes',
];
const tomasCv = ['Tomás Ortega', `tomas.${marker}@example.com`, 'Madrid, Spain', 'Skills', 'Java, Spring Boot, PostgreSQL'];

describe('a folder of CVs', () => {
  it('reads PDFs and Word files in the background, proposes each, finds a duplicate, and creates the reviewed candidates with their CVs and events', async () => {
    const existing = (await call('POST', '/api/candidates', { name: `Known Person ${marker}`, email: `known.${marker}@example.com` })).body as { id: string };
    const batchId = await newBatch();

    const uploads = [
      await upload(batchId, 'Priya Raman CV.pdf', await pdfOf(priyaCv)),
      await upload(batchId, 'tomas.docx', await docxOf(tomasCv)),
      await upload(batchId, 'known.pdf', await pdfOf(['Known Person', `known.${marker}@example.com`, 'Skills', 'Excel'])),
      await upload(batchId, 'scan.pdf', NOT_REALLY_A_PDF),
    ];
    expect(uploads.map((answer) => [answer.status, answer.body.files[0]!.status])).toEqual(Array(4).fill([201, 'waiting']));

    const batch = await readBatch(batchId);
    const [priya, tomas, known, scan] = batch.files;
    expect(batch.progress).toEqual({ total: 4, read: 4 });
    expect(priya).toMatchObject({
      fileName: 'Priya Raman CV.pdf',
      status: 'ready',
      proposal: { name: 'Priya Raman', email: priyaEmail, phone: expect.stringMatching(/^\+44 7700 900\d{3}$/), location: 'Manchester, United Kingdom', skills: expect.arrayContaining(['Python', 'SQL', 'Kubernetes']) },
      duplicate: null,
    });
    expect(priya!.proposal!.employment[0]).toMatchObject({ role: 'Senior Data Engineer', organization: 'Northwind Analytics', startYear: 2021, isCurrent: true });
    expect(tomas).toMatchObject({ status: 'ready', proposal: { name: 'Tomás Ortega', email: `tomas.${marker}@example.com`, skills: expect.arrayContaining(['Java', 'PostgreSQL']) } });
    expect(known).toMatchObject({ status: 'ready', duplicate: { candidateId: existing.id, fileId: null, name: `Known Person ${marker}`, why: 'same e-mail' } });
    expect(scan).toMatchObject({ status: 'unreadable', reason: CvFolderErrors.unreadable, proposal: null });

    const confirmed = await call('POST', `/api/imports/cv-folder/${batchId}/confirm`, {
      choices: [
        { fileId: priya!.id, action: 'create', name: `Priya Raman-Shah ${marker}` },
        { fileId: tomas!.id, action: 'create', name: tomas!.proposal!.name, email: tomas!.proposal!.email },
        { fileId: known!.id, action: 'attach', candidateId: existing.id },
        { fileId: scan!.id, action: 'skip' },
      ],
    });
    expect(confirmed.status).toBe(200);
    const answer = confirmed.body as CvFolderConfirmAnswer;
    expect(answer.created.map((outcome) => outcome.name)).toEqual([`Priya Raman-Shah ${marker}`, 'Tomás Ortega']);
    expect(answer.attached).toEqual([expect.objectContaining({ fileId: known!.id, candidateId: existing.id })]);
    expect(answer.skipped.map((outcome) => outcome.fileName)).toEqual(['scan.pdf']);
    expect(answer.refused).toEqual([]);

    const priyaId = answer.created[0]!.candidateId!;
    const detail = (await call('GET', `/api/candidates/${priyaId}`)).body;
    expect(detail).toMatchObject({ name: `Priya Raman-Shah ${marker}`, email: priyaEmail, location: 'Manchester, United Kingdom', skills: expect.arrayContaining(['Python']) });
    const documents = (await call('GET', `/api/candidates/${priyaId}/documents`)).body as CandidateDocument[];
    expect(documents).toEqual([expect.objectContaining({ fileName: 'Priya Raman CV.pdf', kind: 'pdf', textStatus: 'read', uploadedBy: { kind: 'staff', name: expect.any(String) } })]);
    const file = await fetch(`${candidates.url}/api/candidates/${priyaId}/documents/${documents[0]!.id}/file`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await candidates.context.db.collection('employment_history').countDocuments({ candidateId: priyaId })).toBe(1);
    expect(((await call('GET', `/api/candidates/${existing.id}/documents`)).body as CandidateDocument[]).map((document) => document.fileName)).toEqual(['known.pdf']);

    // The same events as a typed create, and the document's; the waiting copies are gone.
    await eventually(() => answer.created.every(({ candidateId }) => published.some((event) => event.aggregateId === candidateId && event.type === CandidatesEvents.candidateCreated)));
    expect(published.filter((event) => event.type === CandidatesEvents.documentAdded && (event.data as CandidateDocument).candidateId === priyaId)).toHaveLength(1);
    expect(await files.keysUnder(batchPrefix(batchId))).toEqual([]);
    const after = (await call('GET', `/api/imports/cv-folder/${batchId}`)).body as CvFolderBatch;
    expect(after.status).toBe('confirmed');
    expect(after.files.map((entry) => entry.status)).toEqual(['created', 'created', 'attached', 'skipped']);
    expect((await call('POST', `/api/imports/cv-folder/${batchId}/confirm`, { choices: [] })).status).toBe(409);
  });

  it('tells a second CV of the same person in one folder by the rule (same phone), and an existing candidate by their phone', async () => {
    const phone = `+44 7911 ${marker.replace(/\D/g, '').padEnd(6, '4').slice(0, 6)}`;
    const known = (await call('POST', '/api/candidates', { name: `Phoebe Known ${marker}`, phone: `0${phone.replace('+44 ', '')}` })).body as { id: string };
    const batchId = await newBatch();
    await upload(batchId, 'dana-2023.pdf', await pdfOf(['Dana Scully', `dana.${marker}@example.com`, '+33 6 12 34 56 78']));
    await upload(batchId, 'dana-2025.docx', await docxOf(['Dana Scully', `dana.scully.${marker}@example.org`, '+33 6 12 34 56 78']));
    await upload(batchId, 'phoebe.pdf', await pdfOf(['Phoebe Prime', phone]));
    const [first, second, phoebe] = (await readBatch(batchId)).files;
    expect(first!.duplicate).toBeNull();
    expect(second!.duplicate).toEqual({ candidateId: null, fileId: first!.id, name: 'Dana Scully', why: 'same phone' });
    expect(phoebe!.duplicate).toEqual({ candidateId: known.id, fileId: null, name: `Phoebe Known ${marker}`, why: 'same phone' });
  });

  it('unpacks a .zip, refusing each hostile entry on its own and keeping only the CVs', async () => {
    const batchId = await newBatch();
    const cv = await pdfOf([`Zip Person ${marker.replace(/\d/g, 'x')}`, `zip.${marker}@example.com`]);
    const archive = zip([
      { name: 'cvs/zip-person.pdf', data: cv },
      { name: '../../etc/evil.pdf', data: cv },
      { name: 'cvs/huge.pdf', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) },
      { name: 'cvs/inner.zip', data: zip([{ name: 'a.pdf', data: cv }]) },
      { name: 'cvs/photo.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
      { name: '__MACOSX/cvs/._zip-person.pdf', data: Buffer.from('resource fork') },
      { name: 'cvs/.DS_Store', data: Buffer.from('finder') },
    ]);
    const answer = await upload(batchId, 'cvs.zip', archive);
    expect(answer.status).toBe(201);
    expect(answer.body.files.map((file) => [file.fileName, file.status, file.reason])).toEqual([
      ['zip-person.pdf', 'waiting', null],
      ['evil.pdf', 'unreadable', CvFolderErrors.entryPath],
      ['huge.pdf', 'unreadable', CvFolderErrors.entryTooLarge],
      ['inner.zip', 'unreadable', CvFolderErrors.nestedZip],
      ['photo.png', 'unreadable', CvFolderErrors.entryWrongType],
    ]);
    // Only the CV is kept in the store; the refused entries cannot be created.
    expect(await files.keysUnder(batchPrefix(batchId))).toHaveLength(1);
    const batch = await readBatch(batchId);
    expect(batch.files[0]).toMatchObject({ status: 'ready', proposal: { email: `zip.${marker}@example.com` } });
    const refused = await call('POST', `/api/imports/cv-folder/${batchId}/confirm`, { choices: [{ fileId: batch.files[1]!.id, action: 'create', name: 'Evil' }] });
    expect((refused.body as CvFolderConfirmAnswer).refused).toEqual([expect.objectContaining({ message: CvFolderErrors.entryPath })]);
  });

  it('refuses a .zip that declares too much, too many files, or a file of another kind, keeping nothing', async () => {
    const batchId = await newBatch();
    const bomb = zip([
      { name: 'a.pdf', data: Buffer.from('%PDF-1.4'), declaredSize: 150 * 1024 * 1024 },
      { name: 'b.pdf', data: Buffer.from('%PDF-1.4'), declaredSize: 150 * 1024 * 1024 },
    ]);
    expect(await upload(batchId, 'bomb.zip', bomb)).toMatchObject({ status: 400, body: { message: CvFolderErrors.zipTooLarge } });
    const many = zip(Array.from({ length: 201 }, (_, index) => ({ name: `cv-${index}.txt`, data: Buffer.from(`Person ${index}`) })));
    expect(await upload(batchId, 'many.zip', many)).toMatchObject({ status: 400, body: { message: CvFolderErrors.zipTooManyEntries } });
    expect(await upload(batchId, 'photo.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toMatchObject({ status: 415, body: { message: CvFolderErrors.wrongType } });
    expect((await call('GET', `/api/imports/cv-folder/${batchId}`)).body).toMatchObject({ progress: { total: 0, read: 0 }, files: [] });
    expect(await files.keysUnder(batchPrefix(batchId))).toEqual([]);
  });

  it("is for managers: a recruiter is refused, and another manager cannot see or confirm someone else's batch", async () => {
    const batchId = await newBatch();
    const person = async (role: string) => {
      const email = `${role}.${marker}@talentbridge.local`;
      expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: `A ${role}`, email, role, password: 'team-password-1' } })).status).toBe(201);
      return auth.login(email, 'team-password-1');
    };
    const recruiter = await person('recruiter');
    expect((await call('POST', '/api/imports/cv-folder', { files: 1 }, recruiter)).status).toBe(403);
    // More files than a folder holds are refused before any is sent.
    const tooMany = await call('POST', '/api/imports/cv-folder', { files: 201 });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toContain('at most 200 files');
    expect((await upload(batchId, 'cv.pdf', await pdfOf(['Someone Else']), recruiter)).status).toBe(403);
    const manager = await person('manager');
    expect((await call('GET', `/api/imports/cv-folder/${batchId}`, undefined, manager)).status).toBe(404);
    expect((await upload(batchId, 'cv.pdf', await pdfOf(['Someone Else']), manager)).status).toBe(404);
    expect((await call('POST', `/api/imports/cv-folder/${batchId}/confirm`, { choices: [] }, manager)).status).toBe(404);
  });
});
