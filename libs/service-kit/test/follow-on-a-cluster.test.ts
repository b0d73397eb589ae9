import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { eventually } from '@agency/testing';
import { createLogger, EventBus, newEvent } from '../src';

/**
 * `follow` on a three-node JetStream cluster (nats-server from PATH, as `npm start` installs it) when the server its
 * ordered consumer lives on is killed (decision 0086). Before, the consumer was never made again and the follower
 * saw no later event: every instance's in-memory view stopped learning of the other instances' writes.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const dir = mkdtempSync(join(tmpdir(), 'nats-cluster-'));
const nodes = await Promise.all(['a', 'b', 'c'].map(async (name) => ({ name, client: await freePort(), route: await freePort() })));
const routes = nodes.map((node) => `nats://127.0.0.1:${node.route}`).join(',');
const servers = new Map<string, ChildProcess>(
  nodes.map((node) => [
    node.name,
    spawn('nats-server', ['-js', '-sd', join(dir, node.name), '-a', '127.0.0.1', '-p', String(node.client), '--server_name', node.name,
      '--cluster_name', 'follow-test', '--cluster', `nats://127.0.0.1:${node.route}`, '--routes', routes], { stdio: 'ignore' }),
  ]),
);
const urls = nodes.map((node) => `nats://127.0.0.1:${node.client}`).join(',');
const log = createLogger('follow-on-a-cluster');
process.env.STREAM_REPLICAS = '3';

// The cluster has a JetStream leader once a stream can be made.
let follower: EventBus | undefined;
await eventually(async () => {
  follower ??= await EventBus.connect(urls, 'follower', log).catch(() => undefined);
  return follower ? follower.ensureStream({ name: 'FOLLOWED', subjects: ['followed.>'] }).then(() => true, () => false) : false;
}, 30_000);
const publisher = await EventBus.connect(urls, 'publisher', log);
afterAll(async () => {
  delete process.env.STREAM_REPLICAS;
  await Promise.all([follower!.close(), publisher.close()]);
  for (const server of servers.values()) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const stream = { name: 'FOLLOWED', subjects: ['followed.>'] };
const publish = (count: number) => Promise.all(Array.from({ length: count }, () => publisher.publish(newEvent('followed.thing', 'a', 1, {}))));

describe('follow on a JetStream cluster', () => {
  it('keeps reading after the server its consumer lives on is killed', async () => {
    const seen: number[] = [];
    await follower!.follow(stream, (_event, sequence) => void seen.push(sequence));
    await publish(5);
    await eventually(() => seen.length === 5);

    const jsm = await jetstreamManager(publisher.connection);
    let host = '';
    for await (const consumer of jsm.consumers.list(stream.name)) host = consumer.cluster!.leader!;
    servers.get(host)!.kill('SIGKILL');

    // Published through the servers left (the publisher moves if it was on the killed one).
    await eventually(() => publish(10).then(() => true, () => false), 30_000);
    await eventually(() => seen.length >= 15, 30_000);
    expect(seen).toEqual([...new Set(seen)].sort((a, b) => a - b)); // in order, none twice
  }, 90_000);
});
