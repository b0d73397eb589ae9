import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { EngagementEvents, type StaffRef, type InteractionInput, type InteractionList, type InteractionListQuery, type InteractionUpdate } from '@agency/contracts';
import { badRequest, eventfulWrites, inDocumentTurn, live, type OutboxRelay } from '@agency/service-kit';
import type { EngagementView, InteractionRecord } from '../engagement-view';
import type { TaskStore } from '../tasks/store';
import { interactionModel, toInteractionRecord, type InteractionDoc, type StoredInteraction } from './model';
import { REVERSED_RANGE } from './routes';

type NewInteraction = z.output<typeof InteractionInput>;
type InteractionChanges = z.output<typeof InteractionUpdate>;
type ListQuery = z.output<typeof InteractionListQuery>;

/** Empty text is no text. */
const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** The stored form of the fields sent; a field left out stays out (kept), null clears it. */
function storedFields(changes: InteractionChanges): Partial<InteractionDoc> {
  const fields = {
    type: changes.type,
    subject: changes.subject,
    date: changes.date === undefined ? undefined : new Date(changes.date),
    description: text(changes.description),
    outcome: text(changes.outcome),
    nextSteps: text(changes.nextSteps),
    nextStepsDue: changes.nextStepsDue,
    nextStepsAssigneeId: changes.nextStepsAssigneeId,
    status: changes.status,
    candidateId: changes.candidateId,
    employerId: changes.employerId,
    jobRoleId: changes.jobRoleId,
    location: text(changes.location),
    durationMinutes: changes.durationMinutes,
    timeZone: changes.timeZone,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<InteractionDoc>;
}

/** What the portal's appointment of an interaction says about it (its `AppointmentSnapshot`, at the event's version). */
export interface AppointmentState {
  id: string;
  version: number;
  interactionId: string;
  candidateId: string;
  candidateConfirmed: boolean;
  confirmedAt: string | null;
}

const NO_LINKS_OR_NOTES = {
  description: null,
  outcome: null,
  nextSteps: null,
  nextStepsDue: null,
  nextStepsAssigneeId: null,
  candidateId: null,
  employerId: null,
  jobRoleId: null,
  location: null,
  durationMinutes: null,
  timeZone: null,
};

/**
 * Interactions: the only place that writes them. Every change records its event and updates the view; the task of
 * its next steps follows each change at once (and again from its event, should the process stop in between).
 */
export function interactionStore(db: Connection, view: EngagementView, relay?: OutboxRelay, tasks?: TaskStore) {
  const model = interactionModel(db);
  const writes = eventfulWrites<InteractionDoc>(model, relay);
  const snapshot = (doc: StoredInteraction) => toInteractionRecord(doc);

  return {
    model,

    /** `createdBy`: the staff member logging it (kept through every update). */
    async create(input: NewInteraction, createdBy: string | null = null): Promise<InteractionRecord> {
      const now = new Date();
      const doc = (await writes.create(
        { ...NO_LINKS_OR_NOTES, ...storedFields(input), createdBy, createdAt: now, updatedAt: now } as Partial<InteractionDoc>,
        EngagementEvents.interactionCreated,
        snapshot,
      )) as StoredInteraction;
      const record = toInteractionRecord(doc);
      view.interactions.put(record, doc.version);
      await tasks?.followInteraction(record, doc.version);
      return record;
    },

    async update(id: string, changes: InteractionChanges): Promise<InteractionRecord | null> {
      const doc = (await writes.update(
        id,
        () => ({ ...storedFields(changes), updatedAt: new Date() }) as Partial<InteractionDoc>,
        EngagementEvents.interactionUpdated,
        snapshot,
      )) as StoredInteraction | null;
      if (!doc) return null;
      const record = toInteractionRecord(doc);
      view.interactions.put(record, doc.version);
      await tasks?.followInteraction(record, doc.version);
      return record;
    },

    /**
     * Mirrors the candidate's confirmation from the portal's appointment of the interaction. Only a change
     * of it is an update with its event (the portal answers interaction updates with appointment events:
     * publishing on every one would loop); a repeated or older appointment event changes nothing, and one
     * of an appointment for another candidate than the interaction's (since re-linked) is not taken.
     * Answers the record when the confirmation changed.
     */
    async mirrorConfirmation(appointment: AppointmentState): Promise<InteractionRecord | null> {
      const { interactionId: id } = appointment;
      if (!Types.ObjectId.isValid(id)) return null;
      const current = (await model.findOne({ _id: id, ...live }).lean()) as StoredInteraction | null;
      if (!current || current.candidateId !== appointment.candidateId) return null;
      if (current.appointmentId === appointment.id && (current.appointmentVersion ?? 0) >= appointment.version) return null;
      const confirmedAt = appointment.candidateConfirmed ? new Date(appointment.confirmedAt ?? Date.now()) : null;
      const position = { appointmentId: appointment.id, appointmentVersion: appointment.version };
      const unchanged =
        (current.candidateConfirmed ?? false) === appointment.candidateConfirmed &&
        (current.candidateConfirmedAt?.getTime() ?? null) === (confirmedAt?.getTime() ?? null);
      if (unchanged) {
        // Only how far the appointment was read: not a change of the interaction, so no event and no new updatedAt.
        await inDocumentTurn(model, id, () => model.updateOne({ _id: id, ...live }, { $set: position }, { timestamps: false }));
        return null;
      }
      const doc = (await writes.update(
        id,
        () => ({ candidateConfirmed: appointment.candidateConfirmed, candidateConfirmedAt: confirmedAt, ...position, updatedAt: new Date() }) as Partial<InteractionDoc>,
        EngagementEvents.interactionUpdated,
        snapshot,
      )) as StoredInteraction | null;
      if (!doc) return null;
      const record = toInteractionRecord(doc);
      view.interactions.put(record, doc.version);
      return record;
    },

    /** Soft delete with its event; the relay removes the document once the event is out. */
    async remove(id: string): Promise<boolean> {
      const doc = await writes.update(
        id,
        () => ({ deletedAt: new Date() }) as unknown as Partial<InteractionDoc>,
        EngagementEvents.interactionDeleted,
        (deleted) => ({ id: deleted._id.toHexString() }),
      );
      if (!doc) return false;
      view.interactions.remove(id, doc.version);
      await tasks?.forgetInteraction(id);
      return true;
    },

    /** The view first; then the database, for one another instance has just added. */
    async find(id: string): Promise<InteractionRecord | null> {
      const known = view.interactions.get(id);
      if (known || !Types.ObjectId.isValid(id)) return known;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredInteraction | null;
      if (!doc) return null;
      view.interactions.put(toInteractionRecord(doc), doc.version);
      return toInteractionRecord(doc);
    },

    /** Who logged the interactions kept, by name (a member not known by name yet is left out until they are). */
    authors(): StaffRef[] {
      const ids = new Set(view.interactions.list({ limit: Number.MAX_SAFE_INTEGER, offset: 0 }).items.map((interaction) => interaction.createdBy));
      const known = [...ids].map((id) => view.references.books.staff.get(id)).filter((author): author is StaffRef => author !== null);
      return known.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },

    /**
     * By date, newest first (`order=asc`: soonest first, as the calendar reads). `q` matches subject, type,
     * candidate or employer name; `from` is inclusive and `to` exclusive; `createdBy` is who logged it.
     */
    list(query: ListQuery): InteractionList {
      if (query.from && query.to && query.from > query.to) throw badRequest(REVERSED_RANGE);
      const { items: matching } = view.interactions.list({ q: query.q, group: query.status, limit: Number.MAX_SAFE_INTEGER, offset: 0 });
      const selected = matching.filter(
        (interaction) =>
          (!query.type || interaction.type === query.type) &&
          (!query.candidateId || interaction.candidateId === query.candidateId) &&
          (!query.employerId || interaction.employerId === query.employerId) &&
          (!query.createdBy || interaction.createdBy === query.createdBy) &&
          (!query.from || interaction.date >= query.from) &&
          (!query.to || interaction.date < query.to),
      );
      if (query.order === 'asc') selected.reverse();
      const page = selected.slice(query.offset, query.offset + query.limit);
      return { items: page.map((record) => view.interaction(record)), total: selected.length };
    },
  };
}

export type InteractionStore = ReturnType<typeof interactionStore>;
