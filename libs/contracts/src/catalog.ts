import { z } from 'zod';
import { EmployerStatus, EmploymentType, JobRolePriority, JobRoleStatus } from './enums';
import { CustomFieldValues } from './custom-fields';
import { line, optionalLine, optionalPhone, optionalText, optionalUrl, TextLimit } from './fields';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
export const IdParam = z.object({ id: objectId });

// ----- Employers -----
const contactEmail = z.union([z.email('must be a valid email address').max(TextLimit.email), z.literal('')]).optional().nullable();

/** One of an employer's contact people (decision 0119): a name, and a job title, e-mail and phone when known. */
export const EmployerContactInput = z.object({
  name: line().min(1, 'Contact name is required'),
  jobTitle: optionalLine(),
  email: contactEmail,
  phone: optionalPhone('Contact phone'),
});
export type EmployerContactInput = z.input<typeof EmployerContactInput>;
export const EmployerContact = z.object({
  name: z.string(),
  jobTitle: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});
export type EmployerContact = z.infer<typeof EmployerContact>;
export const MAX_EMPLOYER_CONTACTS = 20;

export const EmployerInput = z.object({
  name: line().min(1, 'Company Name is required'),
  industry: optionalLine(),
  location: optionalLine(),
  contactPerson: optionalLine(),
  contactEmail,
  contactPhone: optionalPhone('Contact phone'),
  /**
   * Every contact person, the main one first. When sent it replaces the list and the single contact fields
   * above are read from its first entry; left out (older clients, the website's registration), the list is
   * the single contact above.
   */
  contacts: z.array(EmployerContactInput).max(MAX_EMPLOYER_CONTACTS, `At most ${MAX_EMPLOYER_CONTACTS} contacts`).optional(),
  website: optionalUrl('Website'),
  status: EmployerStatus.default('active'),
  description: optionalText(TextLimit.long),
  /** Values of the administrators' custom fields by key (decision 0125); checked by the service against the definitions. */
  customFields: CustomFieldValues.optional(),
});
export type EmployerInput = z.infer<typeof EmployerInput>;

/** An employer as answered: plain fields, so that one stored before a rule was added is still answered. */
export const Employer = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  contactEmail: z.string().nullable().optional(),
  contactPhone: z.string().nullable().optional(),
  /** The contact people, main one first; an employer stored before there were several has its single contact here. */
  contacts: z.array(EmployerContact).optional(),
  website: z.string().nullable().optional(),
  status: EmployerStatus,
  description: z.string().nullable().optional(),
  /** Values of the custom fields by key (decision 0125): dates as 'YYYY-MM-DD', null or absent when empty. */
  customFields: CustomFieldValues.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employer = z.infer<typeof Employer>;

/** Staff list of employers: searched (name, industry, location) and paged on the server. */
export const EmployerListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: EmployerStatus.optional(),
  /** Part of the industry, case- and accent-insensitive (decision 0134). */
  industry: z.string().trim().max(TextLimit.name).optional(),
  /** Part of the location, case- and accent-insensitive (decision 0134). */
  location: z.string().trim().max(TextLimit.name).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type EmployerListQuery = z.infer<typeof EmployerListQuery>;

export const EmployerList = z.object({ items: z.array(Employer), total: z.number().int() });
export type EmployerList = z.infer<typeof EmployerList>;

/**
 * Public partnership registration (spec section 5): company name, contact person and contact email
 * are required; the employer is stored as a prospect whatever the body says.
 */
export const EmployerRegistrationInput = z.object({
  name: line().min(1, 'Company name is required'),
  contactPerson: line().min(1, 'Contact person is required'),
  contactEmail: z.email('Contact email must be a valid email address').max(TextLimit.email),
  industry: optionalLine(),
  location: optionalLine(),
  contactPhone: optionalPhone('Contact phone'),
  website: optionalUrl('Website'),
  description: optionalText(TextLimit.long),
});
export type EmployerRegistrationInput = z.infer<typeof EmployerRegistrationInput>;

