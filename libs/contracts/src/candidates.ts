import { z } from 'zod';
import { ApplicationStatus, Availability, InteractionStatus, InteractionType } from './enums';
import { CustomFieldValues } from './custom-fields';
import { line, optionalLine, optionalPhone, optionalText, optionalUrl, TextLimit } from './fields';
import { TagLimit, TagNames } from './tags';
import { SearchQueryText } from './search-query';

const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'must be a 24-character hexadecimal id');
/** A list in one query parameter, comma-separated (`skills=python,django`): at most 20 items, each at most `max` characters. */
const commaList = (max: number) =>
  z
    .string()
    .trim()
    .max(1_000)
    .refine((value) => value.split(',').length <= 20, 'must list at most 20 items, comma-separated')
    .refine((value) => value.split(',').every((item) => item.trim().length <= max), `must list items of at most ${max} characters each`);
/** An optional e-mail: empty text means none. Stored lowercased, so that matching by e-mail is exact. */
const optionalEmail = z
  .union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email('must be a valid email address').max(TextLimit.email))])
  .optional()
  .nullable();

// ----- Candidates -----
export const CandidateInput = z.object({
  name: line().min(1, 'Full Name is required'),
  email: optionalEmail,
  phone: optionalPhone('Phone'),
  linkedinUrl: optionalUrl('LinkedIn URL'),
  currentRole: optionalLine(),
  location: optionalLine(),
  skills: z.array(line(TextLimit.tag).min(1)).max(100).optional().nullable(),
  availability: Availability.default('available'),
  summary: optionalText(TextLimit.text),
  cvUrl: optionalUrl('CV URL'),
  /** Values of the administrators' custom fields by key (decision 0125); checked by the service against the definitions. */
  customFields: CustomFieldValues.optional(),
  /** The candidate's tags by name (decision 0134); absent: unchanged on an edit, none on a new record. New names join the registry. */
  tags: TagNames.optional(),
  /** The staff member looking after them (decision 0134); absent: unchanged on an edit, whoever adds them on a new record. */
  ownerId: objectId.nullable().optional(),
});
export type CandidateInput = z.infer<typeof CandidateInput>;

export const Candidate = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  linkedinUrl: z.string().nullable().optional(),
  currentRole: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  skills: z.array(z.string()).nullable().optional(),
  availability: Availability,
  summary: z.string().nullable().optional(),
  cvUrl: z.string().nullable().optional(),
  profileCompleted: z.boolean(),
  /** Values of the custom fields by key (decision 0125): dates as 'YYYY-MM-DD', null or absent when empty. */
  customFields: CustomFieldValues.optional(),
  /** Tag names as shown (decision 0134); absent on a record from before tags, the same as none. */
  tags: z.array(z.string()).optional(),
  /** The staff member looking after them, by id; null or absent when nobody is (records from before decision 0134). */
  ownerId: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Candidate = z.infer<typeof Candidate>;

/** Staff list: case-insensitive search over name, current role, location, email and skills; paged. */
export const CandidateListQuery = z.object({
  /** The boolean search language (decision 0133): a malformed query is refused with the parser's message. */
  q: SearchQueryText.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
  // The list's filters (decision 0134), all single values (lists comma-separated) so a search is kept as its URL query.
  availability: Availability.optional(),
  /** Part of the location, case- and accent-insensitive. */
  location: z.string().trim().max(TextLimit.name).optional(),
  /** Skills, comma-separated: the candidate has every one (case- and accent-insensitive). */
  skills: commaList(TextLimit.tag).optional(),
  /** Tags, comma-separated: the candidate holds every one. */
  tags: commaList(TagLimit.nameLength).optional(),
  /** The owner: a staff member's id, or `me` for whoever asks. */
  owner: z.string().trim().regex(/^(me|[a-f0-9]{24})$/i, "must be a staff member's id or 'me'").optional(),
  /** Added on or after this day (UTC). */
  addedFrom: z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional(),
  /** Added on or before this day (UTC). */
  addedTo: z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional(),
  /** Whether they have a document (CV) kept here. */
  hasCv: z.enum(['yes', 'no']).optional(),
});
export type CandidateListQuery = z.infer<typeof CandidateListQuery>;

/** A candidate in the staff list; `cvMatch` when the search matched words inside one of their CVs (issue 20). */
export const CandidateListItem = Candidate.extend({
  cvMatch: z.object({ documentId: z.string(), fileName: z.string(), text: z.string() }).optional(),
});
export type CandidateListItem = z.infer<typeof CandidateListItem>;
export const CandidateList = z.object({
  items: z.array(CandidateListItem),
  /** The candidates matching the search and filters. */
  total: z.number().int(),
  /** Every candidate, unfiltered: the '4,310' of '12 of 4,310' (decision 0134). */
  of: z.number().int().optional(),
  /** The searched words and phrases (folded: lowercase, no accents) to mark in the results (decision 0133). */
  highlight: z.array(z.string()).optional(),
});
export type CandidateList = z.infer<typeof CandidateList>;

// ----- Applications -----
/**
 * Where an application came from: the website's 'Apply for This Position', or a candidate's 'Express Interest' on
 * a job match a recruiter suggested in the portal (decision 0120).
 */
export const ApplicationSource = z.enum(['website', 'job-match']);
export type ApplicationSource = z.infer<typeof ApplicationSource>;

