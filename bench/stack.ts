// Shared by the benches: a fresh MongoDB-wire server and NATS, the services started in this process, and
// a staff token; everything stopped and the data removed afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { startService, type RunningService, type ServiceDefinition } from '@agency/service-kit';
import { startInfra } from '../scripts/infra-lib.mjs';
import { authConfig } from '../services/auth/src/config';
import { authService } from '../services/auth/src/service';

const ADMIN = { email: 'bench-admin@agency.test', password: 'bench-admin-password', name: 'Bench Admin' };

export async function startBenchStack(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `agency-bench-${name}-`));
  process.env.LOG_LEVEL = 'warn';
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort(), env: {} });
  const running: RunningService[] = [];

  /** Starts a service in this process, on a database of its own name. */
  async function start(definition: ServiceDefinition, dbName: string): Promise<RunningService> {
    const service = await startService(definition, { mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, port: 0, logLevel: 'warn', dbName });
    running.push(service);
    return service;
  }

  return {
    infra,
    start,
    /** Starts the auth service (the others find it through AUTH_URL) and signs its first administrator in. */
    async staffToken(): Promise<string> {
      const auth = await start(authService({ ...authConfig(), firstAdministrator: ADMIN }), 'auth');
      process.env.AUTH_URL = auth.url;
      const login = await fetch(`${auth.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      return ((await login.json()) as { token: string }).token;
    },
    async stop() {
      for (const service of running.reverse()) await service.close().catch(() => undefined);
      await infra.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
