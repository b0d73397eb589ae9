import { inject } from 'vitest';
import { startService } from '@agency/service-kit';
import { ADMIN, client, uniqueDbName } from '@agency/testing';
import { authConfig, type AuthConfig } from '../src/config';
import { authService } from '../src/service';

export { ADMIN };

/**
 * Starts the real auth service on a free port with a database of its own. Other packages' tests use it
 * too when they need real tokens.
 */
export async function startAuth(overrides: Partial<AuthConfig> = {}, dbName = uniqueDbName('auth')) {
  const config: AuthConfig = { ...authConfig(), firstAdministrator: ADMIN, ...overrides };
  const service = await startService(authService(config), { port: 0, mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl'), dbName });
  return Object.assign(service, { dbName, ...client(service) });
}

export type RunningAuth = Awaited<ReturnType<typeof startAuth>>;
