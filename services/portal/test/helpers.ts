import { afterAll, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PROVISION_CANDIDATE_ACCOUNT, Streams, type EventEnvelope } from '@agency/contracts';
import { createLogger, EventBus, startService, type RunningService } from '@agency/service-kit';
import { ADMIN, client, eventually, newId, OtherContexts, uniqueDbName } from '@agency/testing';
import { startAuth, type RunningAuth } from '@agency/auth/testing';
import { portalService } from '../src/service';

export { eventually, newId, OtherContexts };

/** Starts the real portal service on a free port, by default with a database of its own. */
export async function startPortal(dbName = uniqueDbName('portal')) {
  const service = await startService(portalService, { port: 0, mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl'), dbName });
  return Object.assign(service, { dbName, ...client(service) });
}

export type RunningPortal = Awaited<ReturnType<typeof startPortal>>;

/** The real auth service and the portal verifying its tokens, with a staff token of the first administrator. */
export async function startWithAuth() {
  const auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  const portal = await startPortal();
  const staffToken = await auth.login(ADMIN.email, ADMIN.password);
  const staffId = JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return { auth, portal, staffToken, staffId };
}

/**
 * What the portal's API tests work with: the portal and auth (startWithAuth), a bus with the other contexts'
 * publishers, the portal's events followed, and calls with a token (staff's ready); all closed after the file.
 */
export async function startPortalApi() {
  const { auth, portal, staffToken, staffId } = await startWithAuth();
  const bus = await connectBus();
  const others = new OtherContexts(bus);
  const events = portalEventsOf(bus);
  await events.ready;
  afterAll(async () => {
    await closeAll(portal, auth);
    await bus.close();
  });
  const as = (token: string) => (method: string, path: string, body?: unknown) => portal.call(method, path, { token, body });
  return { auth, portal, staffToken, staffId, bus, others, events, as, asStaff: as(staffToken) };
}

export async function closeAll(...services: (RunningService | RunningAuth | undefined)[]) {
  for (const service of services) await service?.close();
}

export async function connectBus(name = `portal-test-${randomUUID()}`): Promise<EventBus> {
  return EventBus.connect(inject('natsUrl'), name, createLogger(name));
}

/** A candidate's portal token, as the auth service gives one to a candidate who applied. */
export async function candidateToken(bus: EventBus, candidateId: string): Promise<string> {
  const reply = await bus.connection.request(PROVISION_CANDIDATE_ACCOUNT, JSON.stringify({ candidateId, email: `${candidateId}@portal.test` }), { timeout: 5_000 });
  const answer = reply.json() as { ok: boolean; token?: string; message?: string };
  if (!answer.token) throw new Error(`no candidate token: ${answer.message}`);
  return answer.token;
}

/** Waits until the portal has stored this version of a candidate or job role (its memory has it by then). */
export async function referenceKnown(service: RunningService, collection: 'candidate_refs' | 'job_role_refs', id: string, version = 1): Promise<void> {
  await eventually(async () => ((await service.context.db.collection(collection).findOne({ _id: id } as never))?.version ?? 0) >= version);
}

/** Every PORTAL event about one record, in order, as other services read them. */
export function portalEventsOf(bus: EventBus) {
  const seen: EventEnvelope[] = [];
  const ready = bus.follow(Streams.portal, (event) => void seen.push(event));
  return {
    ready,
    about: (id: string) => seen.filter((event) => event.aggregateId === id).map((event) => ({ type: event.type, version: event.version, data: event.data })),
  };
}

/** Every candidate route of the portal service, as [method, path], an unknown id where the path takes one. */
export function candidateRoutes(): [string, string][] {
  return [
    ['GET', '/api/candidate/job-matches'],
    ['POST', `/api/candidate/job-matches/${newId()}/interest`],
    ['GET', '/api/candidate/appointments'],
    ['POST', `/api/candidate/appointments/${newId()}/confirm`],
    ['GET', '/api/candidate/messages'],
    ['POST', `/api/candidate/messages/${newId()}/read`],
    ['POST', `/api/candidate/messages/${newId()}/replies`],
  ];
}
