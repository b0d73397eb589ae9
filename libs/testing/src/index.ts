/**
 * Test infrastructure for integration tests: a MongoDB-wire server and NATS (JetStream) per test run.
 *
 * In a package's vitest.config.ts:
 *   test: { globalSetup: ['@agency/testing/global-setup'], fileParallelism: false (if a test stops a server) }
 * In a test:
 *   import { uniqueDbName, stopLocalNats, startLocalNats } from '@agency/testing';  // also types inject()
 *   const mongoUrl = inject('mongoUrl');  // no database in it: pass { dbName: uniqueDbName('catalog') }
 *   const natsUrl = inject('natsUrl');
 *   it.runIf(inject('localInfra')?.nats)('survives a NATS outage', ...)  // helpers throw otherwise
 */
import { randomBytes } from 'node:crypto';

export {
  startLocalMongo,
  startLocalNats,
  stopLocalMongo,
  stopLocalNats,
  type LocalInfra,
} from './local-infra';
export { startMailpit, type MailpitMessage, type MailpitSummary, type OwnMailpit } from './mailpit';
export { startOwnServers, type OwnServers } from './own-servers';
export { ADMIN, client, newId, OtherContexts } from './services';

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
