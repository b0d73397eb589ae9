import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateList, DocumentUploadAnswer } from '@agency/contracts';
import { startObjectStore } from '@agency/testing';
import { closeAll, objectStoreOf, startCandidates, startWithAuth, type RunningCandidates } from './helpers';

// The staff search inside CVs (issue 20, decision 0102): `GET /api/candidates?q=` also finds the candidates with
// a document holding the query's words, and says where on the card, on every instance.
const store = await startObjectStore();
const objectStore = objectStoreOf(store);
const { auth, candidates, staffToken } = await startWithAuth({ objectStore });
afterAll(async () => {
  await closeAll(candidates, auth);
  await store.close();
});

/** A made-up word found nowhere but where a test puts it. */
const newWord = () => `zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}ix`;

async function addCandidate(name: string): Promise<Candidate> {
  const answer = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name, email: `${randomUUID().slice(0, 8)}@example.com` } });
  expect(answer.status).toBe(201);
  return answer.body as Candidate;
}

async function uploadCv(candidateId: string, text: string, fileName = 'cv.txt', service: RunningCandidates = candidates) {
  const response = await fetch(`${service.url}/api/candidates/${candidateId}/documents?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'text/plain' },
    body: text,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as DocumentUploadAnswer).document;
}

async function search(q: string, paging = '', service: RunningCandidates = candidates): Promise<CandidateList> {
  const answer = await service.call('GET', `/api/candidates?q=${encodeURIComponent(q)}${paging}`, { token: staffToken });
  expect(answer.status).toBe(200);
  return answer.body as CandidateList;
}
const ids = (page: CandidateList) => page.items.map((item) => item.id);

const filler = (words: number) => Array.from({ length: words }, (_, n) => `lorem${n % 7} ipsum`).join(' ');

describe('searching inside CVs', () => {
  it('finds a candidate by a word only their CV holds, with the words around it on the card', async () => {
    const word = newWord();
    const priya = await addCandidate('Priya Raman');
    const cv = await uploadCv(priya.id, `Priya Raman\nData Engineer\n\n${filler(40)}\nLed the ${word} migration at Northwind, on Kubernetes.\n${filler(40)}`, 'Priya CV.txt');

    const found = await search(word.toUpperCase());
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: priya.id, name: 'Priya Raman', cvMatch: { documentId: cv.id, fileName: 'Priya CV.txt' } });
    const snippet = found.items[0]!.cvMatch!.text;
    expect(snippet).toContain(`Led the ${word} migration at Northwind`);
    expect(snippet).toMatch(/^….*…$/);
    expect(snippet.length).toBeLessThanOrEqual(170);
    // Typing: the beginning of the last word finds it too; every word must be in the document.
    expect(ids(await search(`northwind ${word.slice(0, 6)}`))).toEqual([priya.id]);
    expect((await search(`${word} gardening`)).total).toBe(0);
  });

  it('shows a snippet from the text indexed, without reading the database', async () => {
    const word = newWord();
    const olu = await addCandidate('Olu Offline');
    const cv = await uploadCv(olu.id, `Ran the ${word} rollout across Zürich and Straßburg.`, 'Olu CV.txt');
    // Gone from the database: a snippet read from it would be missing or empty.
    const documents = candidates.context.db.collection('documents');
    expect((await documents.updateOne({ _id: new Types.ObjectId(cv.id) }, { $unset: { text: 1, fileName: 1 } })).modifiedCount).toBe(1);

    expect((await search(word)).items.map((item) => [item.id, item.cvMatch])).toEqual([
      [olu.id, { documentId: cv.id, fileName: 'Olu CV.txt', text: `Ran the ${word} rollout across Zürich and Straßburg.` }],
    ]);
  });

  it('answers the candidates matched by their fields and by their CVs in list order, each once, paged with the exact total', async () => {
    const word = newWord();
    const first = await addCandidate('First Reader');
    await uploadCv(first.id, `Certified ${word} practitioner.`);
    const byName = await addCandidate(`Pat ${word}`);
    await uploadCv(byName.id, `Also a ${word} fan.`);
    const third = await addCandidate('Third Reader');
    await uploadCv(third.id, `Two CVs: ${word} here,`, 'one.txt');
    await uploadCv(third.id, `and ${word} there.`, 'two.txt');

    const firstPage = await search(word, '&limit=2');
    expect(firstPage.total).toBe(3);
    expect(ids(firstPage)).toEqual([third.id, byName.id]);
    expect(firstPage.items[0]!.cvMatch?.fileName).toBe('two.txt');
    // Matched by the name: the card shows that already, so no snippet is read for it.
    expect(firstPage.items[1]!.cvMatch).toBeUndefined();
    const secondPage = await search(word, '&limit=2&offset=2');
    expect(secondPage.total).toBe(3);
    expect(ids(secondPage)).toEqual([first.id]);
    expect(secondPage.items[0]!.cvMatch?.text).toBe(`Certified ${word} practitioner.`);
    // Without a search, the list is as before.
    expect((await candidates.call('GET', '/api/candidates?limit=1', { token: staffToken })).body.items[0].cvMatch).toBeUndefined();
  });

  it('never matches words spread over two documents of one candidate', async () => {
    const [one, two] = [newWord(), newWord()];
    const sam = await addCandidate('Sam Split');
    await uploadCv(sam.id, `Skills: ${one}.`, 'skills.txt');
    await uploadCv(sam.id, `Hobbies: ${two}.`, 'hobbies.txt');
    expect(ids(await search(one))).toEqual([sam.id]);
    expect((await search(`${one} ${two}`)).total).toBe(0);
  });

  it('forgets a deleted document, and an erased candidate', async () => {
    const word = newWord();
    const dana = await addCandidate('Dana Deleted');
    const cv = await uploadCv(dana.id, `Expert in ${word}.`);
    const erin = await addCandidate('Erin Erased');
    await uploadCv(erin.id, `Also expert in ${word}.`);
    expect(ids(await search(word))).toEqual([erin.id, dana.id]);

    expect((await candidates.call('DELETE', `/api/candidates/${dana.id}/documents/${cv.id}`, { token: staffToken })).status).toBe(204);
    expect(ids(await search(word))).toEqual([erin.id]);
    expect((await candidates.call('DELETE', `/api/candidates/${erin.id}`, { token: staffToken })).status).toBe(204);
    expect(await search(word)).toMatchObject({ items: [], total: 0 });
  });
});

describe('a second instance', () => {
  it('loads the CVs stored before it started, and follows the uploads and deletions of the first', async () => {
    const [before, after] = [newWord(), newWord()];
    const early = await addCandidate('Early Uploader');
    await uploadCv(early.id, `Worked on ${before}.`);
    const second = await startCandidates({ objectStore }, candidates.dbName);
    try {
      expect((await search(before, '', second)).items.map((item) => [item.id, item.cvMatch?.text, item.cvMatch?.fileName])).toEqual([[early.id, `Worked on ${before}.`, 'cv.txt']]);

      const late = await addCandidate('Late Uploader');
      const cv = await uploadCv(late.id, `Then on ${after}.`);
      await expect.poll(async () => (await search(after, '', second)).items.map((item) => [item.id, item.cvMatch?.documentId, item.cvMatch?.fileName])).toEqual([[late.id, cv.id, 'cv.txt']]);
      expect((await candidates.call('DELETE', `/api/candidates/${late.id}/documents/${cv.id}`, { token: staffToken })).status).toBe(204);
      await expect.poll(async () => (await search(after, '', second)).total).toBe(0);
      // An upload through the second is found by the first.
      await uploadCv(early.id, `And later ${after}.`, 'update.txt', second);
      await expect.poll(async () => ids(await search(after))).toEqual([early.id]);
    } finally {
      await second.close();
    }
  });
});
