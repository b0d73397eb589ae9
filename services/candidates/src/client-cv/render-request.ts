import type { Logger } from 'pino';
import { RENDER_CLIENT_CV, RenderClientCvRequest, type RenderClientCvReply } from '@agency/contracts';
import { answerRequests, type EventBus } from '@agency/service-kit';
import { CANDIDATE_GONE } from '../candidates/routes';
import type { ClientCvs } from './client-cv';
import type { StaffContacts } from './staff-contacts';

/** The name printed when the recruiter who submitted is not (or no longer) known from the AUTH stream. */
const UNKNOWN_RECRUITER = 'Your recruiter';

/**
 * Answers `rpc.candidates.render-client-cv` (decision 0132): engagement, which owns submissions and checked the
 * client's right to this one, asks for the client CV PDF (decision 0129), the recruiter who submitted named at the top.
 * The PDF travels base64-encoded in the JSON reply.
 */
export function answerClientCvRequests(connection: EventBus['connection'], { clientCvs, staff }: { clientCvs: ClientCvs; staff: StaffContacts }, log: Logger) {
  async function render(body: unknown): Promise<RenderClientCvReply> {
    const request = RenderClientCvRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    const { candidateId, anonymised, note, recruiterId } = request.data;
    try {
      const made = await clientCvs.renderClientCv(candidateId, { anonymised, note, recruiter: staff.of({ userId: recruiterId, name: UNKNOWN_RECRUITER }) });
      if (!made) return { ok: false, status: 404, message: CANDIDATE_GONE };
      return { ok: true, fileName: made.fileName, pdfBase64: made.pdf.toString('base64') };
    } catch (error) {
      log.error({ err: error, candidateId }, 'could not render a client CV');
      return { ok: false, status: 503, message: 'The CV cannot be made right now. Please try again shortly.' };
    }
  }
  return answerRequests(connection, RENDER_CLIENT_CV, 'candidates', render, log);
}
