import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/**
 * What the CRM's ARIA comboboxes (the header search, the job role form's employer field) share: whether
 * the list is open, which of its options is active, the input's combobox attributes, and the keys that
 * move through the list. What Enter and a click on an option do is each combobox's own.
 */
export function useCombobox() {
  const listId = `${useId()}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** ArrowDown / ArrowUp open the list and move through its `count` options, round from end to start; Escape closes it. */
  function onListKey(event: KeyboardEvent<HTMLInputElement>, count: number) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + count) % count);
    } else if (event.key === 'Escape') {
      close();
    }
  }

  /** The input's attributes, given whether the listbox is shown. */
  function inputProps(expanded: boolean) {
    return {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': expanded ? listId : undefined,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
    } as const;
  }

  return { open, setOpen, active, setActive, close, listId, optionId, onListKey, inputProps };
}

/** The box under a combobox's input holding its listbox and status. */
export const ListPopup = styled.div`
  position: absolute;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.layer.menu};
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** An option of the listbox: its label, then a muted detail line in a `span`. */
export const ListOption = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.subtle};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.75rem;
  }
`;
