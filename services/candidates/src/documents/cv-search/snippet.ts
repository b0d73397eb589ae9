import { firstMatch, type QueryWords } from './words';

/** About two lines of a result card. */
export const SNIPPET_LENGTH = 160;
const SPACE = /\s/;

/**
 * The words around the first match of the query in `text`: about SNIPPET_LENGTH characters, a third of them
 * before the match, cut at spaces, with '…' where the text goes on, on one line. The text's beginning when
 * no word matches (the document changed since it was indexed).
 */
export function snippetOf(text: string, query: QueryWords): string {
  const match = firstMatch(text, query) ?? { start: 0, end: 0 };
  const before = Math.floor(Math.max(0, SNIPPET_LENGTH - (match.end - match.start)) / 3);
  let end = Math.min(text.length, Math.max(match.start - before, 0) + SNIPPET_LENGTH);
  let start = Math.max(0, Math.min(match.start - before, end - SNIPPET_LENGTH));
  // Cut at the first space after `start` and the last one before `end`, never inside the match.
  if (start > 0 && !SPACE.test(text[start - 1]!)) {
    let at = start;
    while (at < match.start && !SPACE.test(text[at]!)) at++;
    start = at;
  }
  if (end < text.length && !SPACE.test(text[end]!)) {
    let at = end;
    while (at > match.end && !SPACE.test(text[at - 1]!)) at--;
    end = at;
  }
  const words = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${words}${end < text.length ? '…' : ''}`;
}
