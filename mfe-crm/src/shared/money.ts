import { createElement, type ReactNode } from 'react';
import { VisuallyHidden } from '@agency/ui';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Compact dollars, for where space is tight: '$125K', '$1.23M', '$1.0B'. Two significant digits at least
 * (a billion reads '$1.0B', not a round-looking '$1B'), three at most ('$125K', not '$130K').
 */
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 3,
});

/** From $100,000 on, a tight place shows the compact form; below, the exact one is short enough (decision 0104). */
export const COMPACT_FROM_CENTS = 100_000 * 100;

/** A value stored in cents, shown in US dollars without decimals (spec section 9): 12_500_000 → '$125,000'. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/**
 * A value in cents as a tight place shows it: exact below $100,000 ('$99,000'), compact from there on
 * ('$125K', '$1.0B'; `short`), with the exact value beside it (`exact`) for the tooltip and screen readers.
 */
export function moneyFigure(cents: number): { short: string; exact: string } {
  const exact = formatCents(cents);
  return { short: Math.abs(cents) < COMPACT_FROM_CENTS ? exact : compactDollars.format(cents / 100), exact };
}

/**
 * A money figure in a tile, a column's header or a card: the compact form to the eye, the exact value on
 * hover (title) and to screen readers (visually hidden text, read instead of the compact one). Small
 * values are the exact text alone.
 */
export function Money({ cents }: { cents: number }): ReactNode {
  const { short, exact } = moneyFigure(cents);
  if (short === exact) return exact;
  return createElement(
    'span',
    { title: exact },
    createElement('span', { 'aria-hidden': true }, short),
    createElement(VisuallyHidden, null, exact),
  );
}