/** Answer to a registration: the new employer's id and a confirmation to show the visitor. */
export const EmployerRegistered = z.object({ id: z.string(), message: z.string() });
export type EmployerRegistered = z.infer<typeof EmployerRegistered>;

/** Snapshot carried by employer events. */
export const EmployerSnapshot = Employer;
export type EmployerSnapshot = Employer;

// ----- Job roles -----
export const JobRoleInput = z.object({
  employerId: objectId,
  title: line().min(1, 'Job Title is required'),
  description: optionalText(TextLimit.long),
  requirements: optionalText(TextLimit.long),
  salaryRange: optionalLine(TextLimit.tag),
  location: optionalLine(),
  status: JobRoleStatus.default('open'),
  priority: JobRolePriority.default('medium'),
  /**
   * The team member who owns the role and is e-mailed its applications (decision 0120). Absent: on a new role the
   * staff member creating it, on a change the owner it had; null: none (its applications go to the administrators).
   */
  ownerId: objectId.nullable().optional(),
  /** Values of the administrators' custom fields by key (decision 0125); checked by the service against the definitions. */
  customFields: CustomFieldValues.optional(),
});
export type JobRoleInput = z.infer<typeof JobRoleInput>;

export const JobRole = z.object({
  id: z.string(),
  slug: z.string(),
  employerId: z.string(),
  title: z.string(),
  description: z.string().nullable().optional(),
  requirements: z.string().nullable().optional(),
  salaryRange: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  status: JobRoleStatus,
  priority: JobRolePriority,
  createdAt: z.string(),
  updatedAt: z.string(),
  employer: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The team member who owns it, by the name they had when made owner; staff only (null for visitors). */
  owner: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** Values of the custom fields by key (decision 0125): dates as 'YYYY-MM-DD', null or absent when empty. */
  customFields: CustomFieldValues.optional(),
});
export type JobRole = z.infer<typeof JobRole>;

/** GET /api/team-members (staff): the active team members a job role may be given to, by name. */
export const TeamMember = z.object({ id: z.string(), name: z.string() });
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMemberList = z.array(TeamMember);

/**
 * A list of job roles, searched and paged on the server: `q` matches title, description, requirements,
 * location or employer name; `location` the location; `type` the employment type (the jobs board, 0117).
 */
export const JobRoleListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
  type: EmploymentType.optional(),
  status: JobRoleStatus.optional(),
  // Staff only (decision 0134): a visitor's list ignores them.
  priority: JobRolePriority.optional(),
  employerId: objectId.optional(),
  /** The owner: a staff member's id, or `me` for whoever asks. */
  owner: z.string().trim().regex(/^(me|[a-f0-9]{24})$/i, "must be a staff member's id or 'me'").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type JobRoleListQuery = z.infer<typeof JobRoleListQuery>;

export const JobRoleList = z.object({ items: z.array(JobRole), total: z.number().int() });
export type JobRoleList = z.infer<typeof JobRoleList>;

export const SlugParam = z.object({ slug: z.string().min(1).max(300) });

/** Event subjects of the catalog context. */
export const CatalogEvents = {
  employerCreated: 'catalog.employer.created',
  employerUpdated: 'catalog.employer.updated',
  employerDeleted: 'catalog.employer.deleted',
  jobRoleCreated: 'catalog.job-role.created',
  jobRoleUpdated: 'catalog.job-role.updated',
  jobRoleDeleted: 'catalog.job-role.deleted',
} as const;

/** Snapshot carried by job role events. */
export const JobRoleSnapshot = JobRole.omit({ employer: true }).extend({ employerName: z.string().nullable() });
export type JobRoleSnapshot = z.infer<typeof JobRoleSnapshot>;

// The job page's title and meta tags, shared by the website and the gateway.
export * from './job-page-meta';
// The jobs board's address, title and description, shared by the website and the gateway.
export * from './jobs-board';
