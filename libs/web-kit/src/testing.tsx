// Helpers of the remotes' component tests (test code only: the `./testing` export, imported by no
// shipped module). A pretend server that answers each request with the test's handler (fetch, and the
// XMLHttpRequest that uploads a file), the toast on screen, and a page at an address that shows where the
// app has navigated.
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
  /** The JSON body read back; an upload's (XMLHttpRequest's) body is the file itself. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/**
 * `'pending'` never answers (to see a button's busy state); an upload left pending reports half of its
 * file sent. An upload that is answered reports all of it sent, then the answer.
 */
/**
 * Requests (`METHOD /path?query`) a remote's frame makes on every page (set in its test setup): answered here with
 * the answer given, never seen by a test's handler nor listed in its requests, so each test sees its screen's own.
 */
const backgroundRequests = new Map<string, Answer>();
export function answerBackgroundRequest(request: string, answer: Answer): void {
  backgroundRequests.set(request, answer);
}
/** The answer to a background request, as a fetch would give it; undefined for any other request. */
export function backgroundAnswer(method: string, url: string): Response | undefined {
  const parsed = new URL(url, 'http://localhost');
  const answer = backgroundRequests.get(`${method} ${parsed.pathname}${parsed.search}`);
  if (!answer) return undefined;
  return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
}

export function answerRequests(handler: (request: Request) => Answer | 'pending') {
  const requests: Request[] = [];
  vi.stubGlobal('XMLHttpRequest', answeringXhr(handler, requests));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const background = backgroundAnswer(init?.method ?? 'GET', url);
      if (background) return background;
      const request = {
        method: init?.method ?? 'GET',
        url: new URL(url, 'http://localhost'),
        body: init?.body ? JSON.parse(init.body as string) : undefined,
        headers: lowerCaseKeys((init?.headers ?? {}) as Record<string, string>),
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

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest answered by the handler: the parts an upload uses (open, headers, send of a body,
 * upload progress, load, abort), the answer given on a later turn of the event loop as a browser does.
 */
function answeringXhr(handler: (request: Request) => Answer | 'pending', requests: Request[]) {
  return class AnsweringXhr {
    upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private settled = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body?: unknown) {
      const request = { method: this.method, url: new URL(this.url, 'http://localhost'), body, headers: { ...this.headers } };
      requests.push(request);
      const answer = handler(request);
      const size = body instanceof Blob ? body.size : 0;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ loaded, total: size, lengthComputable: true } as ProgressEvent);
      setTimeout(() => {
        if (this.settled) return;
        if (answer === 'pending') {
          progress(Math.floor(size / 2));
          return;
        }
        progress(size);
        this.settled = true;
        this.status = answer.status ?? 200;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    }

    abort() {
      if (this.settled) return;
      this.settled = true;
      this.onabort?.();
    }
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
