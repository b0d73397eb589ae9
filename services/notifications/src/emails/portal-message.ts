import type { MessageSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/**
 * To a candidate, when a recruiter sends them a message in the portal. The message itself stays in the portal
 * (behind the candidate's sign-in); the e-mail names its subject and links there.
 */
export function portalMessageEmail(message: MessageSnapshot, candidateName: string, publicUrl: string): EmailContent {
  const subject = message.subject?.trim() || 'A message from your recruiter';
  return renderEmail({
    subject: `New message from your recruiter: ${subject}`,
    heading: `You have a new message${candidateName ? `, ${candidateName}` : ''}`,
    paragraphs: [`Your recruiter at TalentBridge sent you a message: "${subject}".`, 'Read it and reply in your candidate portal.'],
    action: { label: 'Read the message', url: `${publicUrl}/candidateportal?tab=messages` },
    footer: 'You receive this e-mail because a recruiter wrote to you in your TalentBridge candidate portal. Turn these e-mails off under E-mail Preferences in your portal\'s Profile tab.',
  });
}
