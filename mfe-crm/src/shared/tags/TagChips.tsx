import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TagColour, TagEntity } from '@agency/contracts';
import { UserText } from '@agency/ui';
import { TAG_PALETTE } from './palette';
import { useGetTagsQuery } from './tagsApi';

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const Chip = styled.span<{ $colour: TagColour }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ $colour }) => TAG_PALETTE[$colour].background};
  color: ${({ $colour }) => TAG_PALETTE[$colour].text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  overflow-wrap: anywhere;
`;

/** One tag in its colour; `children`: something after the name (the picker's remove button). */
export function TagChip({ name, colour, children }: { name: string; colour: TagColour; children?: ReactNode }) {
  return (
    <Chip $colour={colour}>
      <UserText>{name}</UserText>
      {children}
    </Chip>
  );
}

/** The colour of each tag by name (lowercased), from the registry; grey for one it does not know (yet). */
export function useTagColours(entity: TagEntity): (name: string) => TagColour {
  const { data: tags = [] } = useGetTagsQuery(entity);
  const colours = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.colour]));
  return (name) => colours.get(name.toLowerCase()) ?? 'grey';
}

/** A record's tags as chips in their colours (a card's, a record page's); nothing, and no request, when it has none. */
export function TagChips({ entity, tags, label = 'Tags' }: { entity: TagEntity; tags: readonly string[] | null | undefined; label?: string }) {
  return tags?.length ? <ColouredTags entity={entity} tags={tags} label={label} /> : null;
}

function ColouredTags({ entity, tags, label }: { entity: TagEntity; tags: readonly string[]; label: string }) {
  const colourOf = useTagColours(entity);
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagChip name={tag} colour={colourOf(tag)} />
        </li>
      ))}
    </TagList>
  );
}
