import { inject } from 'vitest';
import { startService, type RunningService } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { authConfig, type AuthConfig } from '../src/config';
import { authService } from '../src/service';

export const ADMIN = { email: 'admin@agency.test', password: 'admin-password-1', name: 'Ada Admin' };

/**
 * Starts the real auth service on a free port with a database of its own. Other packages' tests use it
 * too when they need real tokens.
 */
export async function startAuth(overrides: Partial<AuthConfig> = {}, dbName = uniqueDbName('auth')) {
  const config: AuthConfig = { ...authConfig(), firstAdministrator: ADMIN, ...overrides };
  const service = await startService(authService(config), { port: 0, mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl'), dbName });
  return Object.assign(service, { dbName, ...client(service) });
}

export function client(service: RunningService) {
  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const login = async (email: string, password: string) => {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  };
  return { call, login };
}

export type RunningAuth = Awaited<ReturnType<typeof startAuth>>;
