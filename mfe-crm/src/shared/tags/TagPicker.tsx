import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TagLimit, type TagEntity } from '@agency/contracts';
import { Button, FieldError, Input } from '@agency/ui';
import { TagChip, TagList, useTagColours } from './TagChips';
import { useGetTagsQuery } from './tagsApi';

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 12rem;
    min-width: 0;
    width: auto;
  }
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(15, 23, 42, 0.08);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Why a typed tag cannot be added, or null when it can. */
function problemOf(name: string, tags: readonly string[]): string | null {
  if (name === '') return 'Type a tag to add.';
  if (name.includes(',')) return 'A tag cannot hold a comma.';
  if (name.length > TagLimit.nameLength) return `A tag is at most ${TagLimit.nameLength} characters.`;
  if (tags.some((tag) => tag.toLowerCase() === name.toLowerCase())) return 'The record has this tag already.';
  if (tags.length >= TagLimit.perRecord) return `At most ${TagLimit.perRecord} tags on one record.`;
  return null;
}

/**
 * A record's tags, each with a button that removes it, and a box that adds one: the registry's tags are suggested
 * as one types (a `datalist`), and a name it does not know becomes a new tag when the record is saved (decision
 * 0134). `onChange` gets the whole new list; `busy` while it is being saved.
 */
export function TagPicker({
  entity,
  tags,
  onChange,
  busy = false,
}: {
  entity: TagEntity;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  busy?: boolean;
}) {
  const id = useId();
  const colourOf = useTagColours(entity);
  const { data: registry = [] } = useGetTagsQuery(entity);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = registry.filter((tag) => !tags.some((name) => name.toLowerCase() === tag.name.toLowerCase()));

  function add(event: FormEvent) {
    event.preventDefault();
    const name = text.trim();
    const refused = problemOf(name, tags);
    setProblem(refused);
    if (refused) return;
    // In the registry's spelling when it has the tag ('hot' is 'Hot').
    onChange([...tags, registry.find((tag) => tag.name.toLowerCase() === name.toLowerCase())?.name ?? name]);
    setText('');
  }

  return (
    <div>
      {tags.length > 0 ? (
        <TagList aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <TagChip name={tag} colour={colourOf(tag)}>
                <Remove type="button" aria-label={`Remove tag ${tag}`} disabled={busy} onClick={() => onChange(tags.filter((each) => each !== tag))}>
                  ×
                </Remove>
              </TagChip>
            </li>
          ))}
        </TagList>
      ) : (
        <p>No tags yet.</p>
      )}
      <AddRow onSubmit={add} aria-label="Add a tag">
        <Input
          aria-label="Tag to add"
          aria-describedby={problem ? `${id}-problem` : undefined}
          aria-invalid={problem ? true : undefined}
          list={`${id}-suggestions`}
          placeholder="Add a tag…"
          maxLength={TagLimit.nameLength + 10}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((tag) => (
            <option key={tag.id} value={tag.name} />
          ))}
        </datalist>
        <Button type="submit" $variant="outline" $size="sm" disabled={busy}>
          Add Tag
        </Button>
      </AddRow>
      {problem && <FieldError id={`${id}-problem`}>{problem}</FieldError>}
    </div>
  );
}
