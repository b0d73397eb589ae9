import { isSameDay, isToday } from 'date-fns';
import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import { VisuallyHidden } from '@agency/ui';
import { formatDayOfMonth, formatLongDay, formatWeekday } from '../../shared/dates';
import { InteractionChip } from './InteractionChip';

/** Seven columns, scrolled sideways where they do not fit; on a phone (where that showed 2.5 days, today perhaps
 * not among them: issue 31) the seven days one under another. Positioned, so that the text for screen readers
 * inside it (1 px, absolutely placed) scrolls with it instead of widening the page. */
const Week = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(7, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Day = styled.div<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 11rem;
  min-width: 0;
  @media (max-width: 40rem) {
    min-height: 0;
  }
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.subtle : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 0 0 0 1px ${theme.colors.primary}` : 'none')};
  cursor: pointer;
`;

const DayButton = styled.button<{ $today: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
  strong {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.75rem;
    height: 1.75rem;
    border-radius: ${({ theme }) => theme.radius.full};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme, $today }) => ($today ? theme.colors.primaryText : theme.colors.text)};
    background: ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** What a day's button says beyond what it shows: the full date, 'today' when it is, and how many are scheduled. */
function dayDetails(day: Date, count: number): string {
  const parts = [formatLongDay(day)];
  if (isToday(day)) parts.push('today');
  parts.push(count === 0 ? 'nothing scheduled' : `${count} scheduled`);
  return parts.join(', ');
}

/**
 * The week's seven days, each with its scheduled interactions as chips. A day is selected with its
 * heading's button (named by what it shows and its full date) or a click anywhere in its column.
 */
export function WeekView({
  days,
  interactionsByDay,
  selected,
  loading,
  onSelect,
}: {
  days: readonly Date[];
  interactionsByDay: readonly Interaction[][];
  selected: Date;
  loading: boolean;
  onSelect: (day: Date) => void;
}) {
  return (
    <Week aria-busy={loading}>
      {days.map((day, index) => {
        const items = interactionsByDay[index] ?? [];
        const isSelected = isSameDay(day, selected);
        return (
          // The column is a larger target for the mouse; keyboard and screen reader users have the button.
          <Day key={day.toISOString()} $selected={isSelected} onClick={() => onSelect(day)}>
            <DayButton
              type="button"
              $today={isToday(day)}
              aria-pressed={isSelected}
              onClick={(event) => {
                event.stopPropagation();
                onSelect(day);
              }}
            >
              {/* Named by what it shows first ('Sun 22'), then the details (WCAG 2.5.3: the label is in the name). */}
              <span>{formatWeekday(day)}</span> <strong>{formatDayOfMonth(day)}</strong>
              {' '}
              <VisuallyHidden>{dayDetails(day, items.length)}</VisuallyHidden>
            </DayButton>
            {items.length > 0 && (
              <Chips aria-label={`Scheduled on ${formatLongDay(day)}`}>
                {items.map((interaction) => (
                  <InteractionChip key={interaction.id} interaction={interaction} />
                ))}
              </Chips>
            )}
          </Day>
        );
      })}
    </Week>
  );
}
