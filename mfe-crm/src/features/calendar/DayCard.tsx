import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import { Card, Heading, Muted, UserText } from '@agency/ui';
import { CardMenu, type CardAction } from '../../shared/cards/CardMenu';
import { formatLongDay, formatTime } from '../../shared/dates';
import { TypeDisc } from '../../shared/interactions/InteractionRow';
import { AttendanceConfirmed } from '../../shared/interactions/AttendanceConfirmed';
import { INTERACTION_TYPES, InteractionTypeIcon } from '../../shared/interactions/interactionTypes';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Confirmed = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
`;

const Empty = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** Who and what an item is with: 'Priya Sharma · Northwind · Head Chef', as far as it is linked. */
const withWhom = (interaction: Interaction) =>
  [interaction.candidate?.name, interaction.employer?.name, interaction.jobRole?.title]
    .filter(Boolean)
    .join(' · ');

/**
 * The selected day's card (spec: Calendar): its scheduled interactions, soonest first, each with its time,
 * type, subject ('Attendance confirmed' under it once the candidate confirmed the interview in the portal),
 * who it is with and its '⋯' menu; 'No interactions scheduled' when there are none.
 */
export function DayCard({
  day,
  interactions,
  actionsFor,
}: {
  day: Date;
  interactions: readonly Interaction[];
  actionsFor: (interaction: Interaction) => CardAction[];
}) {
  const headingId = 'calendar-selected-day';
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Heading as="h2" $size="lg" id={headingId}>
        {formatLongDay(day)}
      </Heading>
      {interactions.length === 0 ? (
        <Empty>No interactions scheduled</Empty>
      ) : (
        <Items>
          {interactions.map((interaction) => {
            const type = INTERACTION_TYPES[interaction.type];
            const who = withWhom(interaction);
            return (
              <Item key={interaction.id}>
                <TypeDisc $background={type.background} $text={type.text}>
                  <InteractionTypeIcon type={interaction.type} />
                </TypeDisc>
                <div>
                  <strong>
                    <UserText>{interaction.subject}</UserText>
                  </strong>
                  {interaction.candidateConfirmed && (
                    <Confirmed>
                      <AttendanceConfirmed at={interaction.candidateConfirmedAt} />
                    </Confirmed>
                  )}
                  <Detail>
                    <time dateTime={interaction.date}>{formatTime(interaction.date)}</time> · {type.label}
                  </Detail>
                  {who && <Detail>{who}</Detail>}
                </div>
                <CardMenu label={`Actions for ${interaction.subject}`} actions={actionsFor(interaction)} />
              </Item>
            );
          })}
        </Items>
      )}
    </Card>
  );
}
