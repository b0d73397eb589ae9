import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { startInfra, stopStarted } from '../../../scripts/infra-lib.mjs';
import { readPid, roleOf, type LocalInfra } from './local-infra';

/**
 * Vitest globalSetup: gives every test run a MongoDB-wire server and a NATS server, in this order:
 * 1. `MONGODB_URI` / `NATS_URL` from the environment (each on its own);
 * 2. testcontainers (`mongo:8`, `nats` with JetStream) for the rest when a Docker engine answers (and
 *    `TEST_INFRA` is not `local`);
 * 3. else the local binaries (mongod, or FerretDB on PostgreSQL; nats-server) on free ports in a temporary folder.
 * Tests read `inject('mongoUrl')`, `inject('natsUrl')`; `inject('localInfra')` says what the setup
 * started itself (null otherwise), for `stopLocalNats()` and friends. Teardown stops what was started.
 */
export default async function setup(project: TestProject) {
  const given = { mongoUrl: process.env.MONGODB_URI, natsUrl: process.env.NATS_URL };
  if (given.mongoUrl && given.natsUrl) {
    provideAll(project, given.mongoUrl, given.natsUrl, null);
    return;
  }

  const containers = await startContainers({ mongo: !given.mongoUrl, nats: !given.natsUrl });
  if (containers) {
    provideAll(project, given.mongoUrl ?? containers.mongoUrl!, given.natsUrl ?? containers.natsUrl!, null);
    return containers.stop;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-infra-'));
  // startInfra starts only what the environment does not give.
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort() });
  const local: LocalInfra = { dataDir };
  for (const { pid, ...spec } of infra.started) {
    const role = roleOf(spec.name);
    local[role] = spec;
    // The pid lives in a file, not in the provided context: a test that restarts a server writes the
    // new pid there, so that the next stop and this teardown find the process that runs now.
    writeFileSync(join(dataDir, `${role}.pid`), String(pid));
  }
  provideAll(project, infra.mongoUrl, infra.natsUrl, local);

  return async () => {
    // The wire server before what runs under it.
    for (const role of ['nats', 'mongo', 'postgres'] as const) {
      const spec = local[role];
      const pid = readPid(local, role);
      if (spec && pid) await stopStarted(spec, pid);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function provideAll(project: TestProject, mongoUrl: string, natsUrl: string, local: LocalInfra | null) {
  project.provide('mongoUrl', mongoUrl);
  project.provide('natsUrl', natsUrl);
  project.provide('localInfra', local);
}

/** Containers for what is wanted, or null when no Docker engine answers. */
async function startContainers(wanted: { mongo: boolean; nats: boolean }) {
  if (process.env.TEST_INFRA === 'local') return null;
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return null; // no Docker engine here
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const [mongo, nats] = await Promise.all([
    wanted.mongo ? new MongoDBContainer('mongo:8').start() : null,
    // Not @testcontainers/nats: its NatsContainer always sets --user/--pass, and the NATS client takes
    // no credentials from a URL, so a plain `nats://host:port` would be refused. nats:2.10 rather than
    // latest keeps features close to the local 2.9 server.
    wanted.nats
      ? new GenericContainer('nats:2.10')
          .withCommand(['-js'])
          .withExposedPorts(4222)
          .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
          .start()
      : null,
  ]);
  return {
    // MongoDBContainer runs a one-node replica set announced under its container name;
    // directConnection keeps the driver on the mapped port instead of following that name.
    mongoUrl: mongo ? `${mongo.getConnectionString()}/?directConnection=true` : undefined,
    natsUrl: nats ? `nats://${nats.getHost()}:${nats.getMappedPort(4222)}` : undefined,
    stop: async () => void (await Promise.all([mongo?.stop(), nats?.stop()])),
  };
}