export const Application = z.object({
  id: z.string(),
  jobRoleId: z.string(),
  /** The candidate found or created by e-mail when the application came in. */
  candidateId: z.string().optional(),
  /** From the catalog's events (kept after the role is deleted); null when the role is unknown here. */
  jobRoleTitle: z.string().nullable(),
  candidateEmail: z.string(),
  candidateFullName: z.string(),
  candidatePhone: z.string().nullable().optional(),
  coverLetter: z.string().nullable().optional(),
  status: ApplicationStatus,
  /** Why staff rejected it; null unless rejected. */
  rejectionReason: z.string().nullable().optional(),
  /** When staff last set its status; null while nobody has. */
  statusChangedAt: z.string().nullable().optional(),
  /** Absent on an application from before decision 0120: the website. */
  source: ApplicationSource.optional(),
  /** The role's employer, from the catalog's events; null when unknown here. */
  employer: z.object({ id: z.string(), name: z.string().nullable() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof Application>;

/** A real calendar day (2026-02-30 and 0000-00-00 are refused: they made no Date and a 500). */
const day = z.iso.date({ message: 'must be a date, YYYY-MM-DD' });
/** The applications inbox: newest first, by role, status, and the days received (from and to, both included, UTC). */
export const ApplicationListQuery = z
  .object({
    jobRoleId: objectId.optional(),
    status: ApplicationStatus.optional(),
    from: day.optional(),
    to: day.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "'from' must not be after 'to'", path: ['from'] });
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;

export const ApplicationIdParam = z.object({ id: objectId });

export const ApplicationStatusMessages = {
  reasonRequired: 'Please give a reason for the rejection.',
  notPending: 'An application cannot go back to pending once it has been looked at.',
  notFound: 'Application not found',
} as const;

/**
 * PATCH /api/applications/{id} (staff): the spec's pending → reviewed → accepted / rejected. A rejection needs a
 * reason; nothing goes back to pending, which means 'new' in the inbox (decision 0120).
 */
export const ApplicationStatusChange = z
  .object({
    status: ApplicationStatus,
    rejectionReason: optionalText(TextLimit.text),
  })
  .refine((change) => change.status !== 'pending', { message: ApplicationStatusMessages.notPending, path: ['status'] })
  .refine((change) => change.status !== 'rejected' || (change.rejectionReason ?? '').trim() !== '', {
    message: ApplicationStatusMessages.reasonRequired,
    path: ['rejectionReason'],
  });
export type ApplicationStatusChange = z.infer<typeof ApplicationStatusChange>;
export const ApplicationList = z.object({ items: z.array(Application), total: z.number().int() });
export type ApplicationList = z.infer<typeof ApplicationList>;

/**
 * GET /api/candidate/applications (candidate): the signed-in candidate's own applications, newest first, as the
 * candidate sees them: the role, its employer, when, and the status staff set. Not the reason of a rejection,
 * which staff write for each other (decision 0121).
 */
export const CandidateApplication = z.object({
  id: z.string(),
  jobRoleId: z.string(),
  /** Null when the role is unknown here. */
  jobRoleTitle: z.string().nullable(),
  employerName: z.string().nullable(),
  status: ApplicationStatus,
  /** When it was sent. */
  createdAt: z.string(),
  /** When staff last set its status; null while nobody has. */
  statusChangedAt: z.string().nullable(),
});
export type CandidateApplication = z.infer<typeof CandidateApplication>;
export const CandidateApplicationList = z.array(CandidateApplication);

/** Public apply-and-register (spec section 5): full name and e-mail required. */
export const ApplyInput = z.object({
  jobRoleId: objectId,
  candidateEmail: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(TextLimit.email)),
  candidateFullName: line().min(1, 'Please fill in your name'),
  candidatePhone: optionalPhone('Phone'),
  coverLetter: optionalText(TextLimit.long),
});
export type ApplyInput = z.infer<typeof ApplyInput>;

/**
 * The application is stored even when no account could be made: then candidateToken is null and
 * message says what happened and what to do.
 */
export const ApplyResponse = z.object({
  applicationId: z.string(),
  candidateToken: z.string().nullable(),
  message: z.string().optional(),
});
export type ApplyResponse = z.infer<typeof ApplyResponse>;

// ----- Candidate detail -----
/** An interaction as the candidates service keeps it (projection of the engagement service's events). */
export const CandidateInteraction = z.object({
  id: z.string(),
  type: InteractionType,
  subject: z.string().nullable().optional(),
  date: z.string(),
  description: z.string().nullable().optional(),
  outcome: z.string().nullable().optional(),
  status: InteractionStatus.optional(),
  /** A scheduled interview the candidate confirmed in the portal. */
  candidateConfirmed: z.boolean().optional(),
});
export type CandidateInteraction = z.infer<typeof CandidateInteraction>;

export const CandidateDetail = Candidate.extend({
  applications: z.array(Application),
  interactions: z.array(CandidateInteraction),
});
export type CandidateDetail = z.infer<typeof CandidateDetail>;

/** Event subjects of the candidates context. */
export const CandidatesEvents = {
  candidateCreated: 'candidates.candidate.created',
  candidateUpdated: 'candidates.candidate.updated',
  candidateDeleted: 'candidates.candidate.deleted',
  applicationSubmitted: 'candidates.application.submitted',
  /** Staff set an application's status (and, for a rejection, its reason): data is the `ApplicationSnapshot`. */
  applicationStatusChanged: 'candidates.application-status-changed',
  /** A document (CV) kept or deleted: data is the `CandidateDocument`, never the file or its text. */
  documentAdded: 'candidates.document.added',
  documentRemoved: 'candidates.document.removed',
} as const;

/** Snapshot carried by candidate events (the deleted event carries only the id: the data is erased). */
export const CandidateSnapshot = Candidate;
export type CandidateSnapshot = Candidate;

/** Snapshot carried by `candidates.application.submitted`. */
export const ApplicationSnapshot = Application.required({ candidateId: true });
export type ApplicationSnapshot = z.infer<typeof ApplicationSnapshot>;
