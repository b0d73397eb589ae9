import { EmployerStatus } from '@agency/contracts';

type BadgeVariant = 'default' | 'secondary' | 'outline';

const STATUS: Record<EmployerStatus, { label: string; badge: BadgeVariant }> = {
  active: { label: 'Active', badge: 'default' },
  prospect: { label: 'Prospect', badge: 'outline' },
  inactive: { label: 'Inactive', badge: 'secondary' },
};

export const EMPLOYER_STATUS_OPTIONS = EmployerStatus.options.map((status) => ({
  value: status,
  label: STATUS[status].label,
}));

export const employerStatus = (status: EmployerStatus) => STATUS[status];
