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
  // The search the address holds as far as this hook knows: read from it, or written to it.
  const known = useRef(inAddress);

  useEffect(() => {
    if (inAddress === known.current) return;
    known.current = inAddress;
    setText(inAddress);
  }, [inAddress]);

  // Written only when the settled term changes (typing), never because the address changed under it.
  const write = useRef(setParams);
  useEffect(() => {
    write.current = setParams;
  });
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (term === known.current.trim()) return;
    known.current = term;
    write.current(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (term) next.set('q', term);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [term]);

  return [text, setText, term];
}
