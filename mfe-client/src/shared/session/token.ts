import { CLIENT_TOKEN_KEY } from '@agency/web-kit';

/**
 * The client contact's token lives in localStorage as `clientToken` (decision 0131), apart from the staff and
 * candidate tokens; the base query sends it to /api/client only.
 */
export function readToken(): string | null {
  return localStorage.getItem(CLIENT_TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(CLIENT_TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(CLIENT_TOKEN_KEY);
}
