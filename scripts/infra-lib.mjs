// Local infrastructure without Docker: NATS with JetStream and a MongoDB-wire server (a given
// MONGODB_URI, else mongod on PATH, else FerretDB on PostgreSQL), and when asked Mailpit (SMTP) and MinIO (S3),
// each on a chosen port with its data in a chosen folder. Used by `npm start`, `npm run infra:*` and the integration tests (libs/testing).
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
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

/**
 * How to run Mailpit, the SMTP server of development and tests (`go install`ed by install-infra.sh): SMTP on
 * `smtpPort`, its web UI and HTTP API (`/api/v1/...`) on `httpPort`, messages kept under `dataDir/mailpit`.
 * `allowedRecipients`: a regular expression; other addresses are refused with a 550, as a real server refuses
 * an unknown mailbox.
 */
export function mailpitSpec(dataDir, { smtpPort, httpPort, allowedRecipients }) {
  const binary = join(repoRoot, '.data/bin/mailpit');
  if (!existsSync(binary)) {
    throw new Error('Mailpit is not built: run `bash scripts/install-infra.sh`, or set SMTP_HOST to an SMTP server');
  }
  const dir = join(dataDir, 'mailpit');
  return {
    name: 'mailpit',
    binary,
    port: smtpPort,
    args: [
      '--smtp', `127.0.0.1:${smtpPort}`,
      '--listen', `127.0.0.1:${httpPort}`,
      '--database', join(dir, 'mailpit.db'),
      '--disable-version-check',
      '--smtp-auth-accept-any',
      '--smtp-auth-allow-insecure',
      ...(allowedRecipients ? ['--smtp-allowed-recipients', allowedRecipients] : []),
    ],
    dirs: [dir],
    url: `http://127.0.0.1:${httpPort}`,
    smtpPort,
  };
}

/** The local object store's fixed development credentials (MinIO's root user), unless S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY say others. */
export const MINIO_DEV_CREDENTIALS = { accessKeyId: 'talentbridge', secretAccessKey: 'talentbridge-dev-secret' };

/**
 * How to run MinIO, the S3-compatible object store of development and tests (`go install`ed by install-infra.sh):
 * the S3 API on `port`, its web console on `consolePort` (none without one), objects kept under `dataDir/minio`.
 * Its root user is the S3 access key (at least 3 characters; the secret at least 8). Ready once
 * `/minio/health/live` answers 200.
 */
export function minioSpec(dataDir, { port, consolePort, accessKeyId = MINIO_DEV_CREDENTIALS.accessKeyId, secretAccessKey = MINIO_DEV_CREDENTIALS.secretAccessKey }) {
  const binary = join(repoRoot, '.data/bin/minio');
  if (!existsSync(binary)) {
    throw new Error('MinIO is not built: run `bash scripts/install-infra.sh`, or set S3_ENDPOINT to an S3-compatible store');
  }
  const dir = join(dataDir, 'minio');
  const url = `http://127.0.0.1:${port}`;
  return {
    name: 'minio',
    binary,
    port,
    args: [
      'server', dir,
      '--address', `127.0.0.1:${port}`,
      ...(consolePort ? ['--console-address', `127.0.0.1:${consolePort}`] : []),
    ],
    env: {
      MINIO_ROOT_USER: accessKeyId,
      MINIO_ROOT_PASSWORD: secretAccessKey,
      // Without a console port MinIO would pick a random one: no console then.
      ...(consolePort ? {} : { MINIO_BROWSER: 'off' }),
      // Offline machines: no update checks.
      MINIO_UPDATE: 'off',
    },
    dirs: [dir],
    readyUrl: `${url}/minio/health/live`,
    url,
    consoleUrl: consolePort ? `http://127.0.0.1:${consolePort}` : null,
    accessKeyId,
    secretAccessKey,
  };
}

