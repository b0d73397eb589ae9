import { connect, type NatsConnection } from '@nats-io/transport-node';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLocalMongo, startLocalNats, stopLocalMongo, stopLocalNats, uniqueDbName } from './index';

// One file on purpose: the fault tests stop servers that every test of the project shares, so they
// must not run beside other files' tests (vitest runs the tests of one file one after another).
const local = inject('localInfra');

describe('MongoDB-wire server', () => {
  let db: mongoose.Connection;
  beforeAll(async () => {
    // Short heartbeat and server selection: during the outage an operation fails fast, and after the
    // restart the driver finds the server again quickly. (A per-operation timeoutMS is not enough:
    // the driver sometimes waits the whole serverSelectionTimeoutMS anyway.)
    db = await mongoose
      .createConnection(inject('mongoUrl'), {
        dbName: uniqueDbName('infra'),
        heartbeatFrequencyMS: 500,
        serverSelectionTimeoutMS: 1_500,
      })
      .asPromise();
  });
  afterAll(() => db.close());

  it('stores and reads a document', async () => {
    const things = db.collection('things');
    await things.insertOne({ name: 'first' });
    expect(await things.findOne({ name: 'first' })).toMatchObject({ name: 'first' });
  });

  it.runIf(local?.mongo)('keeps its data across a stop and restart, and the driver reconnects', async () => {
    const things = db.collection('things');
    await things.insertOne({ name: 'before outage' });
    await stopLocalMongo();
    await expect(things.findOne({})).rejects.toThrow();
    expect(await startLocalMongo()).toBeGreaterThan(0);
    expect(await things.findOne({ name: 'before outage' })).toMatchObject({ name: 'before outage' });
  });
});

describe('NATS server', () => {
  let nc: NatsConnection;
  // The raw JetStream API (so no @nats-io/jetstream here): JSON requests to $JS.API.* and to stream subjects.
  type Answer = { error?: unknown; seq?: number; state?: { messages: number } };
  const api = async (subject: string, body?: unknown) =>
    (
      await nc.request(subject, body === undefined ? '' : JSON.stringify(body), { timeout: 2_000 })
    ).json<Answer>();

  beforeAll(async () => {
    nc = await connect({ servers: inject('natsUrl'), maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    const echo = nc.subscribe('echo');
    void (async () => {
      for await (const message of echo) message.respond(message.data);
    })();
  });
  afterAll(() => nc.close());

  it('answers a request', async () => {
    expect((await nc.request('echo', 'ping')).string()).toBe('ping');
  });

  it('has JetStream', async () => {
    const stream = `INFRA_${Date.now()}`;
    expect(
      (
        await api(`$JS.API.STREAM.CREATE.${stream}`, {
          name: stream,
          subjects: [`${stream}.>`],
          storage: 'file',
        })
      ).error,
    ).toBeUndefined();
    expect((await api(`${stream}.one`, { n: 1 })).seq).toBe(1);
    expect((await api(`$JS.API.STREAM.INFO.${stream}`)).state?.messages).toBe(1);
  });

  it.runIf(local?.nats)('can be stopped and restarted on the same port with the same store', async () => {
    const stream = `OUTAGE_${Date.now()}`;
    await api(`$JS.API.STREAM.CREATE.${stream}`, {
      name: stream,
      subjects: [`${stream}.>`],
      storage: 'file',
    });
    await api(`${stream}.kept`, { text: 'kept across the restart' });

    await stopLocalNats();
    await expect(nc.request('echo', 'lost', { timeout: 300 })).rejects.toThrow();
    expect(await startLocalNats()).toBeGreaterThan(0);

    // The same connection comes back by itself with its subscription, and the stored message is there.
    await expect
      .poll(
        () =>
          nc.request('echo', 'back', { timeout: 500 }).then(
            (m) => m.string(),
            () => null,
          ),
        { timeout: 10_000 },
      )
      .toBe('back');
    expect((await api(`$JS.API.STREAM.INFO.${stream}`)).state?.messages).toBe(1);
  });
});

describe('uniqueDbName', () => {
  it('gives a new name each time, safe for FerretDB', () => {
    const [a, b] = [uniqueDbName('svc-kit.test'), uniqueDbName('svc-kit.test')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^svc_kit_test_[0-9a-f]{8}$/);
  });
});
