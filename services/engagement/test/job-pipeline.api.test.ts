// Issue 33, point 1 (decision 0128): each job role's candidate pipeline, its moves and their events, the stage
// settings, and 'placed' closing the spec's placement as won.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  JobPipelineEvents,
  MergeEvents,
  Streams,
  type EventEnvelope,
  type JobPipelineAddResult,
  type JobPipelineBoard,
  type JobPipelineEntry,
  type JobPipelineStages,
  type PlacementList,
} from '@agency/contracts';
import { ENTRY_GONE, ROLE_UNKNOWN } from '../src/job-pipeline/routes';
import { STAGE_RULE } from '../src/job-pipeline/stages';
import { newEvent } from '@agency/service-kit';
import { eventually, knownLinks, newId, OtherContexts, referenceKnown, startEngagementApi } from './helpers';

const { auth, engagement, staffToken, bus } = await startEngagementApi();

const published: EventEnvelope[] = [];
await bus.subscribe({ durable: `observer-${randomUUID()}`, stream: Streams.engagement, handler: async (event) => void published.push(event) });

const others = new OtherContexts(bus);
const { candidate, employer, role } = await knownLinks(engagement, others, { candidate: 'Grace Hopper', currentRole: 'Admiral', employer: 'Navy Labs', jobRole: 'Compiler Lead' });
const more = await Promise.all(['Edsger Dijkstra', 'Barbara Liskov', 'Frances Allen'].map((name) => others.candidate(name)));
for (const other of more) await referenceKnown(engagement, 'candidate_names', other.id);

await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Rob Recruiter', email: 'rob.pipeline@agency.test', role: 'recruiter', password: 'Long-enough-pass-33' } });
const recruiterToken = await auth.login('rob.pipeline@agency.test', 'Long-enough-pass-33');
const adminId = (await auth.call('GET', '/api/auth/me', { token: staffToken })).body.id as string;

