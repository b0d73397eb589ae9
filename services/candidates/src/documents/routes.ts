import type { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CandidateDocumentList,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_CONTENT_TYPES,
  DocumentErrors,
  DocumentParams,
  DocumentUploadAnswer,
  DocumentUploadQuery,
  ErrorBody,
  IdParam,
  OwnDocumentParams,
  type DocumentUploader,
} from '@agency/contracts';
import { candidateOf, HttpError, notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import type { CandidateStore } from '../candidates/store';
import { CANDIDATE_GONE } from '../candidates/routes';
import { kindOf } from './file-kind';
import type { DocumentStore } from './store';
import { DocxExpandsTooMuch, extractText } from './text/extract-text';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody };

interface Dependencies {
  candidates: CandidateStore;
  documents: DocumentStore;
}

/**
 * Candidates' documents (issue 20): staff for any candidate under `/api/candidates/:id/documents`, a
 * candidate for their own under `/api/candidate/documents`. The body of an upload is the file itself,
 * streamed (`?fileName=` names it), read here up to 10 MB; its kind is told by its content.
 */
export function registerDocumentRoutes(app: ServiceApp, dependencies: Dependencies): void {
  // Its own scope: only here is a body of any type accepted, and passed on unread as a stream.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    registerRoutes(scope as unknown as ServiceApp, dependencies);
  });
}

function registerRoutes(app: ServiceApp, { candidates, documents }: Dependencies): void {
  const existingCandidate = async (id: string) => {
    const candidate = await candidates.findById(id);
    if (!candidate) throw notFound(CANDIDATE_GONE);
    return candidate;
  };
  const found = <T>(document: T | null) => {
    if (!document) throw notFound(DocumentErrors.notFound);
    return document;
  };

  /**
   * Reads, checks and keeps an upload; answers 201 with the document and what its text proposes, or 200 with the
   * document the candidate already has when it is the same file (its proposal too, so a wizard can pre-fill again).
   */
  async function upload(request: FastifyRequest, reply: FastifyReply, candidateId: string, uploadedBy: DocumentUploader & { id: string }) {
    const { fileName } = request.query as DocumentUploadQuery;
    const bytes = await readUpload(request, reply);
    const kind = await kindOf(bytes);
    if (!kind) throw new HttpError(415, DocumentErrors.wrongType);
    const read = await extractText(bytes, kind).catch((error: unknown) => {
      if (error instanceof DocxExpandsTooMuch) throw new HttpError(400, DocumentErrors.expandsTooMuch);
      throw error;
    });
    const { document, added } = await documents.add({ candidateId, fileName, kind, bytes, textStatus: read.status, text: read.text, uploadedBy });
    if (!added) return reply.status(200).send({ document, proposal: read.proposal });
    // The candidate was there when the upload began; an erasure since (the file takes seconds to read) could
    // not see this document, so it goes now and the upload answers as for a candidate who is gone.
    await existingCandidate(candidateId).catch(async (error: unknown) => {
      await documents.discard(candidateId, document.id);
      throw error;
    });
    return reply.status(201).send({ document, proposal: read.proposal });
  }

  async function download(reply: FastifyReply, document: { objectKey: string; contentType: string; size: number; fileName: string }) {
    const body = await documents.read(document.objectKey);
    if (!body) throw notFound(DocumentErrors.notFound);
    return reply
      .header('content-type', document.contentType)
      .header('content-length', document.size)
      .header('content-disposition', contentDisposition(document.fileName))
      // Private files: kept by no shared cache, and never rendered by the browser as anything but a download.
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  }

  // A download's 200 is the file as stored, so that the API description says what it answers (decision 0107).
  const file = {
    description: 'The file, with the type it was stored with',
    content: Object.fromEntries(Object.values(DOCUMENT_CONTENT_TYPES).map((type) => [type.split(';')[0]!, { schema: z.string() }])),
  };
  const uploadSchema = { querystring: DocumentUploadQuery, response: { 200: DocumentUploadAnswer, 201: DocumentUploadAnswer, ...errors } };
  // fastify reads no body here (the parser passes the stream on): the limit is readUpload's. This one only
  // keeps fastify from refusing a declared length above its own default first.
  const bodyLimit = DOCUMENT_MAX_BYTES + 1;

  // ----- Staff: any candidate's documents -----
  app.get('/api/candidates/:id/documents', { schema: { params: IdParam, response: { 200: CandidateDocumentList, ...errors } } }, async (request) => {
    const candidate = await existingCandidate(request.params.id);
    return documents.list(candidate.id);
  });

  app.post('/api/candidates/:id/documents', { bodyLimit, schema: { params: IdParam, ...uploadSchema } }, async (request, reply) => {
    const staff = staffOf(request.principal);
    const candidate = await existingCandidate(request.params.id);
    return upload(request, reply, candidate.id, { kind: 'staff', id: staff.userId, name: staff.name });
  });

  app.get('/api/candidates/:id/documents/:documentId/file', { schema: { params: DocumentParams, response: { 200: file, ...errors } } }, async (request, reply) =>
    download(reply, found(await documents.find(request.params.id, request.params.documentId))),
  );

  app.delete('/api/candidates/:id/documents/:documentId', { schema: { params: DocumentParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await documents.remove(request.params.id, request.params.documentId))) throw notFound(DocumentErrors.notFound);
    return reply.status(204).send(null);
  });

  // ----- A candidate: their own documents only -----
  app.get('/api/candidate/documents', { schema: { response: { 200: CandidateDocumentList, ...errors } } }, async (request) =>
    documents.list(candidateOf(request.principal).candidateId),
  );

  app.post('/api/candidate/documents', { bodyLimit, schema: uploadSchema }, async (request, reply) => {
    const candidate = await existingCandidate(candidateOf(request.principal).candidateId);
    return upload(request, reply, candidate.id, { kind: 'candidate', id: candidate.id, name: candidate.name });
  });

  app.get('/api/candidate/documents/:documentId/file', { schema: { params: OwnDocumentParams, response: { 200: file, ...errors } } }, async (request, reply) =>
    download(reply, found(await documents.find(candidateOf(request.principal).candidateId, request.params.documentId))),
  );

  app.delete('/api/candidate/documents/:documentId', { schema: { params: OwnDocumentParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await documents.remove(candidateOf(request.principal).candidateId, request.params.documentId))) throw notFound(DocumentErrors.notFound);
    return reply.status(204).send(null);
  });
}

/**
 * The upload's bytes, at most DOCUMENT_MAX_BYTES: a declared length above it is refused before anything is
 * read, a stream that runs over it as soon as it does. A client that stops half way leaves an error here,
 * before anything is stored.
 */
export async function readUpload(request: FastifyRequest, reply: FastifyReply): Promise<Buffer> {
  // A refused upload's connection is not kept for another request: what is left of its body is never read.
  const refuse = (status: number, message: string) => {
    reply.header('connection', 'close');
    return new HttpError(status, message);
  };
  if (Number(request.headers['content-length'] ?? 0) > DOCUMENT_MAX_BYTES) throw refuse(413, DocumentErrors.tooLarge);
  const body = request.body as Readable | undefined;
  if (!body) throw new HttpError(400, DocumentErrors.empty);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    // The rest is not read: Node discards it while the 413 goes out, and the connection is then closed.
    if (size > DOCUMENT_MAX_BYTES) throw refuse(413, DocumentErrors.tooLarge);
    chunks.push(chunk);
  }
  if (size === 0) throw new HttpError(400, DocumentErrors.empty);
  return Buffer.concat(chunks, size);
}
