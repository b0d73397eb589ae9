// `npm run infra:start|stop|status`: the local infrastructure on its own, for running one service or
// remote by hand. Processes run in the background with their logs in .data/logs/; what was started is
// kept in .data/infra.json so that `stop` stops exactly that, and a second `start` reuses it.
// Settings: NATS_URL / MONGODB_URI (use those, start nothing), NATS_PORT (4222), MONGO_PORT (27017),
// POSTGRES_PORT (5433, FerretDB's PostgreSQL).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunning, portOpen, startInfra, stopStarted } from './infra-lib.mjs';

const dataDir = fileURLToPath(new URL('../.data', import.meta.url));
const stateFile = join(dataDir, 'infra.json');
const readState = () => (existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null);
const printUrls = (state) => console.log(`  MongoDB: ${state.mongoUrl}\n  NATS:    ${state.natsUrl}`);

/** Each process of the state still runs (same pid, same program) and serves its port. */
async function allUp(state) {
  const up = await Promise.all(
    state.started.map(async (p) => isRunning(p.pid, p.binary) && (await portOpen(p.port))),
  );
  return up.every(Boolean);
}

/** Stops the processes of the state that are still ours (a stale pid may belong to another program). */
async function stopState(state) {
  await Promise.all(
    state.started.filter((p) => isRunning(p.pid, p.binary)).map((p) => stopStarted(p, p.pid)),
  );
  rmSync(stateFile, { force: true });
}

const natsPort = Number(process.env.NATS_PORT ?? 4222);
const mongoPort = Number(process.env.MONGO_PORT ?? 27017);
const postgresPort = Number(process.env.POSTGRES_PORT ?? 5433);
/** The settings `start` depends on; a state started with other settings is not reused. */
const settings = () =>
  JSON.stringify([process.env.NATS_URL ?? null, process.env.MONGODB_URI ?? null, natsPort, mongoPort, postgresPort]);

async function start() {
  const state = readState();
  if (state && state.settings === settings() && (await allUp(state))) {
    console.log('already running');
    printUrls(state);
    return;
  }
  // Half-running or started with other settings: stop what is left, then start afresh (data is kept).
  if (state) await stopState(state);
  mkdirSync(dataDir, { recursive: true });
  const infra = await startInfra({
    dataDir,
    natsPort,
    mongoPort,
    postgresPort,
    detached: true,
  });
  const next = {
    mongoUrl: infra.mongoUrl,
    natsUrl: infra.natsUrl,
    settings: settings(),
    started: infra.started.map(({ name, pid, port, binary, stopSignal }) => ({ name, pid, port, binary, stopSignal })),
  };
  writeFileSync(stateFile, JSON.stringify(next, null, 2));
  console.log(
    `started ${next.started.map((p) => p.name).join(', ') || 'nothing (both given)'}; logs in .data/logs/`,
  );
  printUrls(next);
}

async function stop() {
  const state = readState();
  if (!state) return console.log('nothing to stop');
  await stopState(state);
  console.log(`stopped ${state.started.map((p) => p.name).join(', ') || 'nothing'}`);
}

async function status() {
  const state = readState();
  if (!state) return console.log('not started');
  printUrls(state);
  for (const p of state.started) {
    const up = isRunning(p.pid, p.binary) && (await portOpen(p.port));
    console.log(`  ${p.name} (pid ${p.pid}) on port ${p.port}: ${up ? 'up' : 'down'}`);
  }
}

const commands = { start, stop, status };
const command = commands[process.argv[2]];
if (!command) {
  console.error('usage: node scripts/infra.mjs start|stop|status');
  process.exit(2);
}
try {
  await command();
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
