import { describe, expect, it } from 'vitest';
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
