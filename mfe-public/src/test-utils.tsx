import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import App from './App';
import { publicApi } from './api';
import { setExitIntentShownForTests } from './exit-intent/useExitIntent';
import { store } from './store';

type Answer = [status: number, body: unknown];

/**
 * Answers the page's API calls from a table of 'METHOD /path' (or '/path' for a GET) → [status, body],
 * 404 otherwise; records every call with its parsed body.
 */
export function serveApi(routes: Record<string, Answer>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ call: `${method} ${url}`, body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined });
      const [status, body] = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined) ?? [404, { message: 'not found' }];
      return new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), { status });
    }),
  );
  return { calls, posts: () => calls.filter((call) => !call.call.startsWith('GET ')) };
}

function Location() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{pathname + search + hash}</output>;
}

/** The public website at `path`, as the shell or the standalone start renders it, with the address shown. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Location />
    </MemoryRouter>,
  );
}

/**
 * For the job pages' tests, whose page sets its own title and description: each test a fresh page with the head
 * index.html has, no exit-intent dialog in the way, and no answer kept from the test before.
 */
export function freshJobPageEachTest() {
  beforeEach(() => {
    setExitIntentShownForTests(true);
    document.head.innerHTML = '<title>TalentBridge — Recruitment Agency</title><meta name="description" content="The site.">';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    store.dispatch(publicApi.util.resetApiState());
  });
}
