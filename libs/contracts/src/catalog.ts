import { z } from 'zod';
import { EmployerStatus, JobRolePriority, JobRoleStatus } from './enums';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
export const IdParam = z.object({ id: objectId });

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

// ----- Employers -----
export const EmployerInput = z.object({
  name: z.string().trim().min(1, 'Company Name is required').max(200),
  industry: optionalText(120),
  location: optionalText(200),
  contactPerson: optionalText(200),
  contactEmail: z.union([z.email('must be a valid email address').max(255), z.literal('')]).optional().nullable(),
  contactPhone: optionalText(50),
  website: optionalText(500),
  status: EmployerStatus.default('active'),
  description: optionalText(5000),
});
export type EmployerInput = z.infer<typeof EmployerInput>;

export const Employer = EmployerInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employer = z.infer<typeof Employer>;

/** Staff list of employers: searched (name, industry, location) and paged on the server. */
export const EmployerListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: EmployerStatus.optional(),
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
  name: z.string().trim().min(1, 'Company name is required').max(200),
  contactPerson: z.string().trim().min(1, 'Contact person is required').max(200),
  contactEmail: z.email('Contact email must be a valid email address').max(255),
  industry: optionalText(120),
  location: optionalText(200),
  contactPhone: optionalText(50),
  website: optionalText(500),
  description: optionalText(5000),
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
  title: z.string().trim().min(1, 'Job Title is required').max(200),
  description: optionalText(20000),
  requirements: optionalText(20000),
  salaryRange: optionalText(100),
  location: optionalText(200),
  status: JobRoleStatus.default('open'),
  priority: JobRolePriority.default('medium'),
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
});
export type JobRole = z.infer<typeof JobRole>;

export const JobRoleListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: JobRoleStatus.optional(),
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
