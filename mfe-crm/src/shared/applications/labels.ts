import type { ApplicationSource, ApplicationStatus } from '@agency/contracts';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'New',
  reviewed: 'Reviewed',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const SOURCE_LABELS: Record<ApplicationSource, string> = {
  website: 'Website',
  'job-match': 'Express Interest',
};

/** What staff may set: pending is where every application starts, and it does not go back (decision 0120). */
export const SETTABLE_STATUSES = ['reviewed', 'accepted', 'rejected'] as const;
