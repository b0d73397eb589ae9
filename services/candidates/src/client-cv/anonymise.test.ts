import { describe, expect, it } from 'vitest';
import { anonymiseLocation, anonymiseText, Removed } from './anonymise';

describe('anonymised text', () => {
  it('loses e-mails, phone numbers, links, streets, postcodes and the name, whole or in parts', () => {
    const text = [
      'Priya Raman, priya.raman@example.com',
      'Mobile +44 7700 900123, office (0161) 496-0000',
      'https://www.linkedin.com/in/priya and github.com/praman',
      '12 Baker Street, London NW1 6XE',
      "RAMAN's team; priya led it.",
    ].join('\n');
    expect(anonymiseText(text, 'Priya Raman')).toBe(
      [
        `${Removed.name}, ${Removed.email}`,
        `Mobile ${Removed.phone}, office ${Removed.phone}`,
        `${Removed.link} and ${Removed.link}`,
        `${Removed.address}, London ${Removed.address}`,
        `${Removed.name}'s team; ${Removed.name} led it.`,
      ].join('\n'),
    );
  });

  it('keeps years, date ranges, figures and words that only contain a part of the name', () => {
    const text = 'BSc, 2013 - 2016\nRoles in 2019 2020 2021, budget £450,000\nPriyanka joined Node.js teams';
    expect(anonymiseText(text, 'Priya Raman')).toBe(text);
  });
});

describe('an anonymised location', () => {
  it('keeps the town and country, not the street', () => {
    expect(anonymiseLocation('12 Baker Street, Manchester, United Kingdom')).toBe('Manchester, United Kingdom');
    expect(anonymiseLocation('Flat 3, Oak Road, Leeds')).toBe('Leeds');
    expect(anonymiseLocation('Leeds')).toBe('Leeds');
  });
});
