import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@agency/web-kit/testing';
import { interaction, list, priya, viewerInNewYork } from '../test-fixtures/interactions';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

viewerInNewYork();
afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

// Thursday, November 26, 2026, 11:00 AM in New York; the candidate confirmed on the Tuesday before.
const confirmed = interaction(1, {
  type: 'interview',
  subject: 'Interview: Head Chef',
  status: 'scheduled',
  date: '2026-11-26T16:00:00.000Z',
  candidateId: priya.id,
  candidate: priya,
  candidateConfirmed: true,
  candidateConfirmedAt: '2026-11-24T14:30:00.000Z',
});
const unconfirmed = interaction(2, {
  type: 'interview',
  subject: 'Interview: Sous Chef',
  status: 'scheduled',
  date: '2026-11-26T19:00:00.000Z',
  candidateConfirmed: false,
});

describe("'Attendance confirmed': the candidate confirmed the interview in the portal", () => {
  it('shows on the row of the interactions screen, with when it was confirmed', async () => {
    answerRequests(() => list([confirmed, unconfirmed]));
    await signIn(recruiter);
    renderAt('/manage/interactions');
    const row = within(await screen.findByRole('article', { name: 'Interview: Head Chef' }));
    expect(row.getByText('Attendance confirmed').getAttribute('title')).toBe(
      'Confirmed Nov 24, 2026 9:30 AM',
    );
    const other = within(screen.getByRole('article', { name: 'Interview: Sous Chef' }));
    expect(other.queryByText('Attendance confirmed')).toBeNull();
  });

  it("shows under the interview on the calendar's day card", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:20:00.000Z'));
    answerRequests(() => list([confirmed, unconfirmed]));
    await signIn(recruiter);
    renderAt('/manage/calendar');
    const day = within(screen.getByRole('region', { name: 'Thursday, November 26, 2026' }));
    const confirmedItem = (await day.findByText('Interview: Head Chef')).closest('li')!;
    expect(within(confirmedItem).getByText('Attendance confirmed')).toBeTruthy();
    const otherItem = day.getByText('Interview: Sous Chef').closest('li')!;
    expect(within(otherItem).queryByText('Attendance confirmed')).toBeNull();
  });
});
