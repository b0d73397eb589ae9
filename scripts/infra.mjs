// `npm run infra:start|stop|status`: the local infrastructure on its own, for running one service or
// remote by hand. Processes run in the background; what was started is kept in .data/infra.json.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOpen, startInfra, stopProcess } from './infra-lib.mjs';

const dataDir = fileURLToPath(new URL('../.data', import.meta.url));
const stateFile = join(dataDir, 'infra.json');
const readState = () => (existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null);

const command = process.argv[2];
if (command === 'start') {
  const state = readState();
  if (state && (await Promise.all(state.started.map((p) => portOpen(p.port)))).every(Boolean)) {
    console.log(`already running\n  MongoDB: ${state.mongoUrl}\n  NATS:    ${state.natsUrl}`);
  } else {
    const infra = await startInfra({
      dataDir,
      natsPort: Number(process.env.NATS_PORT ?? 4222),
      mongoPort: Number(process.env.MONGO_PORT ?? 27017),
      detached: true,
    });
    const started = infra.started.map(({ name, pid, port }) => ({ name, pid, port }));
    writeFileSync(stateFile, JSON.stringify({ mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, started }, null, 2));
    console.log(`started\n  MongoDB: ${infra.mongoUrl}\n  NATS:    ${infra.natsUrl}\n  logs in .data/logs/`);
  }
} else if (command === 'stop') {
  const state = readState();
  if (!state) console.log('nothing to stop');
  else {
    await Promise.all(state.started.map((p) => stopProcess(p.pid, p.port, p.name)));
    rmSync(stateFile);
    console.log(`stopped ${state.started.map((p) => p.name).join(', ') || 'nothing'}`);
  }
} else if (command === 'status') {
  const state = readState();
  if (!state) console.log('not started');
  else for (const p of state.started) console.log(`${p.name} (pid ${p.pid}) on port ${p.port}: ${(await portOpen(p.port)) ? 'up' : 'down'}`);
} else {
  console.error('usage: node scripts/infra.mjs start|stop|status');
  process.exit(2);
}
