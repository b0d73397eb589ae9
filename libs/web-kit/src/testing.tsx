// Helpers of the remotes' component tests (test code only: the `./testing` export, imported by no
// shipped module). A pretend server that answers each request with the test's handler, the toast on
// screen, and a page at an address that shows where the app has navigated.
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
}

/** What the handler sees of a request. */
export interface Request {
  method: string;
  url: URL;
  body: unknown;
}

/** `'pending'` never answers (to see a button's busy state). */
export function answerRequests(handler: (request: Request) => Answer | 'pending') {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        method: init?.method ?? 'GET',
        url: new URL(url, 'http://localhost'),
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      };
      requests.push(request);
      const answer = handler(request);
      if (answer === 'pending') return new Promise<Response>(() => {});
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    /** Every request so far, as `METHOD /path?query`. */
    urls: () => requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`),
    requests,
  };
}

/** The notification on screen (the region is outside an open dialog, so it is hidden from queries by role). */
export function shownToast(): string {
  return document.querySelector('[role="region"][aria-label="Notifications (F8)"] li')?.textContent ?? '';
}

/** The current address, as `path?query`, for tests to read from `getByTestId('location')`. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** `children` in a router that starts at `path`, with the address shown beside them. */
export function AtAddress({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Location />
    </MemoryRouter>
  );
}
