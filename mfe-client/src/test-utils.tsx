// Shared set-up of the component tests: the real App at an address, a signed-in contact when a test needs one
// (the token stored as a sign-in leaves it), the axe check of what is on screen, and a fresh page after each test.
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { vi } from 'vitest';
import type { ClientContact, ClientInterview, ClientJobRole, ClientSubmission } from '@agency/contracts';
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

/** A candidate put forward for the role, no feedback yet (decision 0132). */
export function aSubmission(changes: Partial<ClientSubmission> = {}): ClientSubmission {
  return {
    id: '5ab0000000000000000000a1',
    jobRole: { id: 'r0000000000000000000000a', title: 'Senior Engineer' },
    candidateLabel: 'Ada Lovelace',
    headline: 'Analyst who writes programs for engines',
    anonymised: false,
    note: 'Strong on analysis; available from January.',
    stage: 'Submitted to client',
    submittedAt: '2026-11-20T09:00:00.000Z',
    feedback: [],
    feedbackDueAt: '2026-11-22T09:00:00.000Z',
    interview: null,
    ...changes,
  };
}

export function anInterview(changes: Partial<ClientInterview> = {}): ClientInterview {
  return {
    id: 'i0000000000000000000000a',
    submissionId: '5ab0000000000000000000a1',
    jobRole: { id: 'r0000000000000000000000a', title: 'Senior Engineer' },
    candidateLabel: 'Ada Lovelace',
    scheduledAt: '2026-12-03T14:00:00.000Z',
    location: '1 Main Street, London',
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
