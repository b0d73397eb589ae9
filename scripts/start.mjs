// `npm start`: from a fresh machine to a running platform. Installs what is missing, builds, starts the
// infrastructure, seeds demo data, starts the services and the gateway, and prints where to go.
// Ctrl-C stops everything it started.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startInfra } from './infra-lib.mjs';
import { repoRoot, startStack } from './stack.mjs';
import { webhookTargets } from './webhook-targets.mjs';

// Settings from .env, when there is one (every variable is listed in .env.example).
if (existsSync(join(repoRoot, '.env'))) process.loadEnvFile(join(repoRoot, '.env'));

const run = (command, args, env = process.env) => execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
const step = (text) => console.log(`\n▶ ${text}`);

step('Installing infrastructure (nats-server, PostgreSQL, chromium, FerretDB, Mailpit, MinIO) where missing');
run('bash', ['scripts/install-infra.sh']);

if (!existsSync(join(repoRoot, 'node_modules/.package-lock.json'))) {
  step('Installing npm packages');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

step('Building the frontends');
run('npx', ['nx', 'run-many', '-t', 'build', '-p', '@agency/shell', '@agency/mfe-public', '@agency/mfe-crm', '@agency/mfe-portal', '@agency/mfe-client']);

step('Starting MongoDB-wire server (FerretDB on PostgreSQL), NATS, Mailpit and MinIO');
const dataDir = join(repoRoot, '.data');
if (existsSync(join(dataDir, 'ferretdb'))) {
  console.log('  .data/ferretdb holds the data of the earlier SQLite-based store, no longer read (decision 0077); remove it when done with it.');
}
const infra = await startInfra({
  dataDir,
  natsPort: Number(process.env.NATS_PORT ?? 4222),
  mongoPort: Number(process.env.MONGO_PORT ?? 27017),
  postgresPort: Number(process.env.POSTGRES_PORT ?? 5433),
  mail: { smtpPort: Number(process.env.SMTP_PORT ?? 1025), httpPort: Number(process.env.MAILPIT_PORT ?? 8025) },
  objectStore: { port: Number(process.env.MINIO_PORT ?? 9000), consolePort: Number(process.env.MINIO_CONSOLE_PORT ?? 9001) },
});
console.log(
  `  MongoDB: ${infra.mongoUrl}\n  NATS:    ${infra.natsUrl}\n  SMTP:    ${infra.smtp.host}:${infra.smtp.port}\n  S3:      ${infra.s3.endpoint} (bucket ${infra.s3.bucket})`,
);

if (process.env.SEED_DEMO !== '0') {
  step('Seeding demo data');
  run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { ...process.env, MONGODB_URI: infra.mongoUrl });
}

step('Starting services and gateway');
const webhooks = webhookTargets(process.env);
let stack;
try {
  stack = await startStack({
    mongoUrl: infra.mongoUrl,
    natsUrl: infra.natsUrl,
    gatewayPort: Number(process.env.PORT ?? 8080),
    logDir: join(dataDir, 'logs'),
    env: {
      SMTP_HOST: infra.smtp.host,
      SMTP_PORT: String(infra.smtp.port),
      // The candidates' CVs and documents (MinIO's, unless S3_ENDPOINT names a store).
      S3_ENDPOINT: infra.s3.endpoint,
      S3_ACCESS_KEY_ID: infra.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: infra.s3.secretAccessKey,
      S3_BUCKET: infra.s3.bucket,
      S3_REGION: infra.s3.region,
      S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE || 'true',
      // Off unless asked for, as everywhere (decision 0115): a receiver on this machine is an opt-in.
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: webhooks.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
    },
  });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await infra.stop();
  process.exit(1);
}

// The demo seed gives one demo candidate a portal sign-in (services/auth/src/seed.ts).
const candidateSignIn =
  process.env.SEED_DEMO === '0'
    ? ''
    : `  Candidate portal sign-in: ${stack.gatewayUrl}/candidateportal
    email:    sarah.mitchell@example.com
    password: ChangeMe-Candidate-2025!
    (the demo candidate, seeded with the demo data)
`;
console.log(`
✔ The platform is running.

  Open ${stack.gatewayUrl}/
  Team sign-in: ${stack.gatewayUrl}/login
    email:    ${process.env.ADMIN_EMAIL || 'admin@talentbridge.local'}
    password: ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD from your environment)' : 'ChangeMe-Admin-2025!'}
    (the first administrator, created when the team is empty; change the password for real use)
${candidateSignIn}  Client portal: ${stack.gatewayUrl}/clientportal
    (an employer's contact signs in there once invited: the e-mailed link sets their password)
${infra.mailpitUrl ? `  E-mails the platform sends: ${infra.mailpitUrl}/ (Mailpit)\n` : ''}${
  infra.minioConsoleUrl
    ? `  CVs and documents: ${infra.minioConsoleUrl}/ (MinIO's console; sign in as ${infra.s3.accessKeyId} / ${process.env.S3_SECRET_ACCESS_KEY ? '(S3_SECRET_ACCESS_KEY)' : infra.s3.secretAccessKey})\n`
    : ''
}  ${webhooks.line}
  Logs in .data/logs/. Press Ctrl-C to stop everything.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  await infra.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
