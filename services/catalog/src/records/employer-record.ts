import { EmployerRecordPart, ErrorBody, IdParam, RecordMessages } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { CatalogView } from '../catalog-view';
import type { EmployerStore } from '../employers/store';

/**
 * The catalog's part of `GET /api/employers/{id}/record` (decision 0119): the employer with its contacts and
 * its job roles. Outside /api, so the gateway never proxies it; staff only, like the /api staff routes.
 */
export function registerEmployerRecordPart(app: ServiceApp, employers: EmployerStore, view: CatalogView): void {
  if (!app.hasRequestDecorator('principal')) throw new Error('register access control before the record parts');
  app.get(
    '/internal/records/employers/:id',
    { config: { access: 'staff' }, schema: { params: IdParam, response: { 200: EmployerRecordPart, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const employer = await employers.findById(request.params.id);
      if (!employer) throw notFound(RecordMessages.employerNotFound);
      await view.loaded();
      return { employer, jobRoles: view.jobRolesOf(employer.id) };
    },
  );
}
