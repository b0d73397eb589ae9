import getPort from 'get-port';
import { describe, expect, it } from 'vitest';
import { PROVISION_CANDIDATE_ACCOUNT, type DashboardStats } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { startComposedServices } from './helpers';

// The real services on FerretDB and NATS, each verifying the real auth service's tokens, behind a gateway.
const { catalog, staffToken, gatewayWith, call, created } = await startComposedServices();

const stats = async () => {
  const answer = await call<DashboardStats>('GET', '/api/dashboard/stats');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('GET /api/dashboard/stats', () => {
  it("composes every owner's figures, each right straight after a create through the gateway", async () => {
    const empty = { thisMonth: 0, lastMonth: 0 };
    const noStage = { count: 0, value: 0 };
    expect(await stats()).toEqual({
      totalCandidates: 0,
      totalEmployers: 0,
      activeEmployers: 0,
      openRoles: 0,
      placements: 0,
      newLeads: 0,
      newApplications: 0,
      recentCandidates: [],
      upcomingInterviews: [],
      pipelineStats: { leads: noStage, qualified: noStage, proposals: noStage, closed: noStage, lost: noStage },
      monthly: { candidates: empty, employers: empty, openRoles: empty, placements: empty },
    });

    const candidate = await created('/api/candidates', { name: 'Dana Dashboard', currentRole: 'Site Reliability Engineer', availability: 'in_process' });
    expect(await stats()).toMatchObject({
      totalCandidates: 1,
      recentCandidates: [{ id: candidate.id, name: 'Dana Dashboard', currentRole: 'Site Reliability Engineer', availability: 'in_process' }],
      monthly: { candidates: { thisMonth: 1, lastMonth: 0 } },
    });

    const employer = await created('/api/employers', { name: 'Dashboard Co', status: 'active' });
    await created('/api/employers', { name: 'Prospect Co', status: 'prospect' });
    const role = await created('/api/job-roles', { employerId: employer.id, title: 'Platform Engineer', status: 'open' });
    // Each tile's change counts what its headline counts (decision 0104): 'Active Employers 1' and one
    // active employer added this month, the prospect in neither; every employer is in totalEmployers.
    expect(await stats()).toMatchObject({ totalEmployers: 2, activeEmployers: 1, openRoles: 1, monthly: { employers: { thisMonth: 1 }, openRoles: { thisMonth: 1 } } });

    // The engagement service learns of the candidate, employer and role from their events.
    const placement = { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, status: 'qualified', value: 1_250_000 };
    await eventually(async () => (await call('POST', '/api/placements', placement)).status === 201);
    const interviewAt = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const interview = await created('/api/interactions', {
      type: 'interview',
      subject: 'First interview',
      date: interviewAt,
      status: 'scheduled',
      candidateId: candidate.id,
      employerId: employer.id,
      jobRoleId: role.id,
    });
    await created('/api/leads', { name: 'Lee Lead', email: 'lee@lead.example', service: 'consultation', source: 'exit_intent' });
    // An application is new (pending) until staff look at it (decision 0120).
    await eventually(async () => (await call('POST', '/api/applications/apply-and-register', { jobRoleId: role.id, candidateEmail: 'ann@apply.example', candidateFullName: 'Ann Applicant' })).status === 201);
    expect((await stats()).newApplications).toBe(1);

    const full = await stats();
    expect(full).toMatchObject({
      placements: 1,
      newLeads: 1,
      pipelineStats: { leads: noStage, qualified: { count: 1, value: 1_250_000 }, proposals: noStage, closed: noStage, lost: noStage },
      monthly: { placements: { thisMonth: 1, lastMonth: 0 } },
    });
    expect(full.upcomingInterviews).toEqual([
      {
        id: interview.id,
        date: interviewAt,
        subject: 'First interview',
        type: 'interview',
        candidate: { id: candidate.id, name: 'Dana Dashboard', currentRole: 'Site Reliability Engineer' },
        employer: { id: employer.id, name: 'Dashboard Co' },
        jobRole: expect.objectContaining({ id: role.id, title: 'Platform Engineer' }),
      },
    ]);
  });

  it('is for staff only, checked at the gateway as on every staff route', async () => {
    expect(await call('GET', '/api/dashboard/stats', undefined, null)).toEqual({ status: 401, body: { message: 'Please sign in to continue.' } });
    expect((await call('GET', '/api/dashboard/stats', undefined, `${staffToken}x`)).status).toBe(401);
    const reply = await catalog.context.bus.connection.request(
      PROVISION_CANDIDATE_ACCOUNT,
      JSON.stringify({ candidateId: 'cand-dashboard', email: 'cand@dashboard.test' }),
    );
    const candidateToken = (reply.json() as { token: string }).token;
    expect(await call('GET', '/api/dashboard/stats', undefined, candidateToken)).toEqual({
      status: 401,
      body: { message: 'This is for agency staff only. Please sign in with your team account.' },
    });
  });

  it('answers 503 naming the services that do not answer, instead of a dashboard with figures missing', async () => {
    const nowhere = `http://127.0.0.1:${await getPort()}`;
    const withoutEngagement = await gatewayWith({ engagement: nowhere });
    expect(await call('GET', '/api/dashboard/stats', undefined, staffToken, withoutEngagement)).toEqual({
      status: 503,
      body: { message: 'The engagement service is unavailable right now. Please try again shortly.' },
    });
    const withoutTwo = await gatewayWith({ catalog: nowhere, engagement: nowhere });
    expect(await call('GET', '/api/dashboard/stats', undefined, staffToken, withoutTwo)).toEqual({
      status: 503,
      body: { message: 'The catalog and engagement services are unavailable right now. Please try again shortly.' },
    });
  });

  it('answers 502 when a service sends figures that are not its contract', async () => {
    // The catalog answering where the engagement service should: its own figures, not engagement's.
    const crossedWires = await gatewayWith({ engagement: catalog.url });
    expect(await call('GET', '/api/dashboard/stats', undefined, staffToken, crossedWires)).toEqual({
      status: 502,
      body: {
        message:
          'The engagement service sent dashboard figures the gateway could not read. Please try again shortly, or tell your administrator if it keeps happening.',
      },
    });
  });
});
