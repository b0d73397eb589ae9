import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SerializedError } from '@reduxjs/toolkit';
import { Button, Card, Heading, Muted } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { describeError } from '@agency/web-kit';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
  p {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled(Muted)`
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** One list of a dashboard tab, in one item's card each; in the card states, the text of the empty and failed list. */
export const ItemCard = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space(5)};
`;

/**
 * A dashboard tab holding a list (job matches, appointments, messages): its heading and subtitle, then
 * 'Loading...', the list, the spec's empty text, or why it failed with a way to try again.
 */
export function TabSection<Item>({
  id,
  title,
  subtitle,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  query: {
    data?: Item[];
    isLoading: boolean;
    error?: RequestError | SerializedError;
    refetch: () => unknown;
  };
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  const headingId = `${id}-heading`;
  let body: ReactNode;
  if (query.data) {
    body = query.data.length === 0 ? <Empty>{empty}</Empty> : <Items>{query.data.map(children)}</Items>;
  } else if (query.error) {
    body = (
      <Failed role="alert">
        <span>Could not load this list. {describeError(query.error)}</span>
        <Button $variant="outline" $size="sm" onClick={() => query.refetch()}>
          Try Again
        </Button>
      </Failed>
    );
  } else {
    body = <Muted>Loading...</Muted>;
  }
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <Heading as="h2" $size="lg" id={headingId}>
          {title}
        </Heading>
        {subtitle && <Muted>{subtitle}</Muted>}
      </Header>
      {body}
    </section>
  );
}
