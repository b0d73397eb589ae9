import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { Audience, TOKEN_ISSUER, UserRole } from '@agency/contracts';
import { HttpError } from '../errors';

/** Who made a request, once their token checked out. */
export type Principal =
  /** `apiKey`: an integration's key (decision 0109), exchanged at the gateway for a token; `userId` is the key's id. */
  | { kind: 'staff'; userId: string; role: UserRole; name: string; apiKey?: true }
  | { kind: 'candidate'; candidateId: string }
  /**
   * An employer's contact person signed in to the client portal (decision 0130): `accountId` is their client account,
   * `employerId` the only employer whose records they may see, `email` the contact's address there: the employer's owner
   * checks on each call that it is still one of the employer's contacts.
   */
  | { kind: 'client'; accountId: string; employerId: string; email: string; name: string };

/** What a verifier knows of a staff user right now; tokens of deleted or disabled users are refused. */
export type UserState = { status: 'active' | 'disabled'; role: UserRole; sessionVersion?: number } | 'deleted' | undefined;

export interface UserDirectory {
  lookup(userId: string): UserState | Promise<UserState>;
  /**
   * The candidate's current session version: their tokens with a lower `sv` were ended (password changed,
   * 'Sign out everywhere'). 0 for a candidate who never ended a session.
   */
  candidateSessionVersion(candidateId: string): number | Promise<number>;
}

export const AuthMessages = {
  signInRequired: 'Please sign in to continue.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  accountInactive: 'Your account is no longer active. Please contact an administrator.',
  staffOnly: 'This is for agency staff only. Please sign in with your team account.',
  candidateOnly: 'Please sign in to the candidate portal to continue.',
  clientOnly: 'Please sign in to the client portal to continue.',
  /** A client token on any route but the client's own (decision 0130). */
  notForClients: 'This is not part of the client portal.',
  /** A candidate token outlives an erasure until it expires: every candidate route answers 401 with this. */
  candidateGone: 'Your candidate account no longer exists. Please contact your recruiter.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  administratorsOnly: 'Access denied. Only administrators can do this.',
  managersOnly: 'Access denied. Only managers and administrators can do this.',
  keysUnavailable: "Sign-in can't be checked right now. Please try again shortly.",
} as const;

const unauthorized = (message: string) => new HttpError(401, message);
const MAX_CHECKED_TOKENS = 10_000;

/**
 * Checks bearer tokens: signature against the auth service's published keys, issuer, audience and
 * expiry; for staff, that the user still exists and is active (their current role wins over the role in
 * the token, so a demotion takes effect at once); for candidates, that the token's session was not ended.
 */
export class TokenVerifier {
  /**
   * Tokens whose signature, issuer, audience and expiry checked out, with their claims, until they expire:
   * an ES256 check costs about 0.2 ms, paid on every call otherwise (decision 0046). The user's state is
   * still looked up on every call.
   */
  private readonly checked = new Map<string, JWTPayload>();

  constructor(
    private readonly keys: JWTVerifyGetKey,
    private readonly users: UserDirectory,
  ) {}

  /** A verifier that fetches the keys from the auth service's JWKS endpoint (cached by jose). */
  static remote(authUrl: string, users: UserDirectory): TokenVerifier {
    return new TokenVerifier(createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl), { timeoutDuration: 2_000 }), users);
  }

  async verify(token: string): Promise<Principal> {
    const payload = await this.claimsOf(token);
    const subject = typeof payload.sub === 'string' ? payload.sub : '';
    if (!subject) throw unauthorized(AuthMessages.invalidToken);

    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (audiences.includes(Audience.candidate)) {
      // A token from before session versions existed has none: version 0, valid until a session is ended.
      const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
      if (sessionVersion < (await this.users.candidateSessionVersion(subject))) throw unauthorized(AuthMessages.sessionEnded);
      return { kind: 'candidate', candidateId: subject };
    }
    // The owner of each client route checks that the account and its employer still exist (decision 0130).
    if (audiences.includes(Audience.client)) {
      const employerId = typeof payload.employerId === 'string' ? payload.employerId : '';
      const email = typeof payload.email === 'string' ? payload.email : '';
      if (!employerId || !email) throw unauthorized(AuthMessages.invalidToken);
      return { kind: 'client', accountId: subject, employerId, email, name: typeof payload.name === 'string' ? payload.name : '' };
    }

    const claimedRole = UserRole.safeParse(payload.role);
    if (!claimedRole.success) throw unauthorized(AuthMessages.invalidToken);
    const state = await this.users.lookup(subject);
    if (state === 'deleted' || state?.status === 'disabled') throw unauthorized(AuthMessages.accountInactive);
    const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
    if (sessionVersion < (state?.sessionVersion ?? 0)) throw unauthorized(AuthMessages.sessionEnded);
    return {
      kind: 'staff',
      userId: subject,
      role: state?.role ?? claimedRole.data,
      name: typeof payload.name === 'string' ? payload.name : '',
      ...(payload.apiKey === true ? { apiKey: true as const } : {}),
    };
  }

  private async claimsOf(token: string): Promise<JWTPayload> {
    const known = this.checked.get(token);
    if (known && (known.exp ?? 0) * 1000 > Date.now()) return known;
    this.checked.delete(token);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: TOKEN_ISSUER,
        audience: [Audience.staff, Audience.candidate, Audience.client],
        algorithms: ['ES256'],
        // Every token we sign expires; one without `exp` would be valid for ever, so it is refused.
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout || isKeyFetchFailure(error)) throw new HttpError(503, AuthMessages.keysUnavailable);
      throw unauthorized(AuthMessages.invalidToken);
    }
    // Past the limit the oldest goes, so many tokens cannot fill the memory.
    if (this.checked.size >= MAX_CHECKED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
    this.checked.set(token, payload);
    return payload;
  }
}

// The JWKS endpoint could not be reached or answered garbage: not the caller's fault.
function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof joseErrors.JOSEError) return error.code === 'ERR_JWKS_INVALID';
  return error instanceof TypeError; // fetch() network failure
}

/** The bearer token of an Authorization header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
