import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Interaction } from '@agency/contracts';
import { answerRequests, type Request } from '@agency/web-kit/testing';
import { interaction, list, priya, viewerInNewYork } from '../../shared/test-fixtures/interactions';
import { recordRequests, recruiter, renderAt, resetPage, signIn } from '../../test-utils';

viewerInNewYork();
// 'Now' is fixed (only the clock: timers run as usual): Thursday, November 26, 2026, 10:20 AM in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:20:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

const THIS_WEEK = { from: '2026-11-22T05:00:00.000Z', to: '2026-11-29T05:00:00.000Z' };
const weekUrl = ({ from, to }: { from: string; to: string }) =>
  `GET /api/interactions?${new URLSearchParams({ status: 'scheduled', from, to, order: 'asc', limit: '500' })}`;
const UPCOMING = `GET /api/interactions?${new URLSearchParams({ status: 'scheduled', from: '2026-11-26T15:20:00.000Z', order: 'asc', limit: '5' })}`;

const interview = interaction(1, {
  type: 'interview',
  subject: 'Interview: Head Chef',
  status: 'scheduled',
  date: '2026-11-24T15:00:00.000Z', // Tuesday 10:00 AM in New York
  candidateId: priya.id,
  candidate: priya,
});
const lateCall = interaction(2, {
  subject: 'Call with the night manager',
  status: 'scheduled',
  date: '2026-11-25T01:30:00.000Z', // Tuesday 8:30 PM in New York (Wednesday in UTC)
});
const nextMonday = interaction(3, {
  type: 'meeting',
  subject: 'Quarterly review',
  status: 'scheduled',
  date: '2026-11-30T14:00:00.000Z',
});

/** The week's scheduled interactions for a range request, and the upcoming ones. */
function serve(week: (request: Request) => Interaction[], upcoming: Interaction[] = []) {
  return answerRequests((request) => {
    if (request.url.searchParams.get('limit') === '5') return list(upcoming);
    return list(week(request));
  });
}

async function openCalendar(path = '/manage/calendar') {
  await signIn(recruiter);
  renderAt(path);
}

const dayButton = (name: RegExp) => screen.getByRole('button', { name });
const chipsOf = (day: string) => within(screen.getByRole('list', { name: `Scheduled on ${day}` }));
const dayCard = () => within(screen.getByRole('region', { name: /day, November|day, December/ }));

