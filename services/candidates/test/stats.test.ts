import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidatesStats } from '@agency/contracts';
import { CandidateDirectory } from '../src/candidates/directory';
import { candidateModel } from '../src/candidates/model';
import { candidatesStats } from '../src/stats/candidates-stats';
import { closeAll, startWithAuth } from './helpers';

const { auth, candidates, staffToken } = await startWithAuth();
afterAll(() => closeAll(candidates, auth));

const call = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
  candidates.call(method, path, { token: token ?? undefined, body });
const add = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/api/candidates', body);
  expect(answer.status).toBe(201);
  return answer.body as Candidate;
};
const stats = async () => {
  const answer = await call('GET', '/internal/stats');
  expect(answer.status).toBe(200);
  return answer.body as CandidatesStats;
};
/** Mid-month, `months` calendar months from now (UTC). */
const monthsFromNow = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + months, 15);
  return date;
};

describe('GET /internal/stats of the candidates service', () => {
  it('counts candidates and lists the 5 newest straight after each add, edit and delete', async () => {
    expect(await stats()).toEqual({ totalCandidates: 0, recentCandidates: [], monthly: { candidates: { thisMonth: 0, lastMonth: 0 } }, newApplications: 0 });

    const added: Candidate[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']) {
      added.push(await add({ name: `${name} Candidate`, currentRole: name === 'Sixth' ? 'Data Engineer' : null }));
    }
    const afterAdds = await stats();
    expect(afterAdds.totalCandidates).toBe(6);
    expect(afterAdds.monthly.candidates).toEqual({ thisMonth: 6, lastMonth: 0 });
    expect(afterAdds.recentCandidates.map((candidate) => candidate.name)).toEqual([
      'Sixth Candidate',
      'Fifth Candidate',
      'Fourth Candidate',
      'Third Candidate',
      'Second Candidate',
    ]);
    expect(afterAdds.recentCandidates[0]).toEqual({ id: added[5]!.id, name: 'Sixth Candidate', currentRole: 'Data Engineer', availability: 'available' });

    const edited = await call('PUT', `/api/candidates/${added[4]!.id}`, { name: 'Fifth, Renamed', availability: 'placed' });
    expect(edited.status).toBe(200);
    expect((await stats()).recentCandidates[1]).toMatchObject({ name: 'Fifth, Renamed', availability: 'placed' });

    expect((await call('DELETE', `/api/candidates/${added[5]!.id}`)).status).toBe(204);
    const afterDelete = await stats();
    expect(afterDelete.totalCandidates).toBe(5);
    expect(afterDelete.monthly.candidates).toEqual({ thisMonth: 5, lastMonth: 0 });
    expect(afterDelete.recentCandidates.map((candidate) => candidate.name)).toEqual([
      'Fifth, Renamed',
      'Fourth Candidate',
      'Third Candidate',
      'Second Candidate',
      'First Candidate',
    ]);
  });

  it("counts this month's candidates as last month's a month later, and not at all after that", async () => {
    await add({ name: 'Monthly Candidate' });
    // A directory loaded from the service's database, as a new instance would load it.
    const directory = await CandidateDirectory.open(candidateModel(candidates.context.db), candidates.context.bus, candidates.context.log);
    const { totalCandidates, monthly } = candidatesStats(directory);
    expect(totalCandidates).toBe((await stats()).totalCandidates);
    expect(candidatesStats(directory, monthsFromNow(1)).monthly.candidates).toEqual({ thisMonth: 0, lastMonth: monthly.candidates.thisMonth });
    expect(candidatesStats(directory, monthsFromNow(2)).monthly.candidates).toEqual({ thisMonth: 0, lastMonth: 0 });
  });

  it('answers staff only, as the /api staff routes do', async () => {
    expect(await call('GET', '/internal/stats', undefined, null)).toEqual({ status: 401, body: { message: 'Please sign in to continue.' } });
    expect(await call('GET', '/internal/stats', undefined, `${staffToken}x`)).toEqual({
      status: 401,
      body: { message: 'Your session is invalid or has expired. Please sign in again.' },
    });
  });
});
