import { connect } from '@nats-io/transport-node';
import mongoose from 'mongoose';
import { describe, expect, inject, it } from 'vitest';
import { startLocalNats, stopLocalNats, uniqueDbName } from './index';

describe('test infrastructure', () => {
  it('gives a working MongoDB-wire server', async () => {
    const db = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('infra') }).asPromise();
    const things = db.collection('things');
    await things.insertOne({ name: 'first' });
    expect(await things.findOne({ name: 'first' })).toMatchObject({ name: 'first' });
    await db.close();
  });

  it('gives a working NATS server and lets a test stop and restart it', async () => {
    const nc = await connect({ servers: inject('natsUrl'), maxReconnectAttempts: -1, reconnectTimeWait: 100 });
    const echo = nc.subscribe('echo');
    void (async () => {
      for await (const message of echo) message.respond(message.data);
    })();
    expect((await nc.request('echo', 'ping')).string()).toBe('ping');

    if (inject('localInfra')?.nats) {
      await stopLocalNats();
      await expect(nc.request('echo', 'lost', { timeout: 300 })).rejects.toThrow();
      await startLocalNats();
      // The client reconnects by itself and its subscription comes back.
      await expect.poll(() => nc.request('echo', 'back', { timeout: 500 }).then((m) => m.string(), () => null), { timeout: 10_000 }).toBe('back');
    }
    await nc.close();
  });
});
