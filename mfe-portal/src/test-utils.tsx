// Shared set-up of the component tests: the real App at an address, a signed-in candidate when a test
// needs one (the token stored as a sign-in leaves it), records as the server answers them, and a fresh
// page after each test.
import { cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Appointment, CandidateDocument, CandidateProfile, CandidateSubmission, JobMatch, Message, ProfileProposal } from '@agency/contracts';
import { AtAddress, answerRequests, type Answer, type Request } from '@agency/web-kit/testing';
import App from './App';
import { storeToken } from './shared/session/token';
import { portalApi, store } from './store';

export const CANDIDATE_ID = 'c0ffee00c0ffee00c0ffee00';
const stamp = '2026-11-20T09:00:00.000Z';

export function aProfile(changes: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    id: CANDIDATE_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '+44 20 7946 0000',
    linkedinUrl: null,
    currentRole: 'Analyst',
    location: 'London',
    skills: ['TypeScript', 'Mathematics'],
    availability: 'in_process',
    summary: 'Writes programs for engines.',
    cvUrl: null,
    profileCompleted: true,
    createdAt: stamp,
    updatedAt: stamp,
    ...changes,
  };
}

export function aJobMatch(changes: Partial<JobMatch> = {}): JobMatch {
  return {
    id: 'm1',
    candidateId: CANDIDATE_ID,
    jobRoleId: 'r1',
    userId: 'u1',
    status: 'suggested',
    matchScore: 85,
    notes: 'Your analysis background fits well.',
    candidateResponse: null,
    respondedAt: null,
    jobRole: { id: 'r1', title: 'Senior Engineer', slug: 'senior-engineer', employer: { name: 'Acme Ltd' } },
    createdAt: stamp,
    updatedAt: stamp,
    ...changes,
  };
}

export function anAppointment(changes: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    candidateId: CANDIDATE_ID,
    interactionId: 'i1',
    userId: 'u1',
    jobRoleId: 'r1',
    title: 'Interview with Acme Ltd',
    description: 'Meet the engineering team.',
    date: '2026-11-24T15:00:00.000Z',
    duration: 60,
    location: '1 Main Street, London',
    type: 'interview',
    status: 'scheduled',
    candidateConfirmed: false,
    confirmedAt: null,
    reminderSent: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...changes,
  };
}

export function aMessage(changes: Partial<Message> = {}): Message {
  return {
    id: 'msg1',
    senderId: 'u1',
    senderType: 'staff',
    recipientId: CANDIDATE_ID,
    recipientType: 'candidate',
    subject: 'Next steps',
    content: 'Could you send your availability for next week?',
    jobRoleId: null,
    threadId: changes.id ?? 'msg1',
    isRead: false,
    readAt: null,
    createdAt: stamp,
    ...changes,
  };
}

export function aDocument(changes: Partial<CandidateDocument> = {}): CandidateDocument {
  return {
    id: 'd0c0000000000000000000d1',
    candidateId: CANDIDATE_ID,
    fileName: 'Ada Lovelace CV.pdf',
    kind: 'pdf',
    contentType: 'application/pdf',
    size: 250_000,
    textStatus: 'read',
    uploadedBy: { kind: 'candidate', name: 'Ada Lovelace' },
    createdAt: stamp,
    ...changes,
  };
}

/** What a CV's text proposes: a role, a place, skills, a complete and an incomplete entry of each kind. */
export function aProposal(changes: Partial<ProfileProposal> = {}): ProfileProposal {
  return {
    currentRole: 'Senior Analyst',
    location: 'Leeds',
    skills: ['Python', 'TypeScript', 'Statistics'],
    employment: [
      { role: 'Senior Analyst', organization: 'Analytical Engines Ltd', startYear: 2021, startMonth: 3, endYear: null, endMonth: null, isCurrent: true },
      { role: 'Tutor', organization: 'Babbage & Co', startYear: 2015, startMonth: null, endYear: 2020, endMonth: 6, isCurrent: false },
    ],
    education: [
      { institution: 'University of London', qualification: 'BSc', fieldOfStudy: 'Mathematics', startYear: 2011, endYear: 2014 },
      { institution: 'Royal Institution', qualification: null, fieldOfStudy: null, startYear: 2010, endYear: null },
    ],
    ...changes,
  };
}

/** A recruiter's request to put the candidate forward, awaiting the answer (decision 0132). */
export function aCandidateSubmission(changes: Partial<CandidateSubmission> = {}): CandidateSubmission {
  return {
    id: '5ab0000000000000000000a1',
    status: 'awaiting_consent',
    jobRole: { title: 'Senior Engineer', slug: 'senior-engineer' },
    employer: { name: 'Acme Ltd' },
    question: 'May we put you forward for Senior Engineer at Acme Ltd?',
    askedAt: stamp,
    submittedAt: null,
    ...changes,
  };
}

/** A file as the candidate picks it; `size` stands in for its length (a 10 MB test file is not made). */
export function aFile(name = 'Ada Lovelace CV.pdf', type = 'application/pdf', size?: number): File {
  const file = new File(['%PDF-1.7 Ada Lovelace, Senior Analyst'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A signed-in candidate: the token stored as the sign-in stores it. */
export function signIn() {
  storeToken('candidate-token');
}

export function renderAt(path = '/candidateportal') {
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
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  store.dispatch(portalApi.util.resetApiState());
}

/**
 * A signed-in candidate with a completed profile on the dashboard at `?tab=`; `lists` answers the portal's
 * lists by path, `answer` any other request (the tab's actions).
 */
export function showDashboardTab(
  tab: string,
  lists: Record<string, unknown>,
  answer: (request: Request) => Answer | 'pending' = () => ({ body: null }),
) {
  return showPortalPage(`/candidateportal?tab=${tab}`, lists, answer);
}

/** The same, at a page of the portal's own (`/candidateportal/submissions`). */
export function showPortalPage(
  path: string,
  lists: Record<string, unknown>,
  answer: (request: Request) => Answer | 'pending' = () => ({ body: null }),
) {
  signIn();
  const server = answerRequests((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/candidate/profile') return { body: aProfile() };
    if (pathname === '/api/candidate/auth/account')
      return { body: { email: 'ada@example.test', hasPassword: true } };
    if (request.method === 'GET' && pathname in lists) return { body: lists[pathname] };
    return answer(request);
  });
  renderAt(path);
  return server;
}
