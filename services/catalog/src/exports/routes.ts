import type { Connection } from 'mongoose';
import { EmployerExportQuery, JobRoleExportQuery, type Employer, type JobRole } from '@agency/contracts';
import { customFieldColumns, ExportLogStore, registerExportLog, registerListExport, type CustomFieldDefinitions, type ExportColumn, type ServiceApp } from '@agency/service-kit';
import type { EmployerStore } from '../employers/store';
import type { JobRoleStore } from '../job-roles/store';

/** The contacts after the main one, one per `; `: name, job title, e-mail and phone as known. */
const otherContacts = (employer: Employer) =>
  (employer.contacts ?? [])
    .slice(1)
    .map((contact) => [contact.name, contact.jobTitle, contact.email, contact.phone].filter(Boolean).join(', '))
    .join('; ');

export const employerColumns: ExportColumn<Employer>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Company Name', value: (e) => e.name },
  { header: 'Industry', value: (e) => e.industry },
  { header: 'Location', value: (e) => e.location },
  { header: 'Status', value: (e) => e.status },
  { header: 'Website', value: (e) => e.website },
  { header: 'Contact Person', value: (e) => e.contactPerson },
  { header: 'Contact Email', value: (e) => e.contactEmail },
  { header: 'Contact Phone', value: (e) => e.contactPhone },
  { header: 'Other Contacts', value: otherContacts },
  { header: 'Description', value: (e) => e.description },
  { header: 'Added', value: (e) => e.createdAt },
  { header: 'Updated', value: (e) => e.updatedAt },
];

export const jobRoleColumns: ExportColumn<JobRole>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Job Title', value: (r) => r.title },
  { header: 'Employer', value: (r) => r.employer?.name },
  { header: 'Location', value: (r) => r.location },
  { header: 'Status', value: (r) => r.status },
  { header: 'Priority', value: (r) => r.priority },
  { header: 'Salary Range', value: (r) => r.salaryRange },
  { header: 'Owner', value: (r) => r.owner?.name },
  { header: 'Slug', value: (r) => r.slug },
  { header: 'Description', value: (r) => r.description },
  { header: 'Requirements', value: (r) => r.requirements },
  { header: 'Added', value: (r) => r.createdAt },
  { header: 'Updated', value: (r) => r.updatedAt },
];

/** `GET /api/employers/export` and `GET /api/job-roles/export` (staff), and this service's export log (decision 0124). */
export function registerCatalogExports(app: ServiceApp, db: Connection, employers: EmployerStore, jobRoles: JobRoleStore, customFields: CustomFieldDefinitions): void {
  const log = new ExportLogStore(db);
  registerListExport(app, log, {
    list: 'employers',
    query: EmployerExportQuery,
    page: async (query, url) => employers.list(query, await customFields.filterOf<Employer>('employer', url)),
    columns: async () => [...employerColumns, ...customFieldColumns<Employer>(await customFields.list('employer'))],
  });
  // The staff's list of every status, as GET /api/job-roles answers staff.
  registerListExport(app, log, {
    list: 'job-roles',
    query: JobRoleExportQuery,
    page: async (query, url) => jobRoles.list(query, await customFields.filterOf('job-role', url)),
    columns: async () => [...jobRoleColumns, ...customFieldColumns<JobRole>(await customFields.list('job-role'))],
  });
  registerExportLog(app, log);
}
