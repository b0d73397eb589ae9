import { ErrorBody, IdParam, Lead, LeadInput, LeadList, LeadListQuery, LeadReceived, LeadUpdate } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { LeadStore } from './store';

/** Spec section 8: the text the website shows after a lead is sent. */
export const LEAD_THANKS = "Thank you! We'll contact you within 24 hours to schedule your free service.";
export const LEAD_GONE = 'This lead no longer exists. Refresh the list and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Visitors ask for a free consultation or CV assessment; staff work through the requests. */
export function registerLeadRoutes(app: ServiceApp, leads: LeadStore): void {
  /** Public; the gateway limits it per client IP (a public form in routes.ts). */
  app.post('/api/leads', { schema: { body: LeadInput, response: { 201: LeadReceived, ...errors } } }, async (request, reply) => {
    const lead = await leads.receive(request.body);
    return reply.status(201).send({ id: lead.id, message: LEAD_THANKS });
  });

  app.get('/api/leads', { schema: { querystring: LeadListQuery, response: { 200: LeadList, ...errors } } }, async (request) => leads.list(request.query));

  app.put('/api/leads/:id', { schema: { params: IdParam, body: LeadUpdate, response: { 200: Lead, ...errors } } }, async (request) => {
    const lead = await leads.setStatus(request.params.id, request.body.status);
    if (!lead) throw notFound(LEAD_GONE);
    return lead;
  });
}
