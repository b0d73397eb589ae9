import { randomUUID } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { CandidatesEvents, type Candidate, type ChangeAuthor, type CandidateInput, type CandidateProfileUpdate } from '@agency/contracts';
import { conflict, eventfulWrites, HttpError, isDuplicateKey, live, type OutboxRelay } from '@agency/service-kit';
import { changedFields, PLATFORM, WEBSITE_APPLICATION, type ChangeLog } from '../changes/change-log';
import type { CandidateDirectory } from './directory';
import { candidateModel, type CandidateDoc } from './model';
import { toCandidate, type StoredCandidate } from './snapshot';

export const emailTaken = (email: string) => conflict(`A candidate with the email ${email} already exists. Search for them instead of adding them again.`);
/** The portal's answer when a candidate changes their e-mail to one another candidate has. */
export const emailUsedByAnother = (email: string) =>
  conflict(`The email ${email} is already used by another account. Please use a different email address.`);

/** A portal profile update as validated (trimmed, e-mail lowercased). */
export type CandidateProfileChanges = z.output<typeof CandidateProfileUpdate>;

/** The stored form of the form's fields: empty texts and an empty skills list become null. */
function fieldsOf(input: CandidateInput) {
  const text = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    email: text(input.email),
    phone: text(input.phone),
    linkedinUrl: text(input.linkedinUrl),
    currentRole: text(input.currentRole),
    location: text(input.location),
    skills: input.skills?.length ? input.skills : null,
    availability: input.availability,
    summary: text(input.summary),
    cvUrl: text(input.cvUrl),
    // Left out, the stored values stay (the routes check and complete them against the definitions, decision 0125).
    ...(input.customFields !== undefined ? { customFields: input.customFields } : {}),
    // Likewise tags and owner (decision 0134): a form or an import that does not know them leaves them be.
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
  };
}

/** Unique per candidate: the e-mail, else a key of its own (many candidates have no e-mail). */
const emailKeyFor = (email: string | null, currentKey?: string) =>
  email ?? (currentKey?.startsWith('none:') ? currentKey : `none:${randomUUID()}`);

/**
 * Candidates: the only place that writes them. Every change records its event, updates the directory and,
 * with a change log, says who changed which fields.
 */

/**
 * What stays of a candidate who is gone (erased, or merged into another): every personal field blanked, the
 * e-mail's unique key freed under `emailKey`, and the time. The relay removes the document once its event is out.
 */
