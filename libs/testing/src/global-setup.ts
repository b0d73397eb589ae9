import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { startInfra } from '../../../scripts/infra-lib.mjs';
import { readPid, type LocalInfra } from './local-infra';

/**
 * Gives every test run a MongoDB-wire server and a NATS server, in this order of preference:
 * 1. `MONGODB_URI` and `NATS_URL` from the environment;
 * 2. testcontainers (`mongo:8`, `nats` with JetStream) when a Docker engine answers;
 * 3. the local binaries (FerretDB or mongod, nats-server) on free ports, in a temporary folder.
 * Tests read the URLs with `inject('mongoUrl')` / `inject('natsUrl')`.
 */
export default async function setup(project: TestProject) {
  if (process.env.MONGODB_URI && process.env.NATS_URL) {
    provideAll(project, process.env.MONGODB_URI, process.env.NATS_URL, null);
    return;
  }
  const containers = await startContainers();
  if (containers) {
    provideAll(project, containers.mongoUrl, containers.natsUrl, null);
    return containers.stop;
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-infra-'));
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort() });
  const local: LocalInfra = { dataDir };
  for (const started of infra.started) {
    const { pid, ...spec } = started;
    const role = started.name === 'nats' ? 'nats' : 'mongo';
    local[role] = spec;
    writeFileSync(join(dataDir, `${role}.pid`), String(pid));
  }
  provideAll(project, infra.mongoUrl, infra.natsUrl, local);

  return async () => {
    // Tests may have restarted a server: stop whichever process holds each role now.
    const { stopProcess } = await import('../../../scripts/infra-lib.mjs');
    for (const role of ['nats', 'mongo'] as const) {
      const spec = local[role];
      const pid = readPid(local, role);
      if (spec && pid) await stopProcess(pid, spec.port, spec.name);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function provideAll(project: TestProject, mongoUrl: string, natsUrl: string, local: LocalInfra | null) {
  project.provide('mongoUrl', mongoUrl);
  project.provide('natsUrl', natsUrl);
  project.provide('localInfra', local);
}

async function startContainers() {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return null; // no Docker engine here
  }
  const { MongoDBContainer } = await import('@testcontainers/mongodb');
  const { NatsContainer } = await import('@testcontainers/nats');
  const [mongo, nats] = await Promise.all([new MongoDBContainer('mongo:8').start(), new NatsContainer('nats:2.10').withJetStream().start()]);
  const mongoUrl = `${mongo.getConnectionString()}/?directConnection=true`;
  const natsUrl = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
  return { mongoUrl, natsUrl, stop: async () => void (await Promise.all([mongo.stop(), nats.stop()])) };
}
