import type { ApplicationSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/** To the applicant, when their application is stored: the role and what happens next. */
export function applicationReceivedEmail(application: ApplicationSnapshot, publicUrl: string): EmailContent {
  const role = application.jobRoleTitle ?? 'the role you applied for';
  return renderEmail({
    subject: `We received your application: ${role}`,
    heading: `Thank you for applying, ${application.candidateFullName}`,
    paragraphs: [
      `Your application for ${role} has reached our recruiters.`,
      'What happens next: a recruiter reads your application and, if your experience fits the role, contacts you to arrange a first conversation.',
      'In your candidate portal you can complete your profile, see roles that match it, and follow your appointments and messages.',
    ],
    action: { label: 'Open your candidate portal', url: `${publicUrl}/candidateportal` },
    footer: `You receive this e-mail because you applied for a role on ${publicUrl.replace(/^https?:\/\//, '')}.`,
  });
}
