import type { Types } from 'mongoose';
import type { JobRole } from '@agency/contracts';
import type { JobRoleDoc } from './model';

export type StoredJobRole = JobRoleDoc & { _id: Types.ObjectId };

/** A job role without its employer's name, which lives with the employers. */
export type ListedJobRole = Omit<JobRole, 'employer'>;

export function toListedJobRole(doc: StoredJobRole): ListedJobRole {
  return {
    id: doc._id.toHexString(),
    slug: doc.slug,
    employerId: doc.employerId.toHexString(),
    title: doc.title,
    description: doc.description || null,
    requirements: doc.requirements || null,
    salaryRange: doc.salaryRange || null,
    location: doc.location || null,
    status: doc.status,
    priority: doc.priority,
    owner: doc.ownerId ? { id: doc.ownerId, name: doc.ownerName ?? '' } : null,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

export function withEmployerName(role: ListedJobRole, employerName: string | null): JobRole {
  return { ...role, employer: employerName === null ? null : { id: role.employerId, name: employerName } };
}

export const toJobRole = (doc: StoredJobRole, employerName: string | null): JobRole => withEmployerName(toListedJobRole(doc), employerName);
