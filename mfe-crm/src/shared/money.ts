const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A value stored in cents, shown in US dollars without decimals (spec section 9): 12_500_000 → '$125,000'. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
