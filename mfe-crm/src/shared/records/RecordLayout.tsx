import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SerializedError } from '@reduxjs/toolkit';
import type { RequestError } from '@agency/web-kit';
import { Alert, Card, Heading, Muted, Skeleton } from '@agency/ui';
import { failureReason } from '../forms/errors';

/**
 * A record page's frame: one column of cards on a phone; at desktop widths the record's substance on the
 * left and what happened around it on the right. `minmax(0, …)` keeps long words inside their card.
 */
export const RecordGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (min-width: 72rem) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/**
 * A record page before its record arrives: skeletons while it loads, the reason when it failed
 * ('Failed to load the employer').
 */
export function RecordPending({ what, isFetching, error }: { what: string; isFetching: boolean; error: RequestError | SerializedError | undefined }) {
  if (isFetching) {
    return (
      <div aria-busy="true" aria-label={`Loading the ${what}`}>
        <Skeleton $height="8rem" />
        <Skeleton $height="12rem" style={{ marginTop: '1.5rem' }} />
      </div>
    );
  }
  return <Alert>{failureReason(error) ?? `Failed to load the ${what}`}</Alert>;
}

export const RecordColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** One titled card of a record page (a region named by its title). */
export function RecordCard({ title, count, actions, children }: { title: string; count?: number; actions?: ReactNode; children: ReactNode }) {
  const id = `record-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <Head>
        <Heading as="h2" $size="lg" id={id}>
          {count === undefined ? title : `${title} (${count})`}
        </Heading>
        {actions}
      </Head>
      {children}
    </Card>
  );
}

/** A record's facts: each label (dt) muted, its value (dd) beside it. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** What a card says when its list is empty. */
export const Empty = ({ children }: { children: ReactNode }) => <Muted>{children}</Muted>;

/** A list of bordered entries inside a card. */
export const RecordEntries = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * A card of one list of the record: the count in its title, `empty` when there is nothing, else a `li` per
 * item (from `children`) in a list named by the title.
 */
export function RecordListCard<T>({ title, items, empty, children }: { title: string; items: readonly T[]; empty: ReactNode; children: (item: T, index: number) => ReactNode }) {
  return (
    <RecordCard title={title} count={items.length}>
      {items.length === 0 ? <Empty>{empty}</Empty> : <RecordEntries aria-label={title}>{items.map(children)}</RecordEntries>}
    </RecordCard>
  );
}

/** An entry's first line: its name in bold, its badges at the end. */
export const EntryTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Text a person typed, with its line breaks. */
export const TypedText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  white-space: pre-line;
`;
