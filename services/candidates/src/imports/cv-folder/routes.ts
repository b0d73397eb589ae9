import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import {
  CV_FOLDER_LIMITS,
  CvFolderBatch,
  CvFolderOpen,
  CvFolderConfirm,
  CvFolderConfirmAnswer,
  CvFolderErrors,
  CvFolderParams,
  CvFolderUploadAnswer,
  DocumentErrors,
  DocumentUploadQuery,
  EducationInput,
  EmploymentInput,
  ErrorBody,
  type CvFolderFile,
} from '@agency/contracts';
import { conflict, HttpError, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../../candidates/store';
import { kindOf } from '../../documents/file-kind';
import { readUpload } from '../../documents/routes';
import type { DocumentStore } from '../../documents/store';
import type { HistoryEntries } from '../../history/entries';
import { confirmFiles } from './confirm';
import type { CvFolderReader } from './reader';
import type { CvFolderStore } from './store';
import { unzip } from './unzip';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

export interface CvFolderDependencies {
  batches: CvFolderStore;
  reader: CvFolderReader;
  candidates: CandidateStore;
  documents: DocumentStore;
  employment: Pick<HistoryEntries<z.output<typeof EmploymentInput>, unknown>, 'add'>;
  education: Pick<HistoryEntries<z.output<typeof EducationInput>, unknown>, 'add'>;
}

/**
 * A folder of CVs (issue 32, decision 0127), for managers: a batch, its files (one per upload, streamed like a
 * document, or one .zip unpacked here), read in the background, reviewed, then confirmed into candidates.
 */
export function registerCvFolderRoutes(app: ServiceApp, dependencies: CvFolderDependencies): void {
  const { batches, reader } = dependencies;
  const batchOf = async (id: string, userId: string) => {
    const batch = await batches.find(id, userId);
    if (!batch) throw notFound(CvFolderErrors.notFound);
    return batch;
  };

  app.post('/api/imports/cv-folder', { schema: { body: CvFolderOpen, response: { 201: CvFolderBatch, ...errors } } }, async (request, reply) => {
    const staff = staffOf(request.principal);
    return reply.status(201).send(await batches.create({ id: staff.userId, name: staff.name }));
  });

  app.get('/api/imports/cv-folder/:id', { schema: { params: CvFolderParams, response: { 200: CvFolderBatch, ...errors } } }, async (request) =>
    batches.view(await batchOf(request.params.id, staffOf(request.principal).userId)),
  );

  app.post('/api/imports/cv-folder/:id/confirm', { schema: { params: CvFolderParams, body: CvFolderConfirm, response: { 200: CvFolderConfirmAnswer, ...errors } } }, async (request) => {
    const staff = staffOf(request.principal);
    const batch = await batchOf(request.params.id, staff.userId);
    if (batch.status === 'confirmed') throw conflict(CvFolderErrors.confirmed);
    return confirmFiles(dependencies, batch, request.body.choices, { id: staff.userId, name: staff.name });
  });

  // Its own scope, as the document uploads: the body is the file, passed on unread as a stream.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    (scope as unknown as ServiceApp).post(
      '/api/imports/cv-folder/:id/files',
      { bodyLimit: CV_FOLDER_LIMITS.maxFileBytes + 1, schema: { params: CvFolderParams, querystring: DocumentUploadQuery, response: { 201: CvFolderUploadAnswer, ...errors } } },
      async (request, reply) => {
        const batch = await batchOf(request.params.id, staffOf(request.principal).userId);
        if (batch.status === 'confirmed') throw conflict(CvFolderErrors.confirmed);
        const batchId = batch._id.toHexString();
        const bytes = await readUpload(request, reply);
        const kind = await kindOf(bytes);
        const isZip = !kind && (await fileTypeFromBuffer(bytes))?.ext === 'zip';
        if (!kind && !isZip) throw new HttpError(415, CvFolderErrors.wrongType);
        // The whole .zip is opened and checked before anything of it is kept: a refused one changes nothing.
        const entries = isZip ? await unzip(bytes) : [{ fileName: request.query.fileName, bytes }];
        if ((await batches.count(batchId)) + entries.length > CV_FOLDER_LIMITS.maxFiles) throw conflict(CvFolderErrors.tooManyFiles);
        const files: CvFolderFile[] = [];
        for (const entry of entries) {
          if ('refused' in entry) {
            files.push(await batches.addRefused(batchId, entry.fileName, entry.size, entry.refused));
            continue;
          }
          const entryKind = entry.bytes.byteLength === 0 ? null : await kindOf(entry.bytes);
          if (entryKind) files.push(await batches.addFile(batchId, entry.fileName, entryKind, entry.bytes));
          else {
            const nested = (await fileTypeFromBuffer(entry.bytes))?.ext === 'zip';
            const reason = entry.bytes.byteLength === 0 ? DocumentErrors.empty : nested ? CvFolderErrors.nestedZip : CvFolderErrors.entryWrongType;
            files.push(await batches.addRefused(batchId, entry.fileName, entry.bytes.byteLength, reason));
          }
        }
        void reader.kick();
        return reply.status(201).send({ files });
      },
    );
  });
}
