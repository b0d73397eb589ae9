import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, InMemoryDirectory } from './in-memory-directory';

// A search with items matched elsewhere (`alsoMatching`, by their numbers: the candidates' CVs, decision 0102)
// answers the union: each item once, in list order, with the exact total, limited to the group when one is asked for.

interface Person {
  id: string;
  name: string;
  team: string;
  joined: number;
}

const ids = ['1', '2', '3', '4', '5', '6', '7'];
const directoryOf = () =>
  new InMemoryDirectory<Person>({
    id: (person) => person.id,
    compare: (a, b) => b.joined - a.joined || compareText(a.id, b.id),
    searchable: (person) => [person.name],
    groupOf: (person) => person.team,
    numbered: true,
  });

type Operation =
  | { kind: 'put'; id: string; name: string; team: string; joined: number }
  | { kind: 'remove'; id: string }
  | { kind: 'search'; q: string; also: string[]; limit: number; offset: number; team: string | null };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    id: fc.constantFrom(...ids),
    name: fc.array(fc.constantFrom('a', 'b', 'c', ' '), { maxLength: 6 }).map((letters) => letters.join('')),
    team: fc.constantFrom('red', 'blue'),
    joined: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
  fc.record({
    kind: fc.constant('search' as const),
    // Short needles scan, longer ones go through the trigram index; the ids include unknown and repeated ones.
    q: fc.constantFrom('a', 'b', 'ab', 'abc', 'bca', 'zzz', 'c c'),
    also: fc.array(fc.constantFrom(...ids, 'unknown'), { maxLength: 6 }),
    limit: fc.integer({ min: 1, max: 4 }),
    offset: fc.nat(4),
    team: fc.option(fc.constantFrom('red', 'blue')),
  }),
);

describe('InMemoryDirectory search with items matched elsewhere', () => {
  it('answers the union of its own matches and the ids given, in list order, with the exact total', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 10, maxLength: 60 }), (operations) => {
        const directory = directoryOf();
        const live = new Map<string, Person>();
        let version = 0;
        for (const step of operations) {
          if (step.kind === 'put') {
            const { kind: _, ...person } = step;
            directory.put(person, ++version);
            live.set(person.id, person);
          } else if (step.kind === 'remove') {
            directory.remove(step.id, ++version);
            live.delete(step.id);
          } else {
            const matches = [...live.values()]
              .filter((person) => step.team === null || person.team === step.team)
              .filter((person) => person.name.includes(step.q) || step.also.includes(person.id))
              .sort((a, b) => b.joined - a.joined || compareText(a.id, b.id));
            const query = { q: step.q, limit: step.limit, offset: step.offset, ...(step.team === null ? {} : { group: step.team }) };
            // Numbered before or after the items are put, removed or put again.
            expect(directory.list(query, step.also.map((id) => directory.numberOf(id)))).toEqual({ items: matches.slice(step.offset, step.offset + step.limit), total: matches.length });
            for (const person of live.values()) expect(directory.matches(person.id, step.q)).toBe(person.name.includes(step.q));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells an item its own texts match from one matched elsewhere only', () => {
    const directory = directoryOf();
    directory.put({ id: '1', name: 'Ada Lovelace', team: 'red', joined: 2 }, 1);
    directory.put({ id: '2', name: 'Grace Hopper', team: 'red', joined: 1 }, 1);
    const numbers = ['2', '2', 'gone'].map((id) => directory.numberOf(id));
    expect(numbers[0]).toBe(numbers[1]);
    expect(directory.numberOf('gone')).toBe(numbers[2]);
    const page = directory.list({ q: 'LOVE', limit: 10, offset: 0 }, numbers);
    expect(page).toEqual({ items: [directory.get('1'), directory.get('2')], total: 2 });
    expect(directory.matches('1', 'LOVE')).toBe(true);
    expect(directory.matches('2', 'LOVE')).toBe(false);
    expect(directory.matches('gone', 'love')).toBe(false);
    // Far more numbers than items: each still finds its item.
    const late = Array.from({ length: 3_000 }, (_, n) => directory.numberOf(`late-${n}`));
    directory.put({ id: 'late-2999', name: 'Late Comer', team: 'red', joined: 0 }, 1);
    expect(directory.list({ q: 'nobody', limit: 10, offset: 0 }, [late.at(-1)!, late[5]!]).items.map((person) => person.name)).toEqual(['Late Comer']);
  });
});
