import { skipToken } from '@reduxjs/toolkit/query';
import { useFindEmployersQuery } from '../api/employersApi';
import { SEARCH_LIMIT } from './jobRoleSearch';
import type { SearchGroup } from './types';

/** Employers matching the term (name, industry, location); each hit opens the Employers screen searching for its name. */
export function useEmployerSearch(term: string): SearchGroup {
  const { currentData, isFetching, isError } = useFindEmployersQuery(term ? { q: term, limit: SEARCH_LIMIT } : skipToken);
  return {
    label: 'Employers',
    isFetching,
    isError,
    results: (currentData?.items ?? []).map((employer) => ({
      key: `employer:${employer.id}`,
      label: employer.name,
      detail: [employer.industry, employer.location].filter(Boolean).join(' · ') || undefined,
      to: `/manage/employers?${new URLSearchParams({ q: employer.name })}`,
    })),
  };
}
