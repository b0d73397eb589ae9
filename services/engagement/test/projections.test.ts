import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate, CandidateDetail, Interaction, InteractionList, Placement } from '@agency/contracts';
import { startCandidates } from '@agency/candidates/testing';
import { ReferenceMessages as LinkMessages } from '@agency/service-kit';
import { closeAll, connectBus, eventually, OtherContexts, referenceKnown, startEngagement, startWithAuth } from './helpers';

/**
 * The names engagement shows come from its own projections of the other contexts' events: here the real
 * candidates service makes and renames candidates, and the catalog's events are published as its relay
 * would.
 */
const { auth, engagement: first, staffToken } = await startWithAuth();
let engagement = first;
const candidates = await startCandidates();
const bus = await connectBus();
const others = new OtherContexts(bus);
afterAll(async () => {
  await closeAll(engagement, candidates, auth);
  await bus.close();
});

const atEngagement = (method: string, path: string, body?: unknown) => engagement.call(method, path, { token: staffToken, body });
const atCandidates = (method: string, path: string, body?: unknown) => candidates.call(method, path, { token: staffToken, body });
const interactionsOf = async (candidateId: string) => ((await atEngagement('GET', `/api/interactions?candidateId=${candidateId}`)).body as InteractionList).items;
const search = async (q: string) => ((await atEngagement('GET', `/api/interactions?q=${encodeURIComponent(q)}`)).body as InteractionList).items;
/** The version of a candidate in engagement's stored projection. */
const storedVersion = async (id: string) => (await engagement.context.db.collection('candidate_names').findOne({ _id: id } as never))?.version ?? 0;

async function addCandidate(name: string): Promise<Candidate> {
  const added = await atCandidates('POST', '/api/candidates', { name, currentRole: 'Mathematician' });
  expect(added.status).toBe(201);
  await referenceKnown(engagement, 'candidate_names', added.body.id);
  return added.body as Candidate;
}

async function rename(candidate: Candidate, name: string): Promise<void> {
  const renamed = await atCandidates('PUT', `/api/candidates/${candidate.id}`, { name, currentRole: candidate.currentRole });
  expect(renamed.status).toBe(200);
}

