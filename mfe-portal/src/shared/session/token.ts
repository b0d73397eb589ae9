import { CANDIDATE_TOKEN_KEY } from '@agency/web-kit';

/** The candidate's token lives in localStorage as `candidateToken` (spec sections 6 and 9); the base query sends it. */
export function readToken(): string | null {
  return localStorage.getItem(CANDIDATE_TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(CANDIDATE_TOKEN_KEY, token);
}

/**
 * The profile wizard's unsaved step 1 and CV findings, kept in the tab's sessionStorage so that a reload does not
 * lose them (features/wizard/wizardDraft.ts); removed with the token, so the next person at the browser never sees them.
 */
export const WIZARD_DRAFT_KEY = 'candidateWizardDraft';

export function clearToken(): void {
  localStorage.removeItem(CANDIDATE_TOKEN_KEY);
  sessionStorage.removeItem(WIZARD_DRAFT_KEY);
}
