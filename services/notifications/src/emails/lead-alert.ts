import type { LeadSnapshot } from '@agency/contracts';
import { renderEmail, type EmailContent } from './layout';

const SERVICE_NAMES: Record<LeadSnapshot['service'], string> = {
  consultation: 'a free consultation',
  cv_assessment: 'a CV assessment',
};

/** To administrators, managers and LEAD_ALERTS_TO, for each new lead: the website promises a reply within 24 hours. */
export function leadAlertEmail(lead: LeadSnapshot, publicUrl: string): EmailContent {
  const service = SERVICE_NAMES[lead.service] ?? lead.service;
  return renderEmail({
    subject: `New lead: ${lead.name} asks for ${service}`,
    heading: 'A new lead is waiting for a reply',
    paragraphs: [`${lead.name} asked for ${service} on the website. We promise a reply within 24 hours.`],
    details: [
      ['Name', lead.name],
      ['E-mail', lead.email],
      ['Phone', lead.phone ?? '—'],
      ['Message', lead.message ?? '—'],
      ['Received', new Date(lead.createdAt).toUTCString()],
    ],
    action: { label: 'Open the leads', url: `${publicUrl}/manage/leads` },
    footer: 'You receive lead alerts as an administrator or manager of TalentBridge.',
  });
}
