import { z } from 'zod';
import { UserRole, UserStatus } from './enums';
import { line } from './fields';

/**
 * Token audiences: a staff token is refused on candidate and client routes, a candidate token on staff and client
 * routes, and a client token (an employer's contact, decision 0130) on every route but the client's own.
 */
export const Audience = { staff: 'agency-staff', candidate: 'agency-candidate', client: 'agency-client' } as const;
export const TOKEN_ISSUER = 'agency-auth';

// Upper bounds keep a 1 MB "password" from reaching the (deliberately slow) password hash.
const emailText = z.string().trim().toLowerCase().max(255, 'must be at most 255 characters');
const passwordText = z.string().min(1, 'is required').max(256, 'must be at most 256 characters');

// ----- Password policy (decision 0070) -----
// Applies where a password is set, never at sign-in: accounts with older, shorter passwords still sign in.
// The list of common passwords is checked by the auth service only, so no frontend bundle carries it.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const PasswordPolicyMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common. Please choose another.',
  personal: 'Password must not contain your name or email',
} as const;

/**
 * True when the password contains, in any case, the e-mail address, its local part, or a word of the
 * person's name (words of three letters or more: shorter ones are too often part of ordinary words).
 */
export function containsPersonalInfo(password: string, person: { email?: string | null; name?: string | null }): boolean {
  const text = password.toLowerCase();
  const email = person.email?.trim().toLowerCase() ?? '';
  const nameWords = (person.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [email, email.split('@')[0] ?? '', ...nameWords].some((part) => part.length >= 3 && text.includes(part));
}

// ----- Staff session -----
export const LoginInput = z.object({
  email: emailText.min(1, 'is required'),
  password: passwordText,
});
export type LoginInput = z.infer<typeof LoginInput>;

/** The signed-in staff member as the screens read it. */
export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: UserRole,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResponse = z.object({ token: z.string(), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

// ----- Team users (administrators only) -----
export const User = SessionUser.extend({
  status: UserStatus,
  /** Invited by e-mail and has not chosen a password yet: cannot sign in (decision 0100). */
  invitationPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof User>;

export const UserList = z.array(User);
export type UserList = z.infer<typeof UserList>;

export const NewUserInput = z.object({
  name: line(255).min(1, 'Full Name is required'),
  email: z.email('must be a valid email address').trim().toLowerCase().max(255, 'must be at most 255 characters'),
  role: UserRole.default('recruiter'),
  /** Absent: the member is invited by e-mail to choose their own (decision 0100). */
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .optional(),
}).superRefine((user, context) => {
  // One reason at a time: a too-short password hears about its length first.
  if (user.password !== undefined && user.password.length >= PASSWORD_MIN_LENGTH && containsPersonalInfo(user.password, user)) {
    context.addIssue({ code: 'custom', path: ['password'], message: "must not contain the team member's name or email" });
  }
});
export type NewUserInput = z.input<typeof NewUserInput>;

export const UserUpdateInput = z
  .object({
    name: line(255).min(1, 'Full Name is required'),
    role: UserRole,
    status: UserStatus,
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Give at least one of name, role or status');
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

// ----- Candidate session -----
export const CandidateLoginInput = LoginInput;
export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Request/reply subject (not a JetStream subject) other services use to create a candidate's sign-in. */
export const PROVISION_CANDIDATE_ACCOUNT = 'rpc.auth.provision-candidate-account';

/**
 * A candidate who applied has no password yet: their account is made without one and cannot be signed
 * in to until a password is set (the portal lets them set it with the token this request answers).
 */
export const ProvisionCandidateAccountRequest = z.object({
  candidateId: z.string().min(1),
  email: emailText.pipe(z.email()),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
export type ProvisionCandidateAccountRequest = z.infer<typeof ProvisionCandidateAccountRequest>;

export const ProvisionCandidateAccountReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), token: z.string() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type ProvisionCandidateAccountReply = z.infer<typeof ProvisionCandidateAccountReply>;

/**
 * Request/reply subject the candidates service uses when a candidate changes their e-mail in the portal: the
 * auth service checks the current password (decision 0067) and moves the portal sign-in to the new address.
 * It is the only way the sign-in changes: a staff edit changes the contact e-mail only (decision 0114). An
 * account without a password yet (made by applying) needs none: the token was handed only to whoever created
 * the record.
 */
export const CHANGE_CANDIDATE_SIGN_IN_EMAIL = 'rpc.auth.change-candidate-sign-in-email';

export const ChangeCandidateSignInEmailRequest = z.object({
  candidateId: z.string().min(1),
  email: emailText.pipe(z.email()),
  password: z.string().max(256).optional(),
  /** The client's address as the candidates service saw it: wrong guesses are limited like sign-in (0068). */
  address: z.string().min(1).max(100),
});
export type ChangeCandidateSignInEmailRequest = z.infer<typeof ChangeCandidateSignInEmailRequest>;

/** A 409 when another portal account signs in with the new address. */
export const ChangeCandidateSignInEmailReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type ChangeCandidateSignInEmailReply = z.infer<typeof ChangeCandidateSignInEmailReply>;

// ----- Events -----
export const AuthEvents = {
  userCreated: 'auth.user.created',
  userUpdated: 'auth.user.updated',
  userDeleted: 'auth.user.deleted',
  /** A candidate's tokens issued before now stop working everywhere (decision 0069). */
  candidateSessionsEnded: 'auth.candidate.sessions-ended',
  /** Someone asked for a link to choose a new password; the link's token is not in it (decision 0095). */
  passwordLinkRequested: 'auth.password-link.requested',
  /** An administrator made an API key (decision 0109); its snapshot is ApiKeySnapshot. */
  apiKeyCreated: 'auth.api-key.created',
  /** The key stops working everywhere as soon as this arrives (decision 0109). */
  apiKeyRevoked: 'auth.api-key.revoked',
} as const;

/** Carried by `auth.password-link.requested` (aggregate: the link). The token is asked for with ISSUE_PASSWORD_LINK. */
/**
 * Why a password link was made: `reset`, asked for with 'Forgot password?' (a candidate or a team member);
 * `set-password`, for a candidate who applied and has no password yet (a new applicant, or one whose account had
 * none: it claims it); `invitation`, for a team member an administrator invited by e-mail (decision 0100).
 */
export const PasswordLinkPurpose = z.enum(['reset', 'set-password', 'invitation']);
export type PasswordLinkPurpose = z.infer<typeof PasswordLinkPurpose>;

export const PasswordLinkRequested = z.object({
  linkId: z.string().min(1),
  /** Whose: a candidate's portal account, a team member's (staff) sign-in or an employer contact's client account (0130). */
  account: z.enum(['candidate', 'staff', 'client']),
  /** Absent from the events of before it was added: those were all resets. */
  purpose: PasswordLinkPurpose.default('reset'),
  /** The candidate, for the e-mail record. */
  accountId: z.string().min(1),
  email: z.string().min(1),
  expiresAt: z.string(),
});
export type PasswordLinkRequested = z.infer<typeof PasswordLinkRequested>;

/**
 * Request/reply subject (not kept in a stream, so the token never is) with which the notifications service
 * asks for the token of a password link to put in its e-mail. The same link always gets the same token.
 */
export const ISSUE_PASSWORD_LINK = 'rpc.auth.issue-password-link';
export const IssuePasswordLinkRequest = z.object({ linkId: z.string().min(1) });
export const IssuePasswordLinkReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), token: z.string() }),
  /** `retry`: the auth service could not look the link up now (its database is away); ask again later. */
  z.object({ ok: z.literal(false), message: z.string(), retry: z.boolean().optional() }),
]);
export type IssuePasswordLinkReply = z.infer<typeof IssuePasswordLinkReply>;

/**
 * Carried by `auth.candidate.sessions-ended` (aggregate: the candidate, version: the session version).
 * Candidate tokens carry the session version they were issued in (claim `sv`, 0 when absent); one below
 * `sessionVersion` is refused by every verifier.
 */
export const CandidateSessionsEnded = z.object({
  candidateId: z.string().min(1),
  sessionVersion: z.number().int().positive(),
  reason: z.enum(['password-changed', 'signed-out-everywhere']),
});
export type CandidateSessionsEnded = z.infer<typeof CandidateSessionsEnded>;

/** Snapshot carried by user events; enough for every verifier to refuse a disabled or deleted user at once. */
export const UserSnapshot = User.omit({ createdAt: true, updatedAt: true, invitationPending: true }).extend({
  /**
   * Staff tokens carry the session version they were issued in (claim `sv`, 0 when absent); one below it is refused
   * everywhere: a password set with an e-mailed link ends the user's other sessions (decision 0100). Absent from
   * the events of before it was added: 0.
   */
  sessionVersion: z.number().int().nonnegative().default(0),
});
export type UserSnapshot = z.infer<typeof UserSnapshot>;
