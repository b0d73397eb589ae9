import contentDisposition from 'content-disposition';
import { z } from 'zod';
import { ClientCvRequest, ErrorBody, IdParam } from '@agency/contracts';
import { notFound, staffOf, type ServiceApp } from '@agency/service-kit';
import { CANDIDATE_GONE } from '../candidates/routes';
import type { ClientCvs } from './client-cv';
import type { StaffContacts } from './staff-contacts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const pdfFile = { description: 'The client CV, a PDF to download', content: { 'application/pdf': { schema: z.string() } } };

/**
 * `POST /api/candidates/:id/client-cv` (staff): the branded PDF a client is sent, made on each call from the
 * profile as it is now, the caller printed as the recruiter to contact. A POST, as the note can be 2,000 characters.
 */
export function registerClientCvRoutes(app: ServiceApp, { clientCvs, staff }: { clientCvs: ClientCvs; staff: StaffContacts }): void {
  app.post('/api/candidates/:id/client-cv', { schema: { params: IdParam, body: ClientCvRequest, response: { 200: pdfFile, ...errors } } }, async (request, reply) => {
    const caller = staffOf(request.principal);
    const made = await clientCvs.renderClientCv(request.params.id, { ...request.body, recruiter: staff.of(caller) });
    if (!made) throw notFound(CANDIDATE_GONE);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(made.fileName))
      // A candidate's personal data: kept by no shared cache.
      .header('cache-control', 'private, no-store')
      .send(made.pdf as never);
  });
}
