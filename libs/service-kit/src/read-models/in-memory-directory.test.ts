import { describe, expect, it } from 'vitest';
import { compareText, InMemoryDirectory } from './in-memory-directory';

interface Person {
  id: string;
  name: string;
  town: string | null;
  team: string;
}

const byName = () =>
  new InMemoryDirectory<Person>({
    id: (person) => person.id,
    compare: (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
    searchable: (person) => [person.name, person.town],
  });
const person = (id: string, name: string, town: string | null = null, team = 'red'): Person => ({ id, name, town, team });
const names = (page: { items: Person[] }) => page.items.map((item) => item.name);

describe('InMemoryDirectory', () => {
  it('keeps the list order when an entity is added or its sort field changes', () => {
    const directory = byName();
    directory.put(person('1', 'Mia'), 1);
    directory.put(person('2', 'Ava'), 1);
    directory.put(person('3', 'Zoe'), 1);
    expect(names(directory.list({ limit: 10, offset: 0 }))).toEqual(['Ava', 'Mia', 'Zoe']);
    directory.put(person('2', 'Nia'), 2);
    expect(names(directory.list({ limit: 10, offset: 0 }))).toEqual(['Mia', 'Nia', 'Zoe']);
    expect(directory.list({ limit: 1, offset: 1 })).toEqual({ items: [person('2', 'Nia')], total: 3 });
  });

  it('loads many at once (putAll) into the same list, search and tombstones as one put each', () => {
    const towns = ['Leeds', 'Bath', null];
    const loaded = Array.from({ length: 300 }, (_, n) => ({ item: person(String(n % 250), `Name ${(n * 7919) % 1000}`, towns[n % 3]!), version: 1 + Math.floor(n / 250) }));
    const one = byName();
    one.remove('7', 5);
    for (const { item, version } of loaded) one.put(item, version);
    const bulk = byName();
    bulk.remove('7', 5);
    bulk.putAll(loaded);
    expect(bulk.size).toBe(249);
    expect(bulk.list({ limit: 1000, offset: 0 })).toEqual(one.list({ limit: 1000, offset: 0 }));
    expect(bulk.list({ q: 'leeds', limit: 1000, offset: 0 })).toEqual(one.list({ q: 'leeds', limit: 1000, offset: 0 }));
    expect(bulk.list({ q: 'name 1', limit: 1000, offset: 0 })).toEqual(one.list({ q: 'name 1', limit: 1000, offset: 0 }));
    // Into a directory that holds entries already, one by one: an older version changes nothing.
    bulk.putAll([{ item: person('3', 'Older'), version: 1 }, { item: person('3', 'Newer'), version: 9 }]);
    expect(bulk.get('3')?.name).toBe('Newer');
  });

  it('ignores an older version, and a deleted entity stays deleted for older events', () => {
    const directory = byName();
    expect(directory.put(person('1', 'New'), 3)).toBe(true);
    expect(directory.put(person('1', 'Old'), 2)).toBe(false);
    expect(directory.remove('1', 4)).toBe(true);
    expect(directory.put(person('1', 'Zombie'), 4)).toBe(false);
    expect(directory.put(person('1', 'Reborn'), 5)).toBe(true);
    expect(directory.remove('9', 1)).toBe(false);
    expect(directory.put(person('9', 'Late'), 1)).toBe(false);
    expect(names(directory.list({ limit: 10, offset: 0 }))).toEqual(['Reborn']);
  });

  it('searches case-insensitively and literally, never across two fields or two entities, with an exact total', () => {
    const directory = byName();
    directory.put(person('1', 'Anna Smith', 'Leeds'), 1);
    directory.put(person('2', 'Ben Smithers', null), 1);
    directory.put(person('3', 'Cara (Lee)', 'Bath', 'blue'), 1);
    directory.put(person('4', 'Dan', 'Smithfield', 'blue'), 1);
    expect(directory.list({ q: 'SMITH', limit: 2, offset: 0 })).toEqual({ items: [person('1', 'Anna Smith', 'Leeds'), person('2', 'Ben Smithers', null)], total: 3 });
    expect(names(directory.list({ q: 'smith', limit: 2, offset: 2 }))).toEqual(['Dan']);
    expect(names(directory.list({ q: '(lee)', limit: 10, offset: 0 }))).toEqual(['Cara (Lee)']);
    expect(directory.list({ q: 'smithleeds', limit: 10, offset: 0 }).total).toBe(0);
    expect(directory.list({ q: 'smithersdan', limit: 10, offset: 0 }).total).toBe(0);
    expect(directory.list({ q: 'h\u0000l', limit: 10, offset: 0 }).total).toBe(0);
    expect(directory.list({ q: '.*', limit: 10, offset: 0 }).total).toBe(0);
  });

  it('lists one group, with its size as the total, with or without a search, as entities move between groups', () => {
    const directory = new InMemoryDirectory<Person>({
      id: (item) => item.id,
      compare: (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
      searchable: (item) => [item.name, item.town],
      groupOf: (item) => item.team,
    });
    ['Amy', 'Bo', 'Cy', 'Di', 'Ed'].forEach((name, n) => directory.put(person(String(n), name, 'York', n % 2 ? 'blue' : 'red'), 1));
    expect(directory.list({ group: 'blue', limit: 1, offset: 1 })).toEqual({ items: [person('3', 'Di', 'York', 'blue')], total: 2 });
    expect(directory.list({ group: 'red', limit: 2, offset: 0 })).toEqual({ items: [person('0', 'Amy', 'York'), person('2', 'Cy', 'York')], total: 3 });
    expect(names(directory.list({ q: 'york', group: 'blue', limit: 10, offset: 0 }))).toEqual(['Bo', 'Di']);
    directory.put(person('0', 'Amy', 'York', 'blue'), 2);
    directory.remove('3', 2);
    expect(directory.list({ group: 'blue', limit: 10, offset: 0 })).toEqual({ items: [person('0', 'Amy', 'York', 'blue'), person('1', 'Bo', 'York', 'blue')], total: 2 });
    expect(directory.list({ group: 'red', limit: 10, offset: 5 })).toEqual({ items: [], total: 2 });
    expect(directory.list({ group: 'green', limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it('lists only what a filter (where) accepts, alone or with a group and a short or long search, with an exact total', () => {
    const directory = new InMemoryDirectory<Person>({
      id: (item) => item.id,
      compare: (a, b) => compareText(a.name, b.name) || compareText(a.id, b.id),
      searchable: (item) => [item.name, item.town],
      groupOf: (item) => item.team,
    });
    [['Amy', 'York'], ['Bo', 'Leeds'], ['Cy', 'York'], ['Di', 'York'], ['Eve', 'Leeds']].forEach(([name, town], n) =>
      directory.put(person(String(n), name!, town!, n % 2 ? 'blue' : 'red'), 1),
    );
    const inYork = (item: Person) => item.town === 'York';
    expect(directory.list({ where: inYork, limit: 2, offset: 1 })).toEqual({ items: [person('2', 'Cy', 'York'), person('3', 'Di', 'York', 'blue')], total: 3 });
    expect(directory.list({ where: inYork, group: 'red', limit: 10, offset: 0 })).toEqual({ items: [person('0', 'Amy', 'York'), person('2', 'Cy', 'York')], total: 2 });
    expect(names(directory.list({ where: inYork, q: 'y', limit: 10, offset: 1 }))).toEqual(['Cy', 'Di']);
    expect(directory.list({ where: (item) => item.town === 'Leeds', q: 'eve', limit: 10, offset: 0 })).toEqual({ items: [person('4', 'Eve', 'Leeds')], total: 1 });
    expect(directory.list({ where: () => false, limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
  });

  it('answers the same after so many changes that its search index is built again', () => {
    // Each rename retires the old name's few hundred trigrams; after ~270 renames they outweigh the live ones.
    const directory = byName();
    const longName = (n: number) => Array.from({ length: 250 }, (_, k) => `${n}-${k}`).join(' ');
    directory.put(person('1', 'Ann Lee', 'Leeds'), 1);
    expect(directory.list({ q: 'ann', limit: 10, offset: 0 }).total).toBe(1);
    for (let n = 1; n <= 400; n++) directory.put(person('2', longName(n)), n);
    expect(directory.list({ q: '400-249', limit: 10, offset: 0 })).toEqual({ items: [person('2', longName(400))], total: 1 });
    expect(directory.list({ q: ' 399-', limit: 10, offset: 0 }).total).toBe(0);
    expect(names(directory.list({ q: 'lee', limit: 10, offset: 0 }))).toEqual(['Ann Lee']);
  });

  it('finds entities by their new search text after reindex', () => {
    const towns = new Map([['1', 'Hull']]);
    const directory = new InMemoryDirectory<Person>({
      id: (item) => item.id,
      compare: (a, b) => compareText(a.id, b.id),
      searchable: (item) => [item.name, towns.get(item.id)],
    });
    directory.put(person('1', 'Eve'), 1);
    expect(directory.list({ q: 'hull', limit: 10, offset: 0 }).total).toBe(1);
    towns.set('1', 'Derby');
    directory.reindex((item) => item.id === '1');
    expect(directory.list({ q: 'hull', limit: 10, offset: 0 }).total).toBe(0);
    expect(directory.list({ q: 'derby', limit: 10, offset: 0 }).total).toBe(1);
  });
});
