import type { Candidate, CandidatesStats } from '@agency/contracts';
import { countByMonth, monthsAround } from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';

const RECENT = 5;
const PAGE = 500;

/**
 * The candidates service's part of the dashboard, from the in-memory directory (decision 0023), which
 * holds every live candidate newest first: the recent ones are its first page, and the monthly counts
 * walk it only back to the start of last month.
 */
export function candidatesStats(directory: CandidateDirectory, now = new Date()): Omit<CandidatesStats, 'newApplications'> {
  const created = [...candidatesSince(directory, monthsAround(now).lastMonthStart)].map((candidate) => candidate.createdAt);
  return {
    totalCandidates: directory.size,
    recentCandidates: directory
      .list({ offset: 0, limit: RECENT })
      .items.map(({ id, name, currentRole, availability }) => ({ id, name, currentRole, availability })),
    monthly: { candidates: countByMonth(created, now) },
  };
}

/** The candidates created at or after `since`, newest first, a page at a time. */
function* candidatesSince(directory: CandidateDirectory, since: string): Generator<Candidate> {
  for (let offset = 0; offset < directory.size; offset += PAGE) {
    for (const candidate of directory.list({ offset, limit: PAGE }).items) {
      if (candidate.createdAt < since) return;
      yield candidate;
    }
  }
}
