import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../search/GlobalSearch';
import { useDebouncedValue } from '../search/useDebouncedValue';

/**
 * A text filter typed into a box: what is typed at once, the address once typing settles (as the search box),
 * and what the address says when it changes under it (Clear all, Back). Returns what is typed, its setter, and the
 * settled value (written only when it changes by typing, never because the address changed under it).
 */
export function useTypedFilter(inAddress: string, write: (value: string) => void): [string, (text: string) => void, string] {
  const [text, setText] = useState(inAddress);
  const known = useRef(inAddress);
  useEffect(() => {
    if (inAddress === known.current) return;
    known.current = inAddress;
    setText(inAddress);
  }, [inAddress]);
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const writeNow = useRef(write);
  useEffect(() => {
    writeNow.current = write;
  });
  useEffect(() => {
    if (settled === known.current.trim()) return;
    known.current = settled;
    writeNow.current(settled);
  }, [settled]);
  return [text, setText, settled];
}
