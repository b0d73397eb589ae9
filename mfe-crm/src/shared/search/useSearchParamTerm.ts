import { useSearchParams } from 'react-router-dom';
import { useTypedFilter } from '../filters/useTypedFilter';

/**
 * A list screen's search box kept in the address as `?q=`: the box starts from the address (the header
 * search opens `/manage/job-roles?q=Head+Chef`), a new address replaces what is typed, and the settled
 * term is written back (replacing the entry, so Back does not step through every keystroke).
 * Returns what is typed, its setter, and the settled term to search with.
 */
export function useSearchParamTerm(): [string, (text: string) => void, string] {
  const [params, setParams] = useSearchParams();
  return useTypedFilter(params.get('q') ?? '', (term) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (term) next.set('q', term);
        else next.delete('q');
        return next;
      },
      { replace: true },
    ),
  );
}
