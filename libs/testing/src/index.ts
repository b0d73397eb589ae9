/**
 * Test infrastructure for integration tests: a MongoDB-wire server and NATS (JetStream) per test run.
 *
 * In a package's vitest.config.ts: `test: serviceTests` from '@agency/testing/vitest-preset' (its global setup).
 * In a test:
 *   import { uniqueDbName } from '@agency/testing';  // also types inject()
 *   const mongoUrl = inject('mongoUrl');  // no database in it: pass { dbName: uniqueDbName('catalog') }
 *   const natsUrl = inject('natsUrl');
 * A test that stops and restarts a server does it on servers of its own, whatever TEST_INFRA chose:
 *   const servers = await startOwnServers();  // servers.natsUrl, servers.stopNats(), servers.startNats(), ...
 */
import { randomBytes } from 'node:crypto';
import type {} from './provided-context'; // the types of inject('mongoUrl') and inject('natsUrl')

export { startMailpit, type MailpitMessage, type MailpitSummary, type OwnMailpit } from './mailpit';
export { pdfOf } from './documents';
export { startObjectStore, type OwnObjectStore } from './object-store';
export { startOwnServers, type OwnServers } from './own-servers';
export { ADMIN, client, newId, OtherContexts, sharedServers, type ServerUrls } from './services';

/**
 * A database name of its own for one test file, so files never see each other's data.
 * Only letters, digits and `_`, at most 63 characters: FerretDB accepts fewer names than MongoDB.
 */
export function uniqueDbName(prefix: string): string {
  const safe = prefix.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 50);
  return `${safe}_${randomBytes(4).toString('hex')}`;
}

/** Polls until `check` returns true or the time is up. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
