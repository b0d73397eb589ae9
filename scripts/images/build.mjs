// `npm run images [-- NAME...]`: builds the platform's images, every one or those named, on the base images
// made here (base-image.sh, run first). Each is tagged talentbridge/NAME:$TAG (default latest, the tag
// docker-compose.yml runs) and :<commit>, and labelled with the commit it was built from. Docker's layer cache makes a rebuild redo only what changed. Prints
// each image's build time and size; the full build output goes to .data/logs/images/NAME.log.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, services } from '../stack.mjs';

/** Every image: its Dockerfile in scripts/images and build arguments. */
const images = [
  ...services.map((s) => ({ name: s.name, dockerfile: 'node.Dockerfile', args: { PROJECT: `services/${s.name}`, PORT: s.defaultPort } })),
  { name: 'gateway', dockerfile: 'node.Dockerfile', args: { PROJECT: 'gateway', PORT: 8080 } },
  ...['shell', 'mfe-public', 'mfe-crm', 'mfe-portal', 'mfe-client'].map((name) => ({ name, dockerfile: 'frontend.Dockerfile', args: { PROJECT: name } })),
  { name: 'seed', dockerfile: 'seed.Dockerfile', args: {} },
  { name: 'nats', dockerfile: 'nats.Dockerfile', args: {} },
  { name: 'mongo-wire', dockerfile: 'mongo-wire.Dockerfile', args: {} },
  { name: 'lb', dockerfile: 'lb.Dockerfile', args: {} },
  { name: 'mailpit', dockerfile: 'mailpit.Dockerfile', args: {} },
  { name: 'minio', dockerfile: 'minio.Dockerfile', args: {} },
];

const git = (...args) => execFileSync('git', args, { cwd: repoRoot }).toString().trim();

async function main(names) {
  const unknown = names.filter((name) => !images.some((image) => image.name === name));
  if (unknown.length > 0) {
    console.error(`✖ no image named ${unknown.join(', ')}; the images: ${images.map((image) => image.name).join(' ')}`);
    process.exit(2);
  }
  const wanted = names.length > 0 ? images.filter((image) => names.includes(image.name)) : images;

  try {
    execFileSync('docker', ['info'], { stdio: 'ignore' });
  } catch {
    console.error('✖ no Docker engine answers: `bash scripts/install-infra.sh --docker` installs and starts one');
    process.exit(1);
  }
  execFileSync('bash', [join(repoRoot, 'scripts/images/base-image.sh')], { stdio: 'inherit' });

  // An image built from uncommitted changes says so in its label, never passing for the commit.
  const commit = git('rev-parse', 'HEAD');
  const revision = git('status', '--porcelain') ? `${commit}-dirty` : commit;
  const logDir = join(repoRoot, '.data/logs/images');
  mkdirSync(logDir, { recursive: true });

  const version = process.env.TAG || 'latest';
  const rows = [];
  const started = Date.now();
  for (const image of wanted) {
    const tag = `talentbridge/${image.name}`;
    const log = join(logDir, `${image.name}.log`);
    const args = [
      'build',
      '-f', join('scripts/images', image.dockerfile),
      '-t', `${tag}:${version}`,
      '-t', `${tag}:${commit.slice(0, 12)}`,
      // A label given here, not in the Dockerfile: it changes with every commit and would otherwise
      // invalidate the cached layers after it.
      '--label', `org.opencontainers.image.revision=${revision}`,
      '--label', `org.opencontainers.image.title=${image.name}`,
      // The version a service says in /readyz and a remote in its mf-manifest.json (decision 0087).
      ...Object.entries({ ...image.args, VERSION: version }).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
      '.',
    ];
    const begin = Date.now();
    const code = await run('docker', args, log);
    const seconds = (Date.now() - begin) / 1000;
    if (code !== 0) {
      console.log(`✖ ${tag} failed after ${seconds.toFixed(0)} s; the end of ${log}:`);
      console.log(readFileSync(log, 'utf8').split('\n').slice(-25).join('\n'));
      process.exit(1);
    }
    const size = Number(execFileSync('docker', ['image', 'inspect', `${tag}:${version}`, '--format', '{{.Size}}']).toString());
    rows.push({ image: tag, seconds, size });
    console.log(`✔ ${tag.padEnd(30)} ${seconds.toFixed(0).padStart(4)} s ${(size / 1e6).toFixed(0).padStart(5)} MB`);
  }
  console.log(`${rows.length} images in ${((Date.now() - started) / 1000).toFixed(0)} s (revision ${revision})`);
}

/** Runs a command with its output into a log file; answers its exit code. */
function run(command, args, logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.on('error', (error) => log.end(`${error.message}\n`, () => resolve(1)));
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

await main(process.argv.slice(2));
