import { inject } from 'vitest';
import { startService, type RunningService } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { ADMIN, client, startAuth, type RunningAuth } from '../../auth/test/helpers';
import { candidatesConfig, candidatesService, type CandidatesConfig } from '../src/service';

/** Starts the real candidates service on a free port with a database of its own. */
export async function startCandidates(overrides: Partial<CandidatesConfig> = {}, dbName = uniqueDbName('candidates')) {
  const service = await startService(candidatesService({ ...candidatesConfig(), ...overrides }), {
    port: 0,
    mongoUrl: inject('mongoUrl'),
    natsUrl: inject('natsUrl'),
    dbName,
  });
  return Object.assign(service, { dbName, ...client(service) });
}

export type RunningCandidates = Awaited<ReturnType<typeof startCandidates>>;

/**
 * The real auth service (tokens, candidate accounts) and the candidates service verifying its tokens,
 * with a staff token of the first administrator.
 */
export async function startWithAuth(overrides: Partial<CandidatesConfig> = {}) {
  const auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  const candidates = await startCandidates(overrides);
  const staffToken = await auth.login(ADMIN.email, ADMIN.password);
  return { auth, candidates, staffToken };
}

export async function closeAll(...services: (RunningService | RunningAuth | undefined)[]) {
  for (const service of services) await service?.close();
}

export { eventually } from '@agency/testing';