/** How to run mongod on `port`. */
function mongodSpec(mongod, dataDir, port) {
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

/** How to run FerretDB on `port`, storing in the PostgreSQL server on `postgresPort` (decision 0077). */
function ferretdbSpec(port, postgresPort) {
  const ferretdb = join(repoRoot, '.data/bin/ferretdb');
  if (!existsSync(ferretdb)) {
    throw new Error('FerretDB is not built: run `bash scripts/install-infra.sh`, or set MONGODB_URI');
  }
  // An update holds up to three PostgreSQL connections at once (the query's, a re-read after a concurrent
  // change, the write's): with fewer than three per client connection FerretDB can wait on itself.
  // Clients keep their pools small (MONGO_POOL_SIZE), so this covers several services and test workers.
  const postgresUrl = `postgres://postgres@127.0.0.1:${postgresPort}/postgres?pool_max_conns=${POSTGRES_POOL}`;
  return {
    name: 'ferretdb',
    binary: ferretdb,
    port,
    args: [`--listen-addr=127.0.0.1:${port}`, `--postgresql-url=${postgresUrl}`, '--log-level=warn'],
    dirs: [],
    url: `mongodb://127.0.0.1:${port}/`,
  };
}

/**
 * The processes of the MongoDB-wire server in start order, the wire server last: [mongod] when on PATH,
 * else [PostgreSQL, FerretDB].
 */
export function mongoServerSpecs(dataDir, { mongoPort, postgresPort }) {
  const mongod = onPath('mongod');
  if (mongod) return [mongodSpec(mongod, dataDir, mongoPort)];
  return [postgresSpec(dataDir, postgresPort), ferretdbSpec(mongoPort, postgresPort)];
}

/** FerretDB's pool of PostgreSQL connections, and the server's limit a little above it. */
const POSTGRES_POOL = 400;

/** Debian's PostgreSQL binaries (not on PATH): the newest /usr/lib/postgresql/N/bin, or PG_BIN. */
function postgresBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/postgres'))) : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL is not installed: run `bash scripts/install-infra.sh`, or set MONGODB_URI');
  }
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user that Debian's package makes. */
function postgresOwner() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * How to run the PostgreSQL server under FerretDB on `port`, its cluster in `dataDir/postgres` (made by
 * initdb on first start). Local only: TCP on 127.0.0.1 without a password, no Unix socket.
 * force_custom_plan: FerretDB sends the field of a filter as a parameter (`_jsonb->$1 @> $2`), and
 * only a plan made for the actual value can use the GIN index on that field.
 */
