/** A section of the management area: its sidebar entry and its header (spec: staff shell). */
export interface Section {
  path: string;
  /** The sidebar entry. */
  label: string;
  /** The header's title and subtitle. */
  title: string;
  subtitle: string;
  administratorsOnly?: boolean;
  /** For managers and administrators only (the duplicates screen, decision 0126). */
  managersOnly?: boolean;
  /** A page reached from another section's screen, not listed in the sidebar (the CV folder import, from Import). */
  notInSidebar?: boolean;
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
    path: '/manage/applications',
    label: 'Applications',
    title: 'Applications',
    subtitle: 'Every application, newest first: review, accept or reject',
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
    path: '/manage/import',
    label: 'Import',
    title: 'Import',
    subtitle: 'Bring candidates and employers in from a spreadsheet (CSV or Excel)',
    managersOnly: true,
  },
  {
    path: '/manage/import/cv-folder',
    label: 'Import a folder of CVs',
    title: 'Import a folder of CVs',
    subtitle: 'Many CVs at once: read, reviewed, then created as candidates with their CVs',
    notInSidebar: true,
  },
  {
    path: '/manage/duplicates',
    label: 'Duplicates',
    title: 'Duplicates',
    subtitle: 'Likely duplicate candidates and employers: keep one, merge the other into it',
    managersOnly: true,
  },
  {
    path: '/manage/email-templates',
    label: 'E-mail Templates',
    title: 'E-mail Templates',
    subtitle: 'Templates with merge fields, sent to a selection of candidates',
    managersOnly: true,
  },
  {
    path: '/manage/users',
    label: 'Users',
    title: 'User Management',
    subtitle: 'Manage team members and their access',
    administratorsOnly: true,
  },
  {
    path: '/manage/custom-fields',
    label: 'Custom Fields',
    title: 'Custom Fields',
    subtitle: 'Fields of your own on candidates, employers and job roles',
    administratorsOnly: true,
  },
  {
    path: '/manage/tags',
    label: 'Tags',
    title: 'Tags',
    subtitle: 'Rename, recolour and merge the tags staff put on records',
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

/** The records that have a page of their own (decision 0119), by the list address they are under. */
const RECORD_KINDS = {
  '/manage/candidates': { kind: 'candidate', label: 'Candidate record' },
  '/manage/employers': { kind: 'employer', label: 'Employer record' },
  '/manage/job-roles': { kind: 'job-role', label: 'Job role record' },
} as const;

/** A record's own page: `/manage/candidates/:id` belongs to the Candidates section, and so on. */
export interface RecordPage {
  kind: (typeof RECORD_KINDS)[keyof typeof RECORD_KINDS]['kind'];
  /** What the page is, under the section's name ('Candidate record'). */
  label: string;
  id: string;
  section: Section;
}

/** The record page at an address (`/manage/candidates/65ab…`), if any. */
export function recordAt(pathname: string): RecordPage | undefined {
  const match = /^(\/manage\/[a-z-]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, list, id] = match;
  const record = RECORD_KINDS[list as keyof typeof RECORD_KINDS];
  const section = SECTIONS.find((candidate) => candidate.path === list);
  return record && section ? { ...record, id: id!, section } : undefined;
}
