import { afterAll, describe, expect, inject, it } from 'vitest';
import { Types } from 'mongoose';
import { CHANGED_MEANWHILE, connectDatabase } from '@agency/service-kit';
import { apiClient, type Answer } from './api-client';
import { startPlatform } from './platform';

/**
 * The write path as a scaled-out deployment meets it (issue 16, decision 0077): two instances of a
 * service changing the same records at once lose no change, and a burst of writes leaves the services
 * able to take the next ones (no 503 from the gateway's timeout). Nothing is timed.
 */
const platform = await startPlatform({ PUBLIC_FORMS_PER_IP: '1000000' });
const mongoUrl = inject('mongoUrl');
const engagementDb = await connectDatabase(mongoUrl, 'engagement');
const candidatesDb = await connectDatabase(mongoUrl, 'candidates');
afterAll(async () => {
  await engagementDb.close();
  await candidatesDb.close();
  await platform.stop();
});
const gateway = apiClient(platform.url);
const token = await gateway.signIn();
const run = Date.now().toString(36);

/** The record as the service stored it (version: one more for every change it applied). */
const stored = (db: typeof engagementDb, collection: string, id: string) => db.collection(collection).findOne({ _id: new Types.ObjectId(id) });

/** Sends `count` PUTs of one record at once, alternately to each instance; answers the answers. */
function concurrentChanges(instances: string[], path: string, body: (n: number) => unknown, count: number): Promise<Answer[]> {
  return Promise.all(Array.from({ length: count }, (_, n) => apiClient(instances[n % instances.length]!).send('PUT', path, { token, body: body(n) })));
}

/** Every change was applied (200) or refused with the conflict message (409); answers how many were applied. */
function appliedOrConflict(answers: Answer[]): number {
  for (const answer of answers) {
    if (answer.status === 409) expect(answer.body.message).toBe(CHANGED_MEANWHILE);
    else expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return answers.filter((answer) => answer.status === 200).length;
}

describe('two instances of a service changing the same records at once', () => {
  const CHANGES = 40;

  it('apply every change to interactions once, each as its own version, or answer 409', { timeout: 120_000 }, async () => {
    const instances = [platform.serviceUrl('engagement'), await platform.startSecondInstance('engagement')];
    const candidates = await gateway.send('GET', '/api/candidates?limit=1', { token });
    const logged = await gateway.send('POST', '/api/interactions', {
      token,
      body: { type: 'call', subject: `Scale-out ${run}`, date: '2026-11-20T10:00:00Z', candidateId: candidates.body.items[0].id },
    });
    expect(logged.status).toBe(201);
    const id = logged.body.id as string;

    const answers = await concurrentChanges(instances, `/api/interactions/${id}`, (n) => ({ subject: `Scale-out ${run} change ${n}`, outcome: `outcome ${n}` }), CHANGES);
    const applied = appliedOrConflict(answers);
    expect(applied).toBeGreaterThan(0);
    // Created as version 1; a lost update would leave fewer versions than applied changes.
    expect((await stored(engagementDb, 'interactions', id))?.version).toBe(1 + applied);
  });

  it('apply every change to candidates once, each as its own version, or answer 409', { timeout: 120_000 }, async () => {
    const instances = [platform.serviceUrl('candidates'), await platform.startSecondInstance('candidates')];
    const created = await gateway.send('POST', '/api/candidates', { token, body: { name: `Scale Out ${run}`, currentRole: 'Engineer' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const answers = await concurrentChanges(instances, `/api/candidates/${id}`, (n) => ({ name: `Scale Out ${run}`, currentRole: `Engineer ${n}` }), CHANGES);
    const applied = appliedOrConflict(answers);
    expect(applied).toBeGreaterThan(0);
    expect((await stored(candidatesDb, 'candidates', id))?.version).toBe(1 + applied);
  });

  it('keep a concurrent counter exact in the database itself (MongoDB atomicity of one document)', async () => {
    // What the version check above relies on: FerretDB upstream applied 12 of 256 of these.
    const dbName = `write-path-${run}`;
    const [one, other] = [await connectDatabase(mongoUrl, dbName), await connectDatabase(mongoUrl, dbName)];
    try {
      const hits = { _id: 'hits' } as never;
      await one.collection('counters').insertOne({ _id: 'hits', n: 0 } as never);
      const clients = [one.collection('counters'), other.collection('counters')];
      await Promise.all(Array.from({ length: 256 }, (_, n) => clients[n % 2]!.updateOne(hits, { $inc: { n: 1 } })));
      expect((await one.collection('counters').findOne(hits))?.n).toBe(256);
      await one.dropDatabase();
    } finally {
      await one.close();
      await other.close();
    }
  });
});

describe('a burst of writes through the gateway', () => {
  it('leaves every write sent right after it answered, none with a 503', { timeout: 120_000 }, async () => {
    const candidates = await gateway.send('GET', '/api/candidates?limit=10', { token });
    const candidateIds = (candidates.body.items as { id: string }[]).map((candidate) => candidate.id);
    const CLIENTS = 100;
    const BURST_MS = 10_000;
    const created: string[] = [];
    const statuses = new Map<number, number>();
    const until = Date.now() + BURST_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() < until; n++) {
          const answer = await gateway.send('POST', '/api/interactions', {
            token,
            // Dated long ago: the lists are newest first, and later files look for their own on the first page.
            body: { type: 'follow_up', subject: `Burst ${run} ${client}-${n}`, date: '2021-01-04T09:00:00Z', candidateId: candidateIds[n % candidateIds.length] },
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 201) created.push(answer.body.id);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 201: created.length });

    // Right after the burst: 25 deletes, all at once, each applied.
    const deleted = created.slice(0, 25);
    const answers = await Promise.all(deleted.map((id) => gateway.send('DELETE', `/api/interactions/${id}`, { token })));
    expect(answers.map((answer) => answer.status)).toEqual(deleted.map(() => 204));
    // Gone, or soft-deleted until the relay has published the event and removes it.
    for (const id of deleted) expect((await stored(engagementDb, 'interactions', id))?.deletedAt ?? 'removed').not.toBeNull();
  });
});
