import type { CandidateChange, Education, Employment } from '@agency/contracts';
import { availabilityLabel } from '../../../shared/candidates/availability';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A course's years: '2015 – 2018', a one-year course '2022' (as the portal shows it), an open one '2018 – present'. */
export function courseYears({ startYear, endYear }: Pick<Education, 'startYear' | 'endYear'>): string {
  if (endYear == null) return `${startYear} – present`;
  return endYear === startYear ? `${startYear}` : `${startYear} – ${endYear}`;
}

/** A job's months: 'Mar 2019 – Jun 2021', a current one 'Mar 2019 – present'. */
export function jobMonths(job: Pick<Employment, 'startYear' | 'startMonth' | 'endYear' | 'endMonth' | 'isCurrent'>): string {
  const start = `${MONTHS[job.startMonth - 1] ?? ''} ${job.startYear}`.trim();
  if (job.isCurrent || job.endYear == null) return `${start} – present`;
  const end = `${job.endMonth ? `${MONTHS[job.endMonth - 1]} ` : ''}${job.endYear}`;
  return `${start} – ${end}`;
}

/** The profile fields by the form's names. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  linkedinUrl: 'LinkedIn URL',
  currentRole: 'Current Role',
  location: 'Location',
  skills: 'Skills',
  availability: 'Availability',
  summary: 'Summary',
  cvUrl: 'CV URL',
};

/** A field's value as a person reads it ('—' for empty). */
export function fieldValue(field: string, value: string): string {
  if (!value) return '—';
  return field === 'availability' ? availabilityLabel(value) : value;
}

/** Who made a change, in words. */
export function authorOf({ by }: CandidateChange): string {
  if (by.kind === 'staff') return by.name || 'A team member';
  if (by.kind === 'candidate') return 'The candidate, in the portal';
  return by.name || 'The platform';
}
