import type { Types } from 'mongoose';
import type { CustomFieldValues, Employer, EmployerContact } from '@agency/contracts';
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
    contacts: contactsOf(doc),
    website: doc.website || null,
    description: doc.description || null,
    status: doc.status,
    ...(doc.customFields ? { customFields: doc.customFields as CustomFieldValues } : {}),
    createdAt: new Date(doc.createdAt ?? Date.now()).toISOString(),
    updatedAt: new Date(doc.updatedAt ?? Date.now()).toISOString(),
  };
}

/** The stored list; an employer stored before there were several contacts has its single contact as the first. */
function contactsOf(doc: StoredEmployer): EmployerContact[] {
  const contact = (fields: { name?: string | null; jobTitle?: string | null; email?: string | null; phone?: string | null }) => ({
    name: fields.name ?? '',
    jobTitle: fields.jobTitle || null,
    email: fields.email || null,
    phone: fields.phone || null,
  });
  if (doc.contacts) return doc.contacts.map(contact);
  if (!doc.contactPerson && !doc.contactEmail && !doc.contactPhone) return [];
  return [contact({ name: doc.contactPerson, email: doc.contactEmail, phone: doc.contactPhone })];
}
