/**
 * What the services' tests share when they run real services side by side: the first administrator,
 * an HTTP client for a running service, fresh ids, and the other services' records as their events
 * describe them. Each service's own starter (`startAuth`, `startEngagement`, ...) stays in its test/
 * folder, exported as `@agency/<service>/testing` for other projects' tests: it needs the service's code,
 * which this library cannot depend on (every service's tests depend on it).
 */
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { inject } from 'vitest';
import {
  CandidatesEvents,
  EVENT_SCHEMA_VERSION,
  CatalogEvents,
  type CandidateSnapshot,
  type EmployerSnapshot,
  type EventEnvelope,
  type JobRoleSnapshot,
} from '@agency/contracts';

/** Where a service under test finds its database and NATS. */
export interface ServerUrls {
  mongoUrl: string;
  natsUrl: string;
}

/** The servers the global setup gives every file of the run (a file's own come from `startOwnServers`). */
export const sharedServers = (): ServerUrls => ({ mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl') });

/** The first administrator every test's auth service is started with. */
export const ADMIN = { email: 'admin@agency.test', password: 'admin-password-1', name: 'Ada Admin' };

/** An id in the form the services give their records (a MongoDB ObjectId). */
export const newId = () => new Types.ObjectId().toHexString();

/** JSON calls to a running service, and the staff sign-in (the auth service's `/api/auth/login`). */
export function client(service: { url: string }) {
  const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const login = async (email: string, password: string) => {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  };
  return { call, login };
}

/**
 * The other contexts' records as their services' events describe them, published as their relays would:
 * each `publish` call takes the next version, so a test reads like the history of the record. The
 * envelope is the one `newEvent` (service-kit) writes; this library does not import service-kit, whose
 * own tests use it.
 */
export class OtherContexts {
  private readonly versions = new Map<string, number>();

  constructor(private readonly bus: { publish(event: EventEnvelope): Promise<void> }) {}

  private async publish(type: string, id: string, data: unknown, version?: number): Promise<EventEnvelope> {
    const next = version ?? (this.versions.get(id) ?? 0) + 1;
    this.versions.set(id, Math.max(next, this.versions.get(id) ?? 0));
    const event: EventEnvelope = { schemaVersion: EVENT_SCHEMA_VERSION, id: randomUUID(), type, occurredAt: new Date().toISOString(), aggregateId: id, version: next, data };
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
