import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, type Answer } from './api-client';
import { startPlatform } from './platform';

/**
 * Load: 50 clients at once for 30 seconds through the gateway, each looping over a mixed workload of
 * staff lists, creates (candidates, interactions, leads) and staff sign-ins. No answer may be a 5xx (or
 * any refusal: every request here is valid), and every create acknowledged with a 201 must be readable
 * afterwards. Nothing is timed: the 30 s is how long the load lasts, not a speed claim (0043).
 */
const platform = await startPlatform({
  // Sign-ins from one address far beyond what the gateway allows a person (the auth service counts only failures).
  SIGN_IN_ATTEMPTS_PER_IP: '1000000',
  PUBLIC_FORMS_PER_IP: '1000000',
});
afterAll(() => platform.stop());
const api = apiClient(platform.url);
const token = await api.signIn();
const run = Date.now().toString(36);

const CLIENTS = 50;
const DURATION_MS = 30_000;

type Created = { kind: 'candidate' | 'interaction' | 'lead'; id: string; label: string };

/** One step of a client: a request chosen by weight (reads most often, as at a desk). */
function workload(seededCandidateIds: string[]) {
  let counter = 0;
  // Closed by a word, so that no label is a part of another ('no 1 end' is not in 'no 11 end').
  const label = () => `Load ${run} no ${(counter += 1)} end`;
  const steps: Array<{ weight: number; send: () => Promise<{ answer: Answer; created?: Created }> }> = [
    { weight: 3, send: async () => ({ answer: await api.send('GET', '/api/candidates?limit=24', { token }) }) },
    { weight: 3, send: async () => ({ answer: await api.send('GET', '/api/interactions?limit=50', { token }) }) },
    { weight: 2, send: async () => ({ answer: await api.send('GET', '/api/job-roles?limit=20') }) },
    { weight: 1, send: async () => ({ answer: await api.send('GET', '/api/leads?limit=50', { token }) }) },
    { weight: 1, send: async () => ({ answer: await api.send('GET', '/api/employers', { token }) }) },
    {
      weight: 2,
      send: async () => {
        const name = label();
        const answer = await api.send('POST', '/api/candidates', { token, body: { name, currentRole: 'Load Tester' } });
        return { answer, created: { kind: 'candidate', id: answer.body?.id, label: name } };
      },
    },
    {
      weight: 2,
      send: async () => {
        const subject = label();
        const candidateId = seededCandidateIds[counter % seededCandidateIds.length];
        const answer = await api.send('POST', '/api/interactions', {
          token,
          body: { type: 'call', subject, date: '2026-11-20T10:00:00Z', candidateId },
        });
        return { answer, created: { kind: 'interaction', id: answer.body?.id, label: subject } };
      },
    },
    {
      weight: 1,
      send: async () => {
        const name = label();
        const answer = await api.send('POST', '/api/leads', {
          body: { name, email: `load-${run}-${counter}@agency.test`, service: 'consultation', source: 'load_test' },
        });
        return { answer, created: { kind: 'lead', id: answer.body?.id, label: name } };
      },
    },
    { weight: 1, send: async () => ({ answer: await api.send('POST', '/api/auth/login', { body: { email: 'admin@talentbridge.local', password: 'ChangeMe-Admin-2025!' } }) }) },
  ];
  const bag = steps.flatMap((step) => Array.from({ length: step.weight }, () => step.send));
  return () => bag[Math.floor(Math.random() * bag.length)]!();
}

describe('50 concurrent clients for 30 seconds on a mixed workload', () => {
  it('answers no 5xx and loses no acknowledged write', { timeout: 180_000 }, async () => {
    const seeded = await api.send('GET', '/api/candidates?limit=10', { token });
    const nextStep = workload((seeded.body.items as Array<{ id: string }>).map((candidate) => candidate.id));

    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const created: Created[] = [];
    const stopAt = Date.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < stopAt) {
          const { answer, created: made } = await nextStep();
          const key = String(answer.status);
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (answer.status >= 300) failures.push(`${answer.status} ${JSON.stringify(answer.body)}`);
          if (made && answer.status === 201) created.push(made);
        }
      }),
    );

    // Every answer a success (so no 5xx, and no refusal of a valid request); failures listed if not.
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual(['200', '201']);
    const madeOf = (kind: Created['kind']) => created.filter((made) => made.kind === kind).length;
    console.info(`load: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}; created ${madeOf('candidate')} candidates, ${madeOf('interaction')} interactions, ${madeOf('lead')} leads`);
    for (const kind of ['candidate', 'interaction', 'lead'] as const) expect(madeOf(kind)).toBeGreaterThan(0);

    // Every acknowledged create is there afterwards, as it was sent: read back page by page, by id.
    const allItems = async (path: string, pageSize: number) => {
      const items = new Map<string, { name?: string; subject?: string }>();
      for (let offset = 0; ; offset += pageSize) {
        const page = await api.send('GET', `${path}${path.includes('?') ? '&' : '?'}limit=${pageSize}&offset=${offset}`, { token });
        expect(page.status).toBe(200);
        for (const item of page.body.items as Array<{ id: string; name?: string; subject?: string }>) items.set(item.id, item);
        if (offset + pageSize >= page.body.total) return items;
      }
    };
    const stored = {
      candidate: await allItems(`/api/candidates?q=${encodeURIComponent(`Load ${run}`)}`, 100),
      interaction: await allItems(`/api/interactions?q=${encodeURIComponent(`Load ${run}`)}`, 500),
      lead: await allItems('/api/leads', 200),
    };
    const missing = created
      .filter(({ kind, id, label }) => {
        const item = stored[kind].get(id);
        return (kind === 'interaction' ? item?.subject : item?.name) !== label;
      })
      .map(({ kind, id, label }) => `${kind} ${id} ${label}`);
    expect(missing).toEqual([]);

    // The load's leads are answered afterwards: new leads are listed oldest first, and hundreds of them
    // would push the leads of the files after this one off the Leads view's first page.
    const leads = created.filter((made) => made.kind === 'lead');
    for (let start = 0; start < leads.length; start += 20) {
      const answers = await Promise.all(leads.slice(start, start + 20).map(({ id }) => api.send('PUT', `/api/leads/${id}`, { token, body: { status: 'closed' } })));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }
  });
});
