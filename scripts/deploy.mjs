// `node scripts/deploy.mjs NAME TAG`: replaces one deployable of a running compose stack with the image
// talentbridge/NAME:TAG, without a failed request and without touching anything else (decision 0087). A
// rollback is the same command with the previous tag, which it prints.
//
//   1. start a second container of NAME from the new image (docker-compose up --no-deps --no-recreate --scale NAME=2);
//   2. wait until Docker says it is healthy; if it never is, remove it and stop: the old one still serves;
//   3. give the gateway two of its probe rounds to find the new instance ready;
//   4. stop the old container (it drains: its /readyz says 503 and the gateway moves off it, then it finishes
//      what it is answering) and remove it.
//
// The compose project is COMPOSE_PROJECT_NAME (or --project NAME); the compose file docker-compose.yml, or
// COMPOSE_FILE (docker-compose.yml:docker-compose.prod.yml, whose images are $REGISTRY/talentbridge/NAME:TAG and
// are pulled by docker-compose). Here, build the image first: `TAG=TAG npm run images NAME`.
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, services } from './stack.mjs';

/** What can be deployed alone. Not the gateway (it holds the published port; behind `lb` it scales instead), nor the data servers. */
const DEPLOYABLES = [...services.map((s) => s.name), 'shell', 'mfe-public', 'mfe-crm', 'mfe-portal', 'mfe-client'];
/** The gateway probes its upstreams' readiness this often (gateway/src/ready-instances.ts). */
const GATEWAY_PROBE_MS = 1_000;
const HEALTHY_WITHIN_MS = 180_000;
/** Longer than the images' drain (3 s) plus the time to finish the answers in flight. */
const STOP_TIMEOUT_S = 20;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { project: { type: 'string', short: 'p' } } });
const [name, tag] = positionals;
if (!name || !tag || !DEPLOYABLES.includes(name)) {
  console.error(`usage: node scripts/deploy.mjs NAME TAG [--project COMPOSE_PROJECT]\n  NAME: ${DEPLOYABLES.join(' ')}`);
  process.exit(2);
}
// docker-compose 1.29's own default and normalisation of the project name.
const project = (values.project ?? process.env.COMPOSE_PROJECT_NAME ?? basename(repoRoot)).toLowerCase().replace(/[^-_a-z0-9]/g, '');
const image = `${process.env.REGISTRY ? `${process.env.REGISTRY}/` : ''}talentbridge/${name}:${tag}`;

const docker = (...args) => execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const compose = (...args) => execFileSync('docker-compose', ['-p', project, ...args], { cwd: repoRoot, env: { ...process.env, TAG: tag }, stdio: ['ignore', 'ignore', 'inherit'] });
const containersOf = () =>
  docker('ps', '-q', '--no-trunc', '--filter', `label=com.docker.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${name}`)
    .split('\n')
    .filter(Boolean);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const say = (text) => console.log(`[deploy ${name} ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

function fail(text) {
  console.error(`✖ ${text}`);
  process.exit(1);
}

if (!process.env.REGISTRY) {
  try {
    docker('image', 'inspect', image);
  } catch {
    fail(`no image ${image} here: build it with \`TAG=${tag} npm run images ${name}\``);
  }
}
const running = containersOf();
if (running.length !== 1) fail(`${name} of project ${project} has ${running.length} running containers; a deploy starts from one (is the stack up, or another deploy under way?)`);
const [old] = running;
const oldImage = docker('inspect', '-f', '{{.Config.Image}}', old);
say(`from ${oldImage} (${old.slice(0, 12)}) to ${image}`);

// 1. The new container beside the old one.
compose('up', '-d', '--no-deps', '--no-recreate', '--scale', `${name}=2`, name);
const fresh = containersOf().find((id) => id !== old);
if (!fresh) fail(`docker-compose started no second container of ${name}`);
say(`started ${fresh.slice(0, 12)}`);

// 2. Healthy (the image's HEALTHCHECK: a service's /readyz, a frontend's /healthz), or the deploy is undone:
// unhealthy, stopped, restarted once (compose restarts a service that exits) or not healthy in time.
for (;;) {
  const [status, health, restarts] = docker('inspect', '-f', '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.RestartCount}}', fresh).split(' ');
  if (health === 'healthy') break;
  if (health === 'unhealthy' || status === 'exited' || status === 'dead' || Number(restarts) > 0 || Date.now() - started > HEALTHY_WITHIN_MS) {
    console.error(docker('logs', '--tail', '30', fresh));
    docker('rm', '-f', fresh);
    fail(`the new ${name} (${image}) did not become healthy (${status}, ${health}, ${restarts} restarts); removed it, ${oldImage} still serves`);
  }
  await sleep(500);
}
say('new container healthy');

// 3. The gateway sends to it once its probe has seen it ready.
await sleep(2 * GATEWAY_PROBE_MS);

// 4. The old one drains and stops.
docker('stop', '-t', String(STOP_TIMEOUT_S), old);
docker('rm', old);
say(`old container stopped and removed; ${name} is ${image}`);
console.log(`Rollback: node scripts/deploy.mjs ${name} ${oldImage.split(':').at(-1)} --project ${project}`);
