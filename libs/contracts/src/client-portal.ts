import { z } from 'zod';
import { LoginInput } from './auth';
import { JobRoleStatus } from './enums';

/**
 * The client portal (/clientportal, decision 0130): an employer's contact people sign in with a client token
 * (audience agency-client) and see their own employer's roles. Staff invite a contact from the employer's page.
 */

// ----- Client session -----
export const ClientLoginInput = LoginInput;
export type ClientLoginInput = z.infer<typeof ClientLoginInput>;

/** The signed-in contact as the portal shows them. */
export const ClientContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  employerId: z.string(),
  employerName: z.string(),
});
export type ClientContact = z.infer<typeof ClientContact>;

/** POST /api/client/auth/login and /api/client/auth/reset-password answer this; GET /api/client/auth/account the contact. */
export const ClientLoginResponse = z.object({ token: z.string(), contact: ClientContact });
export type ClientLoginResponse = z.infer<typeof ClientLoginResponse>;

// ----- The contact's roles -----
/** One of the contact's employer's roles (open, on hold and filled ones: drafts do not exist, closed ones are not shown). */
export const ClientJobRole = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: JobRoleStatus,
  location: z.string().nullable(),
  createdAt: z.string(),
  /** Candidates submitted to this client for the role (who consented; decision 0132), counted by the catalog from engagement's events. */
  submittedCount: z.number().int().nonnegative(),
});
export type ClientJobRole = z.infer<typeof ClientJobRole>;
export const ClientJobRoleList = z.array(ClientJobRole);
export type ClientJobRoleList = z.infer<typeof ClientJobRoleList>;

// ----- Invitations (staff) -----
/** POST /api/employers/:id/client-invitations: the e-mail of one of the employer's contact people. */
export const ClientInvitationInput = z.object({
  email: z.email('must be a valid email address').trim().toLowerCase().max(255, 'must be at most 255 characters'),
});
export type ClientInvitationInput = z.infer<typeof ClientInvitationInput>;

/** The answer (202): the link is on its way to this address. */
export const ClientInvitationResponse = z.object({ email: z.string(), expiresAt: z.string() });
export type ClientInvitationResponse = z.infer<typeof ClientInvitationResponse>;

/** A client route's 401 once the token's contact was removed from the employer, or the employer deleted (decision 0130). */
export const CLIENT_ACCESS_ENDED = 'Your access to the client portal has ended. Please contact your recruiter.';

export const ClientInvitationMessages = {
  notAContact: 'Only a contact person of this employer can be invited.',
} as const;

/**
 * Request/reply subject with which the catalog (which owns employers and their contacts) asks the auth service to
 * make or refresh a contact's client account and e-mail them a set-password link; older links are voided.
 */
export const INVITE_CLIENT_CONTACT = 'rpc.auth.invite-client-contact';
export const InviteClientContactRequest = z.object({
  employerId: z.string().min(1),
  employerName: z.string().min(1),
  name: z.string().min(1),
  email: z.string().min(1),
});
export type InviteClientContactRequest = z.infer<typeof InviteClientContactRequest>;
export const InviteClientContactReply = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), expiresAt: z.string() }),
  z.object({ ok: z.literal(false), status: z.number().int(), message: z.string() }),
]);
export type InviteClientContactReply = z.infer<typeof InviteClientContactReply>;
