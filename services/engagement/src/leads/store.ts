import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { EngagementEvents, type Lead, type LeadInput, type LeadList, type LeadListQuery, type LeadStatus } from '@agency/contracts';
import { eventfulWrites, type OutboxRelay } from '@agency/service-kit';
import type { EngagementView } from '../engagement-view';
import { leadModel, toLead, type LeadDoc, type StoredLead } from './model';

type NewLead = z.output<typeof LeadInput>;
type ListQuery = z.output<typeof LeadListQuery>;

/** Leads from the website's forms: the only place that writes them. Every change records its event and updates the view. */
export function leadStore(db: Connection, view: EngagementView, relay?: OutboxRelay) {
  const model = leadModel(db);
  const writes = eventfulWrites<LeadDoc>(model, relay);

  return {
    model,

    /** Always new, whatever the form sent. */
    async receive(input: NewLead): Promise<Lead> {
      const now = new Date();
      const doc = (await writes.create(
        { ...input, phone: input.phone || null, message: input.message || null, status: 'new', createdAt: now, updatedAt: now } as Partial<LeadDoc>,
        EngagementEvents.leadReceived,
        toLead,
      )) as StoredLead;
      const lead = toLead(doc);
      view.leads.put(lead, doc.version);
      return lead;
    },

    async setStatus(id: string, status: LeadStatus): Promise<Lead | null> {
      const doc = (await writes.update(id, () => ({ status, updatedAt: new Date() }) as Partial<LeadDoc>, EngagementEvents.leadUpdated, toLead)) as StoredLead | null;
      if (!doc) return null;
      const lead = toLead(doc);
      view.leads.put(lead, doc.version);
      return lead;
    },

    /** New leads first, oldest first among them; then the others, newest first. newCount: every new lead. */
    list(query: ListQuery): LeadList {
      const page = view.leads.list({ group: query.status, limit: query.limit, offset: query.offset });
      return { ...page, newCount: view.leads.list({ group: 'new', limit: 0, offset: 0 }).total };
    },
  };
}

export type LeadStore = ReturnType<typeof leadStore>;
