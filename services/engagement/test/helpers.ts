import { inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CandidatesEvents,
  CatalogEvents,
  type CandidateSnapshot,
  type EmployerSnapshot,
  type EventEnvelope,
  type JobRoleSnapshot,
} from '@agency/contracts';
import { createLogger, EventBus, newEvent, startService, type RunningService } from '@agency/service-kit';
import { eventually, uniqueDbName } from '@agency/testing';
import { ADMIN, client, startAuth, type RunningAuth } from '../../auth/test/helpers';
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

export const newId = () => new Types.ObjectId().toHexString();

/**
 * The other contexts' records as their services' events describe them, published as their relays would:
 * each `publish` call takes the next version, so a test reads like the history of the record.
 */
export class OtherContexts {
  private readonly versions = new Map<string, number>();

  constructor(private readonly bus: EventBus) {}

  private async publish(type: string, id: string, data: unknown, version?: number): Promise<EventEnvelope> {
    const next = version ?? (this.versions.get(id) ?? 0) + 1;
    this.versions.set(id, Math.max(next, this.versions.get(id) ?? 0));
    const event = newEvent(type, id, next, data);
    await this.bus.publish(event);
    return event;
  }

  async candidate(name: string, fields: Partial<CandidateSnapshot> = {}): Promise<CandidateSnapshot> {
    const now = new Date().toISOString();
    const candidate: CandidateSnapshot = {
      id: newId(),
      name,
      email: null,
      phone: null,
      linkedinUrl: null,
      currentRole: 'Engineer',
      location: null,
      skills: null,
      availability: 'available',
      summary: null,
      cvUrl: null,
      profileCompleted: false,
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    await this.publish(CandidatesEvents.candidateCreated, candidate.id, candidate);
    return candidate;
  }

  renameCandidate(candidate: CandidateSnapshot, name: string, version?: number) {
    return this.publish(CandidatesEvents.candidateUpdated, candidate.id, { ...candidate, name }, version);
  }

  eraseCandidate(candidate: CandidateSnapshot) {
    return this.publish(CandidatesEvents.candidateDeleted, candidate.id, { id: candidate.id });
  }

  async employer(name: string): Promise<EmployerSnapshot> {
    const now = new Date().toISOString();
    const employer: EmployerSnapshot = { id: newId(), name, status: 'active', createdAt: now, updatedAt: now };
    await this.publish(CatalogEvents.employerCreated, employer.id, employer);
    return employer;
  }

  renameEmployer(employer: EmployerSnapshot, name: string) {
    return this.publish(CatalogEvents.employerUpdated, employer.id, { ...employer, name });
  }

  deleteEmployer(employer: EmployerSnapshot) {
    return this.publish(CatalogEvents.employerDeleted, employer.id, { id: employer.id });
  }

  async jobRole(title: string, employer: EmployerSnapshot): Promise<JobRoleSnapshot> {
    const now = new Date().toISOString();
    const role: JobRoleSnapshot = {
      id: newId(),
      slug: `${title.toLowerCase().replaceAll(' ', '-')}-${randomUUID().slice(0, 6)}`,
      employerId: employer.id,
      employerName: employer.name,
      title,
      description: null,
      requirements: null,
      salaryRange: null,
      location: null,
      status: 'open',
      priority: 'medium',
      createdAt: now,
      updatedAt: now,
    };
    await this.publish(CatalogEvents.jobRoleCreated, role.id, role);
    return role;
  }

  deleteJobRole(role: JobRoleSnapshot) {
    return this.publish(CatalogEvents.jobRoleDeleted, role.id, { id: role.id, slug: role.slug });
  }
}


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
