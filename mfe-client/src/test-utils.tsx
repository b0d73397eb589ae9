// Shared set-up of the component tests: the real App at an address, a signed-in contact when a test needs one
// (the token stored as a sign-in leaves it), the axe check of what is on screen, and a fresh page after each test.
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { vi } from 'vitest';
import type { ClientContact, ClientJobRole } from '@agency/contracts';
import { AtAddress } from '@agency/web-kit/testing';
import App from './App';
import { storeToken } from './shared/session/token';
import { clientApi, store } from './store';

export function aRole(changes: Partial<ClientJobRole> = {}): ClientJobRole {
  return {
    id: 'r0000000000000000000000a',
    title: 'Senior Engineer',
    slug: 'senior-engineer',
    location: 'London',
    status: 'open',
    createdAt: '2026-11-20T09:00:00.000Z',
    submittedCount: 2,
    ...changes,
  };
}

export const CONTACT: ClientContact = { id: 'c1', name: 'Grace Hopper', email: 'grace@acme.test', employerId: 'e1', employerName: 'Acme Ltd' };

/** A signed-in contact: the token stored as the sign-in stores it. */
export function signIn(token = 'client-token') {
  storeToken(token);
}

export function renderAt(path = '/clientportal') {
  return render(
    <AtAddress path={path}>
      <App />
    </AtAddress>,
  );
}

/** Each test is a fresh page: no session, no cached data, no stubs. */
export function resetPage() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  store.dispatch(clientApi.util.resetApiState());
}

/**
 * The axe rules' violations on the page as it is (jsdom has no layout: colour contrast and sizes are the browser
 * test's); `[]` when clean.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
