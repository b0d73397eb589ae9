/** Browser storage keys of the two sessions (spec section 6). */
export const STAFF_TOKEN_KEY = 'auth_token';
export const CANDIDATE_TOKEN_KEY = 'candidateToken';

/** Paths under the candidate API use the candidate's token; every other call uses the staff token. */
export const CANDIDATE_API_PREFIX = '/api/candidate';

// Matched as a whole path segment: a plain "contains" would also catch the staff list `/api/candidates`.
const candidateApi = /\/api\/candidate(?:[/?]|$)/;

export function tokenKeyForPath(path: string): string {
  return candidateApi.test(path) ? CANDIDATE_TOKEN_KEY : STAFF_TOKEN_KEY;
}
