import type { Connection } from 'mongoose';
import { portalStores } from './service';

/**
 * The sender of the demo messages and suggester of the demo matches: a fixed, documented id, not a user
 * of the auth service (each service owns its data; decision 0056). The portal shows no sender name.
 */
export const DEMO_RECRUITER_ID = '5eed00000000000000000001';

/** The other services' demo records the portal's demo data points at, as the seed script reads them. */
export interface PortalDemo {
  /** The demo candidate who signs in to the portal (sarah.mitchell@example.com). */
  candidateId: string;
  openRoles: { id: string; title: string }[];
  /** Her scheduled interview interactions as engagement stored them. */
  interviews: { id: string; subject: string; description: string | null; date: Date; jobRoleId: string | null; createdBy: string | null }[];
}

const matches = [
  { title: 'Senior Backend Engineer', matchScore: 92, notes: 'Your event-driven work at scale is exactly what the routing team needs.' },
  { title: 'Offshore Wind Technician', matchScore: 61, notes: 'A change of industry: hands-on, with full training paid, if you would like to try energy.' },
];

const messages = [
  { subject: 'Welcome to your candidate portal', content: 'Hi Sarah, this is where you will find the roles we suggest for you, your interviews and messages from us. Let us know if anything is unclear.' },
  { subject: 'Your interview with Northwind Technologies', content: 'Good news: the platform team would like to meet you. The details are under Appointments; please confirm you can attend.', role: 'Senior Backend Engineer' },
];

/**
 * Demo job matches and messages for the demo candidate, and the appointments her scheduled interviews
 * make (as the portal would make them from engagement's events, which arrive later and then change
 * nothing). Written through the portal's own stores; skipped when the portal has data already.
 */
export async function seedPortal(db: Connection, demo: PortalDemo): Promise<{ matches: number; messages: number; appointments: number }> {
  const stores = portalStores(db);
  await stores.ensureIndexes();
  const counts = await Promise.all(stores.models.map((model) => model.countDocuments()));
  if (counts.some((count) => count > 0)) return { matches: 0, messages: 0, appointments: 0 };

  const role = (title?: string) => demo.openRoles.find((open) => open.title === title) ?? null;
  let matchCount = 0;
  for (const { title, matchScore, notes } of matches) {
    const jobRole = role(title);
    if (!jobRole) continue; // the catalog's demo roles changed: leave this match out
    await stores.matches.suggest({ candidateId: demo.candidateId, jobRoleId: jobRole.id, matchScore, notes }, DEMO_RECRUITER_ID);
    matchCount++;
  }
  for (const { subject, content, role: title } of messages) {
    await stores.messages.send({ candidateId: demo.candidateId, subject, content, jobRoleId: role(title)?.id ?? null }, DEMO_RECRUITER_ID);
  }
  for (const interview of demo.interviews) {
    await stores.appointments.follow(
      interview.id,
      {
        id: interview.id,
        type: 'interview',
        subject: interview.subject,
        description: interview.description,
        date: interview.date.toISOString(),
        status: 'scheduled',
        candidateId: demo.candidateId,
        jobRoleId: interview.jobRoleId,
        createdBy: interview.createdBy,
        createdAt: interview.date.toISOString(),
        updatedAt: interview.date.toISOString(),
      },
      () => false,
    );
  }
  return { matches: matchCount, messages: messages.length, appointments: demo.interviews.length };
}
