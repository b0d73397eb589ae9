import { z } from 'zod';

/**
 * The boolean search language of the staff search boxes (issue 34, decision 0133), parsed here so that the
 * contract can refuse a malformed query with a 400 a person can act on, and the services and the CRM read
 * the same tree:
 *
 *   python AND (django OR flask) NOT php location:Leeds
 *   "machine learning" -recruiter skill:go title:"data engineer" cv:kubernetes
 *
 * Operators are written in capitals (AND, OR, NOT; `-` right before a term is NOT), so that a plain query
 * such as `sales and marketing` stays a plain query. Terms next to each other are ANDed. NOT binds tighter
 * than AND, AND tighter than OR. A query with no operator, quote, parenthesis, field or `-` is `plain`: the
 * services answer it exactly as before the language existed.
 */

/** The fields a term may be limited to, as typed before the colon. */
export const SEARCH_FIELDS = ['skill', 'title', 'location', 'tag', 'employer', 'availability', 'cv'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Values `availability:` takes (the candidate's availability), spaces and hyphens read as `_`. */
const AVAILABILITIES = ['available', 'in_process', 'placed', 'not_available'];

/** Beyond these the query is refused: each term is a lookup, and nobody types more. */
export const SEARCH_LIMITS = { length: 1_000, terms: 50, depth: 10 } as const;

export interface SearchTerm {
  kind: 'term';
  /** Null: a bare term (the candidate's fields or CV text). */
  field: SearchField | null;
  /** Folded (lowercase, no diacritics), runs of spaces made one. */
  text: string;
  /** Written in quotes: its words together, in this order. */
  phrase: boolean;
  /** The query's last term, unquoted: a CV word may begin with it (the person may still be typing). */
  prefix: boolean;
}
export type SearchNode = SearchTerm | { kind: 'and' | 'or'; children: SearchNode[] } | { kind: 'not'; child: SearchNode };

export interface ParsedSearchQuery {
  node: SearchNode;
  /** Words alone, as before the language: no operator, quote, parenthesis, field or `-`. */
  plain: boolean;
  /** The terms not under a NOT, in the order typed: what to highlight, where CV snippets are cut. */
  positive: SearchTerm[];
}

export type SearchQueryAnswer = { ok: true; query: ParsedSearchQuery } | { ok: false; error: string };

/** Letters that lose nothing but do not fold by decomposition. */
const UNFOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', '’': "'" };
const UNFOLDED_CHARACTERS = new RegExp(`[${Object.keys(UNFOLDED).join('')}]`, 'g');
const MARKS = /\p{M}/gu;
/** Beyond printable ASCII: only such text needs folding. */
const NOT_ASCII = /[^ -~]/;

/** `text` lowercased with its diacritics folded (`Zürich` → `zurich`, `Ærø` → `aero`): how every search compares. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (!NOT_ASCII.test(lower)) return lower;
  return lower.normalize('NFKD').replace(MARKS, '').replace(UNFOLDED_CHARACTERS, (letter) => UNFOLDED[letter]!);
}

const OPERATORS = new Set(['AND', 'OR', 'NOT']);
const FIELD = /^([\p{L}]+):/u;
const SPACE = /\s/;
const FIELD_LIST = SEARCH_FIELDS.map((field) => `${field}:`);
const FIELDS_TEXT = `${FIELD_LIST.slice(0, -1).join(', ')} or ${FIELD_LIST.at(-1)}`;

class QueryError extends Error {}

/** A few characters of the query from `at`, to say where a problem is. */
const near = (q: string, at: number) => {
  const rest = q.slice(at, at + 20).trim();
  return rest.length < q.slice(at).trim().length ? `${rest}…` : rest;
};

type Token =
  | { type: 'term'; field: SearchField | null; text: string; phrase: boolean; at: number; end: number }
  | { type: 'field('; field: SearchField; at: number }
  | { type: '(' | ')' | 'AND' | 'OR' | 'NOT' | '-'; at: number };

/** Splits the query into terms, parentheses and operators; a term ends at a space or a `)`. */
function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < q.length) {
    const char = q[at]!;
    if (SPACE.test(char)) {
      at++;
      continue;
    }
    if (char === '(' || char === ')') {
      tokens.push({ type: char, at });
      at++;
      continue;
    }
    const start = at;
    if (char === '-' && at + 1 < q.length && !SPACE.test(q[at + 1]!) && q[at + 1] !== ')') {
      tokens.push({ type: '-', at });
      at++;
      continue;
    }
    if (char === '-') throw new QueryError(`"-" needs a word right after it, with no space (e.g. -php)`);
    let field: SearchField | null = null;
    const named = FIELD.exec(q.slice(at));
    if (named) {
      const name = named[1]!.toLowerCase();
      if (!(SEARCH_FIELDS as readonly string[]).includes(name)) throw new QueryError(`Unknown field '${named[1]}:' — use ${FIELDS_TEXT} (or put the words in quotes to search for them as written)`);
      field = name as SearchField;
      at += named[0].length;
      const next = q[at];
      if (next === '(') {
        tokens.push({ type: 'field(', field, at: start });
        at++;
        continue;
      }
      if (next === undefined || SPACE.test(next) || next === ')') throw new QueryError(`"${name}:" needs a value right after it, with no space (e.g. ${name}:${example(field)})`);
    }
    if (q[at] === '"') {
      const close = q.indexOf('"', at + 1);
      if (close < 0) throw new QueryError(`Unclosed quote: add a closing " after "${near(q, at + 1)}`);
      const text = q.slice(at + 1, close).trim();
      if (!text) throw new QueryError('Empty quotes: put words between the quotes, or remove them');
      tokens.push({ type: 'term', field, text, phrase: true, at: start, end: close + 1 });
      at = close + 1;
      continue;
    }
    let end = at;
    while (end < q.length && !SPACE.test(q[end]!) && q[end] !== ')') end++;
    const text = q.slice(at, end);
    if (field === null && OPERATORS.has(text)) tokens.push({ type: text as 'AND' | 'OR' | 'NOT', at: start });
    else tokens.push({ type: 'term', field, text, phrase: false, at: start, end });
    at = end;
  }
  return tokens;
}

