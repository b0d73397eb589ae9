import { finished } from 'node:stream';
import { z } from 'zod';
import {
  BULK_AT_ONCE,
  BulkAnswer,
  BulkExportRequest,
  BulkJob,
  BulkJobList,
  BulkJobListQuery,
  BulkJobParam,
  BulkMessages,
  BulkRequest,
  ErrorBody,
  EXPORT_MAX_ROWS,
  ExportMessages,
  type Candidate,
} from '@agency/contracts';
import {
  badRequest,
  customFieldColumns,
  EXPORT_CONTENT_TYPES,
  ExportLogStore,
  HttpError,
  notFound,
  staffOf,
  writeRows,
  type CustomFieldDefinitions,
  type Principal,
  type ServiceApp,
} from '@agency/service-kit';
import type { CandidateDirectory } from '../candidates/directory';
import type { CandidateStore } from '../candidates/store';
import type { CvSearch } from '../documents/cv-search/cv-search';
import { candidateColumns } from '../exports/routes';
import type { BulkJobStore } from './jobs';
import type { BulkRunner } from './runner';
import { selectedIds } from './selection';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

interface Dependencies {
  jobs: BulkJobStore;
  runner: BulkRunner;
  candidates: CandidateStore;
  directory: CandidateDirectory;
  cvs: CvSearch;
  customFields: CustomFieldDefinitions;
  exportLog: ExportLogStore;
}

/** Managers and administrators see and cancel everyone's jobs; a recruiter only their own. */
const seesAll = (principal: Principal | null) => staffOf(principal).role !== 'recruiter';

/**
 * Bulk actions on candidates (decision 0137): `POST /api/candidates/bulk` applies a selection of up to
 * BULK_AT_ONCE ticked ids at once and answers the report (200); a bigger one, or every match of a search, becomes a
 * job (202) whose progress is `GET /api/bulk-jobs/:id`, cancelled with `POST /api/bulk-jobs/:id/cancel`.
 */
export function registerBulkRoutes(app: ServiceApp, { jobs, runner, candidates, directory, cvs, customFields, exportLog }: Dependencies): void {
  app.post('/api/candidates/bulk', { schema: { body: BulkRequest, response: { 200: BulkAnswer, 202: BulkAnswer, ...errors } } }, async (request, reply) => {
    const staff = staffOf(request.principal);
    const { selection, action } = request.body;
    const ids = await selectedIds(selection, { userId: staff.userId, directory, cvs, customFields });
    const job = await jobs.create({ action, selection, startedBy: { id: staff.userId, name: staff.name || null }, total: ids.length });
    if ('ids' in selection && ids.length <= BULK_AT_ONCE) return reply.status(200).send(await runner.runNow(job, action, ids));
    runner.start(job, action, ids);
    return reply.status(202).send(job);
  });

  app.get('/api/bulk-jobs', { schema: { querystring: BulkJobListQuery, response: { 200: BulkJobList, ...errors } } }, async (request) => {
    const staff = staffOf(request.principal);
    const onlyMine = request.query.mine === true || !seesAll(request.principal);
    return { items: await jobs.list(onlyMine ? staff.userId : null, request.query.limit) };
  });

  /** Someone else's job is not found for a recruiter (its existence is nobody else's business). */
  const visibleJob = async (principal: Principal | null, id: string) => {
    const job = await jobs.get(id);
    if (!job || (!seesAll(principal) && job.startedBy.id !== staffOf(principal).userId)) throw notFound(BulkMessages.jobNotFound);
    return job;
  };

  app.get('/api/bulk-jobs/:id', { schema: { params: BulkJobParam, response: { 200: BulkJob, ...errors } } }, async (request) => {
    const { cancelRequested: _cancelRequested, ...job } = await visibleJob(request.principal, request.params.id);
    return job;
  });

  app.post('/api/bulk-jobs/:id/cancel', { schema: { params: BulkJobParam, response: { 202: BulkJob, ...errors } } }, async (request, reply) => {
    const { cancelRequested: _cancelRequested, ...job } = await visibleJob(request.principal, request.params.id);
    if (!(await jobs.requestCancel(job.id))) throw new HttpError(409, BulkMessages.finished);
    // Cancelled once the batch under way is finished: the answer is the job as it is now.
    return reply.status(202).send(job);
  });

  /** The selection as a file, with the columns and the log of the list's export (decision 0124). */
  app.post(
    '/api/candidates/bulk/export',
    { schema: { body: BulkExportRequest, response: { 200: { description: 'The selection as a CSV or Excel file', content: { 'text/csv': { schema: z.string() } } }, ...errors } } },
    async (request, reply) => {
      const staff = staffOf(request.principal);
      const { selection, format } = request.body;
      const ids = await selectedIds(selection, { userId: staff.userId, directory, cvs, customFields });
      if (ids.length > EXPORT_MAX_ROWS) throw badRequest(ExportMessages.tooManyRows(ids.length));
      const columns = [...candidateColumns, ...customFieldColumns<Candidate>(await customFields.list('candidate'))];
      const filters: Record<string, string> = 'ids' in selection ? { ids: String(ids.length) } : { query: selection.query };
      const entryId = await exportLog.start({ list: 'candidates', format, filters, rows: ids.length, by: { id: staff.userId, name: staff.name || null, apiKey: staff.apiKey === true } });
      let written = 0;
      let allRead = false;
      const rows = async function* () {
        for (const id of ids) {
          // An erased candidate is left out.
          const candidate = await candidates.findById(id);
          if (!candidate) continue;
          written++;
          yield candidate;
        }
        allRead = true;
      };
      const body = writeRows(format, rows(), columns);
      finished(body, (error) => {
        exportLog.finish(entryId, written, !error && allRead).catch((failure: unknown) => request.log.error({ err: failure, entryId }, 'export log not finished'));
      });
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="candidates-selection-${new Date().toISOString().slice(0, 10)}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(body as never);
    },
  );
}
