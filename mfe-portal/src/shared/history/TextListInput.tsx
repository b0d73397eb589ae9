import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Label } from '@agency/ui';

const Entry = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1)} ${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** A list item of several lines (an achievement) reads better as a row than as a chip. */
const RowItem = styled(Item)`
  flex-basis: 100%;
  justify-content: space-between;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const RemoveButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/**
 * A list of short texts entered one at a time (the wizard's skills, an experience's key achievements):
 * typed into one field and added with the Add button or the Enter key, each removable. A text is added
 * only if it is not blank after trimming (spec section 5); with `unique`, one already listed (in any case)
 * is not added twice.
 */
export function TextListInput({
  label,
  itemName,
  items,
  onChange,
  placeholder,
  unique = false,
  layout = 'chips',
}: {
  label: string;
  /** One item, for the buttons' names: 'skill' gives 'Add skill'. */
  itemName: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  unique?: boolean;
  /** 'chips' for single words (skills), 'rows' for sentences (achievements). */
  layout?: 'chips' | 'rows';
}) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    const text = draft.trim();
    if (!text) return;
    const listed = unique && items.some((item) => item.toLowerCase() === text.toLowerCase());
    if (!listed) onChange([...items, text]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the text; it must not submit the form around the field.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const ListItem = layout === 'rows' ? RowItem : Item;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Entry>
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button $variant="outline" onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </Entry>
      {items.length > 0 && (
        <Items aria-label={`Added ${label.toLowerCase()}`}>
          {items.map((item, index) => (
            <ListItem key={`${index}-${item}`}>
              <span>{item}</span>
              <RemoveButton
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">×</span>
              </RemoveButton>
            </ListItem>
          ))}
        </Items>
      )}
    </Field>
  );
}
