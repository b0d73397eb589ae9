import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { startInfra } from '../../../scripts/infra-lib.mjs';
import { startServerContainer, useContainers } from './containers';
import type {} from './provided-context';

/**
 * Vitest globalSetup: gives every test run a MongoDB-wire server and a NATS server, in this order:
 * 1. `MONGODB_URI` / `NATS_URL` from the environment (each on its own);
 * 2. testcontainers for the rest when a Docker engine answers, on the images built here (`npm run images`):
 *    talentbridge/mongo-wire (our FerretDB on PostgreSQL) and talentbridge/nats (JetStream);
 * 3. else the local binaries (mongod, or FerretDB on PostgreSQL; nats-server) on free ports in a temporary folder.
 * TEST_INFRA=containers makes 2 a must (no engine is an error, as in CI); TEST_INFRA=local skips it.
 * Tests read `inject('mongoUrl')`, `inject('natsUrl')`; a test that stops a server stops servers of its
 * own (`startOwnServers`), never these. Teardown stops what was started.
 */
export default async function setup(project: TestProject) {
  const given = { mongoUrl: process.env.MONGODB_URI, natsUrl: process.env.NATS_URL };
  if (given.mongoUrl && given.natsUrl) {
    provideAll(project, given.mongoUrl, given.natsUrl);
    return;
  }

  if (await useContainers()) {
    const [mongo, nats] = await Promise.all([
      given.mongoUrl ? null : startServerContainer('mongo'),
      given.natsUrl ? null : startServerContainer('nats'),
    ]);
    provideAll(project, given.mongoUrl ?? mongo!.url, given.natsUrl ?? nats!.url);
    return async () => void (await Promise.all([mongo?.remove(), nats?.remove()]));
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-infra-'));
  // startInfra starts only what the environment does not give.
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort() });
  provideAll(project, infra.mongoUrl, infra.natsUrl);
  return async () => {
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function provideAll(project: TestProject, mongoUrl: string, natsUrl: string) {
  project.provide('mongoUrl', mongoUrl);
  project.provide('natsUrl', natsUrl);
}