export function blankedCandidate(emailKey: string): Partial<CandidateDoc> {
  return {
    name: '',
    email: null,
    emailKey,
    phone: null,
    linkedinUrl: null,
    currentRole: null,
    location: null,
    skills: null,
    summary: null,
    cvUrl: null,
    customFields: null,
    tags: [],
    ownerId: null,
    deletedAt: new Date(),
  } as unknown as Partial<CandidateDoc>;
}
export function candidateStore(db: Connection, directory: CandidateDirectory, relay?: OutboxRelay, changes?: ChangeLog) {
  const model = candidateModel(db);
  const writes = eventfulWrites<CandidateDoc>(model, relay);
  const snapshot = (doc: StoredCandidate) => toCandidate(doc);

  /** Changes the given fields (null clears one), keeping the e-mail's unique key in step with the e-mail. */
  async function write(id: string, fields: Record<string, unknown> & { email?: string | null }, onDuplicate: (email: string) => HttpError, by: ChangeAuthor) {
    let before: Record<string, unknown> | null = null;
    try {
      const doc = (await writes.update(
        id,
        (current) => {
          before = current as Record<string, unknown>;
          return {
            ...fields,
            ...('email' in fields ? { emailKey: emailKeyFor(fields.email ?? null, current.emailKey) } : {}),
            updatedAt: new Date(),
          } as Partial<CandidateDoc>;
        },
        CandidatesEvents.candidateUpdated,
        snapshot,
      )) as StoredCandidate | null;
      if (!doc) return null;
      const candidate = toCandidate(doc);
      directory.put(candidate, doc.version);
      await changes?.record(candidate.id, 'updated', by, changedFields(before, candidate));
      return candidate;
    } catch (error) {
      if (isDuplicateKey(error) && fields.email) throw onDuplicate(fields.email);
      throw error;
    }
  }

  return {
    model,

    /** `imported`: a row of an import (decision 0123), with the id decided at upload and the import's id kept on the record. */
    async create(input: CandidateInput & { profileCompleted?: boolean }, by: ChangeAuthor = PLATFORM, imported?: { id: string; importId: string }): Promise<Candidate> {
      const fields = fieldsOf(input);
      const now = new Date();
      try {
        const doc = (await writes.create(
          {
            ...fields,
            emailKey: emailKeyFor(fields.email),
            // Whoever adds a candidate looks after them unless told otherwise (decision 0134); nobody for an application.
            ownerId: input.ownerId !== undefined ? input.ownerId : by.kind === 'staff' ? by.id : null,
            profileCompleted: input.profileCompleted ?? false,
            ...(imported ? { importId: imported.importId } : {}),
            createdAt: now,
            updatedAt: now,
          } as Partial<CandidateDoc>,
          CandidatesEvents.candidateCreated,
          snapshot,
          imported?.id,
        )) as StoredCandidate;
        const candidate = toCandidate(doc);
        directory.put(candidate, doc.version);
        await changes?.record(candidate.id, 'created', by, changedFields(null, candidate));
        return candidate;
      } catch (error) {
        if (isDuplicateKey(error) && fields.email) throw emailTaken(fields.email);
        throw error;
      }
    },

    async update(id: string, input: CandidateInput, by: ChangeAuthor): Promise<Candidate | null> {
      return write(id, fieldsOf(input), emailTaken, by);
    },

    /** Gives the candidate to a staff member, or to nobody (null). */
    async setOwner(id: string, ownerId: string | null, by: ChangeAuthor): Promise<Candidate | null> {
      return write(id, { ownerId }, emailTaken, by);
    },

    /**
     * Rewrites the candidate's tags from the stored ones (a rename or a merge in the registry, decision 0134): `retag`
     * sees the version it writes over, so a concurrent edit is never lost (the write is retried on a new version).
     * Null when they are gone or nothing changed.
     */
    async retag(id: string, retag: (tags: string[]) => string[]): Promise<Candidate | null> {
      let changed = false;
      const doc = (await writes.update(
        id,
        (current) => {
          const before = (current.tags as string[] | undefined) ?? [];
          const after = retag(before);
          changed = after.length !== before.length || after.some((tag, at) => tag !== before[at]);
          // Nothing to write when the tags stay: no event, no new version.
          return changed ? ({ tags: after, updatedAt: new Date() } as Partial<CandidateDoc>) : null;
        },
        CandidatesEvents.candidateUpdated,
        snapshot,
      )) as StoredCandidate | null;
      if (!doc || !changed) return null;
      const candidate = toCandidate(doc);
      directory.put(candidate, doc.version);
      return candidate;
    },

    /**
     * The candidate's own changes from the portal: only the fields sent change; null, an empty text or an
     * empty skills list clears one. The same write, event and directory update as a staff edit.
     */
    async updateOwn(id: string, update: CandidateProfileChanges, by: ChangeAuthor): Promise<Candidate | null> {
      const cleared = <T>(value: T) => (value === '' || (Array.isArray(value) && value.length === 0) ? null : value);
      const fields = Object.fromEntries(Object.entries(update).map(([field, value]) => [field, cleared(value)]));
      return write(id, fields, emailUsedByAnother, by);
    },

    /**
     * Erases the candidate: their personal fields are blanked in the same write that records the
     * deleted event (which carries only the id), and the relay removes the document once the event is
     * out. Answers the e-mail they had (their applications are matched by it), or undefined if unknown.
     */
    async erase(id: string): Promise<{ email: string | null } | undefined> {
      let email: string | null = null;
      const doc = await writes.update(
        id,
        (current) => {
          email = current.email ?? null;
          return blankedCandidate(`erased:${id}`);
        },
        CandidatesEvents.candidateDeleted,
        (erased) => ({ id: erased._id.toHexString() }),
      );
      if (!doc) return undefined;
      directory.remove(id, doc.version);
      return { email };
    },

    /** The directory first; then the database, for a candidate another instance has just added. */
    async findById(id: string): Promise<Candidate | null> {
      const known = directory.get(id);
      if (known || !Types.ObjectId.isValid(id)) return known;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredCandidate | null;
      if (!doc) return null;
      directory.put(toCandidate(doc), doc.version);
      return toCandidate(doc);
    },

    /** The candidate whose contact e-mail this is (lowercased), from the directory. */
    findByEmail(email: string): Candidate | null {
      return directory.findByEmail(email);
    },

    /**
     * The candidate with this e-mail (lowercased), or a new one from an application. A visitor never
     * changes an existing candidate's profile: anyone could type someone else's e-mail.
     */
    async findOrCreate(email: string, details: { name: string; phone?: string | null }): Promise<{ candidate: Candidate; created: boolean }> {
      const known = directory.findByEmail(email);
      if (known) return { candidate: known, created: false };
      try {
        return { candidate: await this.create({ name: details.name, email, phone: details.phone, availability: 'available' }, WEBSITE_APPLICATION), created: true };
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        // Added meanwhile by another instance (or a concurrent application): read it from the database.
        const doc = (await model.findOne({ emailKey: email, ...live }).lean()) as StoredCandidate | null;
        if (!doc) throw error;
        return { candidate: toCandidate(doc), created: false };
      }
    },
  };
}

export type CandidateStore = ReturnType<typeof candidateStore>;
