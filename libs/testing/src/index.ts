import { randomBytes } from 'node:crypto';

export { startLocalMongo, startLocalNats, stopLocalMongo, stopLocalNats, type LocalInfra } from './local-infra';

/** A database name of its own for one test file, so files never see each other's data. */
export function uniqueDbName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}
