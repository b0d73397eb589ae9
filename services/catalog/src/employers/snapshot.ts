import type { Types } from 'mongoose';
import type { Employer } from '@agency/contracts';
import type { EmployerDoc } from './model';

export type StoredEmployer = EmployerDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

/** A stored employer as the API and the employer events show it. */
export function toEmployer(doc: StoredEmployer): Employer {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    industry: doc.industry || null,
    location: doc.location || null,
    contactPerson: doc.contactPerson || null,
    contactEmail: doc.contactEmail || null,
    contactPhone: doc.contactPhone || null,
    website: doc.website || null,
    description: doc.description || null,
    status: doc.status,
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}
