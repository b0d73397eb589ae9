import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { shownToast } from '@agency/web-kit/testing';
import { formatAppointmentDate } from '../../shared/dates';
import { anAppointment, resetPage, showDashboardTab } from '../../test-utils';

afterEach(resetPage);

const LIST = '/api/candidate/appointments';

describe('the Appointments tab', () => {
  it("shows 'Upcoming Appointments' and each one's title, time, status, description and location", async () => {
    showDashboardTab('appointments', { [LIST]: [anAppointment()] });
    expect(await screen.findByRole('heading', { name: 'Upcoming Appointments' })).toBeTruthy();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Interview with Acme Ltd' })).toBeTruthy();
    const time = item.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-11-24T15:00:00.000Z');
    expect(time.textContent).toBe(formatAppointmentDate('2026-11-24T15:00:00.000Z'));
    expect(within(item).getByText('Scheduled')).toBeTruthy();
    expect(within(item).getByText('Meet the engineering team.')).toBeTruthy();
    expect(within(item).getByText('1 Main Street, London')).toBeTruthy();
  });

  it("writes the time in US English, in the viewer's time zone", () => {
    const local = new Date(2026, 10, 24, 15, 5);
    expect(formatAppointmentDate(local.toISOString())).toBe('Tuesday, November 24, 2026 at 3:05 PM');
  });

  it("says 'No appointments scheduled' when there are none", async () => {
    showDashboardTab('appointments', { [LIST]: [] });
    expect(await screen.findByText('No appointments scheduled')).toBeTruthy();
  });

  it("'Confirm Attendance' sends it and then reads 'Confirmed'", async () => {
    const server = showDashboardTab('appointments', { [LIST]: [anAppointment()] }, () => ({ body: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Attendance' }));
    expect(((await screen.findByRole('button', { name: 'Confirmed' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(server.urls()).toContain('POST /api/candidate/appointments/a1/confirm');
    await waitFor(() => expect(shownToast()).toContain('Attendance confirmed'));
  });

  it('keeps the button and says why when the confirmation failed', async () => {
    showDashboardTab('appointments', { [LIST]: [anAppointment()] }, () => ({
      status: 409,
      body: { message: 'This appointment was cancelled.' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Attendance' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to confirm attendance'));
    expect(shownToast()).toContain('This appointment was cancelled.');
    expect(await screen.findByRole('button', { name: 'Confirm Attendance' })).toBeTruthy();
  });

  it("shows a confirmed one as 'Confirmed' and offers no confirmation for a cancelled one", async () => {
    showDashboardTab('appointments', {
      [LIST]: [
        anAppointment({ candidateConfirmed: true }),
        anAppointment({ id: 'a2', status: 'cancelled', title: 'Old interview' }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Confirmed' })).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Attendance' })).toBeNull();
  });
});
