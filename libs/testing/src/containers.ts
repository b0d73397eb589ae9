import { connect } from '@nats-io/transport-node';
import mongoose from 'mongoose';

/**
 * The test servers as containers of the images built on this machine by `npm run images`, never pulled
 * (decision 0083): for the global setup's shared servers and for a test file's own (`startOwnServers`).
 * testcontainers is loaded only when containers are used.
 */

export type ServerKind = 'mongo' | 'nats';

const SERVERS = {
  // Our FerretDB on PostgreSQL, in one container.
  mongo: { image: 'talentbridge/mongo-wire:latest', port: 27017, url: (host: string, port: number) => `mongodb://${host}:${port}/` },
  // The image's own command: JetStream with its store in /data.
  nats: { image: 'talentbridge/nats:latest', port: 4222, url: (host: string, port: number) => `nats://${host}:${port}` },
} satisfies Record<ServerKind, { image: string; port: number; url: (host: string, port: number) => string }>;

async function testcontainers() {
  // testcontainers would otherwise pull its reaper (testcontainers/ryuk) from a registry, which no machine of
  // ours reaches; whoever starts a container here stops it.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  return import('testcontainers');
}

/**
 * Whether this run's servers are containers, from TEST_INFRA: `local` never, `containers` always (no Docker
 * engine is an error, as in CI), `auto` (the default) when a Docker engine answers. A DOCKER_HOST that does
 * not answer is no switch: testcontainers then tries /var/run/docker.sock.
 */
export async function useContainers(): Promise<boolean> {
  const mode = process.env.TEST_INFRA ?? 'auto';
  if (!['auto', 'containers', 'local'].includes(mode)) throw new Error(`TEST_INFRA is auto, containers or local, not ${mode}`);
  if (mode === 'local') return false;
  const { getContainerRuntimeClient } = await testcontainers();
  const engine = await getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
  if (!engine && mode === 'containers') {
    throw new Error('TEST_INFRA=containers but no Docker engine answers: start one (`bash scripts/install-infra.sh` does) or set DOCKER_HOST');
  }
  return engine;
}

/** Fails with the command that builds them when the images of these servers are not on this machine. */
async function checkImagesBuilt(kinds: ServerKind[]) {
  const { ImageName, getContainerRuntimeClient } = await testcontainers();
  const client = await getContainerRuntimeClient();
  const missing = [];
  for (const kind of kinds) if (!(await client.image.exists(ImageName.fromString(SERVERS[kind].image)))) missing.push(SERVERS[kind].image);
  if (missing.length > 0) {
    const many = missing.length > 1;
    throw new Error(
      `A Docker engine answers but the image${many ? 's' : ''} ${missing.join(', ')} ${many ? 'are' : 'is'} not built here: ` +
        `run \`npm run images -- mongo-wire nats\` (no registry is reachable to pull ${many ? 'them' : 'it'}). ` +
        'Or set MONGODB_URI and NATS_URL to servers of your own.',
    );
  }
}

export interface ServerContainer {
  url: string;
  /** Stops the container as in an outage (SIGTERM, SIGKILL after a second); its data stays. */
  stop(): Promise<void>;
  /** Starts it again, on the same host port with the same data; resolves once the server answers. */
  start(): Promise<void>;
  /** Stops it and removes it with its data. */
  remove(): Promise<void>;
}

/**
 * A server in a container of its own. With `hostPort` it is published on that port, so that after `stop()`
 * and `start()` it is found where it was (Docker gives a randomly published port a new number on each start).
 */
export async function startServerContainer(kind: ServerKind, hostPort?: number): Promise<ServerContainer> {
  await checkImagesBuilt([kind]);
  const { GenericContainer, Wait, getContainerRuntimeClient } = await testcontainers();
  const server = SERVERS[kind];
  const container = await new GenericContainer(server.image)
    .withExposedPorts(hostPort ? { container: server.port, host: hostPort } : server.port)
    .withWaitStrategy(kind === 'nats' ? Wait.forLogMessage(/Server is ready/) : Wait.forListeningPorts())
    .start();
  const url = server.url(container.getHost(), container.getMappedPort(server.port));
  const client = await getContainerRuntimeClient();
  const handle = client.container.getById(container.getId());
  return {
    url,
    stop: () => client.container.stop(handle, { timeout: 1_000 }),
    async start() {
      await client.container.start(handle);
      await waitUntilAnswering(kind, url);
    },
    remove: async () => void (await container.stop({ remove: true })),
  };
}

/**
 * Polls the server with its own protocol until it answers: Docker's proxy accepts connections on the
 * published port before the server in the container listens, so an open port proves nothing.
 */
async function waitUntilAnswering(kind: ServerKind, url: string, timeoutMs = 30_000) {
  const answers =
    kind === 'nats'
      ? () => connect({ servers: url, reconnect: false, timeout: 1_000 }).then((nc) => nc.close())
      : async () => {
          const db = mongoose.createConnection(url, { serverSelectionTimeoutMS: 1_000 });
          try {
            await db.asPromise();
            await db.db!.admin().ping();
          } finally {
            await db.close();
          }
        };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await answers();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`the ${kind} container did not answer within ${timeoutMs / 1000} s at ${url}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