const call = (method: string, path: string, body?: unknown, token = staffToken) => engagement.call(method, path, { token, body });
const board = async (roleId = role.id) => {
  const answer = await call('GET', `/api/job-pipeline/roles/${roleId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as JobPipelineBoard;
};
const move = (entryId: string, body: Record<string, unknown>, token = staffToken) => call('PATCH', `/api/job-pipeline/entries/${entryId}`, body, token);

let grace: JobPipelineEntry;

describe("a job role's pipeline", () => {
  it('starts empty with the default stages in order', async () => {
    const empty = await board();
    expect(empty.jobRole).toMatchObject({ id: role.id, title: 'Compiler Lead' });
    expect(empty.entries).toEqual([]);
    expect(empty.stages.map((stage) => stage.key)).toEqual(['sourced', 'shortlisted', 'submitted', 'client_interview', 'offer', 'placed', 'rejected', 'withdrawn']);
    expect(empty.stages.find((stage) => stage.key === 'submitted')).toEqual({ key: 'submitted', label: 'Submitted to client', fixed: true });
  });

  it('adds candidates in bulk on sourced with their names; adding again leaves them as they are', async () => {
    const answer = await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [candidate.id, more[0]!.id, more[1]!.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body as JobPipelineAddResult;
    expect(result.added.map((entry) => [entry.candidate?.name, entry.stage, entry.addedById])).toEqual([
      ['Grace Hopper', 'sourced', adminId],
      ['Edsger Dijkstra', 'sourced', adminId],
      ['Barbara Liskov', 'sourced', adminId],
    ]);
    grace = result.added[0]!;
    expect(grace.history).toEqual([expect.objectContaining({ from: null, to: 'sourced', byId: adminId, reason: null })]);

    const again = (await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [candidate.id, more[2]!.id], stage: 'shortlisted' })).body as JobPipelineAddResult;
    expect(again.added.map((entry) => [entry.candidate?.name, entry.stage])).toEqual([['Frances Allen', 'shortlisted']]);
    expect(again.alreadyOnPipeline.map((entry) => [entry.id, entry.stage])).toEqual([[grace.id, 'sourced']]);
    expect((await board()).entries).toHaveLength(4);
  });

  it('refuses unknown candidates by name or id, an empty or oversized list, a closing stage and an unknown role', async () => {
    const stranger = newId();
    const refused = await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [candidate.id, stranger] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(stranger);
    expect(refused.body.message).toContain('Search again');
    expect((await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [] })).body.message).toContain('Choose at least one candidate');
    const tooMany = Array.from({ length: 101 }, () => newId());
    expect((await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: tooMany })).body.message).toContain('at most 100');
    expect((await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [candidate.id], stage: 'rejected' })).status).toBe(400);
    expect(await call('GET', `/api/job-pipeline/roles/${newId()}`)).toMatchObject({ status: 404, body: { message: ROLE_UNKNOWN } });
    expect((await call('POST', `/api/job-pipeline/roles/${newId()}`, { candidateIds: [candidate.id] })).status).toBe(404);
    expect((await call('GET', '/api/job-pipeline/roles/not-an-id')).status).toBe(400);
  });

  it('moves an entry, recording who, when, from and to; rejecting needs a reason', async () => {
    const shortlisted = await move(grace.id, { stage: 'shortlisted' }, recruiterToken);
    expect(shortlisted.status, JSON.stringify(shortlisted.body)).toBe(200);
    const submitted = (await move(grace.id, { stage: 'submitted' })).body as JobPipelineEntry;
    expect(submitted.history.map((step) => [step.from, step.to])).toEqual([
      [null, 'sourced'],
      ['sourced', 'shortlisted'],
      ['shortlisted', 'submitted'],
    ]);
    expect(submitted.history[1]!.byId).not.toBe(adminId);
    expect(submitted.history[2]!.byId).toBe(adminId);
    // Answered with the team members' names (engagement's copy of the AUTH stream).
    await eventually(async () => (await board()).entries.find((entry) => entry.id === grace.id)?.history[1]?.by?.name === 'Rob Recruiter');
    expect((await board()).entries.find((entry) => entry.id === grace.id)?.addedBy).toEqual({ id: adminId, name: 'Ada Admin' });

    const dijkstra = (await board()).entries.find((entry) => entry.candidateId === more[0]!.id)!;
    const noReason = await move(dijkstra.id, { stage: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Say why Edsger Dijkstra is rejected (a reason is required).');
    const rejected = (await move(dijkstra.id, { stage: 'rejected', reason: 'Salary expectations too high' })).body as JobPipelineEntry;
    expect(rejected).toMatchObject({ stage: 'rejected', reason: 'Salary expectations too high' });
    expect(rejected.history.at(-1)).toMatchObject({ from: 'sourced', to: 'rejected', reason: 'Salary expectations too high' });
    const back = (await move(dijkstra.id, { stage: 'shortlisted' })).body as JobPipelineEntry;
    expect(back).toMatchObject({ stage: 'shortlisted', reason: null });

    expect((await move(dijkstra.id, { stage: 'nowhere' })).status).toBe(400);
    expect(await move(newId(), { stage: 'offer' })).toMatchObject({ status: 404, body: { message: ENTRY_GONE } });
  });

  it("placed needs a value and closes the spec's placement as won, reusing the open one of the same candidate and role", async () => {
    const open = await call('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id, status: 'proposal' });
    expect(open.status).toBe(201);
    const noValue = await move(grace.id, { stage: 'placed' });
    expect(noValue.status).toBe(400);
    expect(noValue.body.message).toContain("Give the placement's value");
    const placed = (await move(grace.id, { stage: 'placed', placementValue: 1_500_000 })).body as JobPipelineEntry;
    expect(placed).toMatchObject({ stage: 'placed', placementId: open.body.id });
    const won = (await call('GET', '/api/placements?status=closed_won')).body as PlacementList;
    expect(won.items.map((item) => [item.id, item.value, item.candidate?.name, item.employer?.name])).toEqual([[open.body.id, 1_500_000, 'Grace Hopper', 'Navy Labs']]);

    // Out of placed and back: the placement stays; no second one is made.
    expect((await move(grace.id, { stage: 'offer' })).status).toBe(200);
    expect((await move(grace.id, { stage: 'placed', placementValue: 1_600_000 })).body).toMatchObject({ placementId: open.body.id });
    const after = (await call('GET', '/api/placements?status=closed_won')).body as PlacementList;
    expect(after.items.map((item) => [item.id, item.value])).toEqual([[open.body.id, 1_600_000]]);

    // Without an open placement, a new one is made for the role's employer.
    const liskov = (await board()).entries.find((entry) => entry.candidateId === more[1]!.id)!;
    const made = (await move(liskov.id, { stage: 'placed', placementValue: 900_000 })).body as JobPipelineEntry;
    expect(made.placementId).not.toBeNull();
    const all = (await call('GET', '/api/placements')).body as PlacementList;
    expect(all.items.find((item) => item.id === made.placementId)).toMatchObject({ status: 'closed_won', value: 900_000, employerId: employer.id, jobRoleId: role.id, candidateId: more[1]!.id });
  });

  it('keeps both of two concurrent moves of one entry and makes one entry of two concurrent adds', async () => {
    const other = await knownLinks(engagement, others, { candidate: 'Hedy Lamarr', currentRole: 'Inventor', employer: 'Navy Labs 2', jobRole: 'Radio Engineer' });
    const adds = await Promise.all([0, 1].map(() => call('POST', `/api/job-pipeline/roles/${other.role.id}`, { candidateIds: [other.candidate.id] })));
    expect(adds.map((answer) => answer.status)).toEqual([201, 201]);
    const entries = (await board(other.role.id)).entries;
    expect(entries).toHaveLength(1);
    const [first, second] = await Promise.all([move(entries[0]!.id, { stage: 'shortlisted' }), move(entries[0]!.id, { stage: 'offer' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const after = (await board(other.role.id)).entries[0]!;
    expect(after.history.map((step) => step.to).sort()).toEqual(['offer', 'shortlisted', 'sourced']);
  });

  it('publishes an event for every add and move, with the move in the snapshot', async () => {
    // Added, then shortlisted, submitted, placed, offer, placed again.
    await eventually(async () => published.filter((event) => event.aggregateId === grace.id).length >= 6);
    const events = published.filter((event) => event.aggregateId === grace.id);
    expect(events.map((event) => [event.type, event.version])).toEqual([
      [JobPipelineEvents.candidateAdded, 1],
      ...[2, 3, 4, 5, 6].map((version) => [JobPipelineEvents.stageChanged, version]),
    ]);
    const last = events.at(-1)!.data as { stage: string; history: { from: string; to: string }[] };
    expect(last.stage).toBe('placed');
    expect(last.history.at(-1)).toMatchObject({ from: 'offer', to: 'placed' });
  });
});

describe('the stage settings', () => {
  const fixedKeys = ['sourced', 'shortlisted', 'submitted', 'client_interview', 'offer', 'placed', 'rejected', 'withdrawn'];
  const withLabels = (keys: string[]) => keys.map((key) => ({ key, label: key }));

  it('are for administrators only to change', async () => {
    expect((await call('GET', '/api/job-pipeline/stages', undefined, recruiterToken)).status).toBe(200);
    expect((await call('PUT', '/api/job-pipeline/stages', { stages: withLabels(fixedKeys) }, recruiterToken)).status).toBe(403);
  });

  it('rename stages and add a custom one between sourced and placed, shown on every board', async () => {
    const stages = [
      { key: 'sourced', label: 'Found' },
      { label: 'Phone screen' },
      ...withLabels(fixedKeys.slice(1)).map((stage) => (stage.key === 'submitted' ? { key: 'submitted', label: 'Sent to client' } : { ...stage, label: stage.key })),
    ];
    const answer = await call('PUT', '/api/job-pipeline/stages', { stages });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const saved = (answer.body as JobPipelineStages).stages;
    expect(saved[0]).toEqual({ key: 'sourced', label: 'Found', fixed: true });
    expect(saved[1]).toMatchObject({ label: 'Phone screen', fixed: false });
    expect(saved[1]!.key).toMatch(/^custom_/);
    expect((await board()).stages.map((stage) => stage.label).slice(0, 4)).toEqual(['Found', 'Phone screen', 'shortlisted', 'Sent to client']);

    // An entry can move to the custom stage; a stage with candidates on it cannot be removed.
    const allen = (await board()).entries.find((entry) => entry.candidateId === more[2]!.id)!;
    expect((await move(allen.id, { stage: saved[1]!.key })).body).toMatchObject({ stage: saved[1]!.key });
    const removing = await call('PUT', '/api/job-pipeline/stages', { stages: saved.filter((stage) => stage.fixed) });
    expect(removing.status).toBe(400);
    expect(removing.body.message).toContain("1 candidate(s) are on 'Phone screen'");
  });

  it('refuse a fixed stage left out or moved past another, a custom stage after placed and an unknown key', async () => {
    const current = ((await call('GET', '/api/job-pipeline/stages')).body as JobPipelineStages).stages;
    const swapped = [...current];
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    expect(await call('PUT', '/api/job-pipeline/stages', { stages: swapped })).toMatchObject({ status: 400, body: { message: STAGE_RULE } });
    const missing = current.filter((stage) => stage.key !== 'offer').concat({ key: undefined as never, label: 'Extra', fixed: false });
    expect((await call('PUT', '/api/job-pipeline/stages', { stages: missing })).body.message).toBe(STAGE_RULE);
    expect((await call('PUT', '/api/job-pipeline/stages', { stages: [...current, { label: 'After all' }] })).body.message).toBe(STAGE_RULE);
    expect((await call('PUT', '/api/job-pipeline/stages', { stages: [...current.slice(0, 1), { key: 'made_up', label: 'X' }, ...current.slice(1)] })).body.message).toContain(
      "There is no stage 'made_up'",
    );
  });
});

describe('a merge of candidates (decision 0126)', () => {
  const merge = (keptId: string, mergedId: string) =>
    bus.publish(newEvent(MergeEvents.candidatesMerged, mergedId, 3, { keptId, mergedId, occurredAt: new Date().toISOString() }));

  it("gives the merged candidate's entries to the kept one, or removes them where the kept one is on the role already", async () => {
    const before = await board();
    const allen = before.entries.find((entry) => entry.candidateId === more[2]!.id)!;
    const [mergedAway, kept] = await Promise.all([others.candidate('Ada Lovelace Duplicate'), others.candidate('Ada Lovelace')]);
    await referenceKnown(engagement, 'candidate_names', mergedAway.id);
    await referenceKnown(engagement, 'candidate_names', kept.id);
    const added = (await call('POST', `/api/job-pipeline/roles/${role.id}`, { candidateIds: [mergedAway.id] })).body as JobPipelineAddResult;
    const duplicate = added.added[0]!;

    await merge(kept.id, mergedAway.id); // the kept one is not on the role: the entry becomes theirs
    await merge(candidate.id, more[2]!.id); // Grace is on the role already: Frances's entry goes
    await eventually(async () => {
      const after = await board();
      return after.entries.some((entry) => entry.id === duplicate.id && entry.candidateId === kept.id) && !after.entries.some((entry) => entry.id === allen.id);
    });
    const after = await board();
    expect(after.entries.find((entry) => entry.id === duplicate.id)).toMatchObject({ candidateId: kept.id, candidate: { name: 'Ada Lovelace' }, stage: 'sourced' });
    expect(after.entries.filter((entry) => entry.candidateId === candidate.id)).toHaveLength(1);
  });
});
