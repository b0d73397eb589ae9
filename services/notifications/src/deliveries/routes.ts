import { EmailRecordList, EmailRecordQuery, ErrorBody, type EmailRecord } from '@agency/contracts';
import type { ServiceApp } from '@agency/service-kit';
import type { EmailModel } from './model';

const LIMIT = 100;

/** GET /api/emails?candidateId=: the e-mails sent (or being sent) to a candidate, newest first, for the CRM. */
export function registerEmailRecordRoutes(app: ServiceApp, emails: EmailModel): void {
  app.get(
    '/api/emails',
    { schema: { querystring: EmailRecordQuery, response: { 200: EmailRecordList, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } } },
    async (request) => {
      const rows = await emails.find({ candidateId: request.query.candidateId }).sort({ createdAt: -1 }).limit(LIMIT).lean();
      return rows.map(
        (row): EmailRecord => ({
          id: String(row._id),
          kind: row.kind,
          to: row.to,
          subject: row.subject ?? '',
          status: row.status,
          attempts: row.attempts ?? 0,
          reason: row.status === 'sent' ? null : (row.lastError ?? null),
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt ? row.sentAt.toISOString() : null,
        }),
      );
    },
  );
}
