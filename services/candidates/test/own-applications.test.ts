import { afterAll, describe, expect, it } from 'vitest';
import type { ApplyResponse, CandidateApplication } from '@agency/contracts';
import { closeAll, connectBus, projectedRole, startWithAuth } from './helpers';

// 'My applications' in the portal (issue 31, point 4; decision 0121): a candidate reads their own, with the status staff set.
const started = await startWithAuth({ provisionTimeoutMs: 2_000 });
const { candidates, auth, staffToken } = started;
const bus = await connectBus();
afterAll(async () => {
  await closeAll(candidates, auth);
  await bus.close();
});

const chef = await projectedRole(bus, candidates, 'Head Chef');
const porter = await projectedRole(bus, candidates, 'Night Porter');

async function applyAs(email: string, roleId: string): Promise<ApplyResponse> {
  const answer = await candidates.call('POST', '/api/applications/apply-and-register', { body: { jobRoleId: roleId, candidateEmail: email, candidateFullName: email.split('@')[0] } });
  expect(answer.status).toBe(201);
  return answer.body as ApplyResponse;
}
const mine = (token: string) => candidates.call('GET', '/api/candidate/applications', { token });

const ada = await applyAs('ada@example.com', chef.id);
const adaToken = ada.candidateToken!;
const secondOfAda = await applyAs('ada@example.com', porter.id);
const bob = await applyAs('bob@example.com', chef.id);

describe('GET /api/candidate/applications', () => {
  it("lists the signed-in candidate's own applications, newest first, with role, employer, date and status", async () => {
    const answer = await mine(adaToken);
    expect(answer.status).toBe(200);
    const list = answer.body as CandidateApplication[];
    expect(list.map((application) => application.id)).toEqual([secondOfAda.applicationId, ada.applicationId]);
    expect(list[1]).toEqual({
      id: ada.applicationId,
      jobRoleId: chef.id,
      jobRoleTitle: 'Head Chef',
      employerName: 'Test Employer',
      status: 'pending',
      createdAt: expect.any(String),
      statusChangedAt: null,
    });
  });

  it("never shows another candidate's application", async () => {
    const bobs = (await mine(bob.candidateToken!)).body as CandidateApplication[];
    expect(bobs.map((application) => application.id)).toEqual([bob.applicationId]);
    const adas = (await mine(adaToken)).body as CandidateApplication[];
    expect(adas.map((application) => application.id)).not.toContain(bob.applicationId);
  });

  it('shows the status staff set, and a rejection without its reason', async () => {
    const reviewed = await candidates.call('PATCH', `/api/applications/${ada.applicationId}`, { token: staffToken, body: { status: 'reviewed' } });
    expect(reviewed.status).toBe(200);
    const rejected = await candidates.call('PATCH', `/api/applications/${secondOfAda.applicationId}`, {
      token: staffToken,
      body: { status: 'rejected', rejectionReason: 'Salary expectations far above the budget' },
    });
    expect(rejected.status).toBe(200);

    const answer = await mine(adaToken);
    const list = answer.body as CandidateApplication[];
    expect(list.find((application) => application.id === ada.applicationId)).toMatchObject({ status: 'reviewed', statusChangedAt: expect.any(String) });
    expect(list.find((application) => application.id === secondOfAda.applicationId)).toMatchObject({ status: 'rejected' });
    expect(JSON.stringify(answer.body)).not.toContain('Salary expectations');
  });

  it('is for a signed-in candidate only: no token or a staff token is 401', async () => {
    expect((await candidates.call('GET', '/api/candidate/applications')).status).toBe(401);
    expect((await candidates.call('GET', '/api/candidate/applications', { token: staffToken })).status).toBe(401);
  });
});
