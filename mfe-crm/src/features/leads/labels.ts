import { LeadStatus, type LeadService } from '@agency/contracts';

/** The two free services the website offers (its exit-intent dialog), as the website names them. */
export const SERVICE_LABELS: Record<LeadService, string> = {
  consultation: 'Free Consultation',
  cv_assessment: 'CV Assessment',
};

const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};

export const LEAD_STATUS_OPTIONS = LeadStatus.options.map((value) => ({
  value,
  label: STATUS_LABELS[value],
}));
