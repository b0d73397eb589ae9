import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import type { SerializedError } from '@reduxjs/toolkit';
import { Alert, Card, Heading, Muted, Skeleton, UserText } from '@agency/ui';
import type { RequestError } from '@agency/web-kit';
import { formatDashboardDate } from '../../shared/dates';
import { describeError } from '@agency/web-kit';
import { INTERACTION_TYPES } from '../../shared/interactions/interactionTypes';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
`;

/** An upcoming item: a button that shows its day on the calendar. */
const ItemButton = styled.button<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * 'Upcoming Interactions' (spec: Calendar): the next 5 scheduled from now, soonest first, each with its
 * date and time ('MMM d, h:mm a'), subject and type; choosing one shows its day. 'No upcoming interactions'.
 */
export function UpcomingCard({
  interactions,
  loading,
  error,
  onShow,
}: {
  interactions: readonly Interaction[] | undefined;
  loading: boolean;
  error: RequestError | SerializedError | undefined;
  onShow: (interaction: Interaction) => void;
}) {
  const headingId = 'calendar-upcoming';
  let content;
  if (loading) {
    content = (
      <Items aria-busy="true" aria-label="Loading upcoming interactions">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <Skeleton $height="2.75rem" />
          </li>
        ))}
      </Items>
    );
  } else if (error && !interactions) {
    content = <Alert>{describeError(error)}</Alert>;
  } else if (!interactions?.length) {
    content = <Note>No upcoming interactions</Note>;
  } else {
    content = (
      <Items>
        {interactions.map((interaction) => {
          const type = INTERACTION_TYPES[interaction.type];
          return (
            <li key={interaction.id}>
              <ItemButton $color={type.text} onClick={() => onShow(interaction)}>
                <strong>
                  <UserText>{interaction.subject}</UserText>
                </strong>
                <span>
                  <time dateTime={interaction.date}>{formatDashboardDate(interaction.date)}</time> ·{' '}
                  {type.label}
                </span>
              </ItemButton>
            </li>
          );
        })}
      </Items>
    );
  }
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading as="h2" $size="lg" id={headingId}>
        Upcoming Interactions
      </Heading>
      {content}
    </Card>
  );
}
