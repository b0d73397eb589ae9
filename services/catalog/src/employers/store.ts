import type { Connection } from 'mongoose';
import { CatalogEvents, type Employer, type EmployerContact, type EmployerInput, type EmployerList, type EmployerListQuery } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import { catalogViewOf } from '../catalog-view';
import { replacing } from '../replacement';
import { employerModel, type EmployerDoc } from './model';
import { toEmployer, type StoredEmployer } from './snapshot';

const OPTIONAL_FIELDS = ['industry', 'location', 'contactPerson', 'contactEmail', 'contactPhone', 'website', 'description'] as const;

/**
 * The stored fields of a form: with `contacts` sent, the single contact fields are its first entry (other
 * readers of those fields keep working); without, the list is left to be read from the single contact.
 */
function withContacts(input: EmployerInput): Omit<EmployerInput, 'contacts'> & { contacts: EmployerContact[] | null } {
  if (input.contacts === undefined) return { ...input, contacts: null };
  const contacts = input.contacts.map((contact) => ({
    name: contact.name,
    jobTitle: contact.jobTitle || null,
    email: contact.email || null,
    phone: contact.phone || null,
  }));
  const main = contacts[0];
  return { ...input, contacts, contactPerson: main?.name ?? null, contactEmail: main?.email ?? null, contactPhone: main?.phone ?? null };
}

/**
 * Employers: the only place that writes them. Every change records its event in the outbox and goes
 * into the catalog view at once; the list is answered from the view.
 */
export function employerStore(db: Connection, relay?: OutboxRelay) {
  const model = employerModel(db);
  const view = catalogViewOf(db);
  const writes = eventfulWrites<EmployerDoc>(model, relay);
  const snapshot = (doc: StoredEmployer) => toEmployer(doc);
  const shown = (doc: StoredEmployer) => {
    const employer = toEmployer(doc);
    view.putEmployer(employer, doc.version);
    return employer;
  };

  return {
    model,
    /** `imported`: a row of an import (decision 0123), with the id decided at upload and the import's id kept on the record. */
    async create(input: EmployerInput, imported?: { id: string; importId: string }): Promise<Employer> {
      const now = new Date();
      const doc = await writes.create(
        { ...withContacts(input), ...(imported ? { importId: imported.importId } : {}), createdAt: now, updatedAt: now } as Partial<EmployerDoc>,
        CatalogEvents.employerCreated,
        snapshot,
        imported?.id,
      );
      return shown(doc);
    },
    /** Replaces the employer's fields (the forms send the whole employer); null when it does not exist. */
    async update(id: string, input: EmployerInput): Promise<Employer | null> {
      const fields = replacing(withContacts(input), OPTIONAL_FIELDS);
      const doc = await writes.update(id, () => ({ ...fields, updatedAt: new Date() }) as Partial<EmployerDoc>, CatalogEvents.employerUpdated, snapshot);
      return doc ? shown(doc) : null;
    },
    /** Soft-deletes with its event (as `writes.remove`), answering the version for the view. */
    async remove(id: string): Promise<boolean> {
      const doc = await writes.update(id, () => ({ deletedAt: new Date() }) as Partial<EmployerDoc>, CatalogEvents.employerDeleted, snapshot);
      if (doc) view.removeEmployer(id, doc.version);
      return doc !== null;
    },
    // By `_id` alone, the one filter FerretDB looks up without reading the whole collection.
    async findById(id: string): Promise<Employer | null> {
      const doc = (await model.findOne({ _id: id }).lean()) as (StoredEmployer & { deletedAt?: Date | null }) | null;
      return doc && !doc.deletedAt ? toEmployer(doc) : null;
    },
    /** Searched over name, industry and location (case-insensitive, literal text) and paged; by name. */
    async list(query: EmployerListQuery, where?: (employer: Employer) => boolean): Promise<EmployerList> {
      await view.loaded();
      return view.listEmployers(query, where);
    },
    async count(): Promise<number> {
      return model.countDocuments(live);
    },
  };
}

export type EmployerStore = ReturnType<typeof employerStore>;
