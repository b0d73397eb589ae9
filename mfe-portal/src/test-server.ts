// A pretend server for component tests that need answers (test-utils' recordRequests leaves every
// request unanswered): each request is recorded and answered by the test's handler.
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
      return new Response(body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
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
