import { useCandidateSearch } from './candidateSearch';
import { useEmployerSearch } from './employerSearch';
import { useJobRoleSearch } from './jobRoleSearch';
import type { SearchGroup } from './types';

/**
 * Every source of the header search, each queried with the same settled term, in the order the groups
 * show. A new source is a hook returning a `SearchGroup`, called here.
 */
export function useGlobalSearch(term: string): SearchGroup[] {
  const candidates = useCandidateSearch(term);
  const employers = useEmployerSearch(term);
  const jobRoles = useJobRoleSearch(term);
  return [candidates, employers, jobRoles];
}
