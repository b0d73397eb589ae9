import { describe, expect, it } from 'vitest';
import { employerMatchKeys, whyDuplicate } from './rule';

describe('the employer duplicate rule', () => {
  it('matches the same company name with legal suffixes, case, accents and punctuation ignored', () => {
    expect(whyDuplicate({ name: 'Acme Ltd.' }, { name: 'ACME' })).toBe('same company name');
    expect(whyDuplicate({ name: 'Müller GmbH' }, { name: 'muller' })).toBe('same company name');
    expect(whyDuplicate({ name: 'Northwind Trading Co' }, { name: 'Trading Northwind, Inc' })).toBe('same company name');
    expect(whyDuplicate({ name: 'Acme Ltd' }, { name: 'Acme Logistics Ltd' })).toBeNull();
  });

  it('matches a contact e-mail in common, from the main contact or any contact', () => {
    expect(
      whyDuplicate(
        { name: 'Alpha', contactEmail: 'HR@Shared.io' },
        { name: 'Beta', contacts: [{ email: 'ceo@beta.io' }, { email: 'hr@shared.io' }] },
      ),
    ).toBe('same contact e-mail');
    expect(whyDuplicate({ name: 'Alpha', contactEmail: 'a@x.io' }, { name: 'Beta', contactEmail: 'b@x.io' })).toBeNull();
  });

  it("matches the website's domain, with or without scheme, www and path", () => {
    expect(whyDuplicate({ name: 'Alpha', website: 'https://www.Gamma.co.uk/careers' }, { name: 'Beta', website: 'gamma.co.uk' })).toBe(
      'same website',
    );
    expect(whyDuplicate({ name: 'Alpha', website: 'https://gamma.com' }, { name: 'Beta', website: 'https://gamma.co.uk' })).toBeNull();
  });

  it('gives the strongest reason first and nothing for empty records', () => {
    expect(whyDuplicate({ name: 'Acme', website: 'acme.io' }, { name: 'Acme Inc', website: 'acme.io' })).toBe('same company name');
    expect(whyDuplicate({}, {})).toBeNull();
    expect(whyDuplicate({ name: 'Ltd' }, { name: 'Limited' })).toBeNull();
    expect(employerMatchKeys({ name: 'Ltd', website: 'not a site' })).toEqual({ emails: [] });
  });
});
