// Test data for the recruiter side of the candidate portal (job matches, messages, appointments).
import type { Appointment, JobMatch, Message } from '@agency/contracts';

export const HEAD_CHEF_ID = '65f0000000000000000000a1';
export const RECRUITER_ID = '65f0000000000000000000e1';

export function jobMatch(n: number, candidateId: string, overrides: Partial<JobMatch> = {}): JobMatch {
  return {
    id: `65f0000000000000000002${String(n).padStart(2, '0')}`,
    candidateId,
    jobRoleId: HEAD_CHEF_ID,
    userId: RECRUITER_ID,
    status: 'suggested',
    matchScore: null,
    notes: null,
    candidateResponse: null,
    respondedAt: null,
    jobRole: {
      id: HEAD_CHEF_ID,
      title: 'Head Chef',
      slug: 'head-chef',
      employer: { name: 'The Grand Meridian Hotel' },
    },
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function message(n: number, candidateId: string, overrides: Partial<Message> = {}): Message {
  const id = `65f0000000000000000003${String(n).padStart(2, '0')}`;
  return {
    id,
    threadId: id,
    senderId: RECRUITER_ID,
    senderType: 'staff',
    recipientId: candidateId,
    recipientType: 'candidate',
    subject: `Message ${n}`,
    content: 'Hello from your recruiter.',
    jobRoleId: null,
    isRead: false,
    readAt: null,
    createdAt: '2026-03-04T15:30:00.000Z',
    ...overrides,
  };
}

export function appointment(
  n: number,
  candidateId: string,
  overrides: Partial<Appointment> = {},
): Appointment {
  return {
    id: `65f0000000000000000004${String(n).padStart(2, '0')}`,
    candidateId,
    interactionId: `65f0000000000000000001${String(n).padStart(2, '0')}`,
    userId: RECRUITER_ID,
    jobRoleId: HEAD_CHEF_ID,
    title: `Interview ${n}`,
    description: null,
    date: '2026-03-10T15:00:00.000Z',
    duration: 60,
    location: null,
    type: 'interview',
    status: 'scheduled',
    candidateConfirmed: false,
    confirmedAt: null,
    reminderSent: false,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}
