import { expect } from 'vitest';
import type { Candidate, Employer, JobRole } from '@agency/contracts';
import { apiClient } from './api-client';

/** A staff caller of the platform's API for a browser test's set-up: a refusal fails the test with its answer. */
export type StaffCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

export async function staffCaller(platformUrl: string): Promise<StaffCall> {
  const api = apiClient(platformUrl);
  const token = await api.signIn();
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await api.send(method, path, { token, body });
    expect(answer.status < 300, `${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
    return answer.body as T;
  };
}

/** A candidate, an active employer and one of its roles, named after the run so its rows are told apart from the seed's. */
export interface LinkedRecords {
  candidate: Candidate;
  employer: Employer;
  role: JobRole;
}

export async function createLinkedRecords(staff: StaffCall, run: string): Promise<LinkedRecords> {
  const candidate = await staff<Candidate>('POST', '/api/candidates', { name: `${run} Candidate` });
  const employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
  const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Role` });
  return { candidate, employer, role };
}

/** Removes what `createLinkedRecords` made (whatever of it exists), so the platform's other tests see the seed only. */
export async function removeLinkedRecords(staff: StaffCall, records: Partial<LinkedRecords>): Promise<void> {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (records.role) await remove(`/api/job-roles/${records.role.id}`);
  if (records.employer) await remove(`/api/employers/${records.employer.id}`);
  if (records.candidate) await remove(`/api/candidates/${records.candidate.id}`);
}
