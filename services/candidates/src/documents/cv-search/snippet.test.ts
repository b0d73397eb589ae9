import { describe, expect, it } from 'vitest';
import { RecentTexts } from './recent-texts';
import { snippetOf } from './snippet';
import { queryWords } from './words';

describe('a snippet', () => {
  const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Led the migration to Kubernetes at Zürich Insurance, cutting costs by a third.\n\nThen ${'more words follow here. '.repeat(10)}`;

  it('holds the words around the first match, cut at spaces, with … where the text goes on', () => {
    const snippet = snippetOf(text, queryWords('zurich')!);
    expect(snippet).toContain('Zürich Insurance');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(162);
    expect(snippet.length).toBeGreaterThan(120);
    // Whole words only, and on one line.
    const inner = snippet.slice(1, -1);
    expect(text.replace(/\s+/g, ' ')).toContain(inner);
    expect(text.replace(/\s+/g, ' ')).toMatch(new RegExp(`(^|\\s)${inner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`));
  });

  it('finds a beginning typed, and starts at the text when the match is near it', () => {
    expect(snippetOf('Kubernetes, Terraform and Go. '.repeat(20), queryWords('terra')!)).toMatch(/^Kubernetes, Terraform and Go\. .*…$/);
    expect(snippetOf('Short CV: Python.', queryWords('python')!)).toBe('Short CV: Python.');
  });
});

describe('the recent texts', () => {
  it('keep up to their size in characters, dropping the least recently used first, and forget a removed document', () => {
    const texts = new RecentTexts(10);
    const text = (letters: number) => ({ fileName: 'cv.txt', text: 'x'.repeat(letters) });
    texts.set('a', text(4));
    texts.set('b', text(4));
    expect(texts.get('a')).toEqual(text(4));
    texts.set('c', text(4));
    // 'b' was used least recently.
    expect([texts.get('a'), texts.get('b'), texts.get('c')]).toEqual([text(4), undefined, text(4)]);
    texts.delete('a');
    expect(texts.get('a')).toBeUndefined();
    texts.set('d', text(6));
    expect(texts.get('c')).toEqual(text(4));
    texts.set('e', text(11));
    expect(texts.get('e')).toBeUndefined();
    expect(texts.get('d')).toEqual(text(6));
  });
});
