/** The dashboard's tabs (spec section 2's four and 'My Applications', decision 0121), by the value kept in the address as ?tab=. */
export const DASHBOARD_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'job-matches', label: 'Job Matches' },
  { value: 'applications', label: 'My Applications' },
  { value: 'appointments', label: 'Appointments' },
  { value: 'messages', label: 'Messages' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

/** The tab an address asks for; none or an unknown one is the Profile tab. */
export function tabOf(param: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === param)?.value ?? 'profile';
}
