import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import { EngagementEvents, type PlacementInput, type PlacementList, type PlacementListQuery, type PlacementUpdate } from '@agency/contracts';
import { eventfulWrites, live, type OutboxRelay } from '@agency/service-kit';
import type { EngagementView, PlacementRecord } from '../engagement-view';
import { placementModel, toPlacementRecord, type PlacementDoc, type StoredPlacement } from './model';

type NewPlacement = z.output<typeof PlacementInput>;
type PlacementChanges = z.output<typeof PlacementUpdate>;
type ListQuery = z.output<typeof PlacementListQuery>;

/** The stored form of the fields sent; a field left out stays out (kept), null clears it. */
function storedFields(changes: PlacementChanges): Partial<PlacementDoc> {
  const fields = {
    candidateId: changes.candidateId,
    employerId: changes.employerId,
    jobRoleId: changes.jobRoleId,
    status: changes.status,
    value: changes.value,
    notes: changes.notes === undefined ? undefined : changes.notes || null,
    placementDate: changes.placementDate === undefined ? undefined : changes.placementDate && new Date(changes.placementDate),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<PlacementDoc>;
}

/** The sales pipeline's cards: the only place that writes them. Every change records its event and updates the view. */
export function placementStore(db: Connection, view: EngagementView, relay?: OutboxRelay) {
  const model = placementModel(db);
  const writes = eventfulWrites<PlacementDoc>(model, relay);
  const snapshot = (doc: StoredPlacement) => toPlacementRecord(doc);

  return {
    model,

    async create(input: NewPlacement): Promise<PlacementRecord> {
      const now = new Date();
      const doc = (await writes.create(
        { value: null, notes: null, placementDate: null, ...storedFields(input), createdAt: now, updatedAt: now } as Partial<PlacementDoc>,
        EngagementEvents.placementCreated,
        snapshot,
      )) as StoredPlacement;
      const record = toPlacementRecord(doc);
      view.placements.put(record, doc.version);
      return record;
    },

    async update(id: string, changes: PlacementChanges): Promise<PlacementRecord | null> {
      const doc = (await writes.update(
        id,
        () => ({ ...storedFields(changes), updatedAt: new Date() }) as Partial<PlacementDoc>,
        EngagementEvents.placementUpdated,
        snapshot,
      )) as StoredPlacement | null;
      if (!doc) return null;
      const record = toPlacementRecord(doc);
      view.placements.put(record, doc.version);
      return record;
    },

    /** Soft delete with its event; the relay removes the document once the event is out. */
    async remove(id: string): Promise<boolean> {
      const doc = await writes.update(
        id,
        () => ({ deletedAt: new Date() }) as unknown as Partial<PlacementDoc>,
        EngagementEvents.placementDeleted,
        (deleted) => ({ id: deleted._id.toHexString() }),
      );
      if (!doc) return false;
      view.placements.remove(id, doc.version);
      return true;
    },

    /** The view first; then the database, for one another instance has just added. */
    async find(id: string): Promise<PlacementRecord | null> {
      const known = view.placements.get(id);
      if (known || !Types.ObjectId.isValid(id)) return known;
      const doc = (await model.findOne({ _id: id, ...live }).lean()) as StoredPlacement | null;
      if (!doc) return null;
      view.placements.put(toPlacementRecord(doc), doc.version);
      return toPlacementRecord(doc);
    },

    /** Newest first, of one stage or all. */
    list(query: ListQuery): PlacementList {
      const page = view.placements.list({ group: query.status, limit: query.limit, offset: query.offset });
      return { items: page.items.map((record) => view.placement(record)), total: page.total };
    },
  };
}

export type PlacementStore = ReturnType<typeof placementStore>;
