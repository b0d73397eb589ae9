// Test data for the interactions and calendar component tests.
import type { Candidate, Employer, Interaction } from '@agency/contracts';
import { afterAll, beforeAll } from 'vitest';

export const priya = { id: '65f0000000000000000000c1', name: 'Priya Sharma', currentRole: 'Sous Chef' };
export const meridian = { id: '65f000000000000000000001', name: 'The Grand Meridian Hotel' };
export const headChef = { id: '65f0000000000000000000a1', title: 'Head Chef', slug: 'head-chef' };

const CREATED = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

/** The records as the candidates and employers lists answer them (what the pickers find). */
export const priyaRecord: Candidate = {
  ...priya,
  email: 'priya@example.test',
  skills: [],
  availability: 'available',
  profileCompleted: false,
  ...CREATED,
};
export const meridianRecord: Employer = {
  ...meridian,
  industry: 'Hospitality',
  location: 'London',
  status: 'active',
  ...CREATED,
};

export function interaction(n: number, overrides: Partial<Interaction> = {}): Interaction {
  return {
    id: `65f0000000000000000001${String(n).padStart(2, '0')}`,
    type: 'call',
    subject: `Interaction ${n}`,
    description: null,
    date: '2026-11-20T14:00:00.000Z',
    outcome: null,
    nextSteps: null,
    status: 'completed',
    candidateId: null,
    employerId: null,
    jobRoleId: null,
    candidate: null,
    employer: null,
    jobRole: null,
    createdAt: '2026-11-20T14:00:00.000Z',
    updatedAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

/** A list answer (interactions, candidates, employers). */
export const list = (items: readonly unknown[], total = items.length) => ({ body: { items, total } });

/**
 * The test file's viewer sits in New York (UTC-5 in November), so that a display or a range in UTC
 * instead of the viewer's time zone shows.
 */
export function viewerInNewYork() {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = before;
  });
}
