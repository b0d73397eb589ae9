import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { shownToast } from '@agency/web-kit/testing';
import { aJobMatch, resetPage, showDashboardTab } from '../../test-utils';
import { NO_JOB_PAGE } from './JobMatchesTab';

afterEach(resetPage);

const LIST = '/api/candidate/job-matches';

describe('the Job Matches tab', () => {
  it("shows 'Job Opportunities' and each match's title, employer, status, score and notes", async () => {
    showDashboardTab('job-matches', { [LIST]: [aJobMatch()] });
    expect(await screen.findByRole('heading', { name: 'Job Opportunities' })).toBeTruthy();
    expect(screen.getByText('Positions matched to your profile by our recruiters')).toBeTruthy();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Senior Engineer' })).toBeTruthy();
    expect(within(item).getByText('Acme Ltd')).toBeTruthy();
    expect(within(item).getByText('Suggested')).toBeTruthy();
    expect(within(item).getByText('85% match')).toBeTruthy();
    expect(within(item).getByText('Your analysis background fits well.')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/jobs/senior-engineer',
    );
  });

  it("says 'No job matches yet' when there are none", async () => {
    showDashboardTab('job-matches', { [LIST]: [] });
    expect(await screen.findByText('No job matches yet')).toBeTruthy();
  });

  it("disables 'View Details' with the reason when the role has no job page", async () => {
    const match = aJobMatch();
    showDashboardTab('job-matches', { [LIST]: [{ ...match, jobRole: { ...match.jobRole!, slug: null } }] });
    const button = await screen.findByRole('button', { name: 'View Details' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(NO_JOB_PAGE);
  });

  it("'Express Interest' sends it and then reads 'Interest Sent'", async () => {
    const server = showDashboardTab('job-matches', { [LIST]: [aJobMatch()] }, () => ({
      body: aJobMatch({ status: 'interested', candidateResponse: 'interested' }),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Express Interest' }));
    const sent = await screen.findByRole('button', { name: 'Interest Sent' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Interested')).toBeTruthy();
    expect(server.urls()).toContain('POST /api/candidate/job-matches/m1/interest');
    await waitFor(() => expect(shownToast()).toContain('Interest sent'));
  });

  it('keeps the button and says why when the interest could not be sent', async () => {
    showDashboardTab('job-matches', { [LIST]: [aJobMatch()] }, () => ({
      status: 404,
      body: { message: 'Job match not found' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Express Interest' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to express interest'));
    expect(shownToast()).toContain('Job match not found');
    expect(await screen.findByRole('button', { name: 'Express Interest' })).toBeTruthy();
  });

  it("shows an answered match as 'Interest Sent' from the start", async () => {
    showDashboardTab('job-matches', {
      [LIST]: [aJobMatch({ status: 'interested', candidateResponse: 'interested' })],
    });
    expect(await screen.findByRole('button', { name: 'Interest Sent' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Express Interest' })).toBeNull();
  });
});
