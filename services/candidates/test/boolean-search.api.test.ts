import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateList, DocumentUploadAnswer } from '@agency/contracts';
import { startObjectStore } from '@agency/testing';
import { closeAll, objectStoreOf, startWithAuth } from './helpers';

// The boolean search language (issue 34, decision 0133) over the real directory and CV index: fields,
// CV text, both, with the answers known, and a clear 400 for a query it cannot read.
const store = await startObjectStore();
const { auth, candidates, staffToken } = await startWithAuth({ objectStore: objectStoreOf(store) });
afterAll(async () => {
  await closeAll(candidates, auth);
  await store.close();
});

async function add(body: Record<string, unknown>, cv?: string): Promise<Candidate> {
  const answer = await candidates.call('POST', '/api/candidates', { token: staffToken, body });
  expect(answer.status).toBe(201);
  const candidate = answer.body as Candidate;
  if (cv) {
    const response = await fetch(`${candidates.url}/api/candidates/${candidate.id}/documents?fileName=cv.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'text/plain' },
      body: cv,
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as DocumentUploadAnswer).document.id).toBeTruthy();
  }
  return candidate;
}

async function search(q: string): Promise<CandidateList> {
  const answer = await candidates.call('GET', `/api/candidates?q=${encodeURIComponent(q)}&limit=100`, { token: staffToken });
  expect(answer.status, `${q}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as CandidateList;
}
/** The names found, in list order (newest first). */
const names = async (q: string) => (await search(q)).items.map((candidate) => candidate.name);

const filler = 'Worked across several teams on delivery, reporting and planning for a number of years.';

beforeAll(async () => {
  // Oldest first: the list answers newest first.
  await add({ name: 'Ada Django', location: 'Leeds, UK', skills: ['Python', 'Django'], currentRole: 'Backend Developer at Northwind' });
  await add({ name: 'Ben Tools', location: 'Leeds', skills: ['Python'], currentRole: 'Engineer' }, `${filler}\nBuilt internal tools with Flask and Celery.\n${filler}`);
  await add({ name: 'Cal Php', location: 'Leeds', skills: ['Python', 'Django', 'PHP'] });
  await add({ name: 'Dee London', location: 'London', skills: ['Python', 'Django'], availability: 'placed' });
  await add({ name: 'Eve Cv', location: 'Leeds' }, `Python and Django developer.\n${filler}\nMaintained a legacy PHP shop.`);
  await add({ name: 'Fay Plain', location: 'Leeds', skills: ['Python'], currentRole: 'Data Engineer' }, `${filler}\nMachine learning pipelines on Kubernetes.`);
  await add({ name: 'Zoë Jürgen', location: 'Zürich', skills: ['Go', 'Flask'], currentRole: 'Site Reliability Engineer' }, `${filler}\nLearning machine vision at night.`);
});

describe('the boolean candidate search', () => {
  it('answers python AND (django OR flask) NOT php location:Leeds from fields and CVs, and marks the words', async () => {
    const found = await search('python AND (django OR flask) NOT php location:Leeds');
    expect(found.items.map((candidate) => candidate.name)).toEqual(['Ben Tools', 'Ada Django']);
    expect(found.total).toBe(2);
    expect(found.highlight).toEqual(['python', 'django', 'flask', 'leeds']);
    // Ben is there by his CV alone: the card says where, around a word of the query.
    const ben = found.items.find((candidate) => candidate.name === 'Ben Tools')!;
    expect(ben.cvMatch?.text).toContain('Built internal tools with Flask and Celery.');
    expect(found.items.find((candidate) => candidate.name === 'Ada Django')!.cvMatch).toBeUndefined();
  });

  it('reads OR, -word, NOT groups and implicit AND with NOT above AND above OR', async () => {
    expect(await names('django OR flask')).toEqual(['Zoë Jürgen', 'Eve Cv', 'Dee London', 'Cal Php', 'Ben Tools', 'Ada Django']);
    expect(await names('django -php')).toEqual(['Dee London', 'Ada Django']);
    expect(await names('python -(leeds OR london)')).toEqual([]);
    expect(await names('location:zurich OR skill:php location:leeds')).toEqual(['Zoë Jürgen', 'Cal Php']);
    expect((await search('NOT python')).items.map((candidate) => candidate.name)).toEqual(['Zoë Jürgen']);
  });

  it('keeps fields to their own text: cv: looks in CVs only, skill:, title:, location:, employer: and availability: in the record', async () => {
    expect(await names('cv:python')).toEqual(['Eve Cv']);
    expect(await names('cv:kubernetes OR cv:celery')).toEqual(['Fay Plain', 'Ben Tools']);
    expect(await names('skill:php')).toEqual(['Cal Php']);
    expect(await names('skill:(go OR php)')).toEqual(['Zoë Jürgen', 'Cal Php']);
    expect(await names('title:engineer -title:data')).toEqual(['Zoë Jürgen', 'Ben Tools']);
    expect(await names('employer:northwind')).toEqual(['Ada Django']);
    expect(await names('availability:placed')).toEqual(['Dee London']);
    expect(await names('availability:available location:london')).toEqual([]);
  });

  it('matches phrases as written in fields, and in CVs as words of one document', async () => {
    expect(await names('"data engineer"')).toEqual(['Fay Plain']);
    expect(await names('title:"reliability engineer"')).toEqual(['Zoë Jürgen']);
    // In a CV, a phrase is its words in one document (the index keeps no positions: decision 0133).
    expect(await names('"machine learning"')).toEqual(['Zoë Jürgen', 'Fay Plain']);
    const found = await search('"machine learning" -skill:go');
    expect(found.items.map((candidate) => candidate.name)).toEqual(['Fay Plain']);
    expect(found.items[0]!.cvMatch?.text).toContain('Machine learning pipelines');
  });

  it('ignores case and accents in the query and the records', async () => {
    expect(await names('"ZOE JURGEN"')).toEqual(['Zoë Jürgen']);
    expect(await names('location:ZURICH')).toEqual(['Zoë Jürgen']);
    expect(await names('location:zürich AND skill:GO')).toEqual(['Zoë Jürgen']);
  });

  it('answers a plain query as before: the whole text in one field, or every word in one CV, the last a beginning', async () => {
    expect(await names('backend developer')).toEqual(['Ada Django']);
    expect(await names('internal celer')).toEqual(['Ben Tools']);
    // Not in one field, not in one CV: nothing (as before), where `python AND django` finds them.
    expect(await names('django leeds')).toEqual([]);
    expect(await names('python AND leeds AND django')).toEqual(['Eve Cv', 'Cal Php', 'Ada Django']);
  });

  it('pages the matches with the exact total', async () => {
    const answer = await candidates.call('GET', `/api/candidates?q=${encodeURIComponent('python OR go')}&limit=2&offset=1`, { token: staffToken });
    const page = answer.body as CandidateList;
    expect(page.total).toBe(7);
    expect(page.items.map((candidate) => candidate.name)).toEqual(['Fay Plain', 'Eve Cv']);
  });

  it('refuses a malformed query, an unknown field and a 10,000-character query with a clear 400', async () => {
    const refused = async (q: string) => {
      const answer = await candidates.call('GET', `/api/candidates?q=${encodeURIComponent(q)}`, { token: staffToken });
      expect(answer.status, q).toBe(400);
      return (answer.body as { message: string }).message;
    };
    expect(await refused('python AND (django OR flask')).toBe('Invalid querystring: q: Unclosed parenthesis: add a ")" after "(django OR flask"');
    expect(await refused('"machine learning')).toBe('Invalid querystring: q: Unclosed quote: add a closing " after "machine learning');
    expect(await refused('foo:bar')).toContain("Unknown field 'foo:' — use skill:, title:, location:, tag:, employer:, availability: or cv:");
    expect(await refused('x'.repeat(10_000))).toBe('Invalid querystring: q: must be at most 1,000 characters');
    // The export reads the same query, and refuses it the same way.
    const exported = await candidates.call('GET', `/api/candidates/export?q=${encodeURIComponent('python OR')}&format=csv`, { token: staffToken });
    expect(exported.status).toBe(400);
  });
});
