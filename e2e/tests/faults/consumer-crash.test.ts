import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@agency/testing';
import { apiClient } from '../api-client';
import { startPlatform } from '../platform';

/**
 * A consumer service is killed (SIGKILL, as in a crash: no clean shutdown) while 500 events flow to it,
 * and started again while they still flow. Afterwards its projection shows exactly the final state of
 * every record: nothing lost, nothing applied twice. Decision 0043 says how these tests are bounded.
 */
const platform = await startPlatform();
afterAll(() => platform.stop());
const api = apiClient(platform.url);
const token = await api.signIn();
const run = Date.now().toString(36);

const EVENTS = 500;
/** The consumer goes down after this many events were acknowledged, and comes back after `RESTART_AT`. */
const KILL_AT = 150;
const RESTART_AT = 350;
/**
 * How long the projection may take to catch up at the end: a bound, not a speed claim. A durable
 * consumer gets the events the killed process had taken but not acknowledged again after JetStream's
 * 30-second ack wait.
 */
const CONVERGE_MS = 90_000;

/** Counts the events sent; kills the consumer at `KILL_AT` and starts it again (readiness awaited) at `RESTART_AT`. */
function crashDuringFlow(consumer: string) {
  let sent = 0;
  let outage: Promise<void> | null = null;
  return {
    sent() {
      sent += 1;
      if (sent === KILL_AT) outage = platform.stopService(consumer, 'SIGKILL');
      if (sent === RESTART_AT) outage = outage!.then(() => platform.startService(consumer));
    },
    /** Resolves once the consumer is back; checks the flow reached both points. */
    async over() {
      expect(sent).toBe(EVENTS);
      await outage;
    },
    /** After a flow that broke off: the consumer running again, so the next test does not start against a dead one. */
    async restored() {
      if (sent >= KILL_AT && sent < RESTART_AT) outage = outage!.then(() => platform.startService(consumer));
      await outage?.catch(() => undefined);
    },
  };
}

async function created(path: string, body: unknown): Promise<string> {
  const answer = await api.send('POST', path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: string }).id;
}

