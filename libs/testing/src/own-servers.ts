import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { mongoServerSpecs, natsSpec, startProcess, stopStarted, type ProcessSpec } from '../../../scripts/infra-lib.mjs';
import { startServerContainer, useContainers } from './containers';
import type { ServerUrls } from './services';

/** A NATS server and a MongoDB-wire server that one test file owns and may stop and start at will. */
export interface OwnServers extends ServerUrls {
  /** Stops NATS as in an outage (SIGTERM, SIGKILL a moment later); its store stays. */
  stopNats(): Promise<void>;
  /** Starts NATS again on the same port with the same store. */
  startNats(): Promise<void>;
  stopMongo(): Promise<void>;
  startMongo(): Promise<void>;
  /** Stops both and removes their data. */
  stop(): Promise<void>;
}

/**
 * Servers of a test file's own, so that an outage test stops them without disturbing the shared servers
 * the global setup gives every other file. The same kind as the global setup's (TEST_INFRA): containers
 * of the images built here on free host ports, or the local binaries (nats-server, and mongod or FerretDB
 * and PostgreSQL from `scripts/install-infra.sh`) on free ports in a temporary folder. The tests do not
 * see which: each stop is an outage and each start brings the server back where it was, with its data.
 * `stopMongo` stops the MongoDB-wire server (with local binaries FerretDB alone, its PostgreSQL keeps
 * running; in a container both).
 */
export async function startOwnServers(): Promise<OwnServers> {
  return (await useContainers()) ? ownContainers() : ownLocalServers();
}

async function ownContainers(): Promise<OwnServers> {
  const started = await Promise.allSettled([startServerContainer('nats', await getPort()), startServerContainer('mongo', await getPort())]);
  const [nats, mongo] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
  if (!nats || !mongo) {
    await Promise.all([nats?.remove(), mongo?.remove()]);
    throw started.find((result) => result.status === 'rejected')!.reason;
  }
  return {
    natsUrl: nats.url,
    mongoUrl: mongo.url,
    stopNats: nats.stop,
    startNats: nats.start,
    stopMongo: mongo.stop,
    startMongo: mongo.start,
    stop: async () => void (await Promise.all([nats.remove(), mongo.remove()])),
  };
}

async function ownLocalServers(): Promise<OwnServers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-own-servers-'));
  const logDir = join(dataDir, 'logs');
  const nats = natsSpec(dataDir, await getPort());
  // [mongod] or [postgres, ferretdb]: the wire server is the last, what runs under it the others.
  const mongoServers = mongoServerSpecs(dataDir, { mongoPort: await getPort(), postgresPort: await getPort() });
  const mongo = mongoServers.at(-1)!;
  const underMongo = mongoServers.slice(0, -1);
  const pids = new Map<ProcessSpec, number | null>();

  const start = async (spec: ProcessSpec) => {
    if (pids.get(spec)) return;
    pids.set(spec, await startProcess(spec, { logDir }));
  };
  const stop = async (spec: ProcessSpec) => {
    const pid = pids.get(spec);
    pids.set(spec, null);
    if (pid) await stopStarted(spec, pid, { graceMs: 500 });
  };

  await start(nats);
  for (const spec of mongoServers) await start(spec);
  return {
    natsUrl: nats.url,
    mongoUrl: mongo.url,
    stopNats: () => stop(nats),
    startNats: () => start(nats),
    stopMongo: () => stop(mongo),
    startMongo: () => start(mongo),
    async stop() {
      await Promise.all([stop(nats), stop(mongo)]);
      for (const spec of underMongo) await stop(spec);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
