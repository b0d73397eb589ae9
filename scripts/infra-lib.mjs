// Local infrastructure without Docker: NATS with JetStream and a MongoDB-wire server (a given
// MONGODB_URI, else mongod on PATH, else FerretDB with SQLite), each on a chosen port with its data
// in a chosen folder. Used by `npm start`, `npm run infra:*` and the integration tests (libs/testing).
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function onPath(binary) {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${binary}`]).toString();
    return found.trim() || null;
  } catch {
    return null;
  }
}

/** How to run NATS with JetStream on `port`, storing under `dataDir/nats`. */
export function natsSpec(dataDir, port) {
  const binary =
    onPath('nats-server') ?? (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : null);
  if (!binary) {
    throw new Error('nats-server is not installed: run `bash scripts/install-infra.sh` or set NATS_URL');
  }
  const storeDir = join(dataDir, 'nats');
  return {
    name: 'nats',
    binary,
    port,
    args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir],
    dirs: [storeDir],
    url: `nats://127.0.0.1:${port}`,
  };
}

/** How to run the MongoDB-wire server on `port`: mongod when on PATH, else FerretDB (SQLite). */
export function mongoSpec(dataDir, port) {
  const mongod = onPath('mongod');
  if (mongod) {
    const dbPath = join(dataDir, 'mongod');
    return {
      name: 'mongod',
      binary: mongod,
      port,
      args: ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'],
      dirs: [dbPath],
      url: `mongodb://127.0.0.1:${port}/`,
    };
  }
  const ferretdb = join(repoRoot, '.data/bin/ferretdb');
  if (!existsSync(ferretdb)) {
    throw new Error('FerretDB is not built: run `bash scripts/install-infra.sh`, or set MONGODB_URI');
  }
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
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not ${wanted ? 'start listening' : 'stop'} on port ${port} within ${timeoutMs / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts one process from a spec and waits until its port answers. `detached` processes outlive this
 * one (for `npm run infra:start`). Answers the pid.
 */
export async function startProcess(spec, { logDir, detached = false } = {}) {
  if (await portOpen(spec.port))
    throw new Error(
      `${spec.name}: port ${spec.port} is already in use by another program; choose another port (NATS_PORT, MONGO_PORT) or give its URL (NATS_URL, MONGODB_URI)`,
    );
  for (const dir of spec.dirs) mkdirSync(dir, { recursive: true });
  const log = logDir ? join(logDir, `${spec.name}.log`) : null;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFd = log ? openSync(log, 'a') : 'ignore';
  const child = spawn(spec.binary, spec.args, { stdio: ['ignore', logFd, logFd], detached });
  if (typeof logFd === 'number') closeSync(logFd); // the child has its own copy
  // Tracked by pid from here on (infra.json, the tests' pid files): never keep the caller alive.
  child.unref();
  let exit = null;
  child.once('exit', (code, signal) => (exit = signal ?? `code ${code}`));
  child.once('error', (error) => (exit = error.message)); // e.g. the binary cannot be executed
  const deadline = Date.now() + 30_000;
  while (!(await portOpen(spec.port))) {
    if (exit) throw new Error(`${spec.name} exited at start (${exit})${log ? `; see ${log}` : ''}`);
    if (Date.now() > deadline) {
      await stopProcess(child.pid, spec.port, spec.name);
      throw new Error(
        `${spec.name} did not listen on port ${spec.port} within 30 s${log ? `; see ${log}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child.pid;
}

/** The process exists and has not exited (a zombie, exited but not yet reaped, counts as gone). */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ...", the state letter after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (not Linux)
  }
}

/**
 * True when `pid` is alive and runs `binary`: a pid saved in .data/infra.json may belong to another
 * program after a reboot, and must not be signalled then.
 */
export function isRunning(pid, binary) {
  if (!alive(pid)) return false;
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return !binary || basename(argv0) === basename(binary);
  } catch {
    return true; // no /proc (not Linux): trust the pid
  }
}

/**
 * Stops a process started by `startProcess`: SIGTERM, then SIGKILL if it has not exited after
 * `graceMs`. Resolves once its port is closed and the process is gone (so that a restart on the same
 * port and data folder never meets the old one). FerretDB closes its port at once but waits ~3 s for
 * open client connections before exiting; tests simulating an outage pass a short grace.
 */
export async function stopProcess(pid, port, name = 'process', { graceMs = 10_000 } = {}) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    const killDeadline = Date.now() + 5_000;
    while (alive(pid) && Date.now() < killDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await waitForPort(port, false, name, 5_000);
}

/**
 * Starts NATS and the MongoDB-wire server unless NATS_URL / MONGODB_URI are given.
 * Answers their URLs, what was started (for tests that stop and restart a server) and `stop()`.
 */
export async function startInfra({
  dataDir,
  natsPort,
  mongoPort,
  logDir = join(dataDir, 'logs'),
  detached = false,
  env = process.env,
}) {
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
