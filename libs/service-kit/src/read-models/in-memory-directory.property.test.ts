import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareText, InMemoryDirectory } from './in-memory-directory';

// The directory's search (a trigram index for three characters or more, a scan below) must answer exactly
// what a plain test of every record answers: the same items, in list order, and the same total.

interface Person {
  id: string;
  name: string;
  town: string | null;
  team: string;
  joined: number;
}

// Few characters, so records share trigrams and queries find things; regex characters; capitals whose
// lowercase differs in length (İ) or in other ways (Σ, É); a surrogate pair; and ѡ (U+0461), whose
// trigrams share their index key with 'a' (the index keeps ten bits per character).
const character = fc.oneof(
  { arbitrary: fc.constantFrom('a', 'b', 'A'), weight: 8 },
  { arbitrary: fc.constantFrom(' ', '.', '*', '(', ')', '[', '\\', '^', '$', '?', '+', 'é', 'É', 'İ', 'Σ', 'ѡ', 'Ѡ', '😀'), weight: 2 },
);
const text = (maxLength: number) => fc.array(character, { maxLength }).map((characters) => characters.join(''));
const ids = ['1', '2', '3', '4', '5', '6'];

type Operation =
  | { kind: 'put'; id: string; name: string; town: string | null; team: string; joined: number }
  | { kind: 'remove'; id: string }
  | { kind: 'retag'; id: string; tag: string }
  | { kind: 'search'; q: string; fromRecord: number; field: number; length: number; start: number; limit: number; offset: number; team: string | null };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), id: fc.constantFrom(...ids), name: text(12), town: fc.option(text(8)), team: fc.constantFrom('red', 'blue'), joined: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
  fc.record({ kind: fc.constant('retag' as const), id: fc.constantFrom(...ids), tag: text(8) }),
  fc.record({
    kind: fc.constant('search' as const),
    // Either typed at random, or a piece of a record's text (so most searches find something).
    q: fc.oneof(text(7), fc.constantFrom('aaa', 'aa', 'a', 'ѡѡ', 'ѡaa', 'İ', 'i̇', 'σ', '.*', '\u0000', '')),
    fromRecord: fc.integer({ min: -1, max: ids.length - 1 }),
    field: fc.integer({ min: 0, max: 2 }),
    length: fc.integer({ min: 1, max: 8 }),
    start: fc.nat(12),
    limit: fc.integer({ min: 1, max: 5 }),
    offset: fc.nat(4),
    team: fc.option(fc.constantFrom('red', 'blue')),
  }),
);

describe('InMemoryDirectory search', () => {
  it('answers what a test of every record answers, through puts, removals and reindexing', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 20, maxLength: 80 }), (operations) => {
        // A searched text kept outside the records, as the catalog keeps employer names: changed, then reindexed.
        const tags = new Map<string, string>();
        const compare = (a: Person, b: Person) => b.joined - a.joined || compareText(a.id, b.id);
        const searchable = (person: Person) => [person.name, person.town, tags.get(person.id)];
        const directory = new InMemoryDirectory<Person>({ id: (person) => person.id, compare, searchable, groupOf: (person) => person.team });
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
          } else if (step.kind === 'retag') {
            tags.set(step.id, step.tag);
            directory.reindex((person) => person.id === step.id);
          } else {
            const record = step.fromRecord >= 0 ? live.get(ids[step.fromRecord]!) : undefined;
            const field = record ? searchable(record)[step.field] : undefined;
            const q = field?.slice(step.start, step.start + step.length) || step.q;
            const needle = q.toLowerCase();
            const matches = [...live.values()]
              .filter((person) => step.team === null || person.team === step.team)
              .filter((person) => !needle || (!needle.includes('\u0000') && !needle.includes('\u0001') && searchable(person).some((text) => text?.toLowerCase().includes(needle))))
              .sort(compare);
            const query = { q, limit: step.limit, offset: step.offset, ...(step.team === null ? {} : { group: step.team }) };
            expect(directory.list(query)).toEqual({ items: matches.slice(step.offset, step.offset + step.limit), total: matches.length });
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