function postgresSpec(dataDir, port) {
  const bin = postgresBinDir();
  const pgData = join(dataDir, 'postgres');
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: POSTGRES_POOL + 20,
    plan_cache_mode: 'force_custom_plan',
  };
  return {
    name: 'postgres',
    binary: join(bin, 'postgres'),
    port,
    args: ['-D', pgData, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
    dirs: [pgData],
    init: {
      done: join(pgData, 'PG_VERSION'),
      binary: join(bin, 'initdb'),
      args: ['-D', pgData, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions'],
    },
    owner: postgresOwner(),
    // SIGINT: "fast" shutdown (SIGTERM would wait for every client to disconnect).
    stopSignal: 'SIGINT',
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
  };
}

/** A free TCP port on 127.0.0.1, chosen by the system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
  for (const dir of spec.dirs) {
    mkdirSync(dir, { recursive: true });
    if (spec.owner) {
      chownSync(dir, spec.owner.uid, spec.owner.gid);
      chmodSync(join(dir, '..'), 0o755); // e.g. a test's mkdtemp folder (0700): the owner must reach its own
    }
  }
  const asOwner = spec.owner ? { uid: spec.owner.uid, gid: spec.owner.gid } : {};
  if (spec.init && !existsSync(spec.init.done)) {
    try {
      execFileSync(spec.init.binary, spec.init.args, { stdio: 'pipe', ...asOwner });
    } catch (error) {
      throw new Error(`${spec.name}: ${basename(spec.init.binary)} failed: ${error.stderr?.toString().trim() || error.message}`);
    }
  }
  const log = logDir ? join(logDir, `${spec.name}.log`) : null;
  if (logDir) mkdirSync(logDir, { recursive: true });
  const logFd = log ? openSync(log, 'a') : 'ignore';
  const env = spec.env ? { ...process.env, ...spec.env } : process.env;
  const child = spawn(spec.binary, spec.args, { stdio: ['ignore', logFd, logFd], detached, env, ...asOwner });
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
  // A server that listens before it can serve (MinIO) says when it is ready at its `readyUrl`.
  while (spec.readyUrl && !(await answers200(spec.readyUrl))) {
    if (exit) throw new Error(`${spec.name} exited at start (${exit})${log ? `; see ${log}` : ''}`);
    if (Date.now() > deadline) {
      await stopProcess(child.pid, spec.port, spec.name);
      throw new Error(`${spec.name} did not answer ${spec.readyUrl} within 30 s${log ? `; see ${log}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child.pid;
}

/** True when a GET of `url` answers 200 within a second. */
async function answers200(url) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 1_000);
  try {
    const response = await fetch(url, { signal: controller.signal });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
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
export async function stopProcess(pid, port, name = 'process', { graceMs = 10_000, signal = 'SIGTERM' } = {}) {
  try {
    process.kill(pid, signal);
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

/** Stops a process that `startInfra` or `startProcess` started from `spec`, with the signal it wants. */
export function stopStarted(spec, pid, options = {}) {
  return stopProcess(pid, spec.port, spec.name, { signal: spec.stopSignal, ...options });
}

/**
 * Starts NATS and the MongoDB-wire server unless NATS_URL / MONGODB_URI are given; FerretDB comes with
 * its PostgreSQL server (on `postgresPort`, or a free port); with `mail` ({ smtpPort, httpPort }), Mailpit
 * unless SMTP_HOST is given; with `objectStore` ({ port, consolePort }), MinIO unless S3_ENDPOINT is given.
 * Answers their URLs, what was started (for tests that stop and restart a server) and `stop()`.
 */
export async function startInfra({
  dataDir,
  natsPort,
  mongoPort,
  postgresPort,
  mail,
  objectStore,
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
  const stopAll = async () => {
    // FerretDB before its PostgreSQL server, so that it does not log the server's going as an error.
    for (const group of [started.filter((p) => p.name !== 'postgres'), started.filter((p) => p.name === 'postgres')]) {
      await Promise.all(group.map((p) => stopStarted(p, p.pid)));
    }
  };
  try {
    const nats = env.NATS_URL ? null : await launch(natsSpec(dataDir, natsPort));
    let mongo = null;
    if (!env.MONGODB_URI) {
      for (const spec of mongoServerSpecs(dataDir, { mongoPort, postgresPort: postgresPort ?? (await freePort()) })) {
        mongo = await launch(spec);
      }
    }
    // Mailpit only when asked (npm start) and no SMTP server is given.
    const mailpit = mail && !env.SMTP_HOST ? await launch(mailpitSpec(dataDir, mail)) : null;
    // MinIO only when asked (npm start) and no S3 endpoint is given; its root user is S3_ACCESS_KEY_ID's when
    // both keys are set, else the development one.
    const keys = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {};
    const minio = objectStore && !env.S3_ENDPOINT ? await launch(minioSpec(dataDir, { ...objectStore, ...keys })) : null;
    const s3Place = { region: env.S3_REGION || 'us-east-1', bucket: env.S3_BUCKET || 'talentbridge-documents' };
    return {
      natsUrl: env.NATS_URL || nats.url,
      mongoUrl: env.MONGODB_URI || mongo.url,
      smtp: mailpit ? { host: '127.0.0.1', port: mailpit.smtpPort } : env.SMTP_HOST ? { host: env.SMTP_HOST, port: Number(env.SMTP_PORT ?? 587) } : null,
      mailpitUrl: mailpit?.url ?? null,
      s3: minio
        ? { endpoint: minio.url, accessKeyId: minio.accessKeyId, secretAccessKey: minio.secretAccessKey, ...s3Place }
        : env.S3_ENDPOINT
          ? { endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '', ...s3Place }
          : null,
      minioConsoleUrl: minio?.consoleUrl ?? null,
      started,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
