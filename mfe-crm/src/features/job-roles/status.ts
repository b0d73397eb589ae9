import { JobRolePriority, JobRoleStatus } from '@agency/contracts';

type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

const STATUS: Record<JobRoleStatus, { label: string; badge: BadgeVariant }> = {
  open: { label: 'Open', badge: 'default' },
  on_hold: { label: 'On Hold', badge: 'outline' },
  filled: { label: 'Filled', badge: 'secondary' },
  closed: { label: 'Closed', badge: 'secondary' },
};

// Only what needs attention stands out: urgent in red, high filled, the rest quiet.
const PRIORITY: Record<JobRolePriority, { label: string; badge: BadgeVariant }> = {
  low: { label: 'Low', badge: 'outline' },
  medium: { label: 'Medium', badge: 'outline' },
  high: { label: 'High', badge: 'secondary' },
  urgent: { label: 'Urgent', badge: 'destructive' },
};

export const JOB_ROLE_STATUS_OPTIONS = JobRoleStatus.options.map((status) => ({
  value: status,
  label: STATUS[status].label,
}));

export const PRIORITY_OPTIONS = JobRolePriority.options.map((priority) => ({
  value: priority,
  label: PRIORITY[priority].label,
}));

export const jobRoleStatus = (status: JobRoleStatus) => STATUS[status];
export const jobRolePriority = (priority: JobRolePriority) => PRIORITY[priority];
