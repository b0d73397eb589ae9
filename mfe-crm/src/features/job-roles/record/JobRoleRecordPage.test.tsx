import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRoleRecord } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';

afterEach(resetPage);

const ID = '65a0000000000000000000b1';
const record: JobRoleRecord = {
  jobRole: {
    id: ID,
    slug: 'head-chef',
    employerId: '65a0000000000000000000e1',
    title: 'Head Chef',
    status: 'open',
    priority: 'high',
    location: 'Bath',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    employer: { id: '65a0000000000000000000e1', name: 'The Grand Meridian Hotel' },
    owner: { id: '65a0000000000000000000aa', name: 'Rita Recruiter' },
  },
  applications: [
    {
      id: 'a1',
      jobRoleId: ID,
      candidateId: '65a0000000000000000000c1',
      jobRoleTitle: 'Head Chef',
      candidateEmail: 'ada@example.test',
      candidateFullName: 'Ada Byron',
      status: 'rejected',
      rejectionReason: 'No kitchen experience',
      source: 'website',
      createdAt: '2026-11-27T09:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
    },
  ],
  applicationsTotal: 1,
  placements: [],
  interactions: [],
};

describe('/manage/job-roles/:id', () => {
  it('shows the role, its owner and its applications from one request, the candidates linked to their pages', async () => {
    const server = answerRequests(({ url }) => (url.pathname === `/api/job-roles/${ID}/record` ? { body: record } : { status: 404, body: { message: 'no' } }));
    await signIn(recruiter);
    renderAt(`/manage/job-roles/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Head Chef' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Role' })).getByText('Rita Recruiter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The Grand Meridian Hotel' }).getAttribute('href')).toBe('/manage/employers/65a0000000000000000000e1');
    const applications = within(screen.getByRole('region', { name: 'Applications (1)' }));
    expect(applications.getByRole('link', { name: 'Ada Byron' }).getAttribute('href')).toBe('/manage/candidates/65a0000000000000000000c1');
    expect(applications.getByText('Rejected')).toBeTruthy();
    expect(applications.getByText('Reason: No kitchen experience')).toBeTruthy();
    expect(applications.getByRole('link', { name: 'Open in the inbox' }).getAttribute('href')).toBe(`/manage/applications?jobRoleId=${ID}`);
    expect(screen.getByText('No placements yet')).toBeTruthy();
    expect(server.urls().filter((url) => url.includes('/record'))).toEqual([`GET /api/job-roles/${ID}/record`]);
  });
});
