import type { ApplicationSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

/** Where the staff open the application: the inbox, filtered to its role, with it marked (decision 0120). */
export const applicationLink = (application: ApplicationSnapshot, publicUrl: string) =>
  `${publicUrl}/manage/applications?jobRoleId=${encodeURIComponent(application.jobRoleId)}&application=${encodeURIComponent(application.id)}`;

/**
 * To the role's owner (or, for a role without one, each administrator), for each new application: from the website
 * or a candidate's 'Express Interest' on a job match.
 */
export function newApplicationEmail(application: ApplicationSnapshot, publicUrl: string, toOwner: boolean): EmailContent {
  const role = application.jobRoleTitle ?? 'a job role';
  const how = application.source === 'job-match' ? `pressed 'Express Interest' on ${role} in the candidate portal` : `applied for ${role} on the website`;
  return renderEmail({
    subject: `New application: ${application.candidateFullName} for ${role}`,
    heading: 'A new application is waiting',
    paragraphs: [`${application.candidateFullName} ${how}.`],
    details: [
      ['Role', role],
      ['Candidate', application.candidateFullName],
      ['E-mail', application.candidateEmail],
      ['Received', new Date(application.createdAt).toUTCString()],
    ],
    action: { label: 'Open the application', url: applicationLink(application, publicUrl) },
    footer: toOwner
      ? 'You receive this e-mail as the owner of this job role on TalentBridge.'
      : 'You receive this e-mail as an administrator of TalentBridge: this job role has no owner.',
  });
}
