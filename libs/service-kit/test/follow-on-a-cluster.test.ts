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
const startNode = (node: (typeof nodes)[number]) =>
  spawn('nats-server', ['-js', '-sd', join(dir, node.name), '-a', '127.0.0.1', '-p', String(node.client), '--server_name', node.name,
    '--cluster_name', 'follow-test', '--cluster', `nats://127.0.0.1:${node.route}`, '--routes', routes], { stdio: 'ignore' });
const servers = new Map<string, ChildProcess>(nodes.map((node) => [node.name, startNode(node)]));
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
    // Two missed heartbeats (5 s), then a new ordered consumer once the cluster has a leader again: seconds when
    // the machine is quiet, past 30 s once in CI with every suite running beside it.
    await eventually(() => seen.length >= 15, 75_000);
    expect(seen).toEqual([...new Set(seen)].sort((a, b) => a - b)); // in order, none twice
  }, 150_000);

  it('keeps consuming a durable consumer after the server its subscriber is connected to and its leader are killed', async () => {
    // The node the first test killed comes back: the cluster has its three again.
    for (const node of nodes) if (servers.get(node.name)!.exitCode !== null || servers.get(node.name)!.signalCode) servers.set(node.name, startNode(node));
    const durableStream = { name: 'CONSUMED', subjects: ['consumed.>'] };
    await eventually(() => publisher.ensureStream(durableStream).then(() => true, () => false), 30_000);
    const subscriber = await EventBus.connect(urls, 'subscriber', log);
    try {
      const handled = new Set<string>();
      await subscriber.subscribe({ stream: durableStream, durable: 'consumed-test', handler: async (event) => void handled.add(event.id) });
      const sent: string[] = [];
      const publishSome = async (count: number) => {
        for (let n = 0; n < count; n++) {
          const event = newEvent('consumed.thing', `t${sent.length}`, 1, {});
          await publisher.publish(event);
          sent.push(event.id);
        }
      };
      await publishSome(5);
      await eventually(() => handled.size === 5);

      // The server the subscriber's pulls go through dies; the other two keep the consumer (three copies).
      const connectedTo = nodes.find((node) => subscriber.connection.getServer().endsWith(`:${node.client}`))!.name;
      servers.get(connectedTo)!.kill('SIGKILL');

      await eventually(() => publishSome(10).then(() => true, () => false), 30_000);
      await eventually(() => sent.every((id) => handled.has(id)), 60_000);
    } finally {
      await subscriber.close();
    }
  }, 120_000);
});
