import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import { UserText, VisuallyHidden } from '@agency/ui';
import { formatTime } from '../../shared/dates';
import { INTERACTION_TYPES } from '../../shared/interactions/interactionTypes';

const Chip = styled.li<{ $background: string; $text: string }>`
  /* Holds its screen-reader text: placed by the page instead, it would widen a phone's page beyond the week's scroll box. */
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-left: 3px solid ${({ $text }) => $text};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: 0.75rem;
  line-height: 1.35;
  time {
    font-weight: 700;
  }
`;

/** The subject, on at most two lines. */
const Subject = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

/**
 * A scheduled interaction on the calendar's week: its time ('h:mm a') and subject on the colour of its
 * type; the type is also said in words for screen readers, and the whole subject shows on hover.
 */
export function InteractionChip({ interaction }: { interaction: Interaction }) {
  const type = INTERACTION_TYPES[interaction.type];
  return (
    <Chip $background={type.background} $text={type.text} title={`${type.label}: ${interaction.subject}`}>
      <time dateTime={interaction.date}>{formatTime(interaction.date)}</time>
      <Subject>
        <VisuallyHidden>{type.label}: </VisuallyHidden>
        <UserText>{interaction.subject}</UserText>
      </Subject>
    </Chip>
  );
}
