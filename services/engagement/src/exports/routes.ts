import type { Connection } from 'mongoose';
import { InteractionExportQuery, LeadExportQuery, PlacementExportQuery, type Interaction, type Lead, type Placement } from '@agency/contracts';
import { ExportLogStore, registerExportLog, registerListExport, type ExportColumn, type ServiceApp } from '@agency/service-kit';
import type { InteractionStore } from '../interactions/store';
import type { LeadStore } from '../leads/store';
import type { PlacementStore } from '../placements/store';

export const interactionColumns: ExportColumn<Interaction>[] = [
  { header: 'ID', value: (i) => i.id },
  { header: 'Date', value: (i) => i.date },
  { header: 'Type', value: (i) => i.type },
  { header: 'Subject', value: (i) => i.subject },
  { header: 'Status', value: (i) => i.status },
  { header: 'Candidate', value: (i) => i.candidate?.name },
  { header: 'Employer', value: (i) => i.employer?.name },
  { header: 'Job Role', value: (i) => i.jobRole?.title },
  { header: 'Location', value: (i) => i.location },
  { header: 'Duration (minutes)', value: (i) => i.durationMinutes },
  { header: 'Time Zone', value: (i) => i.timeZone },
  { header: 'Description', value: (i) => i.description },
  { header: 'Outcome', value: (i) => i.outcome },
  { header: 'Next Steps', value: (i) => i.nextSteps },
  { header: 'Logged By', value: (i) => i.author?.name },
  { header: 'Added', value: (i) => i.createdAt },
];

export const placementColumns: ExportColumn<Placement>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Stage', value: (p) => p.status },
  { header: 'Candidate', value: (p) => p.candidate?.name },
  { header: 'Employer', value: (p) => p.employer?.name },
  { header: 'Job Role', value: (p) => p.jobRole?.title },
  // Stored in cents; the sheet adds up dollars.
  { header: 'Value ($)', value: (p) => (p.value === null || p.value === undefined ? null : p.value / 100) },
  { header: 'Placement Date', value: (p) => p.placementDate },
  { header: 'Notes', value: (p) => p.notes },
  { header: 'Added', value: (p) => p.createdAt },
  { header: 'Updated', value: (p) => p.updatedAt },
];

export const leadColumns: ExportColumn<Lead>[] = [
  { header: 'ID', value: (l) => l.id },
  { header: 'Received', value: (l) => l.createdAt },
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Service', value: (l) => l.service },
  { header: 'Status', value: (l) => l.status },
  { header: 'Source', value: (l) => l.source },
  { header: 'Message', value: (l) => l.message },
];

interface Dependencies {
  interactions: InteractionStore;
  placements: PlacementStore;
  leads: LeadStore;
}

/** `GET /api/interactions/export`, `/api/placements/export` and `/api/leads/export` (staff), and this service's export log (0124). */
export function registerEngagementExports(app: ServiceApp, db: Connection, { interactions, placements, leads }: Dependencies): void {
  const log = new ExportLogStore(db);
  registerListExport(app, log, { list: 'interactions', query: InteractionExportQuery, page: (query) => interactions.list(query), columns: () => interactionColumns });
  registerListExport(app, log, { list: 'placements', query: PlacementExportQuery, page: (query) => placements.list(query), columns: () => placementColumns });
  registerListExport(app, log, { list: 'leads', query: LeadExportQuery, page: (query) => leads.list(query), columns: () => leadColumns });
  registerExportLog(app, log);
}
