// Shared set-up of the component tests: the real App at an address, a signed-in user when a test needs
// one (put in the store as the login would), and a record of the requests the page makes.
import { cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { SessionUser } from '@agency/contracts';
import { AtAddress, backgroundAnswer } from '@agency/web-kit/testing';
import App from './App';
import { sessionApi } from './shared/api/sessionApi';
import { storeToken } from './shared/session/token';
import { crmApi, store } from './store';

export const administrator: SessionUser = {
  id: 'u-admin',
  name: 'Ada Admin',
  email: 'ada@example.test',
  role: 'administrator',
};
export const recruiter: SessionUser = {
  id: '65a0000000000000000000aa',
  name: 'Rita Recruiter',
  email: 'rita@example.test',
  role: 'recruiter',
};

/**
 * Records every request and leaves it unanswered: these tests check what the page shows and asks for,
 * never a server's answer (the browser test covers the real flows).
 */
export function recordRequests() {
  // The frame's background requests (test-setup.ts) are answered, and left out of `urls()`.
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const background = backgroundAnswer(init?.method ?? 'GET', url);
    return background ? Promise.resolve(background) : new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    urls: () =>
      fetchMock.mock.calls.filter(([url, init]) => !backgroundAnswer(init?.method ?? 'GET', url)).map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
  };
}

/** A signed-in user, as a successful login leaves it: the token stored and the session's user known. */
export async function signIn(user: SessionUser) {
  storeToken('test-token');
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, user));
}

export function renderAt(path: string) {
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
  store.dispatch(crmApi.util.resetApiState());
}
