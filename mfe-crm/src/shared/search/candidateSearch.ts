import { skipToken } from '@reduxjs/toolkit/query';
import { useFindCandidatesQuery } from '../api/candidatesApi';
import { SEARCH_LIMIT } from './jobRoleSearch';
import type { SearchGroup } from './types';

/** Candidates matching the term (name, current role, location, email, skills); each hit opens the Candidates page searched by its name. */
export function useCandidateSearch(term: string): SearchGroup {
  const { currentData, isFetching, isError } = useFindCandidatesQuery(
    term ? { q: term, limit: SEARCH_LIMIT } : skipToken,
  );
  return {
    label: 'Candidates',
    isFetching,
    isError,
    results: (currentData?.items ?? []).map((candidate) => ({
      key: `candidate:${candidate.id}`,
      label: candidate.name,
      detail: [candidate.currentRole, candidate.location].filter(Boolean).join(' · ') || undefined,
      to: `/manage/candidates?${new URLSearchParams({ q: candidate.name })}`,
    })),
  };
}
