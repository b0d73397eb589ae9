import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Input } from '@agency/ui';
import { ListOption, ListPopup, useCombobox } from './combobox';
import { useDebouncedValue } from './useDebouncedValue';
import { useGlobalSearch } from './useGlobalSearch';

/** Typing settles for this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const Wrapper = styled.div`
  position: relative;
  width: 100%;
  max-width: 24rem;
`;

const GroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(1)}`};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The header search ('Search candidates, employers...'), an ARIA combobox: results appear in a listbox
 * grouped by source; arrow keys move through them, Enter opens one (or, with none chosen, searches the
 * Candidates screen for the text), Escape closes the list.
 */
export function GlobalSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const groups = useGlobalSearch(term);

  const results = groups.flatMap((group) => group.results);
  const settled = term === text.trim();
  const searching = !settled || groups.some((group) => group.isFetching);
  const failed = groups.every((group) => group.isError);
  const { open, setOpen, active, setActive, close, listId, optionId, onListKey, inputProps } = useCombobox();
  const showPopup = open && text.trim() !== '';
  const expanded = showPopup && results.length > 0;

  function go(to: string) {
    close();
    setText('');
    navigate(to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && expanded && results[active]) {
      event.preventDefault();
      go(results[active].to);
    } else if (event.key === 'Enter' && text.trim() !== '') {
      // No hit chosen (or none yet): Enter is the full search, the Candidates screen searching for the text.
      event.preventDefault();
      go(`/manage/candidates?${new URLSearchParams({ q: text.trim() })}`);
    } else {
      onListKey(event, results.length);
    }
  }

  let index = -1;
  return (
    <Wrapper role="search">
      <Input
        type="search"
        {...inputProps(expanded)}
        aria-label="Search"
        placeholder="Search candidates, employers..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showPopup && (
        // Pressing inside the list keeps focus in the input, so a click on a result is not lost to blur.
        <ListPopup onMouseDown={(event) => event.preventDefault()}>
          {results.length > 0 && (
            <div role="listbox" id={listId} aria-label="Search results">
              {groups
                .filter((group) => group.results.length > 0)
                .map((group) => (
                  <div role="group" key={group.label} aria-labelledby={`${listId}-${group.label}`}>
                    <GroupLabel id={`${listId}-${group.label}`}>{group.label}</GroupLabel>
                    {group.results.map((result) => {
                      index += 1;
                      const position = index;
                      return (
                        <ListOption
                          key={result.key}
                          id={optionId(position)}
                          role="option"
                          aria-selected={position === active}
                          onMouseEnter={() => setActive(position)}
                          onClick={() => go(result.to)}
                        >
                          {result.label}
                          {result.detail && <span>{result.detail}</span>}
                        </ListOption>
                      );
                    })}
                  </div>
                ))}
            </div>
          )}
          {results.length === 0 && (
            <Status role="status">
              {searching ? 'Searching...' : failed ? 'Search is unavailable right now.' : 'No results'}
            </Status>
          )}
        </ListPopup>
      )}
    </Wrapper>
  );
}
