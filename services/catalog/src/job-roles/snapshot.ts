import type { Types } from 'mongoose';
import type { CustomFieldValues, JobRole } from '@agency/contracts';
import type { JobRoleDoc } from './model';

export type StoredJobRole = JobRoleDoc & { _id: Types.ObjectId };

/** A job role without its employer's name, which lives with the employers. */
export type ListedJobRole = Omit<JobRole, 'employer'>;

/** The custom field values (decision 0125), when the role has any; a field of the schema outside its inferred type. */
function customFieldsOf(doc: StoredJobRole): { customFields?: CustomFieldValues } {
  const values = (doc as { customFields?: CustomFieldValues | null }).customFields;
  return values ? { customFields: values } : {};
}

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
    ...customFieldsOf(doc),
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

export function withEmployerName(role: ListedJobRole, employerName: string | null): JobRole {
  return { ...role, employer: employerName === null ? null : { id: role.employerId, name: employerName } };
}

export const toJobRole = (doc: StoredJobRole, employerName: string | null): JobRole => withEmployerName(toListedJobRole(doc), employerName);
