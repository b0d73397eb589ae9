import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startProcess, stopProcess, type ProcessSpec } from '../../../scripts/infra-lib.mjs';

/** What the global setup started itself, so that a test can stop and restart it (fault tests). */
export interface LocalInfra {
  dataDir: string;
  nats?: ProcessSpec;
  mongo?: ProcessSpec;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUrl: string;
    natsUrl: string;
    localInfra: LocalInfra | null;
  }
}

type Role = 'nats' | 'mongo';

/** The pid of the process that holds the role now (a restart writes a new one). */
export function readPid(local: LocalInfra, role: Role): number | null {
  const file = join(local.dataDir, `${role}.pid`);
  return existsSync(file) ? Number(readFileSync(file, 'utf8')) : null;
}

function controllable(role: Role): { local: LocalInfra; spec: ProcessSpec } {
  const local = inject('localInfra');
  const spec = local?.[role];
  if (!local || !spec) {
    throw new Error(`the ${role} server was not started by the test setup (it came from the environment or a container), so a test cannot stop it`);
  }
  return { local, spec };
}

async function stop(role: Role): Promise<void> {
  const { local, spec } = controllable(role);
  const pid = readPid(local, role);
  if (pid) await stopProcess(pid, spec.port, spec.name);
}

/** Starts it again on the same port with the same data, as after an outage. */
async function start(role: Role): Promise<void> {
  const { local, spec } = controllable(role);
  const pid = await startProcess(spec, { logDir: join(local.dataDir, 'logs') });
  writeFileSync(join(local.dataDir, `${role}.pid`), String(pid));
}

export const stopLocalNats = () => stop('nats');
export const startLocalNats = () => start('nats');
export const stopLocalMongo = () => stop('mongo');
export const startLocalMongo = () => start('mongo');
