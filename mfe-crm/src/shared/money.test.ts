import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCents, Money, moneyFigure } from './money';

afterEach(cleanup);

/** What a screen reader reads of an element: its text, without what is hidden from it. */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes, spokenText).join('');
}

describe('formatCents', () => {
  it('shows cents as whole US dollars', () => {
    expect(formatCents(12_500_000)).toBe('$125,000');
    expect(formatCents(2_500_050)).toBe('$25,001');
  });
});

describe('moneyFigure', () => {
  it.each([
    [0, '$0', '$0'],
    [9_900_000, '$99,000', '$99,000'],
    [9_999_949, '$99,999', '$99,999'],
    [10_000_000, '$100K', '$100,000'],
    [12_500_000, '$125K', '$125,000'],
    [99_999_900, '$1.0M', '$999,999'],
    [123_456_700, '$1.23M', '$1,234,567'],
    [100_011_519_100, '$1.0B', '$1,000,115,191'],
  ])('%i cents: %s, exactly %s', (cents, short, exact) => {
    expect(moneyFigure(cents)).toEqual({ short, exact });
  });
});

describe('<Money>', () => {
  it('shows a small value exactly, as plain text', () => {
    const { container } = render(createElement('p', null, createElement(Money, { cents: 9_900_000 })));
    expect(container.innerHTML).toBe('<p>$99,000</p>');
  });

  it('shows a large value compactly, with the exact value on hover and for screen readers', () => {
    const { container, getByTitle } = render(createElement('p', null, createElement(Money, { cents: 100_011_519_100 })));
    const figure = getByTitle('$1,000,115,191');
    expect(figure.querySelector('[aria-hidden="true"]')?.textContent).toBe('$1.0B');
    expect(spokenText(container)).toBe('$1,000,115,191');
  });
});