async function updated(path: string, body: unknown): Promise<void> {
  const answer = await api.send('PUT', path, { token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Creates an interaction linked to the candidate, retrying while engagement does not know them yet (0030). */
async function interactionFor(candidateId: string, subject: string): Promise<string> {
  const body = { type: 'call', subject, date: '2026-11-20T10:00:00Z', candidateId };
  let answer = await api.send('POST', '/api/interactions', { token, body });
  const deadline = Date.now() + CONVERGE_MS;
  while (answer.status === 400 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await api.send('POST', '/api/interactions', { token, body });
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { id: string }).id;
}

describe('a consumer killed while 500 events flow', () => {
  const CANDIDATES = 20;
  const nameOf = (index: number, rename: number) => `Crash ${run} Candidate ${index} v${rename}`;
  const candidateIds: string[] = [];
  /** One call per candidate, by interaction id: engagement shows the candidate's name on it from its projection. */
  const callOf = new Map<string, string>();

  beforeAll(async () => {
    for (let index = 0; index < CANDIDATES; index += 1) candidateIds.push(await created('/api/candidates', { name: nameOf(index, 0) }));
    for (const [index, id] of candidateIds.entries()) callOf.set(await interactionFor(id, `Crash ${run} call ${index}`), id);
  });

  it('engagement: every candidate name in its projection is the final one after 500 renames', { timeout: 240_000 }, async () => {
    const RENAMES = EVENTS / CANDIDATES; // 25 renames of each of the 20 candidates
    const crash = crashDuringFlow('engagement');
    // Each candidate's renames one after another (so the last one sent is the final state), the candidates side by side.
    try {
      await Promise.all(
        candidateIds.map(async (id, index) => {
          for (let rename = 1; rename <= RENAMES; rename += 1) {
            await updated(`/api/candidates/${id}`, { name: nameOf(index, rename) });
            crash.sent();
          }
        }),
      );
    } catch (error) {
      await crash.restored();
      throw error;
    }
    await crash.over();

    const finalName = new Map(candidateIds.map((id, index) => [id, nameOf(index, RENAMES)]));
    const shown = async () => {
      const list = await api.send('GET', `/api/interactions?q=${encodeURIComponent(`Crash ${run} call`)}&limit=500`, { token });
      return list.status === 200 ? (list.body as { items: Array<{ id: string; candidate: { id: string; name: string } | null }> }).items : [];
    };
    const converged = (items: Awaited<ReturnType<typeof shown>>) =>
      items.length === CANDIDATES && items.every((item) => item.candidate?.name === finalName.get(item.candidate?.id ?? ''));
    // A bounded wait, then the precise comparison (which shows what differs if it never converged).
    await eventually(async () => converged(await shown()), CONVERGE_MS).catch(() => undefined);

    const items = await shown();
    expect(items).toHaveLength(CANDIDATES);
    for (const item of items) {
      expect(item.candidate?.id).toBe(callOf.get(item.id));
      expect(item.candidate?.name).toBe(finalName.get(item.candidate!.id));
    }
    // A search by a superseded name finds nothing: the old names are gone from the search index too.
    const stale = await api.send('GET', `/api/interactions?q=${encodeURIComponent(nameOf(0, RENAMES - 1))}&limit=500`, { token });
    expect(stale.body.total).toBe(0);
  });

  it('candidates: each candidate lists exactly their interactions, once each, as last updated, after 250 creates and 250 updates', { timeout: 240_000 }, async () => {
    const owners = candidateIds.slice(0, 10);
    const PER_CANDIDATE = EVENTS / 2 / owners.length; // 25 meetings for each of 10 candidates, each created then updated
    const subjectOf = (owner: number, n: number, stage: string) => `Crash ${run} meeting ${owner}.${n} ${stage}`;
    const meetingsOf = new Map<string, Set<string>>(owners.map((id) => [id, new Set()]));

    const crash = crashDuringFlow('candidates');
    const flow = Promise.all(
      owners.map(async (candidateId, owner) => {
        for (let n = 0; n < PER_CANDIDATE; n += 1) {
          const body = { type: 'meeting', subject: subjectOf(owner, n, 'planned'), date: '2026-11-21T09:00:00Z', status: 'scheduled', candidateId };
          const id = await created('/api/interactions', body);
          crash.sent();
          meetingsOf.get(candidateId)!.add(id);
          await updated(`/api/interactions/${id}`, { subject: subjectOf(owner, n, 'held'), status: 'completed' });
          crash.sent();
        }
      }),
    );
    await flow.catch(async (error: unknown) => {
      await crash.restored();
      throw error;
    });
    await crash.over();

    const meetingsShown = async (id: string) => {
      const answer = await api.send('GET', `/api/candidates/${id}`, { token });
      const all = answer.status === 200 ? (answer.body as { interactions: Array<{ id: string; type: string; subject: string; status: string }> }).interactions : [];
      return { all, meetings: all.filter((item) => item.type === 'meeting') };
    };
    const converged = async () => {
      for (const id of owners) {
        const { meetings } = await meetingsShown(id);
        if (meetings.length !== PER_CANDIDATE || !meetings.every((item) => item.status === 'completed')) return false;
      }
      return true;
    };
    await eventually(converged, CONVERGE_MS).catch(() => undefined);

    for (const [owner, id] of owners.entries()) {
      const { all, meetings } = await meetingsShown(id);
      const ids = all.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length); // each listed once
      expect(all).toHaveLength(PER_CANDIDATE + 1); // the meetings and the call made before
      expect(new Set(meetings.map((item) => item.id))).toEqual(meetingsOf.get(id));
      expect(meetings.map((item) => item.subject).sort()).toEqual(Array.from({ length: PER_CANDIDATE }, (_, n) => subjectOf(owner, n, 'held')).sort());
    }
  });
});
