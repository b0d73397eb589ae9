import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordIndex } from './word-index';
import { forEachWord, queryWords } from './words';

const wordsOf = (text: string) => {
  const words: string[] = [];
  forEachWord(text, (word) => words.push(word));
  return words;
};
/** The keys of the documents a query finds. */
const found = (index: WordIndex, q: string) =>
  index
    .search(queryWords(q)!)
    .map((slot) => index.keyOf(slot))
    .sort();

describe('CV words', () => {
  it('are lowercased with diacritics folded; joined words are kept whole and in parts', () => {
    expect(wordsOf('Zürich, São Paulo; Ærø and Straße')).toEqual(['zurich', 'sao', 'paulo', 'aero', 'and', 'strasse']);
    expect(wordsOf('Node.js, C++ and C# (ASP.NET); full-stack.')).toEqual(['node.js', 'node', 'js', 'c++', 'c', 'and', 'c#', 'c', 'asp.net', 'asp', 'net', 'full-stack', 'full', 'stack']);
    expect(wordsOf('O’Brien’s CI/CD')).toEqual(["o'brien's", 'o', 'brien', 's', 'ci', 'cd']);
    expect(wordsOf(`a${'x'.repeat(60)} kept`)).toEqual(['kept']);
  });

  it('of a query: all whole but the last, a beginning from three characters', () => {
    expect(queryWords('Senior  KUBERN')).toEqual({ whole: ['senior'], prefix: 'kubern' });
    expect(queryWords('python go')).toEqual({ whole: ['python', 'go'], prefix: null });
    expect(queryWords('Node.js')).toEqual({ whole: [], prefix: 'node.js' });
    expect(queryWords(' ... ')).toBeNull();
  });
});

// Owners are numbers (the candidate directory's); named here for reading.
const ann = 1;
const ben = 2;

describe('WordIndex', () => {
  it("finds the documents holding every word, never across two of one owner's documents", () => {
    const index = new WordIndex();
    index.add('cv-1', ann, 'Senior engineer: Kubernetes and Terraform at Zürich Insurance');
    index.add('cv-2', ann, 'Cover letter: I love gardening');
    index.add('cv-3', ben, 'Gardening, Kubernetes');
    expect(found(index, 'kubernetes')).toEqual(['cv-1', 'cv-3']);
    expect(found(index, 'zurich kubernetes')).toEqual(['cv-1']);
    // Ann has both words, in two documents: not a match.
    expect(found(index, 'gardening terraform')).toEqual([]);
    expect(found(index, 'gardening kubernetes')).toEqual(['cv-3']);
    // The last word as a beginning, from three characters; shorter, a whole word only.
    expect(found(index, 'senior terra')).toEqual(['cv-1']);
    expect(found(index, 'kub')).toEqual(['cv-1', 'cv-3']);
    expect(found(index, 'at')).toEqual(['cv-1']);
    expect(found(index, 'ga')).toEqual([]);
    expect(found(index, 'nowhere')).toEqual([]);
    expect(index.slotsOf(ann).map((slot) => index.keyOf(slot))).toEqual(['cv-1', 'cv-2']);
    expect(index.ownerOf(index.search(queryWords('gardening kubernetes')!)[0]!)).toBe(ben);
  });

  it('adds a key once, and takes out a document or all of an owner', () => {
    const index = new WordIndex();
    expect(index.add('cv-1', ann, 'python')).toBe(true);
    expect(index.add('cv-1', ann, 'python again')).toBe(false);
    index.add('cv-2', ann, 'python');
    index.add('cv-3', ben, 'python');
    expect(index.size).toBe(3);
    expect(index.remove('cv-2')).toBe(true);
    expect(index.remove('cv-2')).toBe(false);
    expect(index.remove('never-added')).toBe(false);
    expect(found(index, 'python')).toEqual(['cv-1', 'cv-3']);
    index.removeOwner(ann);
    expect(found(index, 'python')).toEqual(['cv-3']);
    expect(index.has('cv-1')).toBe(false);
    expect(index.size).toBe(1);
  });

  it('answers what a test of every document answers, through bitmaps, removals and compactions', () => {
    const vocabulary = ['the', 'and', 'python', 'pytorch', 'go', 'golang', 'node.js', 'zürich'];
    const operation = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('add' as const), owner: fc.nat(20), words: fc.array(fc.constantFrom(...vocabulary), { maxLength: 5 }), common: fc.nat(9).map((n) => n < 8) }), weight: 6 },
      { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('removeOwner' as const), owner: fc.nat(20) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('settle' as const) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('search' as const), q: fc.constantFrom('the', 'python', 'pyt', 'go', 'gol', 'node', 'node.js', 'zurich', 'and python', 'the go', 'python the', 'zur') }), weight: 3 },
    );
    fc.assert(
      fc.property(fc.array(operation, { minLength: 200, maxLength: 400 }), (operations) => {
        // Compacted once 50 postings are retired: many times in a run.
        const index = new WordIndex(50);
        const live = new Map<string, { owner: number; words: Set<string> }>();
        let added = 0;
        for (const step of operations) {
          if (step.kind === 'add') {
            // Most documents hold 'the': past 64 of them its postings become a bitmap (and a list again after removals).
            const text = [...step.words, ...(step.common ? ['the'] : [])].join(' ');
            const key = `doc-${added++}`;
            index.add(key, step.owner, text);
            live.set(key, { owner: step.owner, words: new Set(wordsOf(text)) });
          } else if (step.kind === 'remove') {
            const keys = [...live.keys()];
            if (keys.length === 0) continue;
            const key = keys[step.pick % keys.length]!;
            index.remove(key);
            live.delete(key);
          } else if (step.kind === 'removeOwner') {
            index.removeOwner(step.owner);
            for (const [key, doc] of live) if (doc.owner === step.owner) live.delete(key);
          } else if (step.kind === 'settle') {
            index.settle();
          } else {
            const query = queryWords(step.q)!;
            const expected = [...live]
              .filter(([, doc]) => query.whole.every((word) => doc.words.has(word)) && (query.prefix === null || [...doc.words].some((word) => word.startsWith(query.prefix!))))
              .map(([key]) => key)
              .sort();
            expect(found(index, step.q)).toEqual(expected);
            for (const slot of index.search(query)) expect(index.ownerOf(slot)).toBe(live.get(index.keyOf(slot)!)!.owner);
          }
        }
        expect(index.size).toBe(live.size);
      }),
      { numRuns: 100 },
    );
  });
});
