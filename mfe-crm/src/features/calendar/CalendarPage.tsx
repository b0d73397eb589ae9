import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Interaction } from '@agency/contracts';
import { Alert, Button, Card, Heading } from '@agency/ui';
import { dayOf, formatWeekOf, shiftWeeks, weekDays, weekRange } from '../../shared/dates';
import { describeError } from '@agency/web-kit';
import { InteractionFormDialog } from '../../shared/interactions/InteractionFormDialog';
import {
  useGetScheduledInteractionsQuery,
  useGetUpcomingInteractionsQuery,
} from '../../shared/api/interactionsApi';
import { useInteractionActions } from '../../shared/interactions/useInteractionActions';
import { byDay, dayFromParam, dayParam, suggestedMeetingTime } from './calendarWeek';
import { DayCard } from './DayCard';
import { UpcomingCard } from './UpcomingCard';
import { WeekView } from './WeekView';

/** The week across the whole width; under it the selected day's card and, beside it, the upcoming list. */
const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
  }
`;

const WeekHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin-right: auto;
  }
`;

/** Previous week, Today, Next week: kept together when the header wraps. */
const WeekNav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * /manage/calendar (spec: Calendar): the week of the selected day (Sunday to Saturday, decision 0037) with
 * its scheduled interactions as chips, the selected day's card and the upcoming five; 'Schedule Meeting'
 * opens 'Schedule New Interaction'. The selected day is kept in the address (`?date=2026-11-24`), so a
 * reload or a shared link shows the same week. Every date is the viewer's own time zone's.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const selected = dayFromParam(params.get('date')) ?? dayOf(new Date());
  const days = weekDays(selected);
  const range = weekRange(selected);
  const week = useGetScheduledInteractionsQuery(range);
  // 'From now' is the moment the screen opened: a fixed argument, so the list is asked for once, and again after a change.
  const [now] = useState(() => new Date());
  const upcoming = useGetUpcomingInteractionsQuery({ from: now.toISOString() });
  const [scheduling, setScheduling] = useState(false);
  const { actionsFor, dialogs } = useInteractionActions();

  // The week's items by day; while another week loads, its days show nothing rather than the last week's.
  const weekItems = week.currentData?.items ?? [];
  const interactionsByDay = byDay(days, weekItems);
  const selectedItems =
    interactionsByDay[days.findIndex((day) => day.getTime() === selected.getTime())] ?? [];

  function select(day: Date) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('date', dayParam(day));
        return next;
      },
      { replace: true },
    );
  }

  function showToday() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('date');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <Toolbar>
        <Button onClick={() => setScheduling(true)}>Schedule Meeting</Button>
      </Toolbar>
      <Layout>
        <Card as="section" aria-labelledby="calendar-week">
          <WeekHeader>
            <Heading as="h2" $size="lg" id="calendar-week">
              {formatWeekOf(selected)}
            </Heading>
            <WeekNav>
              <Button
                $variant="outline"
                $size="sm"
                aria-label="Previous week"
                onClick={() => select(shiftWeeks(selected, -1))}
              >
                <span aria-hidden="true">‹</span>
              </Button>
              <Button $variant="outline" $size="sm" onClick={showToday}>
                Today
              </Button>
              <Button
                $variant="outline"
                $size="sm"
                aria-label="Next week"
                onClick={() => select(shiftWeeks(selected, 1))}
              >
                <span aria-hidden="true">›</span>
              </Button>
            </WeekNav>
          </WeekHeader>
          {week.error && <Alert>{describeError(week.error)}</Alert>}
          <WeekView
            days={days}
            interactionsByDay={interactionsByDay}
            selected={selected}
            loading={week.isFetching}
            onSelect={select}
          />
        </Card>
        <Cards>
          <DayCard day={selected} interactions={selectedItems} actionsFor={actionsFor} />
          <UpcomingCard
            interactions={upcoming.data?.items}
            loading={upcoming.isLoading}
            error={upcoming.error}
            onShow={(interaction: Interaction) => select(dayOf(interaction.date))}
          />
        </Cards>
      </Layout>
      <InteractionFormDialog
        mode="schedule"
        defaults={{ date: suggestedMeetingTime(selected, new Date()) }}
        open={scheduling}
        onOpenChange={setScheduling}
      />
      {dialogs}
    </>
  );
}