describe("a candidate's name on their interactions", () => {
  it('follows a rename in the candidates service: the list and the search show the new name', async () => {
    const alan = await addCandidate('Alan Turing');
    const logged = await atEngagement('POST', '/api/interactions', { type: 'interview', subject: 'Codebreaking role', date: '2026-12-01T10:00:00Z', candidateId: alan.id });
    expect(logged.status).toBe(201);
    expect((logged.body as Interaction).candidate).toEqual({ id: alan.id, name: 'Alan Turing', currentRole: 'Mathematician' });

    await rename(alan, 'Alan M. Turing');
    await eventually(async () => (await interactionsOf(alan.id))[0]?.candidate?.name === 'Alan M. Turing');
    expect((await search('alan m. turing')).map((item) => item.id)).toEqual([logged.body.id]);
    expect(await search('alan turing')).toEqual([]);
  });

  it('catches up after the engagement service was down while the candidate was renamed', async () => {
    const joan = await addCandidate('Joan Clarke');
    const logged = await atEngagement('POST', '/api/interactions', { type: 'call', subject: 'Hut 8 follow-up', date: '2026-12-02T10:00:00Z', candidateId: joan.id });
    expect(logged.status).toBe(201);
    const versionBefore = await storedVersion(joan.id);

    await engagement.close();
    await rename(joan, 'Joan Murray');
    // The rename is in the stream before engagement comes back (the candidates relay publishes at once).
    const inStream = new Promise<void>((resolve) => {
      void bus.follow({ name: 'CANDIDATES', subjects: ['candidates.>'] }, (event) => {
        if (event.aggregateId === joan.id && event.version > versionBefore) resolve();
      });
    });
    await inStream;

    engagement = await startEngagement(engagement.dbName);
    // Started means caught up: the first answer already has the new name, without waiting.
    const [interaction] = await interactionsOf(joan.id);
    expect(interaction).toMatchObject({ id: logged.body.id, candidate: { id: joan.id, name: 'Joan Murray' } });
    expect((await search('joan murray')).map((item) => item.id)).toEqual([logged.body.id]);
    expect(await storedVersion(joan.id)).toBeGreaterThan(versionBefore);
    // How far the stream was read is stored, so the next start resumes from there.
    expect(await engagement.context.db.collection('stream_positions').findOne({ _id: 'CANDIDATES' } as never)).toMatchObject({ sequence: expect.any(Number) });
  });

  it('keeps the newest version: a repeated or late, older event changes nothing', async () => {
    const ada = await others.candidate('Ada Byron');
    await others.renameCandidate(ada, 'Ada Lovelace', 3);
    await others.renameCandidate(ada, 'Ada Stale', 2);
    await others.renameCandidate(ada, 'Ada Lovelace', 3);
    // A later event applied means the ones before it were too.
    const marker = await others.candidate('Marker One');
    await referenceKnown(engagement, 'candidate_names', marker.id);
    const logged = await atEngagement('POST', '/api/interactions', { type: 'email', subject: 'Notes', date: '2026-12-03T10:00:00Z', candidateId: ada.id });
    expect(logged.body.candidate.name).toBe('Ada Lovelace');
    expect(await engagement.context.db.collection('candidate_names').findOne({ _id: ada.id } as never)).toMatchObject({ name: 'Ada Lovelace', version: 3 });
  });

  it('shows no candidate once they are erased, and takes no new link to them', async () => {
    const erased = await addCandidate('Forget Me');
    const logged = await atEngagement('POST', '/api/interactions', { type: 'call', subject: 'Private call', date: '2026-12-04T10:00:00Z', candidateId: erased.id });
    expect((await atCandidates('DELETE', `/api/candidates/${erased.id}`)).status).toBe(204);

    await eventually(async () => (await interactionsOf(erased.id))[0]?.candidate === null);
    expect((await interactionsOf(erased.id))[0]).toMatchObject({ id: logged.body.id, subject: 'Private call', candidate: null });
    expect(await search('forget me')).toEqual([]);
    // The stored copy follows the memory: nothing of the name is kept.
    const storedCopy = () => engagement.context.db.collection('candidate_names').findOne({ _id: erased.id } as never);
    await eventually(async () => (await storedCopy())?.active === false);
    expect(await storedCopy()).toMatchObject({ name: null, currentRole: null, active: false });
    const relink = await atEngagement('POST', '/api/interactions', { type: 'call', subject: 'Again', date: '2026-12-04T10:00:00Z', candidateId: erased.id });
    expect(relink).toMatchObject({ status: 400, body: { message: LinkMessages.candidate } });
  });

  it("reaches the candidates service's own projection: the candidate details list their interactions", async () => {
    const grace = await addCandidate('Grace Brewster');
    const logged = await atEngagement('POST', '/api/interactions', {
      type: 'interview',
      subject: 'Compiler team',
      date: '2026-12-05T10:00:00Z',
      candidateId: grace.id,
      outcome: 'positive',
    });
    const detail = async () => (await atCandidates('GET', `/api/candidates/${grace.id}`)).body as CandidateDetail;
    await eventually(async () => (await detail()).interactions.length === 1);
    expect((await detail()).interactions[0]).toMatchObject({ id: logged.body.id, type: 'interview', subject: 'Compiler team', outcome: 'positive' });
    await atEngagement('PUT', `/api/interactions/${logged.body.id}`, { subject: 'Compiler team (second round)' });
    await eventually(async () => (await detail()).interactions[0]?.subject === 'Compiler team (second round)');
    await atEngagement('DELETE', `/api/interactions/${logged.body.id}`);
    await eventually(async () => (await detail()).interactions.length === 0);
  });
});

describe('employer and job role names', () => {
  it('follow a rename of the employer, keep the names of a deleted employer and role on old records, and drop the slug', async () => {
    const candidate = await addCandidate('Pipeline Person');
    const employer = await others.employer('Bletchley Park');
    const role = await others.jobRole('Cryptanalyst', employer);
    await referenceKnown(engagement, 'employer_names', employer.id);
    await referenceKnown(engagement, 'job_role_names', role.id);
    const placed = await atEngagement('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, value: 500_000 });
    expect(placed.status).toBe(201);
    const logged = await atEngagement('POST', '/api/interactions', { type: 'meeting', subject: 'Hiring plan', date: '2026-12-06T10:00:00Z', employerId: employer.id });

    await others.renameEmployer(employer, 'GCHQ');
    await referenceKnown(engagement, 'employer_names', employer.id, 2);
    const placement = async () => ((await atEngagement('GET', '/api/placements')).body.items as Placement[]).find((item) => item.id === placed.body.id)!;
    expect((await placement()).employer).toEqual({ id: employer.id, name: 'GCHQ' });
    expect((await search('gchq')).map((item) => item.id)).toEqual([logged.body.id]);

    await others.deleteJobRole(role);
    await others.deleteEmployer(employer);
    await referenceKnown(engagement, 'job_role_names', role.id, 2);
    await referenceKnown(engagement, 'employer_names', employer.id, 3);
    expect(await placement()).toMatchObject({ employer: { id: employer.id, name: 'GCHQ' }, jobRole: { id: role.id, title: 'Cryptanalyst', slug: null } });
    const again = await atEngagement('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id });
    expect(again).toMatchObject({ status: 400, body: { message: LinkMessages.employer } });
  });
});
