import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Input, type ControlProps, UserText } from '@agency/ui';
import { ListOption, ListPopup, useCombobox } from '../search/combobox';
import { SEARCH_DEBOUNCE_MS } from '../search/GlobalSearch';
import { useDebouncedValue } from '../search/useDebouncedValue';

/** How many records a picker's list offers at once; typing narrows it on the server. */
export const PICKER_LIMIT = 8;

const Wrapper = styled.div`
  position: relative;
`;

const Popup = styled(ListPopup)`
  max-height: 16rem;
  overflow-y: auto;
`;

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.75rem;
`;

/**
 * A dialog holding a picker keeps itself open on Escape while the picker's list is open: that Escape
 * closes the list only. Pass as the dialog content's `onEscapeKeyDown`.
 */
export function keepOpenWhileListShown(event: globalThis.KeyboardEvent) {
  if (event.target instanceof HTMLElement && event.target.dataset.listShown === 'true')
    event.preventDefault();
}

/** A record chosen in a picker: its id (what a form sends) and the name the field shows. */
export interface Picked {
  id: string;
  name: string;
}

/** A record as the picker's list shows it: its name, and a muted detail line (e.g. 'Hospitality · London'). */
export interface PickerOption extends Picked {
  detail?: string;
}

/** What a picker needs of its source's search: an RTK Query hook's result, reduced to the options. */
export interface PickerSearch {
  options: PickerOption[];
  /** How many records match in all (more than the options when the list is cut at PICKER_LIMIT). */
  total: number;
  isFetching: boolean;
  isError: boolean;
}

/** The props every picker takes from its form (through a `FormField` and a react-hook-form `Controller`). */
export interface PickerProps {
  control: ControlProps;
  /** The record chosen when the form opens (editing), if any. */
  initial: Picked | null;
  onChange: (picked: Picked | null) => void;
  onBlur: () => void;
}

/**
 * A form field picking one record of a list searched on the server (a candidate, an employer, a job role):
 * an ARIA combobox. Typing narrows the list, arrow keys move, Enter or a click picks one, Escape closes the
 * list. Emptying the field clears the choice; leaving it after typing without picking puts back the
 * record chosen before.
 */
export function SearchPicker({
  control,
  initial,
  onChange,
  onBlur,
  noun,
  useSearch,
}: PickerProps & {
  /** Singular and plural, capitalised as in a heading of the list ('Employer', 'Employers'). */
  noun: [string, string];
  /** The source's search for a term (empty: the first records); not asked while `skip`. */
  useSearch: (q: string, skip: boolean) => PickerSearch;
}) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useState(value?.name ?? '');
  const { open, setOpen, active, setActive, close, listId, optionId, onListKey, inputProps } = useCombobox();
  // While the chosen record's name is shown, opening the list offers every record, to change it.
  const wanted = value && text === value.name ? '' : text.trim();
  const q = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const { options, total, isFetching, isError } = useSearch(q, !open);
  const plural = noun[1].toLowerCase();
  const more = total - options.length;
  const note =
    q !== wanted || isFetching
      ? 'Searching...'
      : isError
        ? `${noun[1]} cannot be loaded right now.`
        : options.length === 0
          ? `No ${plural} found`
          : more > 0
            ? `${more} more: type to narrow the list`
            : undefined;
  const expanded = open && options.length > 0;

  function choose(picked: Picked | null) {
    setValue(picked);
    onChange(picked);
  }

  function pick(option: PickerOption) {
    choose({ id: option.id, name: option.name });
    setText(option.name);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && open) {
      // Enter picks from the open list rather than submitting the form.
      event.preventDefault();
      if (options[active]) pick(options[active]);
    } else {
      onListKey(event, options.length);
    }
  }

  return (
    <Wrapper>
      <Input
        {...control}
        {...inputProps(expanded)}
        data-list-shown={open}
        placeholder={`Search ${plural}...`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (value) choose(null);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          close();
          setText(value?.name ?? '');
          onBlur();
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        // Pressing inside the list keeps focus in the input, so a click on an option is not lost to blur.
        <Popup onMouseDown={(event) => event.preventDefault()}>
          {options.length > 0 ? (
            <div role="listbox" id={listId} aria-label={noun[1]}>
              {options.map((option, index) => (
                <ListOption
                  key={option.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  <UserText>{option.name}</UserText>
                  {option.detail && (
                    <span>
                      <UserText>{option.detail}</UserText>
                    </span>
                  )}
                </ListOption>
              ))}
            </div>
          ) : null}
          {note && <Note role="status">{note}</Note>}
        </Popup>
      )}
    </Wrapper>
  );
}

/** The detail line of an option from its parts that are set: 'Hospitality · London'. */
export function detailOf(...parts: (string | null | undefined)[]): string | undefined {
  return parts.filter(Boolean).join(' · ') || undefined;
}
