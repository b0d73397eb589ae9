import { CandidateRecordPart, ErrorBody, IdParam, RecordMessages, type Education, type Employment } from '@agency/contracts';
import { notFound, type ServiceApp } from '@agency/service-kit';
import type { ApplicationStore } from '../applications/store';
import type { CandidateStore } from '../candidates/store';
import type { DocumentStore } from '../documents/store';
import type { HistoryEntries } from '../history/entries';
import type { ChangeLog } from './change-log';

interface Dependencies {
  candidates: CandidateStore;
  applications: ApplicationStore;
  education: Pick<HistoryEntries<never, Education>, 'list'>;
  employment: Pick<HistoryEntries<never, Employment>, 'list'>;
  documents: Pick<DocumentStore, 'list'>;
  changes: ChangeLog;
}

/**
 * The candidates service's part of `GET /api/candidates/{id}/record` (decision 0119): the profile, the
 * education and employment the candidate entered, documents, applications and the change log. Outside
 * /api, so the gateway never proxies it; staff only, like the /api staff routes.
 */
export function registerCandidateRecordPart(app: ServiceApp, { candidates, applications, education, employment, documents, changes }: Dependencies): void {
  if (!app.hasRequestDecorator('principal')) throw new Error('register access control before the record parts');
  app.get(
    '/internal/records/candidates/:id',
    { config: { access: 'staff' }, schema: { params: IdParam, response: { 200: CandidateRecordPart, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const candidate = await candidates.findById(request.params.id);
      if (!candidate) throw notFound(RecordMessages.candidateNotFound);
      const [applied, educated, employed, documented, changed] = await Promise.all([
        applications.ofCandidate(candidate.id, candidate.email),
        education.list(candidate.id),
        employment.list(candidate.id),
        documents.list(candidate.id),
        changes.ofCandidate(candidate.id),
      ]);
      return { candidate, applications: applied, education: educated, employment: employed, documents: documented, changes: changed };
    },
  );
}
