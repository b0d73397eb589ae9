import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateApplication } from '@agency/contracts';
import { resetPage, showDashboardTab } from '../../test-utils';

afterEach(resetPage);

const LIST = '/api/candidate/applications';
const anApplication = (changes: Partial<CandidateApplication> = {}): CandidateApplication => ({
  id: 'app1',
  jobRoleId: 'role1',
  jobRoleTitle: 'Senior Backend Engineer',
  employerName: 'Northwind Logistics',
  status: 'pending',
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  ...changes,
});

describe("the 'My Applications' tab", () => {
  it('shows each application with its role, employer, date and the status staff set, with what it means', async () => {
    showDashboardTab('applications', {
      [LIST]: [
        anApplication({ id: 'app2', jobRoleTitle: 'Platform Engineer', status: 'reviewed', createdAt: '2026-11-22T09:00:00.000Z', statusChangedAt: '2026-11-24T09:00:00.000Z' }),
        anApplication(),
        anApplication({ id: 'app3', jobRoleTitle: 'Data Engineer', status: 'rejected' }),
        anApplication({ id: 'app4', jobRoleTitle: null, employerName: null, status: 'accepted' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'My Applications' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Applications', selected: true })).toBeTruthy();
    const [reviewed, pending, rejected, accepted] = screen.getAllByRole('listitem');
    expect(within(reviewed!).getByRole('heading', { name: 'Platform Engineer' })).toBeTruthy();
    expect(within(reviewed!).getByText('Northwind Logistics')).toBeTruthy();
    expect(reviewed!.textContent).toContain('Applied Nov 22, 2026 · updated Nov 24, 2026');
    expect(within(reviewed!).getByText('Reviewed')).toBeTruthy();
    expect(within(reviewed!).getByText('A recruiter has read your application.')).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(pending!.textContent).not.toContain('updated');
    expect(within(rejected!).getByText('Not selected')).toBeTruthy();
    expect(within(accepted!).getByRole('heading', { name: 'Job role no longer available' })).toBeTruthy();
    expect(within(accepted!).getByText('Accepted')).toBeTruthy();
  });

  it("says 'No applications yet' when there are none", async () => {
    showDashboardTab('applications', { [LIST]: [] });
    expect(await screen.findByText('No applications yet')).toBeTruthy();
  });
});
