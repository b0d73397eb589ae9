import type { DuplicateEmployer, DuplicateListQuery, Employer, EmployerDuplicateList, EmployerDuplicatePair } from '@agency/contracts';
import { employerMatchKeys } from './rule';

const shown = (employer: Employer): DuplicateEmployer => ({
  id: employer.id,
  name: employer.name,
  website: employer.website ?? null,
  location: employer.location ?? null,
  contactEmails: [...new Set([employer.contactEmail, ...(employer.contacts ?? []).map((contact) => contact.email)].filter((email): email is string => Boolean(email)))],
  createdAt: employer.createdAt,
});

/** The older record comes first in a pair: the one the screen proposes to keep. */
const older = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * The likely duplicate pairs among the employers (decision 0126), from the catalog's in-memory view: one walk
 * keeps the first employer seen of each match key (name, each contact e-mail, website domain), and a later one
 * sharing a key makes a pair with it, by the strongest reason of the rule (decision 0123).
 */
export function employerPairs(employers: Iterable<Employer>, { limit, offset }: DuplicateListQuery): EmployerDuplicateList {
  const firstByKey = new Map<string, Employer>();
  const pairs: EmployerDuplicatePair[] = [];
  let skipped = 0;
  for (const employer of employers) {
    const keys = employerMatchKeys(employer);
    const candidates = [
      ...(keys.name ? [{ key: `name:${keys.name}`, reason: 'same company name' as const }] : []),
      ...keys.emails.map((email) => ({ key: `email:${email}`, reason: 'same contact e-mail' as const })),
      ...(keys.domain ? [{ key: `domain:${keys.domain}`, reason: 'same website' as const }] : []),
    ];
    let pair: EmployerDuplicatePair | null = null;
    for (const { key, reason } of candidates) {
      const first = firstByKey.get(key);
      if (first && !pair && first.id !== employer.id) pair = older(first, employer) ? { reason, a: shown(first), b: shown(employer) } : { reason, a: shown(employer), b: shown(first) };
      if (!first) firstByKey.set(key, employer);
    }
    if (!pair) continue;
    if (skipped < offset) skipped++;
    else if (pairs.length < limit) pairs.push(pair);
    else return { pairs, hasMore: true };
  }
  return { pairs, hasMore: false };
}
