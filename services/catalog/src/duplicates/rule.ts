import { domainKey, emailKey, nameKey } from '@agency/service-kit';

/**
 * The duplicate rule for employers (decision 0123), used by imports and the duplicates screen: same company
 * name once legal suffixes are dropped; else a contact e-mail or the website's domain in common.
 */
export type EmployerLike = {
  name?: string | null;
  website?: string | null;
  contactEmail?: string | null;
  contacts?: ReadonlyArray<{ email?: string | null }> | null;
};

export type EmployerMatchKeys = { name?: string; emails: string[]; domain?: string };
export type EmployerDuplicateReason = 'same company name' | 'same contact e-mail' | 'same website';

const LEGAL_SUFFIXES = new Set(['ltd', 'limited', 'inc', 'llc', 'gmbh', 'plc', 'co', 'corp']);

export function employerMatchKeys(employer: EmployerLike): EmployerMatchKeys {
  const emails = new Set<string>();
  for (const email of [employer.contactEmail, ...(employer.contacts ?? []).map((contact) => contact.email)]) {
    const key = emailKey(email);
    if (key) emails.add(key);
  }
  const keys: EmployerMatchKeys = { emails: [...emails] };
  const name = nameKey(employer.name, LEGAL_SUFFIXES);
  const domain = domainKey(employer.website);
  if (name) keys.name = name;
  if (domain) keys.domain = domain;
  return keys;
}

/** Why two employers are the same company, the strongest reason first; null when they are not. */
export function whyDuplicate(a: EmployerLike, b: EmployerLike): EmployerDuplicateReason | null {
  const ka = employerMatchKeys(a);
  const kb = employerMatchKeys(b);
  if (ka.name && ka.name === kb.name) return 'same company name';
  if (ka.emails.some((email) => kb.emails.includes(email))) return 'same contact e-mail';
  if (ka.domain && ka.domain === kb.domain) return 'same website';
  return null;
}
