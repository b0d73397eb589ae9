import { ErrorBody, JobRole, JobRoleList, JobRoleListQuery, SlugParam } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { JobRoleStore } from './store';

/**
 * Job role reads. They are public: visitors see open roles only, whatever status they ask for; a
 * signed-in staff member sees every status (and may filter by one).
 */
export function registerJobRoleRoutes(app: ServiceApp, jobRoles: JobRoleStore): void {
  app.get(
    '/api/job-roles',
    { schema: { querystring: JobRoleListQuery, response: { 200: JobRoleList, 400: ErrorBody } } },
    async (request) => {
      const isStaff = request.principal?.kind === 'staff';
      return jobRoles.list(isStaff ? request.query : { ...request.query, status: 'open' });
    },
  );

  app.get(
    '/api/job-roles/:slug',
    { schema: { params: SlugParam, response: { 200: JobRole, 404: ErrorBody } } },
    async (request) => {
      const role = await jobRoles.findBySlug(request.params.slug, { openOnly: true });
      if (!role) throw notFound("The job you're looking for doesn't exist or has been removed.");
      return role;
    },
  );
}
