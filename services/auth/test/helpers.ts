import { startService } from '@agency/service-kit';
import { ADMIN, client, sharedServers, uniqueDbName, type ServerUrls } from '@agency/testing';
import { authConfig, type AuthConfig } from '../src/config';
import { authService } from '../src/service';

export { ADMIN };

/**
 * Starts the real auth service on a free port with a database of its own, on the run's shared servers
 * unless given others. Other packages' tests use it too (`@agency/auth/testing`) when they need real tokens.
 */
export async function startAuth(overrides: Partial<AuthConfig> = {}, dbName = uniqueDbName('auth'), servers: ServerUrls = sharedServers()) {
  const config: AuthConfig = { ...authConfig(), firstAdministrator: ADMIN, ...overrides };
  const service = await startService(authService(config), { port: 0, mongoUrl: servers.mongoUrl, natsUrl: servers.natsUrl, dbName });
  return Object.assign(service, { dbName, ...client(service) });
}

export type RunningAuth = Awaited<ReturnType<typeof startAuth>>;
