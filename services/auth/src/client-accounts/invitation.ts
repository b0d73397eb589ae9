import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { INVITE_CLIENT_CONTACT, InviteClientContactRequest, type InviteClientContactReply } from '@agency/contracts';
import { answerRequests, HttpError } from '@agency/service-kit';
import type { PasswordLinkStore } from '../password-links/store';
import type { ClientAccountStore } from './store';

export const TOO_MANY_INVITATIONS = 'This contact was sent 3 links in the last hour. Please try again later.';

/**
 * Answers `rpc.auth.invite-client-contact` (decision 0130): the catalog, which checked that the address is one of the
 * employer's contacts, asks for the contact's account and a link to choose its password. The new link voids the older
 * ones, so only the newest e-mail works.
 */
export function answerClientInvitations(connection: NatsConnection, accounts: ClientAccountStore, links: PasswordLinkStore, log: Logger) {
  async function invite(body: unknown): Promise<InviteClientContactReply> {
    const request = InviteClientContactRequest.safeParse(body);
    if (!request.success) return { ok: false, status: 400, message: `Invalid request: ${request.error.issues.map((issue) => issue.message).join('; ')}` };
    try {
      const account = await accounts.invite(request.data);
      const accountId = account._id.toHexString();
      const link = await links.request({ account: 'client', accountId, email: account.email }, 'invitation');
      if (!link) return { ok: false, status: 429, message: TOO_MANY_INVITATIONS };
      await links.voidAllOf(accountId, link.linkId);
      log.info({ clientAccountId: accountId, employerId: account.employerId }, 'client contact invited');
      const stored = await links.model.findById(link.linkId, { expiresAt: 1 }).lean();
      return { ok: true, expiresAt: (stored?.expiresAt ?? new Date()).toISOString() };
    } catch (error) {
      if (error instanceof HttpError) return { ok: false, status: error.statusCode, message: error.message };
      log.error({ err: error }, 'could not invite a client contact');
      return { ok: false, status: 503, message: 'Invitations cannot be sent right now. Please try again shortly.' };
    }
  }
  return answerRequests(connection, INVITE_CLIENT_CONTACT, 'auth', invite, log);
}
