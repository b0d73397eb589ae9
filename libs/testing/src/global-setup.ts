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
 * 2. testcontainers for the rest when a Docker engine answers, on the images built here (`npm run images`):
 *    talentbridge/mongo-wire (our FerretDB on PostgreSQL) and talentbridge/nats (JetStream);
 * 3. else the local binaries (mongod, or FerretDB on PostgreSQL; nats-server) on free ports in a temporary folder.
 * TEST_INFRA=containers makes 2 a must (no engine is an error, as in CI); TEST_INFRA=local skips it (the
 * tests that stop and restart a server need local ones; a DOCKER_HOST that does not answer is no switch:
 * testcontainers then tries /var/run/docker.sock).
 * Tests read `inject('mongoUrl')`, `inject('natsUrl')`; `inject('localInfra')` says what the setup
 * started itself (null otherwise), for `stopLocalNats()` and friends. Teardown stops what was started.
 */
export default async function setup(project: TestProject) {
  const given = { mongoUrl: process.env.MONGODB_URI, natsUrl: process.env.NATS_URL };
  if (given.mongoUrl && given.natsUrl) {
    provideAll(project, given.mongoUrl, given.natsUrl, null);
    return;
  }

  const mode = process.env.TEST_INFRA ?? 'auto';
  if (!['auto', 'containers', 'local'].includes(mode)) throw new Error(`TEST_INFRA is auto, containers or local, not ${mode}`);
  const containers = mode === 'local' ? null : await startContainers({ mongo: !given.mongoUrl, nats: !given.natsUrl });
  if (!containers && mode === 'containers') {
    throw new Error('TEST_INFRA=containers but no Docker engine answers: start one (`bash scripts/install-infra.sh` does) or set DOCKER_HOST');
  }
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

/** The images the containers run: built on this machine by `npm run images`, never pulled (decision 0083). */
const IMAGES = { mongo: 'talentbridge/mongo-wire:latest', nats: 'talentbridge/nats:latest' };

/** Containers for what is wanted, or null when no Docker engine answers. */
async function startContainers(wanted: { mongo: boolean; nats: boolean }) {
  // testcontainers would otherwise pull its reaper (testcontainers/ryuk) from a registry, which no machine of
  // ours reaches; the teardown below stops what was started.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  const { GenericContainer, ImageName, Wait, getContainerRuntimeClient } = await import('testcontainers');
  let client: Awaited<ReturnType<typeof getContainerRuntimeClient>>;
  try {
    client = await getContainerRuntimeClient();
  } catch {
    return null; // no Docker engine here
  }
  const names = [wanted.mongo && IMAGES.mongo, wanted.nats && IMAGES.nats].filter((name): name is string => Boolean(name));
  const missing = [];
  for (const name of names) if (!(await client.image.exists(ImageName.fromString(name)))) missing.push(name);
  if (missing.length > 0) {
    throw new Error(
      `A Docker engine answers but the image${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not built here: ` +
        `run \`npm run images -- mongo-wire nats\` (no registry is reachable to pull ${missing.length > 1 ? 'them' : 'it'}). ` +
        'Or set MONGODB_URI and NATS_URL to servers of your own.',
    );
  }
  const [mongo, nats] = await Promise.all([
    wanted.mongo
      ? new GenericContainer(IMAGES.mongo).withExposedPorts(27017).withWaitStrategy(Wait.forListeningPorts()).start()
      : null,
    // The image's own command: JetStream with its store in /data.
    wanted.nats
      ? new GenericContainer(IMAGES.nats).withExposedPorts(4222).withWaitStrategy(Wait.forLogMessage(/Server is ready/)).start()
      : null,
  ]);
  return {
    mongoUrl: mongo ? `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/` : undefined,
    natsUrl: nats ? `nats://${nats.getHost()}:${nats.getMappedPort(4222)}` : undefined,
    stop: async () => void (await Promise.all([mongo?.stop(), nats?.stop()])),
  };
}
