import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Card, Heading, Muted, Skeleton } from '@agency/ui';
import { describeError } from '@agency/web-kit';

const Panel = styled(Card)`
  padding: 0;
`;

const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Padded content inside a panel (its table runs edge to edge instead). */
export const PanelBody = styled.div`
  padding: ${({ theme }) => theme.space(6)};
`;

/**
 * A management screen's card (Users, API keys, webhooks): a header row with the title (and a line saying what the
 * list is for) and the card's own button, then the list; dialogs the card opens go in as children too.
 */
export function ListPanel({
  title,
  description,
  action,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Heading as="h2" $size="lg">
      {title}
    </Heading>
  );
  return (
    <Panel>
      <PanelHeader>
        {description ? (
          <div>
            {heading}
            <Muted>{description}</Muted>
          </div>
        ) : (
          heading
        )}
        {action}
      </PanelHeader>
      {children}
    </Panel>
  );
}

/**
 * A panel's list while it loads (placeholder lines, named for screen readers), when it could not be read (the
 * reason), when there is nothing yet (`empty` says what to do), and otherwise what `children` make of the items.
 * `query` is the list's RTK Query result.
 */
export function ListStates<T>({
  query: { data: items, isLoading, error },
  loadingLabel,
  placeholders,
  empty,
  children,
}: {
  query: { data?: T[]; isLoading: boolean; error?: Parameters<typeof describeError>[0] };
  loadingLabel: string;
  placeholders: number;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (isLoading) {
    return (
      <PanelBody aria-busy="true" aria-label={loadingLabel}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} $height="1.25rem" style={{ marginTop: i ? '1rem' : 0 }} />
        ))}
      </PanelBody>
    );
  }
  if (error) {
    return (
      <PanelBody>
        <Alert>{describeError(error)}</Alert>
      </PanelBody>
    );
  }
  if (!items || items.length === 0) {
    return (
      <PanelBody>
        <Muted>{empty}</Muted>
      </PanelBody>
    );
  }
  return <>{children(items)}</>;
}
