import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Heading, Input, Muted, Skeleton } from '@agency/ui';

/** The cards of a list screen, as many columns as fit. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

/** A card of the list: heading row, then details. */
export const ItemCard = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  h2 {
    overflow-wrap: anywhere;
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A card's details, one a line, each with its icon. */
export const Details = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
  }
  svg {
    flex: none;
  }
  /* A long e-mail address or place wraps: cut short with '…' it could not be read. */
  a,
  span {
    min-width: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The search box and the screen's own create button above the cards. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > input {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
  > select {
    flex: 0 1 12rem;
  }
  > button {
    margin-left: auto;
  }
  /* Two buttons side by side at the end ('Export', then the screen's own). */
  > button + button {
    margin-left: 0;
  }
`;

/** The toolbar's search box ('Search employers...'); `noun` is what the screen lists, in the plural. */
export function SearchBox({
  noun,
  value,
  onChange,
}: {
  noun: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={`Search ${noun}`}
      placeholder={`Search ${noun}...`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const Count = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How many of the matches are shown ('3 employers', 'Showing 24 of 130 employers'); read out as it changes. */
export function ListCount({ shown, total, noun }: { shown: number; total: number; noun: [string, string] }) {
  const name = total === 1 ? noun[0] : noun[1];
  return (
    <Count role="status">{shown < total ? `Showing ${shown} of ${total} ${name}` : `${total} ${name}`}</Count>
  );
}

/** Six placeholder cards while the first page loads (spec section 9). */
export function SkeletonCards({ label }: { label: string }) {
  return (
    <CardGrid aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <ItemCard key={i}>
          <Skeleton $height="1.25rem" $width="60%" />
          <Skeleton $height="0.875rem" $width="40%" />
          <Skeleton $height="0.875rem" />
          <Skeleton $height="0.875rem" $width="80%" />
        </ItemCard>
      ))}
    </CardGrid>
  );
}

const EmptyPanel = styled(Card)`
  padding-block: ${({ theme }) => theme.space(12)};
  text-align: center;
  p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <EmptyPanel>
      <Heading as="h2" $size="lg">
        {title}
      </Heading>
      <Muted>{hint}</Muted>
      {children}
    </EmptyPanel>
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** 'Load more' under the cards while the server has more matches. */
export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <More>
      <Button $variant="outline" disabled={loading} onClick={onClick}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </More>
  );
}
