import { fold } from '@agency/contracts';

/** The folding every search shares (`Zürich` → `zurich`): the boolean query parser's, in the contracts. */
export { fold };

/**
 * Words as the CV search sees them (decision 0102): lowercase, diacritics folded (`Zürich` → `zurich`,
 * `Ærø` → `aero`). A word is a run of letters and digits; `.`, `-`, `'`, `_` and `+` or `#` inside it keep
 * it whole, so `node.js`, `full-stack`, `c++` and `c#` are words, and each of their parts is a word too
 * (`node`, `js`, `full`, `stack`): a CV's `Node.js` is found by `node.js`, by `node` and by `js`.
 */
const WORD = /[\p{L}\p{N}]+(?:['’._+#-]+[\p{L}\p{N}]+)*[+#]*/gu;
const PART = /[\p{L}\p{N}]+/gu;
const JOINED = /[^\p{L}\p{N}]/u;
/** Longer runs are not words anyone types (hashes, links glued together): not indexed. */
export const MAX_WORD_LENGTH = 40;
/** A last query word this long or longer also matches the words it begins (typing); a shorter one is a whole word. */
export const PREFIX_FROM = 3;

/** Calls `use` with every word of `text` and, for a joined word, each of its parts (repeats included), folded. */
export function forEachWord(text: string, use: (word: string) => void): void {
  for (const [raw] of text.matchAll(WORD)) {
    if (raw.length > MAX_WORD_LENGTH) continue;
    const word = fold(raw);
    use(word);
    if (JOINED.test(word)) for (const [part] of word.matchAll(PART)) use(part);
  }
}

export interface QueryWords {
  /** Words that must each be in the document. */
  whole: string[];
  /** The last word typed, when long enough to be a beginning: a word of the document must start with it. */
  prefix: string | null;
}

/** A query's words, folded: all but the last must be whole words; the last may be the beginning of one. Null when it has none. */
export function queryWords(q: string): QueryWords | null {
  const words = Array.from(q.matchAll(WORD), ([raw]) => fold(raw)).filter((word) => word.length <= MAX_WORD_LENGTH);
  const last = words.at(-1);
  if (last === undefined) return null;
  if (last.length < PREFIX_FROM) return { whole: words, prefix: null };
  return { whole: words.slice(0, -1), prefix: last };
}

/**
 * A boolean query's term as CV words (decision 0133): every word whole, or the last one a beginning when the term
 * was typed last (`prefix`) and is long enough. Null when it has no words.
 */
export function termWords(text: string, prefix: boolean): QueryWords | null {
  const words = queryWords(text);
  if (!words || prefix || words.prefix === null) return words;
  return { whole: [...words.whole, words.prefix], prefix: null };
}

/** Where the first word of `text` that matches the query starts and ends (its whole token), or null. */
export function firstMatch(text: string, query: QueryWords): { start: number; end: number } | null {
  const wanted = new Set(query.whole);
  const matches = (word: string) => wanted.has(word) || (query.prefix !== null && word.startsWith(query.prefix));
  for (const match of text.matchAll(WORD)) {
    const word = fold(match[0]);
    const found = matches(word) || (JOINED.test(word) && Array.from(word.matchAll(PART)).some(([part]) => matches(part)));
    if (found) return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}
