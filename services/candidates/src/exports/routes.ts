import type { Connection } from 'mongoose';
import { ApplicationExportQuery, CandidateExportQuery, type Application, type Candidate } from '@agency/contracts';
import { customFieldColumns, ExportLogStore, registerExportLog, registerListExport, type CustomFieldDefinitions, type ExportColumn, type ServiceApp } from '@agency/service-kit';
import type { ApplicationStore } from '../applications/store';
import { allOf, candidateFilter } from '../candidates/filters';
import type { CandidateDirectory } from '../candidates/directory';
import type { CvSearch } from '../documents/cv-search/cv-search';
import { matchingCandidates } from '../documents/cv-search/list-candidates';

/** A day and time as the export shows them: ISO 8601 in UTC, which every spreadsheet sorts. */
const when = (iso: string | null | undefined) => iso ?? null;

/** What a candidate's row holds (decision 0124): never their sign-in, tokens or documents, only the record. */
export const candidateColumns: ExportColumn<Candidate>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Current Role', value: (c) => c.currentRole },
  { header: 'Location', value: (c) => c.location },
  { header: 'Skills', value: (c) => (c.skills ?? []).join('; ') },
  { header: 'Availability', value: (c) => c.availability },
  { header: 'LinkedIn URL', value: (c) => c.linkedinUrl },
  { header: 'CV URL', value: (c) => c.cvUrl },
  { header: 'Summary', value: (c) => c.summary },
  { header: 'Profile Completed', value: (c) => c.profileCompleted },
  { header: 'Added', value: (c) => when(c.createdAt) },
  { header: 'Updated', value: (c) => when(c.updatedAt) },
];

export const applicationColumns: ExportColumn<Application>[] = [
  { header: 'ID', value: (a) => a.id },
  { header: 'Received', value: (a) => when(a.createdAt) },
  { header: 'Candidate', value: (a) => a.candidateFullName },
  { header: 'Email', value: (a) => a.candidateEmail },
  { header: 'Phone', value: (a) => a.candidatePhone },
  { header: 'Job Role', value: (a) => a.jobRoleTitle },
  { header: 'Employer', value: (a) => a.employer?.name },
  { header: 'Status', value: (a) => a.status },
  { header: 'Rejection Reason', value: (a) => a.rejectionReason },
  { header: 'Status Changed', value: (a) => when(a.statusChangedAt) },
  { header: 'Source', value: (a) => a.source ?? 'website' },
  { header: 'Cover Letter', value: (a) => a.coverLetter },
];

interface Dependencies {
  db: Connection;
  directory: CandidateDirectory;
  cvs: CvSearch;
  applications: ApplicationStore;
  customFields: CustomFieldDefinitions;
}

/** `GET /api/candidates/export` and `GET /api/applications/export`, and this service's export log (decision 0124). */
export function registerCandidatesExports(app: ServiceApp, { db, directory, cvs, applications, customFields }: Dependencies): void {
  const log = new ExportLogStore(db);
  registerListExport(app, log, {
    list: 'candidates',
    query: CandidateExportQuery,
    // The list's own filters (decision 0134) and the custom fields', as GET /api/candidates applies them.
    page: async (query, url, userId) => {
      const where = allOf([candidateFilter(query, { userId, hasDocument: (id) => cvs.hasDocument(id) }), await customFields.filterOf<Candidate>('candidate', url)]);
      return matchingCandidates({ ...query, where }, directory, cvs).page;
    },
    columns: async () => [...candidateColumns, ...customFieldColumns<Candidate>(await customFields.list('candidate'))],
  });
  registerListExport(app, log, { list: 'applications', query: ApplicationExportQuery, page: (query) => applications.list(query), columns: () => applicationColumns });
  registerExportLog(app, log);
}
