import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { AuthEvents, ISSUE_PASSWORD_LINK, IssuePasswordLinkReply, PasswordLinkRequested, Streams } from '@agency/contracts';
import { sendRequest, type Projection } from '@agency/service-kit';
import type { MailConfig } from '../config';
import type { DeliveryQueue } from '../deliveries/queue';
import { passwordLinkEmail } from '../emails/password-link';

/** The record's kind of each link's e-mail, by account and purpose. */
const KINDS: Record<string, string> = {
  'candidate reset': 'password-link',
  'candidate set-password': 'set-password-link',
  'staff reset': 'staff-password-link',
  'staff invitation': 'staff-invitation',
  'client invitation': 'client-invitation',
  'client reset': 'client-password-link',
};

/**
 * The e-mail with a link to choose a password, for each link the auth service makes (decisions 0095, 0096, 0100). The
 * event has no token: it is asked of the auth service (request/reply, never kept in a stream), which gives the
 * same one for the same link. A link used or expired meanwhile is not sent; auth not answering retries the event.
 */
export function passwordLinkEmails(queue: DeliveryQueue, connection: NatsConnection, config: MailConfig, log: Logger): Projection {
  return {
    name: 'notifications-password-links', // the durable consumer: never renamed
    stream: Streams.auth,
    handles: [AuthEvents.passwordLinkRequested],
    checkpoint: 'consumer',
    async apply(event) {
      const link = PasswordLinkRequested.safeParse(event.data);
      if (!link.success) return void log.error({ id: event.aggregateId }, 'ignoring a password-link event the notifications service cannot read');
      const reply = await sendRequest(connection, ISSUE_PASSWORD_LINK, { linkId: link.data.linkId }, IssuePasswordLinkReply, 5_000);
      if (!reply || (!reply.ok && reply.retry)) throw new Error('the auth service did not give the password link\'s token; retried');
      if (!reply.ok) return void log.info({ linkId: link.data.linkId }, `password link not sent: ${reply.message}`);
      const { account, purpose, accountId, email } = link.data;
      // A team member's link opens the team's sign-in page, a candidate's the portal; an employer contact's the client
      // portal's own page for it, which reads the token from the query (decision 0130).
      const token = encodeURIComponent(reply.token);
      const url =
        account === 'client'
          ? `${config.publicUrl}/clientportal/reset-password?token=${token}`
          : `${config.publicUrl}${account === 'staff' ? '/login' : '/candidateportal'}#reset=${token}`;
      await queue.enqueue({
        key: `password-link:${link.data.linkId}`,
        kind: KINDS[`${account} ${purpose}`] ?? 'password-link',
        to: email,
        // The CRM's record of a candidate's e-mails; a team member's are not listed anywhere.
        candidateId: account === 'candidate' ? accountId : undefined,
        // The link signs in whoever has it: once sent, it is not kept here.
        forgetBodyWhenSent: true,
        ...passwordLinkEmail(url, link.data),
      });
    },
  };
}
