import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './GlobalSearch';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * A list screen's search box kept in the address as `?q=`: the box starts from the address (the header
 * search opens `/manage/job-roles?q=Head+Chef`), a new address replaces what is typed, and the settled
 * term is written back (replacing the entry, so Back does not step through every keystroke).
 * Returns what is typed, its setter, and the settled term to search with.
 */
export function useSearchParamTerm(): [string, (text: string) => void, string] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [text, setText] = useState(inAddress);
  const written = useRef(inAddress);

  useEffect(() => {
    if (inAddress === written.current) return;
    written.current = inAddress;
    setText(inAddress);
  }, [inAddress]);

  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const settled = term === text.trim();
  useEffect(() => {
    // Only a settled term is written: not one typed before the address changed under it.
    if (!settled || term === written.current.trim()) return;
    written.current = term;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (term) next.set('q', term);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [term, settled, setParams]);

  return [text, setText, term];
}
