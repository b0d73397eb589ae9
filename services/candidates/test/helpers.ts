import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CatalogEvents, type JobRoleSnapshot, type JobRoleStatus } from '@agency/contracts';
import { createLogger, EventBus, newEvent, startService, type RunningService } from '@agency/service-kit';
import { ADMIN, client, eventually, newId, uniqueDbName, type OwnObjectStore } from '@agency/testing';
import { startAuth, type RunningAuth } from '@agency/auth/testing';
import type { ObjectStoreConfig } from '../src/documents/object-store';
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

/** The candidates service's object-store settings for a MinIO of the test's own (path-style, as MinIO needs). */
export function objectStoreOf(store: OwnObjectStore): ObjectStoreConfig {
  const { endpoint, region, bucket, accessKeyId, secretAccessKey } = store;
  return { endpoint, region, bucket, accessKeyId, secretAccessKey, forcePathStyle: true };
}

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

export async function connectBus(name = `candidates-test-${randomUUID()}`): Promise<EventBus> {
  return EventBus.connect(inject('natsUrl'), name, createLogger(name));
}

/** A job role as the catalog's events describe it; `version` grows with each change. */
export function roleSnapshot(id: string, title: string, status: JobRoleStatus = 'open'): JobRoleSnapshot {
  const now = new Date().toISOString();
  return {
    id,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    employerId: newId(),
    employerName: 'Test Employer',
    title,
    description: null,
    requirements: null,
    salaryRange: null,
    location: null,
    status,
    priority: 'medium',
    createdAt: now,
    updatedAt: now,
  };
}

/** Publishes a catalog job-role event, as the catalog's relay would. */
export async function publishRole(bus: EventBus, role: JobRoleSnapshot, version: number, type: string = CatalogEvents.jobRoleCreated) {
  await bus.publish(newEvent(type, role.id, version, type === CatalogEvents.jobRoleDeleted ? { id: role.id, slug: role.slug } : role));
}

export { newId };

export { eventually };

/** A role published as the catalog would publish it (version 1), once the candidates service has projected it. */
export async function projectedRole(bus: EventBus, candidates: RunningCandidates, title: string): Promise<JobRoleSnapshot> {
  const role = roleSnapshot(newId(), title);
  await publishRole(bus, role, 1);
  await eventually(async () => (await candidates.context.db.collection('job_role_projection').countDocuments({ _id: role.id } as never)) === 1);
  return role;
}
