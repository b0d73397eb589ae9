/** Browser storage keys of the three sessions (spec section 6; the agency's clients, decision 0131). */
export const STAFF_TOKEN_KEY = 'auth_token';
export const CANDIDATE_TOKEN_KEY = 'candidateToken';
export const CLIENT_TOKEN_KEY = 'clientToken';

/** Paths under the candidate API use the candidate's token; every other call uses the staff token. */
export const CANDIDATE_API_PREFIX = '/api/candidate';
/** Paths under the client API (an employer's contact at /clientportal) use the client's token. */
export const CLIENT_API_PREFIX = '/api/client';

// Matched as a whole path segment: a plain "contains" would also catch the staff list `/api/candidates`
// (and `/api/clients…` would be a staff path too).
const candidateApi = /\/api\/candidate(?:[/?]|$)/;
const clientApi = /\/api\/client(?:[/?]|$)/;

/**
 * The storage key of the token a call to `path` carries: each kind of caller's token goes only to its own API,
 * so a client's token is never sent to a staff or candidate route, nor theirs to the client's.
 */
export function tokenKeyForPath(path: string): string {
  if (candidateApi.test(path)) return CANDIDATE_TOKEN_KEY;
  if (clientApi.test(path)) return CLIENT_TOKEN_KEY;
  return STAFF_TOKEN_KEY;
}
