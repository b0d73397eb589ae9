import { emailKey, nameKey, phoneKey } from '@agency/service-kit';

/**
 * The duplicate rule for candidates (decision 0123), used by imports, the CV folder and the duplicates screen:
 * same e-mail; else same phone (last 9 digits, at least 7); else same name and same location when both have one.
 */
export type CandidateLike = {
  email?: string | null;
  phone?: string | null;
  /** The candidate's name (stored as `name`; `fullName` accepted for rows read from a file). */
  name?: string | null;
  fullName?: string | null;
  location?: string | null;
};

export type CandidateMatchKeys = { email?: string; phone?: string; nameLocation?: string };
export type CandidateDuplicateReason = 'same e-mail' | 'same phone' | 'same name and location';

export function candidateMatchKeys(candidate: CandidateLike): CandidateMatchKeys {
  const keys: CandidateMatchKeys = {};
  const email = emailKey(candidate.email);
  const phone = phoneKey(candidate.phone);
  const name = nameKey(candidate.fullName ?? candidate.name);
  const location = nameKey(candidate.location);
  if (email) keys.email = email;
  if (phone) keys.phone = phone;
  if (name && location) keys.nameLocation = `${name}|${location}`;
  return keys;
}

/** Why two candidates are the same person, the strongest reason first; null when they are not. */
export function whyDuplicate(a: CandidateLike, b: CandidateLike): CandidateDuplicateReason | null {
  const ka = candidateMatchKeys(a);
  const kb = candidateMatchKeys(b);
  if (ka.email && ka.email === kb.email) return 'same e-mail';
  if (ka.phone && ka.phone === kb.phone) return 'same phone';
  if (ka.nameLocation && ka.nameLocation === kb.nameLocation) return 'same name and location';
  return null;
}
