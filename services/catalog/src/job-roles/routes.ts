import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam, JobRole, JobRoleInput, JobRoleList, JobRoleListQuery, SlugParam } from '@agency/contracts';
import { notFound, type CustomFieldDefinitions, type ServiceApp } from '@agency/service-kit';
import { PublicAnswers } from './public-answers';
import type { JobRoleStore } from './store';

const NOT_FOUND = "The job you're looking for doesn't exist or has been removed.";
const GONE = 'This job role no longer exists. Refresh the list and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * Job roles. Reads are public: visitors see open roles only, whatever status they ask for; a signed-in
 * staff member sees every status (and may filter by one). Writes are for staff.
 */
/** Who owns a role and its custom fields (decision 0125) are the agency's business, not the visitors'. */
const asVisitorsSee = ({ customFields: _agencyOnly, ...role }: JobRole): JobRole => ({ ...role, owner: null });

export function registerJobRoleRoutes(app: ServiceApp, jobRoles: JobRoleStore, customFields: CustomFieldDefinitions): void {
  // Visitors' answers are the same for everyone, and kept ready (decision 0046); staff see every status.
  const publicAnswers = new PublicAnswers(jobRoles.view);
  const sendJson = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);

  app.get('/api/job-roles', { schema: { querystring: JobRoleListQuery, response: { 200: JobRoleList, 400: ErrorBody } } }, async (request, reply) => {
    if (request.principal?.kind === 'staff') {
      // `owner=me`: whoever asks (decision 0134).
      const { owner, ...query } = request.query;
      const ownerId = owner?.toLowerCase() === 'me' ? request.principal.userId : owner;
      return jobRoles.list({ ...query, ownerId }, await customFields.filterOf('job-role', request.url));
    }
    // Who owns a role and its priority are the agency's business: a visitor cannot filter by them.
    const { owner: _owner, priority: _priority, ...asked } = request.query;
    const query = { ...asked, status: 'open' as const };
    const text = await publicAnswers.get(`list ${JSON.stringify(query)}`, async () => {
      const list = await jobRoles.list(query);
      return JobRoleList.parse({ ...list, items: list.items.map(asVisitorsSee) });
    });
    return sendJson(reply, text!);
  });

  // The answer carries the role's current slug: asked with an old one, the website can link the canonical one.
  app.get('/api/job-roles/:slug', { schema: { params: SlugParam, response: { 200: JobRole, 404: ErrorBody } } }, async (request, reply) => {
    const { slug } = request.params;
    if (request.principal?.kind === 'staff') {
      // Staff also open a role by its id: the CRM's job-role page (decision 0120).
      const role = (await jobRoles.findBySlug(slug, { openOnly: false })) ?? (await jobRoles.findById(slug));
      if (!role) throw notFound(NOT_FOUND);
      return role;
    }
    const text = await publicAnswers.get(`slug ${slug}`, async () => {
      const role = await jobRoles.findBySlug(slug, { openOnly: true });
      return role && JobRole.parse(asVisitorsSee(role));
    });
    if (text === null) throw notFound(NOT_FOUND);
    return sendJson(reply, text);
  });

  app.post('/api/job-roles', { schema: { body: JobRoleInput, response: { 201: JobRole, ...errors } } }, async (request, reply) => {
    // A person creating a role owns it unless they choose another; an integration's key owns nothing.
    const creator = request.principal?.kind === 'staff' && !request.principal.apiKey ? request.principal.userId : null;
    return reply.status(201).send(await jobRoles.create(await customFields.inputWith('job-role', request.body, { creating: true }), creator));
  });

  app.put('/api/job-roles/:id', { schema: { params: IdParam, body: JobRoleInput, response: { 200: JobRole, ...errors } } }, async (request) => {
    const before = await jobRoles.findById(request.params.id);
    if (!before) throw notFound(GONE);
    const role = await jobRoles.update(request.params.id, await customFields.inputWith('job-role', request.body, { creating: false, stored: before.customFields }));
    if (!role) throw notFound(GONE);
    return role;
  });

  app.delete('/api/job-roles/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await jobRoles.remove(request.params.id))) throw notFound(GONE);
    return reply.status(204).send(null);
  });
}
