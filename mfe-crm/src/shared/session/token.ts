import { STAFF_TOKEN_KEY } from '@agency/web-kit';

/** The staff session token lives in localStorage as `auth_token` (spec section 6); the base query sends it. */
export function readToken(): string | null {
  return localStorage.getItem(STAFF_TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(STAFF_TOKEN_KEY);
}
