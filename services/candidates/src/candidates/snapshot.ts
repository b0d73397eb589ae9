import type { Types } from 'mongoose';
import type { Candidate, CustomFieldValues } from '@agency/contracts';
import type { CandidateDoc } from './model';

export type StoredCandidate = CandidateDoc & { _id: Types.ObjectId; deletedAt?: Date | null };

const iso = (value: Date | string | null | undefined) => new Date(value ?? Date.now()).toISOString();

/** A stored candidate as the API and the candidate events show it. */
export function toCandidate(doc: StoredCandidate): Candidate {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    linkedinUrl: doc.linkedinUrl ?? null,
    currentRole: doc.currentRole ?? null,
    location: doc.location ?? null,
    skills: doc.skills ?? null,
    availability: doc.availability,
    summary: doc.summary ?? null,
    cvUrl: doc.cvUrl ?? null,
    profileCompleted: doc.profileCompleted ?? false,
    ...(doc.customFields ? { customFields: doc.customFields as CustomFieldValues } : {}),
    tags: doc.tags ?? [],
    ownerId: doc.ownerId ?? null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}
