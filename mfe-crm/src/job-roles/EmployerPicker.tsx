import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Employer } from '@agency/contracts';
import { Input } from '@agency/ui';
import { useFindEmployersQuery } from '../employers/employersApi';
import type { ControlProps } from '../forms/FormField';
import { ListOption, ListPopup, useCombobox } from '../search/combobox';
import { SEARCH_DEBOUNCE_MS } from '../search/GlobalSearch';
import { useDebouncedValue } from '../search/useDebouncedValue';

/** How many employers the list offers at once; typing narrows it on the server. */
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
 * A dialog holding the picker keeps itself open on Escape while the picker's list is open: that Escape
 * closes the list only. Pass as the dialog content's `onEscapeKeyDown`.
 */
export function keepOpenWhileListShown(event: globalThis.KeyboardEvent) {
  if (event.target instanceof HTMLElement && event.target.dataset.listShown === 'true') event.preventDefault();
}

export interface PickedEmployer {
  id: string;
  name: string;
}

/**
 * The job role form's employer field, an ARIA combobox searching employers on the server: typing narrows
 * the list (name, industry, location), arrow keys move, Enter or a click picks one, Escape closes the
 * list. Leaving the field without picking puts back the employer chosen before.
 */
export function EmployerPicker({
  control,
  initial,
  onChange,
  onBlur,
}: {
  control: ControlProps;
  /** The employer chosen when the form opens (editing a role), if any. */
  initial: PickedEmployer | null;
  onChange: (employer: PickedEmployer | null) => void;
  onBlur: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useState(value?.name ?? '');
  const { open, setOpen, active, setActive, close, listId, optionId, onListKey, inputProps } = useCombobox();
  // While the chosen employer's name is shown, opening the list offers every employer, to change it.
  const wanted = value && text === value.name ? '' : text.trim();
  const q = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useFindEmployersQuery({ q, limit: PICKER_LIMIT }, { skip: !open });
  const employers = currentData?.items ?? [];
  const more = (currentData?.total ?? 0) - employers.length;
  const note =
    q !== wanted || isFetching
      ? 'Searching...'
      : isError
        ? 'Employers cannot be loaded right now.'
        : employers.length === 0
          ? 'No employers found'
          : more > 0
            ? `${more} more: type to narrow the list`
            : undefined;
  const expanded = open && employers.length > 0;

  function choose(employer: PickedEmployer | null) {
    setValue(employer);
    onChange(employer);
  }

  function pick(employer: Employer) {
    choose({ id: employer.id, name: employer.name });
    setText(employer.name);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && open) {
      // Enter picks from the open list rather than submitting the form.
      event.preventDefault();
      if (employers[active]) pick(employers[active]);
    } else {
      onListKey(event, employers.length);
    }
  }

  return (
    <Wrapper>
      <Input
        {...control}
        {...inputProps(expanded)}
        data-list-shown={open}
        placeholder="Search employers..."
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
        // Pressing inside the list keeps focus in the input, so a click on an employer is not lost to blur.
        <Popup onMouseDown={(event) => event.preventDefault()}>
          {employers.length > 0 ? (
            <div role="listbox" id={listId} aria-label="Employers">
              {employers.map((employer, index) => (
                <ListOption
                  key={employer.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(employer)}
                >
                  {employer.name}
                  {(employer.industry || employer.location) && (
                    <span>{[employer.industry, employer.location].filter(Boolean).join(' · ')}</span>
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
