import type { Candidate, CandidateDuplicateList, CandidateDuplicatePair, DuplicateCandidate, DuplicateListQuery } from '@agency/contracts';
import { candidateMatchKeys, type CandidateDuplicateReason } from './rule';

const REASONS: { key: 'email' | 'phone' | 'nameLocation'; reason: CandidateDuplicateReason }[] = [
  { key: 'email', reason: 'same e-mail' },
  { key: 'phone', reason: 'same phone' },
  { key: 'nameLocation', reason: 'same name and location' },
];

const shown = (candidate: Candidate): DuplicateCandidate => ({
  id: candidate.id,
  name: candidate.name,
  email: candidate.email ?? null,
  phone: candidate.phone ?? null,
  location: candidate.location ?? null,
  currentRole: candidate.currentRole ?? null,
  createdAt: candidate.createdAt,
});

/** The older record comes first in a pair: the one the screen proposes to keep. */
const older = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);

/**
 * The likely duplicate pairs among the candidates (decision 0126), from the in-memory directory the list is
 * answered from (decision 0023), so nothing is read from the database: one walk in list order keeps the first
 * candidate seen of each match key, and a later one with the same key makes a pair with it, by the strongest
 * reason of the rule (decision 0123). Three records of one person make two pairs; merging them one by one
 * leaves one. The walk stops once the page is full.
 */
export function candidatePairs(candidates: Iterable<Candidate>, { limit, offset }: DuplicateListQuery): CandidateDuplicateList {
  const firstByKey = new Map<string, Candidate>();
  const pairs: CandidateDuplicatePair[] = [];
  let skipped = 0;
  for (const candidate of candidates) {
    const keys = candidateMatchKeys(candidate);
    let pair: CandidateDuplicatePair | null = null;
    for (const { key, reason } of REASONS) {
      const value = keys[key];
      if (!value) continue;
      const first = firstByKey.get(`${key}:${value}`);
      if (first && !pair) pair = older(first, candidate) ? { reason, a: shown(first), b: shown(candidate) } : { reason, a: shown(candidate), b: shown(first) };
      if (!first) firstByKey.set(`${key}:${value}`, candidate);
    }
    if (!pair) continue;
    if (skipped < offset) skipped++;
    else if (pairs.length < limit) pairs.push(pair);
    else return { pairs, hasMore: true };
  }
  return { pairs, hasMore: false };
}
