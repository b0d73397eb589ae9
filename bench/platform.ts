// Shared by the API and event benches: the platform as it runs in production, each service and the
// gateway in a child process of its own (scripts/stack.mjs, as `npm start` and the browser tests run
// it), on a fresh MongoDB-wire server and NATS with the demo data; stopped and removed afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import type { Connection } from 'mongoose';
import { connectDatabase } from '@agency/service-kit';
import { startInfra } from '../scripts/infra-lib.mjs';
import { repoRoot, services, startStack } from '../scripts/stack.mjs';

const ADMIN = { email: 'admin@talentbridge.local', password: 'ChangeMe-Admin-2025!' };

export interface BenchPlatform {
  gatewayUrl: string;
  serviceUrl(name: string): string;
  staffToken: string;
  mongoUrl: string;
  natsUrl: string;
  /** Each service's and the gateway's output, `<name>.log` (removed with the rest by `stop`). */
  logDir: string;
  stop(): Promise<void>;
}

/**
 * Starts infrastructure, seeds the demo data, lets `beforeStart` add more straight into the databases
 * (e.g. 100,000 candidates), then starts every service and the gateway and signs the administrator in.
 */
export async function startBenchPlatform(name: string, beforeStart?: (database: (dbName: string) => Promise<Connection>) => Promise<void>): Promise<BenchPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `agency-bench-${name}-`));
  process.env.LOG_LEVEL = 'warn';
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort(), env: {} });
  const logDir = join(dataDir, 'logs');
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  const stop = async () => {
    await stack?.stop();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: repoRoot, env: { ...process.env, MONGODB_URI: infra.mongoUrl }, stdio: 'ignore' });
    if (beforeStart) {
      const opened: Connection[] = [];
      await beforeStart(async (dbName) => {
        const db = await connectDatabase(infra.mongoUrl, dbName);
        opened.push(db);
        return db;
      });
      for (const db of opened) await db.close();
    }
    stack = await startStack({
      mongoUrl: infra.mongoUrl,
      natsUrl: infra.natsUrl,
      gatewayPort: await getPort(),
      ports: Object.fromEntries(await Promise.all(services.map(async (service) => [service.name, await getPort()]))),
      logDir,
      // The bench posts from one address far more often than a visitor would.
      env: { LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PUBLIC_FORMS_PER_IP: '1000000' },
    });
    const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in for the bench answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const ports = stack.ports;
    return { gatewayUrl: stack.gatewayUrl, serviceUrl: (service) => `http://127.0.0.1:${ports[service]}`, staffToken: token, mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The machine the figures were taken on, printed and stored with them. */
export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Number((totalmem() / 2 ** 30).toFixed(1)),
    node: process.version,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  };
}

export const describeMachine = (m: ReturnType<typeof machine>) => `${m.cores} × ${m.cpu}, ${m.memoryGb} GB, Node ${m.node}, load ${m.loadAverage}`;
