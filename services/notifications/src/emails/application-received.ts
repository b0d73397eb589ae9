import type { ApplicationSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/**
 * To the applicant, when their application is stored: the role and what happens next. Anyone can type an address
 * into the public form, so the e-mail carries nothing the sender typed (issue 30): no name, no cover letter; the
 * role's title is the catalog's.
 */
export function applicationReceivedEmail(application: ApplicationSnapshot, publicUrl: string): EmailContent {
  const role = application.jobRoleTitle ?? 'the role you applied for';
  const site = publicUrl.replace(/^https?:\/\//, '');
  return renderEmail({
    subject: `We received your application: ${role}`,
    heading: 'Thank you for applying',
    paragraphs: [
      `Your application for ${role} has reached our recruiters.`,
      'What happens next: a recruiter reads your application and, if your experience fits the role, contacts you to arrange a first conversation.',
      'In your candidate portal you can complete your profile, see roles that match it, and follow your applications, appointments and messages.',
    ],
    // Straight to 'My Applications' (decision 0121): the portal keeps its tab in the address.
    action: { label: 'Follow your application', url: `${publicUrl}/candidateportal?tab=applications` },
    footer: `You receive this e-mail because an application for a role on ${site} was sent with this address. If it was not you, ignore this e-mail.`,
  });
}
