import { describe, expect, it } from 'vitest';
import { CandidateListQuery } from './candidates';
import { fold, parseSearchQuery, SEARCH_LIMITS, type SearchNode } from './search-query';

/** The tree written short: terms as `field:text` ("…" for a phrase, * for a prefix), operators as (AND …). */
function show(node: SearchNode): string {
  if (node.kind === 'term') {
    const text = node.phrase ? `"${node.text}"` : node.text;
    return `${node.field ? `${node.field}:` : ''}${text}${node.prefix ? '*' : ''}`;
  }
  if (node.kind === 'not') return `(NOT ${show(node.child)})`;
  return `(${node.kind.toUpperCase()} ${node.children.map(show).join(' ')})`;
}

function tree(q: string): string {
  const read = parseSearchQuery(q);
  if (!read.ok) throw new Error(read.error);
  return show(read.query.node);
}

function error(q: string): string {
  const read = parseSearchQuery(q);
  if (read.ok) throw new Error(`${q} was read as ${show(read.query.node)}`);
  return read.error;
}

describe('the boolean search language', () => {
  it('ANDs terms next to each other, and only a query of words alone is plain', () => {
    expect(tree('python dev')).toBe('(AND python dev*)');
    for (const q of ['python dev', 'sales and marketing', "o'bri", 'c++ full-stack', 'zoe qu']) {
      expect(parseSearchQuery(q), q).toMatchObject({ ok: true, query: { plain: true } });
    }
    for (const q of ['python AND dev', 'python -php', '"data engineer"', 'skill:go', '(python)', 'NOT php', 'go OR rust']) {
      expect(parseSearchQuery(q), q).toMatchObject({ ok: true, query: { plain: false } });
    }
  });

  it('reads operators in capitals only: lower-case and/or/not are words', () => {
    expect(tree('sales and marketing')).toBe('(AND sales and marketing*)');
    expect(tree('sales AND marketing')).toBe('(AND sales marketing*)');
    expect(tree('not or')).toBe('(AND not or*)');
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(tree('a OR b c')).toBe('(OR a (AND b c*))');
    expect(tree('a b OR c')).toBe('(OR (AND a b) c*)');
    expect(tree('NOT a b')).toBe('(AND (NOT a) b*)');
    expect(tree('a OR NOT b AND c')).toBe('(OR a (AND (NOT b) c*))');
    expect(tree('-a -b')).toBe('(AND (NOT a) (NOT b*))');
    expect(tree('NOT NOT a')).toBe('(NOT (NOT a*))');
  });

  it('groups with parentheses, nested, and gives a field to a whole group', () => {
    expect(tree('python AND (django OR flask) NOT php location:Leeds')).toBe('(AND python (OR django flask) (NOT php) location:leeds*)');
    expect(tree('(a OR (b c)) d')).toBe('(AND (OR a (AND b c)) d*)');
    expect(tree('-(php OR perl)')).toBe('(NOT (OR php perl))');
    expect(tree('skill:(go OR rust) title:lead')).toBe('(AND (OR skill:go skill:rust) title:lead*)');
    expect(tree('skill:(go OR cv:rust)')).toBe('(OR skill:go cv:rust)');
    expect(tree('(python)x')).toBe('(AND python x*)');
  });

  it('keeps phrases whole, folds case and accents, and makes runs of spaces one', () => {
    expect(tree('"Machine   Learning" title:"Data Engineer"')).toBe('(AND "machine learning" title:"data engineer")');
    expect(tree('location:Zürich Ærø')).toBe('(AND location:zurich aero*)');
    expect(tree('-"cold calling"')).toBe('(NOT "cold calling")');
    expect(tree('SKILL:Go')).toBe('skill:go*');
    expect(tree('full-stack')).toBe('full-stack*');
    expect(fold('Straße Øre ÇA')).toBe('strasse ore ca');
  });

  it('marks the last unquoted term as a beginning (typing), and lists the terms not under a NOT', () => {
    const read = parseSearchQuery('python -php "data eng" skill:go  ');
    expect(read.ok && read.query.positive.map((term) => [term.field, term.text, term.prefix])).toEqual([
      [null, 'python', false],
      [null, 'data eng', false],
      ['skill', 'go', true],
    ]);
  });

  it('reads availability values as the list shows them', () => {
    expect(tree('availability:available')).toBe('availability:available*');
    expect(tree('availability:"not available" OR availability:in-process')).toBe('(OR availability:"not_available" availability:in_process*)');
  });

  it('says what to change in a malformed query', () => {
    expect(error('"machine learning')).toBe('Unclosed quote: add a closing " after "machine learning');
    expect(error('python "a very long phrase that goes on')).toBe('Unclosed quote: add a closing " after "a very long phrase t…');
    expect(error('foo:bar')).toBe("Unknown field 'foo:' — use skill:, title:, location:, tag:, employer:, availability: or cv: (or put the words in quotes to search for them as written)");
    expect(error('(python OR go')).toBe('Unclosed parenthesis: add a ")" after "(python OR go"');
    expect(error('python (')).toBe('Unclosed parenthesis: add a ")" after "("');
    expect(error('python)')).toBe('Unexpected ")": there is no "(" for it to close');
    expect(error('()')).toBe('Empty parentheses: put words inside ( ), or remove them');
    expect(error('python OR')).toBe('"OR" needs words on both sides (e.g. python OR java)');
    expect(error('OR python')).toBe('"OR" needs words on both sides (e.g. python OR java)');
    expect(error('python AND')).toBe('"AND" needs words on both sides (e.g. python AND django)');
    expect(error('python AND OR go')).toBe('"AND" needs words on both sides (e.g. python AND django)');
    expect(error('AND python')).toBe('"AND" needs words on both sides (e.g. python AND java)');
    expect(error('python NOT')).toBe('"NOT" needs a word or a group in ( ) after it (e.g. NOT php)');
    expect(error('python -')).toBe('"-" needs a word right after it, with no space (e.g. -php)');
    expect(error('skill:')).toBe('"skill:" needs a value right after it, with no space (e.g. skill:python)');
    expect(error('title: lead')).toBe('"title:" needs a value right after it, with no space (e.g. title:"data engineer")');
    expect(error('""')).toBe('Empty quotes: put words between the quotes, or remove them');
    expect(error('availability:soon')).toBe("Unknown availability 'soon' — use available, in_process, placed or not_available");
    expect(error('   ')).toBe('The search is empty');
  });

  it('refuses queries too long, with too many terms or too deep', () => {
    expect(error('a'.repeat(10_000))).toBe('The search is too long (10,000 characters): keep it under 1,000');
    expect(parseSearchQuery('a'.repeat(SEARCH_LIMITS.length)).ok).toBe(true);
    expect(error(Array.from({ length: 51 }, (_, n) => `w${n}`).join(' '))).toBe('Too many terms (more than 50): shorten the query');
    expect(error(`${'('.repeat(11)}a${')'.repeat(11)}`)).toBe('Too many parentheses inside each other (more than 10)');
    expect(tree(`${'('.repeat(10)}a${')'.repeat(10)}`)).toBe('a');
  });

  it('makes the list query refuse a malformed search with the message, and take an empty one', () => {
    const refused = CandidateListQuery.safeParse({ q: 'python AND' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['q', '"AND" needs words on both sides (e.g. python AND django)']]);
    const tooLong = CandidateListQuery.safeParse({ q: 'a'.repeat(10_000) });
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 1,000 characters']);
    expect(CandidateListQuery.safeParse({ q: '  ' })).toMatchObject({ success: true, data: { q: '' } });
    expect(CandidateListQuery.safeParse({ q: ' skill:go ' })).toMatchObject({ success: true, data: { q: 'skill:go' } });
  });
});
