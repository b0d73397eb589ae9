import type { MonetaryAmount } from 'schema-dts';

const CURRENCIES: Record<string, string> = { $: 'USD', '£': 'GBP', '€': 'EUR', '¥': 'JPY', '₹': 'INR' };
const CODES = /\b(USD|GBP|EUR|CAD|AUD|NZD|CHF|JPY|INR|SEK|NOK|DKK)\b/i;

/** '120,000', '45k', '1.5m' → a number; anything else → undefined. */
function amount(text: string): number | undefined {
  const match = /^(\d+(?:[.,]\d+)*)\s*([km])?$/i.exec(text.trim());
  if (!match) return undefined;
  const digits = match[1]!;
  // '120,000' and '120.000' group thousands; '1.5' is a decimal (only with a k/m multiplier).
  const value = match[2] ? Number(digits.replace(/,/g, '.')) : Number(digits.replace(/[.,]/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const multiplier = match[2]?.toLowerCase() === 'k' ? 1_000 : match[2]?.toLowerCase() === 'm' ? 1_000_000 : 1;
  return Math.round(value * multiplier);
}

/**
 * A salary range as schema.org's MonetaryAmount, when it can be read: '$120,000 - $150,000',
 * '£45k-£55k', 'EUR 60000 to 70000', '£40k'. The currency comes from a symbol or an ISO code; a range
 * without one, or text such as 'Competitive', is not structured data (undefined).
 */
export function parseSalaryRange(range: string | null | undefined): MonetaryAmount | undefined {
  if (!range) return undefined;
  const symbol = Object.keys(CURRENCIES).find((sign) => range.includes(sign));
  const currency = symbol ? CURRENCIES[symbol] : CODES.exec(range)?.[1]?.toUpperCase();
  if (!currency) return undefined;
  const perHour = /\b(per hour|an hour|\/\s*h(ou)?r|hourly)\b/i.test(range);
  const bare = range
    .replace(CODES, ' ')
    .replace(/[$£€¥₹]/g, ' ')
    .replace(/\b(per (year|annum|hour)|a year|an hour|p\.?a\.?|\/\s*(yr|year|hr|hour)|annually|hourly)\b/gi, ' ')
    .trim();
  const parts = bare.split(/\s*(?:-|–|—|\bto\b)\s*/i).filter((part) => part.trim() !== '');
  if (parts.length < 1 || parts.length > 2) return undefined;
  const values = parts.map(amount);
  if (values.some((value) => value === undefined || value <= 0)) return undefined;
  const [min, max = min] = values as number[];
  if (max! < min!) return undefined;
  const unitText = perHour ? 'HOUR' : 'YEAR';
  return {
    '@type': 'MonetaryAmount',
    currency,
    value:
      min === max
        ? { '@type': 'QuantitativeValue', value: min, unitText }
        : { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText },
  };
}
