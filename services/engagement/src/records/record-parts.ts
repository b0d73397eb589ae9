import { EngagementRecordPart, ErrorBody, IdParam, type EngagementRecordPart as Part } from '@agency/contracts';
import type { ServiceApp } from '@agency/service-kit';
import type { EngagementView, InteractionRecord, PlacementRecord } from '../engagement-view';

const ALL = { offset: 0, limit: Number.MAX_SAFE_INTEGER };
const schema = { params: IdParam, response: { 200: EngagementRecordPart, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } };

/**
 * The engagement service's part of the record pages (decision 0119): a candidate's or an employer's
 * interactions (newest first) and placements, with names. Whether the candidate or employer exists is for
 * its owner's part to say. Outside /api, so the gateway never proxies it; staff only.
 */
export function registerRecordParts(app: ServiceApp, view: EngagementView): void {
  if (!app.hasRequestDecorator('principal')) throw new Error('register access control before the record parts');
  const partOf = (linked: (record: InteractionRecord | PlacementRecord) => boolean): Part => ({
    interactions: view.interactions.list({ ...ALL, where: linked }).items.map((record) => view.interaction(record)),
    placements: view.placements.list({ ...ALL, where: linked }).items.map((record) => view.placement(record)),
  });
  app.get('/internal/records/candidates/:id', { config: { access: 'staff' }, schema }, async (request) =>
    partOf((record) => record.candidateId === request.params.id),
  );
  app.get('/internal/records/employers/:id', { config: { access: 'staff' }, schema }, async (request) =>
    partOf((record) => record.employerId === request.params.id),
  );
  // A job role's page (decision 0120).
  app.get('/internal/records/job-roles/:id', { config: { access: 'staff' }, schema }, async (request) =>
    partOf((record) => record.jobRoleId === request.params.id),
  );
}
