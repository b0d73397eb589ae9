/** A section of the management area: its sidebar entry and its header (spec: staff shell). */
export interface Section {
  path: string;
  /** The sidebar entry. */
  label: string;
  /** The header's title and subtitle. */
  title: string;
  subtitle: string;
  administratorsOnly?: boolean;
}

export const SECTIONS: readonly Section[] = [
  {
    path: '/manage',
    label: 'Dashboard',
    title: 'Dashboard',
    subtitle: "Welcome back! Here's your recruiting overview",
  },
  {
    path: '/manage/candidates',
    label: 'Candidates',
    title: 'Candidates',
    subtitle: 'Manage your candidate database',
  },
  {
    path: '/manage/employers',
    label: 'Employers',
    title: 'Employers',
    subtitle: 'Manage your employer relationships',
  },
  {
    path: '/manage/job-roles',
    label: 'Job Roles',
    title: 'Job Roles',
    subtitle: 'Track open positions and requirements',
  },
  {
    path: '/manage/interactions',
    label: 'Interactions',
    title: 'Interactions',
    subtitle: 'View all communication history',
  },
  {
    path: '/manage/calendar',
    label: 'Calendar',
    title: 'Calendar',
    subtitle: 'Schedule interviews and meetings',
  },
  {
    path: '/manage/pipeline',
    label: 'Pipeline',
    title: 'Pipeline',
    subtitle: 'Track your sales pipeline and deals',
  },
  {
    path: '/manage/leads',
    label: 'Leads',
    title: 'Leads',
    subtitle: 'Requests from the website, to answer within 24 hours',
  },
  {
    path: '/manage/users',
    label: 'Users',
    title: 'User Management',
    subtitle: 'Manage team members and their access',
    administratorsOnly: true,
  },
  {
    path: '/manage/integrations',
    label: 'Integrations',
    title: 'Integrations',
    subtitle: 'API keys and webhooks for the systems that connect to the agency',
    administratorsOnly: true,
  },
];

/** The section at an address (`/manage/users`, `/manage/users/`), if any. */
export function sectionAt(pathname: string): Section | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SECTIONS.find((section) => section.path === path);
}
