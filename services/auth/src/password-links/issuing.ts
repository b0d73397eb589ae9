import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { ISSUE_PASSWORD_LINK, IssuePasswordLinkRequest, type IssuePasswordLinkReply } from '@agency/contracts';
import { answerRequests } from '@agency/service-kit';
import type { PasswordLinkStore } from './store';

/**
 * Answers `rpc.auth.issue-password-link`: the token of a usable link, for the notifications service to put in
 * its e-mail. Request/reply, so that the token is never kept in a stream.
 */
export function answerPasswordLinkRequests(connection: NatsConnection, links: PasswordLinkStore, log: Logger) {
  async function issue(body: unknown): Promise<IssuePasswordLinkReply> {
    const request = IssuePasswordLinkRequest.safeParse(body);
    if (!request.success) return { ok: false, message: 'Invalid request: a linkId is required' };
    try {
      const token = await links.tokenOf(request.data.linkId);
      return token ? { ok: true, token } : { ok: false, message: 'This link was used or has expired' };
    } catch (error) {
      log.warn({ err: error }, 'could not issue a password link');
      return { ok: false, message: 'Password links cannot be looked up right now', retry: true };
    }
  }
  return answerRequests(connection, ISSUE_PASSWORD_LINK, 'auth', issue, log);
}