describe('/manage/calendar', () => {
  it("asks for this week's scheduled interactions (Sunday to Sunday, local midnight) and the next five from now", async () => {
    const requests = recordRequests();
    await openCalendar();
    expect(screen.getByRole('heading', { name: 'Week of Nov 22, 2026' })).toBeTruthy();
    expect(requests.urls()).toEqual([weekUrl(THIS_WEEK), UPCOMING]);
    // Seven days from Sunday, each a button named by what it shows ('Sun 22': WCAG 2.5.3), then its full date.
    const days = screen.getAllByRole('button', { name: /, 2026, / });
    expect(days.map((day) => day.querySelector('strong')?.textContent)).toEqual(['22', '23', '24', '25', '26', '27', '28']);
    for (const name of [
      'Sun 22 Sunday, November 22, 2026, nothing scheduled',
      'Mon 23 Monday, November 23, 2026, nothing scheduled',
      'Tue 24 Tuesday, November 24, 2026, nothing scheduled',
      'Wed 25 Wednesday, November 25, 2026, nothing scheduled',
      'Thu 26 Thursday, November 26, 2026, today, nothing scheduled',
      'Fri 27 Friday, November 27, 2026, nothing scheduled',
      'Sat 28 Saturday, November 28, 2026, nothing scheduled',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    // Today is selected at first.
    expect(dayButton(/Thursday, November 26, 2026, today/).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows each scheduled interaction as a chip with its time on its day in the viewer's time zone", async () => {
    serve(() => [interview, lateCall]);
    await openCalendar();
    await waitFor(() => expect(dayButton(/Tuesday, November 24, 2026, 2 scheduled$/)).toBeTruthy());
    const tuesday = chipsOf('Tuesday, November 24, 2026');
    expect(tuesday.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      '10:00 AMInterview: Interview: Head Chef',
      '8:30 PMCall: Call with the night manager',
    ]);
    expect(screen.queryByRole('list', { name: 'Scheduled on Wednesday, November 25, 2026' })).toBeNull();
    expect(dayButton(/Wednesday, November 25, 2026, nothing scheduled$/)).toBeTruthy();
  });

  it("selects a day: its card lists its items, or 'No interactions scheduled'; the day is kept in the address", async () => {
    serve(() => [interview, lateCall]);
    await openCalendar();
    expect(dayCard().getByRole('heading', { name: 'Thursday, November 26, 2026' })).toBeTruthy();
    expect(dayCard().getByText('No interactions scheduled')).toBeTruthy();

    await waitFor(() => expect(dayButton(/Tuesday, November 24, 2026, 2 scheduled$/)).toBeTruthy());
    await userEvent.click(dayButton(/Tuesday, November 24, 2026/));
    expect(dayButton(/Tuesday, November 24, 2026/).getAttribute('aria-pressed')).toBe('true');
    const card = dayCard();
    expect(card.getByRole('heading', { name: 'Tuesday, November 24, 2026' })).toBeTruthy();
    expect(card.getByText('Interview: Head Chef')).toBeTruthy();
    expect(card.getByText('Priya Sharma')).toBeTruthy();
    expect(card.getByText('Call with the night manager')).toBeTruthy();
    expect(card.getByText('8:30 PM')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/manage/calendar?date=2026-11-24');
  });

  it('moves a week back and forth, asking the server for each range, and back to today', async () => {
    const server = serve(({ url }) =>
      url.searchParams.get('from') === '2026-11-29T05:00:00.000Z' ? [nextMonday] : [],
    );
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: 'Week of Nov 29, 2026' })).toBeTruthy();
    await waitFor(() =>
      expect(chipsOf('Monday, November 30, 2026').getByText('Quarterly review')).toBeTruthy(),
    );
    expect(server.urls()).toContain(
      weekUrl({ from: '2026-11-29T05:00:00.000Z', to: '2026-12-06T05:00:00.000Z' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('heading', { name: 'Week of Nov 15, 2026' })).toBeTruthy();
    expect(server.urls()).toContain(
      weekUrl({ from: '2026-11-15T05:00:00.000Z', to: '2026-11-22T05:00:00.000Z' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { name: 'Week of Nov 22, 2026' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/manage/calendar');
  });

  it("lists the upcoming five with date and time; choosing one shows its day; 'No upcoming interactions' when none", async () => {
    serve(() => [], [interview, nextMonday]);
    await openCalendar();
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming Interactions' }));
    const items = await upcoming.findAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Interview: Head ChefNov 24, 10:00 AM · Interview',
      'Quarterly reviewNov 30, 9:00 AM · Meeting',
    ]);
    await userEvent.click(items[1]!);
    expect(screen.getByRole('heading', { name: 'Week of Nov 29, 2026' })).toBeTruthy();
    expect(dayCard().getByRole('heading', { name: 'Monday, November 30, 2026' })).toBeTruthy();

    resetPage();
    serve(() => []);
    await openCalendar();
    expect(await screen.findByText('No upcoming interactions')).toBeTruthy();
  });

  it("opens 'Schedule New Interaction' as a scheduled meeting at 9:00 AM on the selected later day", async () => {
    serve(() => []);
    await openCalendar('/manage/calendar?date=2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule Meeting' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule New Interaction' }));
    expect((dialog.getByLabelText('Type *') as HTMLSelectElement).value).toBe('meeting');
    expect((dialog.getByLabelText('Status') as HTMLSelectElement).value).toBe('scheduled');
    expect((dialog.getByLabelText('Date & Time *') as HTMLInputElement).value).toBe('2026-12-01T09:00');
  });
});
