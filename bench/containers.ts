// `npm run bench`, containers: the size of every image `npm run images` built, and how long the compose stack
// takes from `docker-compose up -d` on empty volumes to a healthy gateway (seeded), against the time the
// database container alone takes to be healthy in the same run (the floor every start waits for); then a
// restart with the volumes kept. Needs a Docker engine and the images (README "Docker"). Adds `containers` to
// bench/results.json.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeMachine, machine } from './platform';

const repoRoot = join(import.meta.dirname, '..');
const PORT = process.env.BENCH_COMPOSE_PORT ?? '18380';
const project = ['-p', 'talentbridge-bench'];
const docker = (...args: string[]) => execFileSync('docker', args, { cwd: repoRoot }).toString().trim();
const compose = (...args: string[]) =>
  execFileSync('docker-compose', [...project, ...args], { cwd: repoRoot, env: { ...process.env, PORT }, stdio: ['ignore', 'ignore', 'pipe'] });

try {
  docker('info', '--format', '{{.ServerVersion}}');
} catch {
  console.error('✖ bench/containers.ts needs a Docker engine: `bash scripts/install-infra.sh --docker`, then `npm run images`');
  process.exit(1);
}

const host = machine();
console.log(`containers bench on ${describeMachine(host)}`);

const images = docker('images', 'talentbridge/*:latest', '--format', '{{.Repository}} {{.Size}}')
  .split('\n')
  .filter((line) => line && !line.startsWith('talentbridge/base'))
  .map((line) => {
    const [repository, size] = line.split(' ') as [string, string];
    return { image: repository.replace('talentbridge/', ''), megabytes: Number(docker('image', 'inspect', `${repository}:latest`, '--format', '{{.Size}}')) / 1e6, shown: size };
  })
  .sort((a, b) => a.image.localeCompare(b.image));
if (images.length === 0) {
  console.error('✖ no talentbridge images: `npm run images` builds them');
  process.exit(1);
}
for (const { image, megabytes } of images) console.log(`  ${image.padEnd(12)} ${megabytes.toFixed(0).padStart(5)} MB`);

/** Seconds from `started` (before `up`, which itself waits for the dependencies' health) until `check` holds. */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, started: number, limitMs = 300_000): Promise<number> {
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`${what} was not there within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (performance.now() - started) / 1000;
}
// A timer of its own, not AbortSignal.timeout: that one does not keep node running, and Docker's proxy accepts
// the connection before the gateway listens, so a fetch can wait with nothing else pending (node then exits, 13).
const gatewayHealthy = async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`, { signal: controller.signal })).status === 200;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};
const databaseHealthy = () => {
  const id = execFileSync('docker-compose', [...project, 'ps', '-q', 'mongo'], { cwd: repoRoot }).toString().trim();
  return id !== '' && docker('inspect', id, '--format', '{{.State.Health.Status}}') === 'healthy';
};

compose('down', '-v', '--remove-orphans');
try {
  // The floor: the database container alone, from nothing to healthy.
  console.log('  the database container alone ...');
  let started = performance.now();
  compose('up', '-d', 'mongo');
  const databaseSeconds = await waitFor(databaseHealthy, 'the database', started);
  compose('down', '-v');

  console.log('  the whole stack from empty volumes ...');
  started = performance.now();
  compose('up', '-d');
  const coldSeconds = await waitFor(gatewayHealthy, 'the gateway', started);
  const seeded = await (await fetch(`http://127.0.0.1:${PORT}/api/job-roles?status=open&limit=1`)).json() as { total: number };
  console.log('  a restart with the volumes kept ...');
  compose('stop');
  started = performance.now();
  compose('up', '-d');
  const restartSeconds = await waitFor(gatewayHealthy, 'the gateway after a restart', started);
  console.log(`  database container alone healthy in ${databaseSeconds.toFixed(1)} s`);
  console.log(`  whole stack, empty volumes, to a healthy gateway: ${coldSeconds.toFixed(1)} s (${(coldSeconds / databaseSeconds).toFixed(1)}× the database alone; ${seeded.total} open roles seeded)`);
  console.log(`  restart with the volumes kept: ${restartSeconds.toFixed(1)} s (${(restartSeconds / databaseSeconds).toFixed(1)}×)`);

  const resultsFile = new URL('./results.json', import.meta.url);
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const containers = {
    measuredAt: new Date().toISOString(),
    machine: host,
    imagesMegabytes: Object.fromEntries(images.map(({ image, megabytes }) => [image, Math.round(megabytes)])),
    databaseAloneSeconds: databaseSeconds,
    composeColdStartSeconds: coldSeconds,
    composeRestartSeconds: restartSeconds,
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, containers }, null, 2)}\n`);
} finally {
  compose('down', '-v', '--remove-orphans');
}
