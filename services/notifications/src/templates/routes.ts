import { z } from 'zod';
import { EmailTemplate, EmailTemplateInput, EmailTemplateList, EmailTemplateMessages, EmailTemplateParam, EmailTemplateUpdate, ErrorBody } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { EmailTemplateStore } from './store';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * `/api/email-templates` (decision 0137): every staff member lists them (to send one), managers and administrators
 * write them (the route table's access). A subject or body with an unknown merge field is refused by name (400).
 */
export function registerEmailTemplateRoutes(app: ServiceApp, templates: EmailTemplateStore): void {
  app.get('/api/email-templates', { schema: { response: { 200: EmailTemplateList, ...errors } } }, async () => ({ items: await templates.list() }));

  app.post('/api/email-templates', { schema: { body: EmailTemplateInput, response: { 201: EmailTemplate, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await templates.create(request.body, staffOf(request.principal).userId)),
  );

  app.patch('/api/email-templates/:id', { schema: { params: EmailTemplateParam, body: EmailTemplateUpdate, response: { 200: EmailTemplate, ...errors } } }, async (request) => {
    const template = await templates.update(request.params.id, request.body);
    if (!template) throw notFound(EmailTemplateMessages.notFound);
    return template;
  });

  app.delete('/api/email-templates/:id', { schema: { params: EmailTemplateParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await templates.remove(request.params.id))) throw notFound(EmailTemplateMessages.notFound);
    return reply.status(204).send(null);
  });
}
