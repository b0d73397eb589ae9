import type { JobRoleStatus } from '@agency/contracts';

/** A role's status as the CRM words it ('On Hold'), and the badge that shows it. */
export const ROLE_STATUS: Record<JobRoleStatus, { label: string; badge: 'default' | 'secondary' | 'outline' }> = {
  open: { label: 'Open', badge: 'default' },
  on_hold: { label: 'On Hold', badge: 'outline' },
  filled: { label: 'Filled', badge: 'secondary' },
  closed: { label: 'Closed', badge: 'secondary' },
};
