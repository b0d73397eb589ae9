import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordPolicyMessages } from './auth';
import { Candidate } from './candidates';
import { historyYear, line, month, optionalLine, optionalPhone, optionalText, TextLimit } from './fields';

/**
 * The candidate's own records, reached with a candidate token under `/api/candidate/...` (owned by the
 * candidates service). A candidate only ever reaches their own: another candidate's entry id is a 404.
 */

/** A start lies at most a year ahead (a course or a job already agreed); an end up to ten (0074). */
const startYear = historyYear('Start year', 1);
const endYear = historyYear('End year', 10);

// ----- Profile -----
/** GET /api/candidate/profile: the candidate as staff see them (no password, no staff-only links). */
export const CandidateProfile = Candidate;
export type CandidateProfile = Candidate;

/**
 * PUT /api/candidate/profile: the fields to change. A field left out is kept; null clears an optional
 * field. The wizard sends summary, skills (null when empty), location, currentRole and profileCompleted;
 * the profile edit form sends name, email, phone, location, currentRole and summary. The e-mail is also
 * the portal sign-in, so it can be changed but not cleared, and changing it needs the current password
 * once the account has one.
 */
export const CandidateProfileUpdate = z
  .object({
    name: line().min(1, 'Full Name is required'),
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(TextLimit.email)),
    phone: optionalPhone('Phone'),
    location: optionalLine(),
    currentRole: optionalLine(),
    summary: optionalText(TextLimit.text),
    skills: z.array(line(TextLimit.tag).min(1, 'A skill cannot be empty')).max(100, 'At most 100 skills').nullable(),
    profileCompleted: z.boolean(),
    /** Needed to change the e-mail of an account that has a password (decision 0067); never stored. */
    currentPassword: z.string().max(256),
  })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).some((field) => field !== 'currentPassword'), 'Send at least one field to change.');
export type CandidateProfileUpdate = z.input<typeof CandidateProfileUpdate>;

// ----- Education history -----
/** POST /api/candidate/education and PUT /api/candidate/education/{id} (a replacement). */
export const EducationInput = z
  .object({
    institution: line().min(1, 'Institution is required'),
    qualification: line().min(1, 'Qualification is required'),
    fieldOfStudy: optionalLine(),
    startYear,
    endYear: endYear.optional().nullable(),
    grade: optionalLine(TextLimit.tag),
    description: optionalText(TextLimit.text),
  })
  .refine((entry) => entry.endYear == null || entry.endYear >= entry.startYear, {
    message: 'End year cannot be before the start year',
    path: ['endYear'],
  });
export type EducationInput = z.input<typeof EducationInput>;

export const Education = z.object({
  id: z.string(),
  candidateId: z.string(),
  institution: z.string(),
  qualification: z.string(),
  fieldOfStudy: z.string().nullable().optional(),
  startYear: z.number().int(),
  endYear: z.number().int().nullable().optional(),
  grade: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Education = z.infer<typeof Education>;
/** Newest first (by start year, then end year). */
export const EducationList = z.array(Education);

// ----- Employment history -----
/**
 * POST /api/candidate/employment and PUT /api/candidate/employment/{id} (a replacement). A current role
 * has no end: the end month and year are stored as null whatever was sent.
 */
export const EmploymentInput = z
  .object({
    organization: line().min(1, 'Organization is required'),
    role: line().min(1, 'Role is required'),
    startYear,
    startMonth: month('Start month'),
    endYear: endYear.optional().nullable(),
    endMonth: month('End month').optional().nullable(),
    keyAchievements: z.array(line(TextLimit.line).min(1, 'An achievement cannot be empty')).max(50).optional().nullable(),
    description: optionalText(TextLimit.text),
    isCurrent: z.boolean().default(false),
  })
  .transform((entry) => (entry.isCurrent ? { ...entry, endYear: null, endMonth: null } : entry))
  .refine(
    (entry) =>
      entry.endYear == null || entry.endYear * 12 + (entry.endMonth ?? 12) >= entry.startYear * 12 + entry.startMonth,
    { message: 'The end cannot be before the start', path: ['endYear'] },
  );
export type EmploymentInput = z.input<typeof EmploymentInput>;

export const Employment = z.object({
  id: z.string(),
  candidateId: z.string(),
  organization: z.string(),
  role: z.string(),
  startYear: z.number().int(),
  startMonth: z.number().int(),
  endYear: z.number().int().nullable().optional(),
  endMonth: z.number().int().nullable().optional(),
  keyAchievements: z.array(z.string()),
  description: z.string().nullable().optional(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employment = z.infer<typeof Employment>;
/** Current roles first, then newest first. */
export const EmploymentList = z.array(Employment);

// ----- Portal sign-in password (owned by the auth service) -----
/** GET /api/candidate/auth/account: whether the candidate can sign in with a password yet. */
export const CandidateAccount = z.object({ email: z.string(), hasPassword: z.boolean() });
export type CandidateAccount = z.infer<typeof CandidateAccount>;

/**
 * PUT /api/candidate/auth/password with the candidate's token. A candidate who came in by applying has
 * no password yet and sets one without currentPassword; once set, changing it needs the current one.
 */
export const CandidatePasswordInput = z.object({
  currentPassword: z.string().max(256, 'must be at most 256 characters').optional(),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, PasswordPolicyMessages.tooShort).max(PASSWORD_MAX_LENGTH, PasswordPolicyMessages.tooLong),
});
export type CandidatePasswordInput = z.infer<typeof CandidatePasswordInput>;

// ----- A forgotten portal password (decision 0095) -----
/** 'Forgot password?' on the portal's sign-in card: the account's e-mail. */
export const ForgotPasswordInput = z.object({ email: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters') });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;
/** The same answer whether the address is known or not, so that nobody learns which addresses have accounts. */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works once, within 60 minutes.';
export const ForgotPasswordAnswer = z.object({ message: z.string() });
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswer>;

/** The e-mailed link's token and the new password; answers a token, signed in. */
export const ResetPasswordInput = z.object({
  token: z.string().min(1, 'is required').max(200, 'is not a link we sent'),
  newPassword: CandidatePasswordInput.shape.newPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;
/** A used, expired, forged or tampered link, or one made before a password was set (each setting voids the others). */
export const RESET_LINK_INVALID =
  'This link no longer works: it has expired, was already used, or a password was set after it was sent. Ask for a new one with \'Forgot password?\' on the sign-in page.';
