import { CANDIDATE_TOKEN_KEY } from '@agency/web-kit';

/** The candidate's token lives in localStorage as `candidateToken` (spec sections 6 and 9); the base query sends it. */
export function readToken(): string | null {
  return localStorage.getItem(CANDIDATE_TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(CANDIDATE_TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(CANDIDATE_TOKEN_KEY);
}