function example(field: SearchField): string {
  return { skill: 'python', title: '"data engineer"', location: 'leeds', tag: 'hotlist', employer: 'acme', availability: 'available', cv: 'kubernetes' }[field];
}

/** Recursive descent over the tokens: or := and (OR and)*; and := unary (AND? unary)*; unary := (NOT | -) unary | primary. */
class Parser {
  private position = 0;
  private terms = 0;

  constructor(
    private readonly q: string,
    private readonly tokens: Token[],
  ) {}

  parse(): SearchNode {
    const node = this.or(null, 0);
    const left = this.tokens[this.position];
    if (left) throw new QueryError(left.type === ')' ? `Unexpected ")": there is no "(" for it to close` : `Could not read the query from "${near(this.q, left.at)}"`);
    return node;
  }

  private or(field: SearchField | null, depth: number): SearchNode {
    const children = [this.and(field, depth)];
    while (this.peek()?.type === 'OR') {
      this.position++;
      if (this.endsGroup()) throw new QueryError('"OR" needs words on both sides (e.g. python OR java)');
      children.push(this.and(field, depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'or', children };
  }

  private and(field: SearchField | null, depth: number): SearchNode {
    if (this.peek()?.type === 'OR' || this.peek()?.type === 'AND') throw new QueryError(`"${this.peek()!.type}" needs words on both sides (e.g. python ${this.peek()!.type} java)`);
    const children = [this.unary(field, depth)];
    for (;;) {
      const next = this.peek();
      if (!next || next.type === ')' || next.type === 'OR') break;
      if (next.type === 'AND') {
        this.position++;
        if (this.endsGroup() || this.peek()?.type === 'OR' || this.peek()?.type === 'AND') throw new QueryError('"AND" needs words on both sides (e.g. python AND django)');
      }
      children.push(this.unary(field, depth));
    }
    return children.length === 1 ? children[0]! : { kind: 'and', children };
  }

  private unary(field: SearchField | null, depth: number): SearchNode {
    const token = this.peek();
    if (token?.type === 'NOT' || token?.type === '-') {
      this.position++;
      const next = this.peek();
      if (!next || next.type === ')' || next.type === 'OR' || next.type === 'AND') throw new QueryError(token.type === 'NOT' ? '"NOT" needs a word or a group in ( ) after it (e.g. NOT php)' : '"-" needs a word right after it, with no space (e.g. -php)');
      return { kind: 'not', child: this.unary(field, depth) };
    }
    return this.primary(field, depth);
  }

  private primary(field: SearchField | null, depth: number): SearchNode {
    const token = this.tokens[this.position++]!;
    if (token.type === '(' || token.type === 'field(') {
      if (depth >= SEARCH_LIMITS.depth) throw new QueryError(`Too many parentheses inside each other (more than ${SEARCH_LIMITS.depth})`);
      if (this.peek()?.type === ')') throw new QueryError('Empty parentheses: put words inside ( ), or remove them');
      if (!this.peek()) throw new QueryError(`Unclosed parenthesis: add a ")" after "${near(this.q, token.at)}"`);
      const inner = this.or(token.type === 'field(' ? token.field : field, depth + 1);
      if (this.peek()?.type !== ')') throw new QueryError(`Unclosed parenthesis: add a ")" after "${near(this.q, token.at)}"`);
      this.position++;
      return inner;
    }
    if (token.type !== 'term') throw new QueryError(`Unexpected ")": there is no "(" for it to close`);
    if (++this.terms > SEARCH_LIMITS.terms) throw new QueryError(`Too many terms (more than ${SEARCH_LIMITS.terms}): shorten the query`);
    const termField = token.field ?? field;
    let text = fold(token.text).replace(/\s+/g, ' ');
    if (termField === 'availability') {
      text = text.replace(/[\s-]+/g, '_');
      if (!AVAILABILITIES.includes(text)) throw new QueryError(`Unknown availability '${token.text}' — use ${AVAILABILITIES.slice(0, -1).join(', ')} or ${AVAILABILITIES.at(-1)}`);
    }
    return { kind: 'term', field: termField, text, phrase: token.phrase, prefix: !token.phrase && token.end === this.q.trimEnd().length };
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private endsGroup(): boolean {
    const next = this.peek();
    return !next || next.type === ')';
  }
}

function positiveTerms(node: SearchNode, into: SearchTerm[] = []): SearchTerm[] {
  if (node.kind === 'term') into.push(node);
  else if (node.kind !== 'not') for (const child of node.children) positiveTerms(child, into);
  return into;
}

/**
 * Reads a search query: its tree, or a message saying what to change. An empty query has no tree (the
 * caller lists everything); one longer than `SEARCH_LIMITS.length` is refused before it is read.
 */
export function parseSearchQuery(q: string): SearchQueryAnswer {
  if (q.length > SEARCH_LIMITS.length) return { ok: false, error: `The search is too long (${q.length.toLocaleString('en')} characters): keep it under ${SEARCH_LIMITS.length.toLocaleString('en')}` };
  if (!q.trim()) return { ok: false, error: 'The search is empty' };
  try {
    const tokens = tokenize(q);
    const node = new Parser(q, tokens).parse();
    const plain = tokens.every((token) => token.type === 'term' && token.field === null && !token.phrase);
    return { ok: true, query: { node, plain, positive: positiveTerms(node) } };
  } catch (error) {
    if (error instanceof QueryError) return { ok: false, error: error.message };
    throw error;
  }
}

/** A `q` parameter in this language: trimmed; a malformed one is refused with the parser's message (a 400). */
export const SearchQueryText = z
  .string()
  .trim()
  .max(SEARCH_LIMITS.length)
  .superRefine((q, ctx) => {
    // One too long is refused by `max` alone.
    const read = q && q.length <= SEARCH_LIMITS.length ? parseSearchQuery(q) : null;
    if (read && !read.ok) ctx.addIssue({ code: 'custom', message: read.error });
  });
