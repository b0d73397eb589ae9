import { connect } from '@nats-io/transport-node';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOwnServers, uniqueDbName, type OwnServers } from './index';

/**
 * A driver connection with a short heartbeat and server selection: during an outage an operation fails
 * fast, and after the restart the driver finds the server again quickly. (A per-operation timeoutMS is
 * not enough: the driver sometimes waits the whole serverSelectionTimeoutMS anyway.)
 */
const connectDatabase = (url: string) =>
  mongoose.createConnection(url, { dbName: uniqueDbName('infra'), heartbeatFrequencyMS: 500, serverSelectionTimeoutMS: 1_500 }).asPromise();

/** A NATS connection that reconnects for ever, answering `echo` requests, and the raw JetStream API over it. */
async function connectNats(url: string) {
  const nc = await connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 100 });
  const echo = nc.subscribe('echo');
  void (async () => {
    for await (const message of echo) message.respond(message.data);
  })();
  // The raw JetStream API (so no @nats-io/jetstream here): JSON requests to $JS.API.* and to stream subjects.
  type Answer = { error?: unknown; seq?: number; state?: { messages: number } };
  const api = async (subject: string, body?: unknown) =>
    (await nc.request(subject, body === undefined ? '' : JSON.stringify(body), { timeout: 2_000 })).json<Answer>();
  return { nc, api };
}

describe('MongoDB-wire server', () => {
  let db: mongoose.Connection;
  beforeAll(async () => {
    db = await connectDatabase(inject('mongoUrl'));
  });
  afterAll(() => db.close());

  it('stores and reads a document', async () => {
    const things = db.collection('things');
    await things.insertOne({ name: 'first' });
    expect(await things.findOne({ name: 'first' })).toMatchObject({ name: 'first' });
  });
});

describe('NATS server', () => {
  let nats: Awaited<ReturnType<typeof connectNats>>;
  beforeAll(async () => {
    nats = await connectNats(inject('natsUrl'));
  });
  afterAll(() => nats.nc.close());

  it('answers a request', async () => {
    expect((await nats.nc.request('echo', 'ping')).string()).toBe('ping');
  });

  it('has JetStream', async () => {
    const stream = `INFRA_${Date.now()}`;
    expect(
      (
        await nats.api(`$JS.API.STREAM.CREATE.${stream}`, {
          name: stream,
          subjects: [`${stream}.>`],
          storage: 'file',
        })
      ).error,
    ).toBeUndefined();
    expect((await nats.api(`${stream}.one`, { n: 1 })).seq).toBe(1);
    expect((await nats.api(`$JS.API.STREAM.INFO.${stream}`)).state?.messages).toBe(1);
  });
});

// Servers of this file's own (containers or local binaries, as TEST_INFRA chose): these tests stop them.
describe('servers of a test file of its own', () => {
  let servers: OwnServers;
  beforeAll(async () => {
    servers = await startOwnServers();
  });
  afterAll(() => servers?.stop());

  it('the MongoDB-wire server keeps its data across a stop and restart, and the driver reconnects', async () => {
    const db = await connectDatabase(servers.mongoUrl);
    try {
      const things = db.collection('things');
      await things.insertOne({ name: 'before outage' });
      await servers.stopMongo();
      await expect(things.findOne({})).rejects.toThrow();
      await servers.startMongo();
      expect(await things.findOne({ name: 'before outage' })).toMatchObject({ name: 'before outage' });
    } finally {
      await db.close();
    }
  });

  it('NATS can be stopped and restarted on the same port with the same store', async () => {
    const { nc, api } = await connectNats(servers.natsUrl);
    try {
      const stream = `OUTAGE_${Date.now()}`;
      await api(`$JS.API.STREAM.CREATE.${stream}`, {
        name: stream,
        subjects: [`${stream}.>`],
        storage: 'file',
      });
      await api(`${stream}.kept`, { text: 'kept across the restart' });

      await servers.stopNats();
      await expect(nc.request('echo', 'lost', { timeout: 300 })).rejects.toThrow();
      await servers.startNats();

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
    } finally {
      await nc.close();
    }
  });
});

describe('uniqueDbName', () => {
  it('gives a new name each time, safe for FerretDB', () => {
    const [a, b] = [uniqueDbName('svc-kit.test'), uniqueDbName('svc-kit.test')];
    expect(a).not.toBe(b);
    expect(a).toMatch(/^svc_kit_test_[0-9a-f]{8}$/);
  });
});
