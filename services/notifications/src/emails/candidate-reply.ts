import type { MessageSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/**
 * To the team member a candidate replied to in the portal. Like the candidate's own message alerts it names the
 * subject and links to where the conversation is read (the candidate's page in the CRM): what the candidate wrote
 * stays behind the sign-in (decision 0121).
 */
export function candidateReplyEmail(reply: MessageSnapshot, candidateName: string, publicUrl: string): EmailContent {
  const subject = reply.subject?.trim() || 'your message';
  const who = candidateName || 'A candidate';
  return renderEmail({
    subject: `${who} replied: ${subject}`,
    heading: `${who} replied to your message`,
    paragraphs: [`${who} replied in the candidate portal to your message "${subject.replace(/^Re:\s*/i, '')}".`, 'Read the reply and answer in the same conversation in the CRM.'],
    action: { label: 'Read the reply', url: `${publicUrl}/manage/candidates/${encodeURIComponent(reply.senderId)}` },
    footer: "You receive this e-mail because a candidate replied to a message you wrote. Turn these e-mails off under 'E-mail settings' in the CRM's sidebar.",
  });
}
