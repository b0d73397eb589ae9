import { describe, expect, it } from 'vitest';
import { Candidate, CandidateInput, CandidateListQuery } from './candidates';
import { routePrefix } from './routes';
import { splitList, TagChange, TagInput, TagMerge, TagNames } from './tags';

const id = (digit: string) => digit.repeat(24);

describe('tags (decision 0134)', () => {
  it('takes a tag name of one line without commas, grey unless a palette colour is given', () => {
    expect(TagInput.parse({ name: '  Hot lead ' })).toEqual({ name: 'Hot lead', colour: 'grey' });
    expect(TagInput.safeParse({ name: 'a,b' }).error?.issues[0]?.message).toBe('A tag cannot hold a comma');
    expect(TagInput.safeParse({ name: '' }).success).toBe(false);
    expect(TagInput.safeParse({ name: 'x'.repeat(41) }).success).toBe(false);
    expect(TagInput.safeParse({ name: 'Hot', colour: '#ff0000' }).success).toBe(false);
  });

  it('refuses the same tag twice on a record, whatever its case', () => {
    expect(TagNames.safeParse(['Hot', 'hot']).error?.issues[0]?.message).toBe('Each tag only once');
    expect(TagNames.parse(['Hot', 'Leeds'])).toEqual(['Hot', 'Leeds']);
  });

  it('needs a name or a colour to change, and never merges a tag into itself', () => {
    expect(TagChange.safeParse({}).success).toBe(false);
    expect(TagChange.parse({ colour: 'blue' })).toEqual({ colour: 'blue' });
    expect(TagMerge.safeParse({ from: [id('a')], into: id('a') }).error?.issues[0]?.message).toBe('A tag cannot be merged into itself');
    expect(TagMerge.safeParse({ from: [], into: id('a') }).success).toBe(false);
  });

  it('splits a comma-separated parameter', () => {
    expect(splitList(' python, django ,,')).toEqual(['python', 'django']);
    expect(splitList(undefined)).toEqual([]);
  });

  it('routes each entity’s tags by /api/tags/<entity>', () => {
    expect(routePrefix('/api/tags/candidates/merge')).toBe('/api/tags/candidates');
  });
});

describe('candidates: tags, owner and list filters (decision 0134)', () => {
  const stored = { id: id('1'), name: 'Ann', availability: 'available', profileCompleted: false, createdAt: '2026-01-01', updatedAt: '2026-01-01' };

  it('reads a record from before tags, with none and no owner', () => {
    expect(Candidate.parse(stored).tags ?? []).toEqual([]);
    expect(Candidate.parse({ ...stored, tags: ['Hot'], ownerId: null })).toMatchObject({ tags: ['Hot'], ownerId: null });
  });

  it('takes tags and an owner on a write, both optional', () => {
    expect(CandidateInput.parse({ name: 'Ann', tags: ['Hot'], ownerId: id('b') })).toMatchObject({ tags: ['Hot'], ownerId: id('b') });
    expect(CandidateInput.parse({ name: 'Ann' }).tags).toBeUndefined();
    expect(CandidateInput.safeParse({ name: 'Ann', ownerId: 'someone' }).success).toBe(false);
  });

  it('parses the filters of a page address', () => {
    const query = CandidateListQuery.parse(
      Object.fromEntries(new URLSearchParams('q=python&availability=available&location=leeds&skills=python,django&tags=Hot&owner=me&addedFrom=2026-01-01&addedTo=2026-02-01&hasCv=yes')),
    );
    expect(query).toMatchObject({ q: 'python', availability: 'available', skills: 'python,django', owner: 'me', addedFrom: '2026-01-01', hasCv: 'yes' });
  });

  it('refuses bad filter values with a plain message', () => {
    const problems = (query: Record<string, string>) => CandidateListQuery.safeParse(query).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(problems({ availability: 'soon' })?.[0]).toMatch(/^availability: /);
    expect(problems({ owner: 'bob' })).toEqual(["owner: must be a staff member's id or 'me'"]);
    expect(problems({ addedFrom: '2026-02-30' })).toEqual(['addedFrom: must be a date, YYYY-MM-DD']);
    expect(problems({ hasCv: 'maybe' })?.[0]).toMatch(/^hasCv: /);
    expect(problems({ skills: Array.from({ length: 21 }, (_, n) => `s${n}`).join(',') })).toEqual(['skills: must list at most 20 items, comma-separated']);
  });
});

describe('a record’s tags and owner changed on their own (decision 0134)', () => {
  it('adds and removes tags, at least one of either', async () => {
    const { RecordTagsChange, RecordOwnerChange } = await import('./tags');
    expect(RecordTagsChange.parse({ add: ['Hot'] })).toEqual({ add: ['Hot'], remove: [] });
    expect(RecordTagsChange.safeParse({}).error?.issues[0]?.message).toBe('Give tags to add or to remove');
    expect(RecordOwnerChange.parse({ ownerId: null })).toEqual({ ownerId: null });
    expect(RecordOwnerChange.safeParse({ ownerId: 'me' }).success).toBe(false);
  });
});
