import { z } from 'zod';
import {
  Employer,
  EmployerInput,
  EmployerList,
  EmployerListQuery,
  EmployerRegistered,
  EmployerRegistrationInput,
  ErrorBody,
  IdParam,
} from '@agency/contracts';
import { conflict, notFound, type CustomFieldDefinitions, type ServiceApp } from '@agency/service-kit';
import type { JobRoleStore } from '../job-roles/store';
import type { EmployerStore } from './store';

const GONE = 'This employer no longer exists. Refresh the list and try again.';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const REGISTRATION_RECEIVED =
  'Thank you for your interest! Our team will contact you within 24 hours to discuss partnership opportunities.';

/** Employers: staff manage them; anyone may register their company, which arrives as a prospect. */
export function registerEmployerRoutes(app: ServiceApp, employers: EmployerStore, jobRoles: JobRoleStore, customFields: CustomFieldDefinitions): void {
  app.get('/api/employers', { schema: { querystring: EmployerListQuery, response: { 200: EmployerList, ...errors } } }, async (request) =>
    employers.list(request.query, await customFields.filterOf<Employer>('employer', request.url)),
  );

  app.post('/api/employers', { schema: { body: EmployerInput, response: { 201: Employer, ...errors } } }, async (request, reply) => {
    return reply.status(201).send(await employers.create(await customFields.inputWith('employer', request.body, { creating: true })));
  });

  app.post(
    '/api/employers/register',
    { schema: { body: EmployerRegistrationInput, response: { 201: EmployerRegistered, ...errors } } },
    async (request, reply) => {
      // A registration is a lead for the team to qualify, whatever status the body claims.
      const employer = await employers.create({ ...request.body, status: 'prospect' });
      return reply.status(201).send({ id: employer.id, message: REGISTRATION_RECEIVED });
    },
  );

  app.put('/api/employers/:id', { schema: { params: IdParam, body: EmployerInput, response: { 200: Employer, ...errors } } }, async (request) => {
    const before = await employers.findById(request.params.id);
    if (!before) throw notFound(GONE);
    const employer = await employers.update(request.params.id, await customFields.inputWith('employer', request.body, { creating: false, stored: before.customFields }));
    if (!employer) throw notFound(GONE);
    // Other services show roles with their employer's name: give them the new name with each role.
    if (employer.name !== before.name) await jobRoles.republishForEmployer(employer.id);
    return employer;
  });

  app.delete('/api/employers/:id', { schema: { params: IdParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const employer = await employers.findById(request.params.id);
    if (!employer) throw notFound(GONE);
    const roles = await jobRoles.countForEmployer(employer.id);
    if (roles > 0) {
      throw conflict(
        `${employer.name} still has ${roles} job ${roles === 1 ? 'role' : 'roles'}. ` +
          `Delete ${roles === 1 ? 'it' : 'them'} or move ${roles === 1 ? 'it' : 'them'} to another employer first, ` +
          `or set the employer's status to inactive to keep the history.`,
      );
    }
    if (!(await employers.remove(employer.id))) throw notFound(GONE);
    return reply.status(204).send(null);
  });
}
