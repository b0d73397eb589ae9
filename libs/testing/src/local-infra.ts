import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startProcess, stopStarted, type ProcessSpec } from '../../../scripts/infra-lib.mjs';

/** What the global setup started itself, so that a test can stop and restart it (fault tests). */
export interface LocalInfra {
  /** Temporary folder with the servers' data, logs and `<role>.pid` files. */
  dataDir: string;
  nats?: ProcessSpec;
  /** The MongoDB-wire server (FerretDB or mongod). */
  mongo?: ProcessSpec;
  /** What runs under FerretDB; not stopped by the fault tests. */
  postgres?: ProcessSpec;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** MongoDB-wire server, without a database name: pass `dbName` to the driver. */
    mongoUrl: string;
    natsUrl: string;
    /** null when the URLs came from the environment or from containers. */
    localInfra: LocalInfra | null;
  }
}

type Role = 'nats' | 'mongo' | 'postgres';

export const roleOf = (name: string): Role => (name === 'nats' || name === 'postgres' ? name : 'mongo');

/** The pid of the process that holds the role now (a restart writes a new one). */
export function readPid(local: LocalInfra, role: Role): number | null {
  const file = join(local.dataDir, `${role}.pid`);
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : null;
}

function controllable(role: Role): { local: LocalInfra; spec: ProcessSpec } {
  const local = inject('localInfra');
  const spec = local?.[role];
  if (!local || !spec) {
    throw new Error(
      `the ${role} server is not controllable: the test setup did not start it (it came from the environment or a container). ` +
        `Skip this test unless inject('localInfra')?.${role} is set.`,
    );
  }
  return { local, spec };
}

/**
 * Stops the server as in an outage: SIGTERM, SIGKILL after half a second (FerretDB would otherwise
 * wait seconds for its open client connections), and waits until the process is gone.
 */
async function stop(role: Role): Promise<void> {
  const { local, spec } = controllable(role);
  const pid = readPid(local, role);
  if (pid) await stopStarted(spec, pid, { graceMs: 500 });
  writeFileSync(join(local.dataDir, `${role}.pid`), '');
}

/** Starts it again on the same port with the same data folder; answers the new pid once it listens. */
async function start(role: Role): Promise<number> {
  const { local, spec } = controllable(role);
  const pid = await startProcess(spec, { logDir: join(local.dataDir, 'logs') });
  writeFileSync(join(local.dataDir, `${role}.pid`), String(pid));
  return pid;
}

export const stopLocalNats = (): Promise<void> => stop('nats');
export const startLocalNats = (): Promise<number> => start('nats');
export const stopLocalMongo = (): Promise<void> => stop('mongo');
export const startLocalMongo = (): Promise<number> => start('mongo');
