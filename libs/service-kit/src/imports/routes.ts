import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ErrorBody, IMPORT_LIMITS, ImportErrors, ImportJob, ImportJobList, ImportParams, ImportPreview, ImportSettings, ImportUploadQuery, type ImportEntity } from '@agency/contracts';
import { staffOf } from '../auth/access-control';
import { HttpError } from '../errors';
import type { ServiceApp } from '../runtime';
import type { ImportJobs } from './jobs';
import { readTable } from './read-table';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody };
const TOO_LARGE = `The file is larger than ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB. Split it into smaller files and import them one after another.`;

/**
 * An import's routes under /api/imports/<entity> (managers and administrators, routes.ts): upload a file (its body
 * streamed as is), see and change its mapping with the preview, start it, follow it, download its refused rows, undo it.
 */
export function registerImportRoutes(app: ServiceApp, jobs: ImportJobs, entity: ImportEntity): void {
  const base = `/api/imports/${entity}`;
  const by = (principal: Parameters<typeof staffOf>[0]) => {
    const staff = staffOf(principal);
    return { id: staff.userId, name: staff.name || null };
  };

  app.get(base, { schema: { response: { 200: ImportJobList, ...errors } } }, async () => ({ items: await jobs.list(entity) }));
  app.get(`${base}/:id`, { schema: { params: ImportParams, response: { 200: ImportJob, ...errors } } }, async (request) => jobs.get(entity, request.params.id));
  app.get(`${base}/:id/preview`, { schema: { params: ImportParams, response: { 200: ImportPreview, ...errors } } }, async (request) =>
    jobs.preview(entity, request.params.id),
  );
  app.put(`${base}/:id/settings`, { schema: { params: ImportParams, body: ImportSettings, response: { 200: ImportPreview, ...errors } } }, async (request) =>
    jobs.preview(entity, request.params.id, request.body),
  );
  app.post(`${base}/:id/start`, { schema: { params: ImportParams, body: ImportSettings, response: { 200: ImportJob, ...errors } } }, async (request) =>
    jobs.start(entity, request.params.id, request.body),
  );
  app.post(`${base}/:id/undo`, { schema: { params: ImportParams, response: { 200: ImportJob, ...errors } } }, async (request) => jobs.undo(entity, request.params.id));
  app.get(`${base}/:id/refused`, { schema: { params: ImportParams, response: { 200: z.any(), ...errors } } }, async (request, reply) => {
    const csv = await jobs.refusedCsv(entity, request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="refused-rows-${request.params.id}.csv"`)
      .send(csv);
  });

  // Its own scope, as the document uploads: the body is the file, passed on unread as a stream.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    (scope as unknown as ServiceApp).post(
      base,
      { bodyLimit: IMPORT_LIMITS.maxFileBytes + 1, schema: { querystring: ImportUploadQuery, response: { 201: ImportJob, ...errors } } },
      async (request, reply) => {
        const author = by(request.principal);
        const refuse = (status: number, message: string) => {
          // A refused upload's connection is not kept for another request: what is left of its body is never read.
          reply.header('connection', 'close');
          return new HttpError(status, message);
        };
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_LIMITS.maxFileBytes) throw refuse(413, TOO_LARGE);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of (request.body as Readable | undefined) ?? []) {
          size += (chunk as Buffer).byteLength;
          if (size > IMPORT_LIMITS.maxFileBytes) throw refuse(413, TOO_LARGE);
          chunks.push(chunk as Buffer);
        }
        if (size === 0) throw new HttpError(400, ImportErrors.noRows);
        // The whole file is read and checked before anything of it is stored: a refused file changes nothing.
        const table = await readTable(Buffer.concat(chunks, size), request.query.fileName);
        return reply.status(201).send(await jobs.create(entity, request.query.fileName, table, author));
      },
    );
  });
}
