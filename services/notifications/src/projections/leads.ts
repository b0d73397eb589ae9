import { Schema, type Connection } from 'mongoose';
import type { Logger } from 'pino';
import { EngagementEvents, LeadSnapshot, Streams } from '@agency/contracts';
import { storeIfNewer, type Projection } from '@agency/service-kit';

/** What the daily digest needs of each lead: who, what they asked for, when, and whether anyone replied. */
const leadSchema = new Schema(
  { _id: String, name: String, service: String, status: String, createdAt: Date, version: Number },
  { collection: 'leads', versionKey: false },
);
leadSchema.index({ status: 1, createdAt: 1 });

export interface OverdueLead {
  id: string;
  name: string;
  service: string;
  createdAt: Date;
}

/** The leads from the ENGAGEMENT stream, newest version of each (decision 0098). */
export function leadCopies(db: Connection, log: Logger) {
  const model = db.model('Lead', leadSchema);
  const projection: Projection = {
    name: 'notifications-leads', // the durable consumer: never renamed
    stream: Streams.engagement,
    handles: [EngagementEvents.leadReceived, EngagementEvents.leadUpdated],
    checkpoint: 'consumer',
    async apply(event) {
      const lead = LeadSnapshot.safeParse(event.data);
      if (!lead.success) return void log.error({ id: event.aggregateId }, 'ignoring a lead event the notifications service cannot read');
      const { name, service, status, createdAt } = lead.data;
      await storeIfNewer(model, event.aggregateId, event.version, { name, service, status, createdAt: new Date(createdAt) });
    },
  };
  /** Leads still 'new' that came in before `before`, oldest first. */
  const newSince = async (before: Date): Promise<OverdueLead[]> =>
    (await model.find({ status: 'new', createdAt: { $lt: before } }).sort({ createdAt: 1 }).lean()).map((row) => ({
      id: String(row._id),
      name: String(row.name),
      service: String(row.service),
      createdAt: row.createdAt as Date,
    }));
  return { model, projection, newSince };
}
export type LeadCopies = ReturnType<typeof leadCopies>;
