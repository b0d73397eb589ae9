import { describe, expect, it } from 'vitest';
import { parseSearchQuery, type Candidate } from '@agency/contracts';
import { CandidateDirectory } from '../candidates/directory';
import { cvMatchesIn } from '../documents/cv-search/cv-search';
import { WordIndex } from '../documents/cv-search/word-index';
import { booleanSearch, snippetWords } from './boolean-search';

// The evaluation of decision 0133 over a real directory and a real CV word index, in memory, with known answers.
const directory = new CandidateDirectory();
const index = new WordIndex();
const cvs = { searchWords: (words: Parameters<typeof cvMatchesIn>[2]) => cvMatchesIn(index, directory, words) };

let added = 0;
function add(fields: Partial<Candidate> & { name: string }, cv?: string): Candidate {
  added++;
  const at = `2026-01-01T00:00:${String(added).padStart(2, '0')}.000Z`;
  const candidate: Candidate = { id: `c${added}`, availability: 'available', profileCompleted: false, tags: [], createdAt: at, updatedAt: at, ...fields };
  directory.put(candidate, 1);
  if (cv) index.add(`d${added}`, directory.numberOf(candidate.id), cv);
  return candidate;
}

add({ name: 'Ada', location: 'Leeds, UK', skills: ['Python', 'Django'], currentRole: 'Backend Developer at Northwind', tags: ['Hotlist'] });
add({ name: 'Ben', location: 'Leeds', skills: ['Python'] }, 'Built internal tools with Flask and Celery.');
add({ name: 'Cal', location: 'Leeds', skills: ['Python', 'Django', 'PHP'] });
add({ name: 'Dee', location: 'London', skills: ['Python', 'Django'], availability: 'placed' });
add({ name: 'Eve', location: 'Leeds' }, 'Python and Django developer. Maintained a legacy PHP shop.');
add({ name: 'Zoë Jürgen', location: 'Zürich', skills: ['Go'], summary: 'Formerly SRE at Ørsted' }, 'Machine learning on Kubernetes.');

function search(q: string, where?: (candidate: Candidate) => boolean) {
  const read = parseSearchQuery(q);
  if (!read.ok) throw new Error(read.error);
  return booleanSearch(read.query, { limit: 100, offset: 0, where }, directory, cvs);
}
const names = (q: string, where?: (candidate: Candidate) => boolean) => search(q, where).page.items.map((candidate) => candidate.name);

describe('the boolean search over the directory and the CV index', () => {
  it("answers the issue's example from fields and CVs, newest first, with the exact total", () => {
    const found = search('python AND (django OR flask) NOT php location:Leeds');
    expect(found.page.items.map((candidate) => candidate.name)).toEqual(['Ben', 'Ada']);
    expect(found.page.total).toBe(2);
  });

  it('takes NOT as the complement within the live candidates, and the filters (`where`) on top', () => {
    expect(names('NOT python')).toEqual(['Zoë Jürgen']);
    expect(names('-leeds')).toEqual(['Zoë Jürgen', 'Dee']);
    expect(names('python', (candidate) => candidate.availability === 'placed')).toEqual(['Dee']);
    directory.remove('c4', 2);
    expect(names('-leeds')).toEqual(['Zoë Jürgen']);
    directory.put({ ...directory.get('c1')!, location: 'York' }, 2);
    expect(names('-leeds')).toEqual(['Zoë Jürgen', 'Ada']);
    directory.put({ ...directory.get('c1')!, location: 'Leeds, UK' }, 3);
  });

  it('looks in the CV alone for cv:, in the record alone for the other fields', () => {
    expect(names('cv:python')).toEqual(['Eve']);
    expect(names('cv:kubern')).toEqual(['Zoë Jürgen']);
    expect(names('skill:go')).toEqual(['Zoë Jürgen']);
    expect(names('go')).toEqual(['Zoë Jürgen', 'Cal', 'Ada']);
    expect(names('tag:hotlist')).toEqual(['Ada']);
    expect(names('tag:hot')).toEqual([]);
    expect(names('employer:northwind OR employer:orsted')).toEqual(['Zoë Jürgen', 'Ada']);
    expect(names('availability:available -location:leeds')).toEqual(['Zoë Jürgen']);
  });

  it('says which CV terms matched, and whether the fields alone explain a candidate', () => {
    const found = search('flask OR django');
    expect(found.cvTerms.map(({ term }) => term.text)).toEqual(['flask', 'django']);
    const [ben, ada] = [directory.get('c2')!, directory.get('c1')!];
    expect(found.fieldsAlone(ben)).toBe(false);
    expect(found.fieldsAlone(ada)).toBe(true);
    expect(found.cvTerms[0]!.matches.documentOf(ben.id)).toBe('d2');
    expect(snippetWords(search('"machine learning" -php kuber').cvTerms)).toEqual({ whole: ['machine', 'learning'], prefix: 'kuber' });
  });
});
