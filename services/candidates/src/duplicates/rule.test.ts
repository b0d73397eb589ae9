import { describe, expect, it } from 'vitest';
import { candidateMatchKeys, whyDuplicate } from './rule';

describe('the candidate duplicate rule', () => {
  it('matches the same e-mail whatever its case and spaces', () => {
    expect(whyDuplicate({ email: ' Ana.Silva@Example.com ' }, { email: 'ana.silva@example.com' })).toBe('same e-mail');
    expect(whyDuplicate({ email: 'ana@example.com' }, { email: 'ana@example.org' })).toBeNull();
  });

  it('matches the same phone on its last 9 digits, written any way, but not a number of fewer than 7 digits', () => {
    expect(whyDuplicate({ phone: '+44 7700 900123' }, { phone: '07700-900-123' })).toBe('same phone');
    expect(whyDuplicate({ phone: '(020) 7946 0958' }, { phone: '020 7946 0959' })).toBeNull();
    expect(candidateMatchKeys({ phone: '12-34-56' }).phone).toBeUndefined();
    expect(candidateMatchKeys({ phone: '123 4567' }).phone).toBe('1234567');
  });

  it('matches the same name and location with accents, case, punctuation and word order ignored', () => {
    expect(whyDuplicate({ name: 'José  Álvarez', location: 'São Paulo' }, { fullName: 'alvarez, jose', location: 'sao-paulo' })).toBe(
      'same name and location',
    );
    expect(whyDuplicate({ name: 'José Álvarez', location: 'Lisbon' }, { name: 'José Álvarez', location: 'Porto' })).toBeNull();
  });

  it('does not match on the name alone when either has no location', () => {
    expect(whyDuplicate({ name: 'Sam Lee' }, { name: 'Sam Lee', location: 'Leeds' })).toBeNull();
    expect(whyDuplicate({ name: 'Sam Lee' }, { name: 'Sam Lee' })).toBeNull();
    expect(candidateMatchKeys({ name: 'Sam Lee' })).toEqual({});
  });

  it('gives the strongest reason first and nothing for empty records', () => {
    const a = { email: 'x@y.io', phone: '0123456789', name: 'A B', location: 'C' };
    expect(whyDuplicate(a, { ...a })).toBe('same e-mail');
    expect(whyDuplicate({ ...a, email: 'z@y.io' }, a)).toBe('same phone');
    expect(whyDuplicate({}, {})).toBeNull();
    expect(whyDuplicate({ email: '', phone: null }, { email: '', phone: null })).toBeNull();
  });

  it('answers the keys an index can be built on', () => {
    expect(candidateMatchKeys({ email: 'A@B.com', phone: '+1 (555) 010-9999', name: 'Zoë O’Brien', location: 'New York' })).toEqual({
      email: 'a@b.com',
      phone: '550109999',
      nameLocation: 'obrien zoe|new york',
    });
  });
});
