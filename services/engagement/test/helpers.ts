import { afterAll, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createLogger, EventBus, startService, type RunningService } from '@agency/service-kit';
import { ADMIN, client, eventually, newId, OtherContexts, uniqueDbName } from '@agency/testing';
import { startAuth, type RunningAuth } from '@agency/auth/testing';
import { engagementService } from '../src/service';

export { eventually };

/** Starts the real engagement service on a free port, by default with a database of its own. */
export async function startEngagement(dbName = uniqueDbName('engagement')) {
  const service = await startService(engagementService, { port: 0, mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl'), dbName });
  return Object.assign(service, { dbName, ...client(service) });
}

export type RunningEngagement = Awaited<ReturnType<typeof startEngagement>>;

/** The real auth service and the engagement service verifying its tokens, with a staff token of the first administrator. */
export async function startWithAuth() {
  const auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  const engagement = await startEngagement();
  const staffToken = await auth.login(ADMIN.email, ADMIN.password);
  return { auth, engagement, staffToken };
}

export async function closeAll(...services: (RunningService | RunningAuth | undefined)[]) {
  for (const service of services) await service?.close();
}

export async function connectBus(name = `engagement-test-${randomUUID()}`): Promise<EventBus> {
  return EventBus.connect(inject('natsUrl'), name, createLogger(name));
}

/** What the engagement API tests work with: startWithAuth and a bus, all closed after the file's tests. */
export async function startEngagementApi() {
  const { auth, engagement, staffToken } = await startWithAuth();
  const bus = await connectBus();
  afterAll(async () => {
    await closeAll(engagement, auth);
    await bus.close();
  });
  return { auth, engagement, staffToken, bus };
}

export { newId, OtherContexts };


/** Waits until the service has stored this version of another context's record (its memory has it by then). */
export async function referenceKnown(
  service: RunningService,
  collection: 'candidate_names' | 'employer_names' | 'job_role_names',
  id: string,
  version = 1,
): Promise<void> {
  await eventually(async () => ((await service.context.db.collection(collection).findOne({ _id: id } as never))?.version ?? 0) >= version);
}

/**
 * A candidate, an employer and one of its roles, announced by the other contexts and known to the
 * service: what most tests link their interactions and placements to. `links` is the three ids as a body takes them.
 */
export async function knownLinks(
  service: RunningService,
  others: OtherContexts,
  names: { candidate: string; currentRole: string; employer: string; jobRole: string },
) {
  const candidate = await others.candidate(names.candidate, { currentRole: names.currentRole });
  const employer = await others.employer(names.employer);
  const role = await others.jobRole(names.jobRole, employer);
  await referenceKnown(service, 'candidate_names', candidate.id);
  await referenceKnown(service, 'employer_names', employer.id);
  await referenceKnown(service, 'job_role_names', role.id);
  return { candidate, employer, role, links: { candidateId: candidate.id, employerId: employer.id, jobRoleId: role.id } };
}
