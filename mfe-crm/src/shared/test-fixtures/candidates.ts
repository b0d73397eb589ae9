// Test data and a small fake API for the candidates component tests.
import type { Candidate, CandidateDetail } from '@agency/contracts';
import { answerRequests, type Request } from '@agency/web-kit/testing';

export function candidate(n: number, overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: `c${String(n).padStart(23, '0')}`,
    name: `Candidate ${n}`,
    email: `candidate${n}@example.test`,
    phone: '+44 20 7946 0000',
    linkedinUrl: null,
    currentRole: 'Chef',
    location: 'Leeds',
    skills: ['Cooking'],
    availability: 'available',
    summary: null,
    cvUrl: null,
    profileCompleted: false,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function detail(base: Candidate, overrides: Partial<CandidateDetail> = {}): CandidateDetail {
  return { ...base, applications: [], interactions: [], ...overrides };
}

type Answer = [status: number, body: unknown];

/**
 * Answers the page's calls from a table of 'METHOD /path?query' → [status, body] (or a function of the
 * request's body); a call not in the table is left unanswered, like a slow server.
 */
export function serveApi(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  const call = (request: Request) => `${request.method} ${request.url.pathname}${request.url.search}`;
  const server = answerRequests((request) => {
    const route = routes[call(request)];
    if (!route) return 'pending';
    const [status, body] = typeof route === 'function' ? route(request.body) : route;
    return { status, body: body ?? undefined };
  });
  return {
    urls: server.urls,
    /** The JSON body of the first call to 'METHOD /path'. */
    bodyOf: (method: string): unknown => server.requests.find((request) => call(request) === method)?.body,
  };
}

export const FIRST_PAGE = 'GET /api/candidates?limit=24&offset=0';
