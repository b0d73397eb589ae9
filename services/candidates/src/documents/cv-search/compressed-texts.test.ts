import { describe, expect, it } from 'vitest';
import { CompressedTexts } from './compressed-texts';

describe('the compressed texts', () => {
  it('give back each text and file name as set, non-ASCII included', () => {
    const texts = new CompressedTexts();
    const cv = { fileName: 'Lebenslauf Müller 😀.pdf', text: `Zürich, Straße 5 — 👩‍💻 Entwicklerin. ${'Kubernetes and Go. '.repeat(200)}Ende 🎉` };
    texts.set('a', cv);
    texts.set('empty', { fileName: '', text: '' });
    expect(texts.get('a')).toEqual(cv);
    expect(texts.get('empty')).toEqual({ fileName: '', text: '' });
    expect(texts.get('missing')).toBeUndefined();
    expect(texts.size).toBe(2);
  });

  it('keep the last text set for an id, and forget a deleted one', () => {
    const texts = new CompressedTexts();
    texts.set('a', { fileName: 'one.txt', text: 'first' });
    texts.set('a', { fileName: 'two.txt', text: 'second, in Straße' });
    expect(texts.get('a')).toEqual({ fileName: 'two.txt', text: 'second, in Straße' });
    texts.set('b', { fileName: 'b.txt', text: 'b' });
    texts.delete('a');
    texts.delete('never set');
    expect(texts.get('a')).toBeUndefined();
    expect(texts.get('b')).toEqual({ fileName: 'b.txt', text: 'b' });
    expect(texts.size).toBe(1);
  });

  it('keep each entry in memory of its own, compressed', () => {
    const texts = new CompressedTexts();
    const text = Array.from({ length: 400 }, (_, n) => `word${n % 50}`).join(' ');
    texts.set('a', { fileName: 'cv.txt', text });
    const entry = (texts as unknown as { entries: Map<string, Buffer> }).entries.get('a')!;
    expect(entry.length).toBeLessThan(text.length / 2);
    // Not a view of a larger buffer (zlib's chunk, Node's pool), which it would keep alive.
    expect(entry.buffer.byteLength).toBe(entry.length);
  });
});
