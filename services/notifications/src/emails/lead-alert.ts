import type { LeadSnapshot } from '@agency/contracts';
import type { OverdueLead } from '../projections/leads';
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

/** The daily digest of the leads still 'new' after the 24 hours the website promises (decision 0098). */
export function overdueLeadsEmail(leads: OverdueLead[], now: Date, publicUrl: string): EmailContent {
  const hoursWaiting = (lead: OverdueLead) => Math.floor((now.getTime() - lead.createdAt.getTime()) / 3_600_000);
  const count = leads.length === 1 ? '1 lead is' : `${leads.length} leads are`;
  return renderEmail({
    subject: `${count} waiting more than 24 hours for a reply`,
    heading: 'Leads past the 24-hour promise',
    paragraphs: [`${count} still new, more than 24 hours after asking on the website. Oldest first:`],
    details: leads.map((lead) => [lead.name, `${SERVICE_NAMES[lead.service as LeadSnapshot['service']] ?? lead.service}, waiting ${hoursWaiting(lead)} hours`]),
    action: { label: 'Open the new leads', url: `${publicUrl}/manage/leads` },
    footer: 'You receive this digest once a day, when leads are overdue, as an administrator or manager of TalentBridge.',
  });
}
