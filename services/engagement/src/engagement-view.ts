import { Types, type Connection, type Model } from 'mongoose';
import {
  EngagementEvents,
  InteractionSnapshot,
  LeadSnapshot,
  PlacementSnapshot,
  Streams,
  type EventEnvelope,
  type Interaction,
  type Lead,
  type Placement,
} from '@agency/contracts';
import { compareText, followStreamInOrder, InMemoryDirectory, type EventBus, type ServiceContext } from '@agency/service-kit';
import { interactionModel, toInteractionRecord, type StoredInteraction } from './interactions/model';
import { leadModel, toLead, type StoredLead } from './leads/model';
import { placementModel, toPlacementRecord, type StoredPlacement } from './placements/model';
import { employerRef, jobRoleRef, type EngagementReferences } from './projections/references';

export type InteractionRecord = InteractionSnapshot;
export type PlacementRecord = PlacementSnapshot;

/** New leads first, oldest first among them (their 24-hour promise runs out soonest); then the others, newest first. */
export function leadOrder(a: Lead, b: Lead): number {
  const aNew = a.status === 'new';
  const bNew = b.status === 'new';
  if (aNew !== bNew) return aNew ? -1 : 1;
  if (aNew) return compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
  return compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id);
}

/**
 * Every live interaction, placement and lead of one database, in memory (decisions 0023 and 0028: FerretDB
 * answers no filter through an index), for the lists, the calendar, the pipeline and the stats. Records
 * hold link ids only; names are joined from the references when answered, so a rename shows at once.
 * Each instance loads the database at start, puts its own writes at once and the other instances' from
 * the ENGAGEMENT stream.
 */
export class EngagementView {
  readonly interactions = new InMemoryDirectory<InteractionRecord>({
    id: (interaction) => interaction.id,
    // Newest date first; a list in date order asks for the reverse.
    compare: (a, b) => compareText(b.date, a.date) || compareText(b.id, a.id),
    searchable: (interaction) => [
      interaction.subject,
      interaction.type,
      interaction.type.replace('_', ' '), // 'follow up' finds follow_up
      this.references.books.candidate.get(interaction.candidateId)?.name,
      this.references.books.employer.get(interaction.employerId)?.name,
    ],
    groupOf: (interaction) => interaction.status,
  });
  readonly placements = new InMemoryDirectory<PlacementRecord>({
    id: (placement) => placement.id,
    compare: (a, b) => compareText(b.createdAt, a.createdAt) || compareText(b.id, a.id),
    searchable: () => [],
    groupOf: (placement) => placement.status,
  });
  readonly leads = new InMemoryDirectory<Lead>({
    id: (lead) => lead.id,
    compare: leadOrder,
    searchable: (lead) => [lead.name, lead.email],
    groupOf: (lead) => lead.status,
  });

  constructor(
    private readonly db: Connection,
    readonly references: EngagementReferences,
  ) {}

  /** Loads, then follows the ENGAGEMENT stream from the event after the load; resolves once caught up. */
  async follow(bus: EventBus, log: ServiceContext['log']): Promise<void> {
    const loadedFrom = await bus.lastSequence(Streams.engagement);
    await this.load();
    // Searched by names: an interaction follows a rename of its candidate or employer.
    this.references.onChange((kind, id, before, after) => {
      const nameOf = (reference: typeof before) => (reference?.value as { name?: string } | null | undefined)?.name;
      if (kind === 'jobRole' || kind === 'staff' || nameOf(before) === nameOf(after)) return;
      this.interactions.reindex((interaction) => (kind === 'candidate' ? interaction.candidateId === id : interaction.employerId === id));
    });
    await followStreamInOrder(bus, Streams.engagement, (event) => this.applyEvent(event), log, loadedFrom);
  }

  /** The interaction as answered: with the names of its candidate, employer, job role and author. */
  interaction(record: InteractionRecord): Interaction {
    return {
      ...record,
      candidate: this.references.books.candidate.get(record.candidateId),
      employer: employerRef(this.references, record.employerId),
      jobRole: jobRoleRef(this.references, record.jobRoleId),
      author: this.references.books.staff.get(record.createdBy),
    };
  }

  placement(record: PlacementRecord): Placement {
    return {
      ...record,
      candidate: this.references.books.candidate.get(record.candidateId),
      employer: employerRef(this.references, record.employerId),
      jobRole: jobRoleRef(this.references, record.jobRoleId),
    };
  }

  private async load(): Promise<void> {
    // Soft-deleted documents are read too: their versions become tombstones.
    const loadInto = async <S extends { _id: Types.ObjectId; version: number; deletedAt?: Date | null }, T>(
      directory: InMemoryDirectory<T>,
      documents: AsyncIterable<unknown>,
      toItem: (stored: S) => T,
    ) => {
      const live: { item: T; version: number }[] = [];
      for await (const doc of documents) {
        const stored = doc as S;
        if (stored.deletedAt) directory.remove(stored._id.toHexString(), stored.version);
        else live.push({ item: toItem(stored), version: stored.version });
      }
      directory.putAll(live);
    };
    const batches = { batchSize: 1_000 };
    await loadInto(this.interactions, interactionModel(this.db).find({}).lean().cursor(batches), toInteractionRecord);
    await loadInto(this.placements, placementModel(this.db).find({}).lean().cursor(batches), toPlacementRecord);
    await loadInto(this.leads, leadModel(this.db).find({}).lean().cursor(batches), toLead);
  }

  private async applyEvent(event: EventEnvelope): Promise<void> {
    const { aggregateId: id, version } = event;
    switch (event.type) {
      case EngagementEvents.interactionDeleted:
        return void this.interactions.remove(id, version);
      case EngagementEvents.placementDeleted:
        return void this.placements.remove(id, version);
      case EngagementEvents.interactionCreated:
      case EngagementEvents.interactionUpdated: {
        const snapshot = this.interactions.has(id) ? InteractionSnapshot.safeParse(event.data) : null;
        if (snapshot?.success) return void this.interactions.put(snapshot.data, version);
        const doc = (await this.liveDocument(interactionModel(this.db), id)) as StoredInteraction | null;
        if (doc) this.interactions.put(toInteractionRecord(doc), doc.version);
        return;
      }
      case EngagementEvents.placementCreated:
      case EngagementEvents.placementUpdated: {
        const snapshot = this.placements.has(id) ? PlacementSnapshot.safeParse(event.data) : null;
        if (snapshot?.success) return void this.placements.put(snapshot.data, version);
        const doc = (await this.liveDocument(placementModel(this.db), id)) as StoredPlacement | null;
        if (doc) this.placements.put(toPlacementRecord(doc), doc.version);
        return;
      }
      case EngagementEvents.leadReceived:
      case EngagementEvents.leadUpdated: {
        const snapshot = this.leads.has(id) ? LeadSnapshot.safeParse(event.data) : null;
        if (snapshot?.success) return void this.leads.put(snapshot.data, version);
        const doc = (await this.liveDocument(leadModel(this.db), id)) as StoredLead | null;
        if (doc) this.leads.put(toLead(doc), doc.version);
      }
    }
  }

  /**
   * A record this instance has not seen: taken only if this database has it, since the stream is shared by
   * every deployment on this NATS (and by tests with databases of their own). By `_id` alone, the one
   * filter FerretDB looks up without reading the whole collection.
   */
  private async liveDocument(model: Model<any>, id: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = (await model.findOne({ _id: id }).lean()) as { deletedAt?: Date | null } | null;
    return doc && !doc.deletedAt ? doc : null;
  }
}
