import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Muted } from '@agency/ui';

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A link to the screen a panel summarises ('View All', 'View Calendar', ...). */
export const PanelLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A panel's list: a name and its details on the left, badges or a date on the right. */
export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:first-child {
    border-top: 0;
    padding-top: 0;
  }
  li > div {
    min-width: 0;
  }
  li > div:last-child {
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export const Name = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One of the dashboard's titled panels, with a link to the screen it summarises. */
export function Panel({ title, link, children }: { title: string; link: ReactNode; children: ReactNode }) {
  const headingId = `panel-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <PanelHeader>
        <Heading as="h2" $size="lg" id={headingId}>
          {title}
        </Heading>
        {link}
      </PanelHeader>
      {children}
    </Card>
  );
}

/** A one-line card of a count waiting for someone, with the way to it ('New Applications', new leads); `$edge` colours its left edge. */
export const CountCard = styled(Card)<{ $edge: 'primary' | 'accent' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-left: 4px solid ${({ theme, $edge }) => theme.colors[$edge]};
`;
