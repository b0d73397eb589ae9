// Local infrastructure without Docker: NATS with JetStream and a MongoDB-wire server (a given
// MONGODB_URI, else mongod on PATH, else FerretDB with SQLite), each on a chosen port with its data
// in a chosen folder. Used by `npm start`, `npm run infra:*` and the integration tests (libs/testing).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function onPath(binary) {
  try {
    return execFileSync('sh', ['-c', `command -v ${binary}`]).toString().trim() || null;
  } catch {
    return null;
  }
}

/** How to run NATS with JetStream on `port`, storing under `dataDir/nats`. */
export function natsSpec(dataDir, port) {
  const binary = onPath('nats-server') ?? (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null);
  if (!binary) throw new Error('nats-server is not installed: run `bash scripts/install-infra.sh` or set NATS_URL');
  const storeDir = join(dataDir, 'nats');
  return { name: 'nats', binary, port, args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], dirs: [storeDir], url: `nats://127.0.0.1:${port}` };
}

/** How to run the MongoDB-wire server on `port`: mongod when on PATH, else FerretDB (SQLite). */
export function mongoSpec(dataDir, port) {
  const mongod = onPath('mongod');
  if (mongod) {
    const dbPath = join(dataDir, 'mongod');
    return { name: 'mongod', binary: mongod, port, args: ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], dirs: [dbPath], url: `mongodb://127.0.0.1:${port}/` };
  }
  const ferretdb = join(repoRoot, '.data/bin/ferretdb');
  if (!existsSync(ferretdb)) throw new Error('FerretDB is not built: run `bash scripts/install-infra.sh`, or set MONGODB_URI');
  const sqliteDir = join(dataDir, 'ferretdb');
  return {
    name: 'ferretdb',
    binary: ferretdb,
    port,
    args: [`--listen-addr=127.0.0.1:${port}`, `--sqlite-url=file:${sqliteDir}/`, '--log-level=warn'],
    dirs: [sqliteDir],
    url: `mongodb://127.0.0.1:${port}/`,
  };
}

/** True once something accepts TCP connections on the port. */
export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port, wanted, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await portOpen(port)) !== wanted) {
    if (Date.now() > deadline) throw new Error(`${what} did not ${wanted ? 'start listening' : 'stop'} on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts one process from a spec and waits until its port answers. `detached` processes outlive this
 * one (for `npm run infra:start`). Answers the pid.
 */
export async function startProcess(spec, { logDir, detached = false } = {}) {
  if (await portOpen(spec.port)) throw new Error(`port ${spec.port} is already in use; choose another (${spec.name})`);
  for (const dir of spec.dirs) mkdirSync(dir, { recursive: true });
  const stdio = logDir
    ? (mkdirSync(logDir, { recursive: true }), ['ignore', openSync(join(logDir, `${spec.name}.log`), 'a'), openSync(join(logDir, `${spec.name}.log`), 'a')])
    : 'ignore';
  const child = spawn(spec.binary, spec.args, { stdio, detached });
  if (detached) child.unref();
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await Promise.race([
    waitForPort(spec.port, true, spec.name),
    exited.then((code) => Promise.reject(new Error(`${spec.name} exited with code ${code} at start${logDir ? `; see ${join(logDir, `${spec.name}.log`)}` : ''}`))),
  ]);
  return child.pid;
}

/** Stops a process started by `startProcess` and waits until its port is free. */
export async function stopProcess(pid, port, name = 'process') {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  try {
    await waitForPort(port, false, name, 10_000);
  } catch {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  // The port closes before the process has flushed and exited; wait for the exit too.
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts NATS and the MongoDB-wire server unless NATS_URL / MONGODB_URI are given.
 * Answers their URLs, what was started (for tests that stop and restart a server) and `stop()`.
 */
export async function startInfra({ dataDir, natsPort, mongoPort, logDir = join(dataDir, 'logs'), detached = false, env = process.env }) {
  const started = [];
  const launch = async (spec) => {
    const pid = await startProcess(spec, { logDir, detached });
    started.push({ ...spec, pid });
    return { ...spec, pid };
  };
  try {
    const nats = env.NATS_URL ? null : await launch(natsSpec(dataDir, natsPort));
    const mongo = env.MONGODB_URI ? null : await launch(mongoSpec(dataDir, mongoPort));
    return {
      natsUrl: env.NATS_URL || nats.url,
      mongoUrl: env.MONGODB_URI || mongo.url,
      started,
      async stop() {
        await Promise.all(started.map((p) => stopProcess(p.pid, p.port, p.name)));
      },
    };
  } catch (error) {
    await Promise.all(started.map((p) => stopProcess(p.pid, p.port, p.name)));
    throw error;
  }
}
