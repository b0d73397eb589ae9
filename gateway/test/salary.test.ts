import { describe, expect, it } from 'vitest';
import { countryOf, placeOfWork } from '../src/job-pages/country';
import { parseSalaryRange } from '../src/job-pages/salary';

describe('salary range → schema.org MonetaryAmount', () => {
  it.each([
    ['$120,000 - $150,000', 'USD', 120000, 150000, 'YEAR'],
    ['£45k-£55k', 'GBP', 45000, 55000, 'YEAR'],
    ['€60.000 – €70.000 per year', 'EUR', 60000, 70000, 'YEAR'],
    ['EUR 60000 to 70000', 'EUR', 60000, 70000, 'YEAR'],
    ['£1.2m - £1.5m', 'GBP', 1200000, 1500000, 'YEAR'],
    ['$25 - $30 per hour', 'USD', 25, 30, 'HOUR'],
  ])('%s', (range, currency, minValue, maxValue, unitText) => {
    expect(parseSalaryRange(range)).toEqual({
      '@type': 'MonetaryAmount',
      currency,
      value: { '@type': 'QuantitativeValue', minValue, maxValue, unitText },
    });
  });

  it('gives one value for a single figure', () => {
    expect(parseSalaryRange('£40k')).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', value: 40000, unitText: 'YEAR' },
    });
  });

  it.each(['Competitive', '', null, '120,000 - 150,000', '$150k - $120k', '$ DOE', '£40k + bonus + car'])('leaves %j out', (range) => {
    expect(parseSalaryRange(range)).toBeUndefined();
  });
});

describe('country of a location', () => {
  it.each([
    ['Manchester, UK', 'GB'],
    ['Berlin, Germany', 'DE'],
    ['Austin, TX, USA', 'US'],
    ['Leeds, United Kingdom', 'GB'],
    ['Toronto, Canada.', 'CA'],
  ])('%s → %s', (location, code) => expect(countryOf(location)).toBe(code));

  it.each(['Leeds', 'Remote', 'London, Soho', '', null])('%j names none', (location) => expect(countryOf(location)).toBeUndefined());
});

describe('place of work', () => {
  it.each([
    ['London (hybrid)', { locality: 'London', remote: false }],
    ['Remote (UK)', { country: 'GB', remote: true }],
    ['Aberdeen (offshore rotation)', { locality: 'Aberdeen', remote: false }],
    ['Austin, TX, USA', { locality: 'Austin', country: 'US', remote: false }],
    ['Germany', { country: 'DE', remote: false }],
    ['', { remote: false }],
  ])('%s', (location, place) => expect(placeOfWork(location)).toEqual(place));
});
