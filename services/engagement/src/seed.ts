import { addDays, set } from 'date-fns';
import type { Connection } from 'mongoose';
import type { InteractionInput, LeadInput, LeadStatus, PlacementInput } from '@agency/contracts';
import { EngagementView } from './engagement-view';
import { engagementReferences } from './projections/references';
import { engagementStores } from './service';

/** The other services' demo records, as the seed script reads them through their own code. */
export interface DemoReferences {
  candidates: { id: string; name: string }[];
  jobRoles: { id: string; title: string; employerId: string }[];
}

/** A day and time relative to the seed's run: `days` from today (negative: in the past) at `hours`. */
type When = { days: number; hours: number; minutes?: number };
type DemoInteraction = Omit<InteractionInput, 'date' | 'candidateId' | 'employerId' | 'jobRoleId'> & { when: When; candidate?: string; role?: string };
type DemoPlacement = Omit<PlacementInput, 'candidateId' | 'employerId' | 'jobRoleId'> & { candidate: string; role: string };

const interactions: DemoInteraction[] = [
  // Done: the history on the interactions screen and in the candidate details.
  { type: 'call', subject: 'Intro call about backend roles', when: { days: -9, hours: 10 }, candidate: 'Sarah Mitchell', role: 'Senior Backend Engineer', description: 'Wants event-driven work, hybrid in London. Open to a move within two months.', outcome: 'positive', nextSteps: 'Send her CV to Northwind' },
  { type: 'email', subject: 'CV sent to the hiring manager', when: { days: -7, hours: 15, minutes: 30 }, candidate: 'Sarah Mitchell', role: 'Senior Backend Engineer', outcome: 'positive', nextSteps: 'Chase feedback on Friday' },
  { type: 'meeting', subject: 'Quarterly hiring review', when: { days: -5, hours: 11 }, role: 'Head Chef', description: 'Two kitchen roles and a front office role to fill before the summer season.', outcome: 'positive', nextSteps: 'Shortlist for Head Chef by next week' },
  { type: 'follow_up', subject: 'Feedback after the first interview', when: { days: -3, hours: 9, minutes: 30 }, candidate: 'James Okoro', role: 'Senior Backend Engineer', description: 'Strong on React, lighter on distributed systems than the team hoped.', outcome: 'neutral', nextSteps: 'Suggest a system design session' },
  { type: 'call', subject: 'Head Chef shortlist', when: { days: -1, hours: 14 }, candidate: 'Marco Rossi', role: 'Head Chef', outcome: 'positive', nextSteps: 'Book a trial shift' },
  { type: 'call', subject: 'Salary expectations', when: { days: -2, hours: 16 }, candidate: 'David Thompson', role: 'Chief Operating Officer', status: 'cancelled', description: 'He asked to move the call to next week.' },
  // Coming up: the calendar, its upcoming list and the dashboard's upcoming interviews.
  { type: 'interview', subject: 'First interview: Senior Backend Engineer', when: { days: 1, hours: 10 }, candidate: 'Sarah Mitchell', role: 'Senior Backend Engineer', status: 'scheduled', description: 'Video call with the platform team lead, 60 minutes.' },
  { type: 'call', subject: 'Check-in before the offer', when: { days: 2, hours: 9, minutes: 30 }, candidate: 'Aisha Khan', role: 'Front Office Manager', status: 'scheduled' },
  { type: 'interview', subject: 'Trial shift: Head Chef', when: { days: 2, hours: 14 }, candidate: 'Marco Rossi', role: 'Head Chef', status: 'scheduled', description: 'Lunch service, then a tasting with the general manager.' },
  { type: 'meeting', subject: 'Partnership meeting', when: { days: 3, hours: 11 }, role: 'Data Analyst', status: 'scheduled', description: 'Their analytics team is growing: agree terms for three roles.' },
  { type: 'interview', subject: 'Portfolio review: Product Designer', when: { days: 4, hours: 15, minutes: 30 }, candidate: 'Emily Chen', role: 'Product Designer', status: 'scheduled' },
];

const placements: DemoPlacement[] = [
  { candidate: 'Priya Natarajan', role: 'Data Analyst', status: 'lead', value: 850_000, notes: 'Met at the analytics meetup.' },
  { candidate: 'Liam Murphy', role: 'Head Chef', status: 'lead', value: 550_000 },
  { candidate: 'James Okoro', role: 'Senior Backend Engineer', status: 'qualified', value: 1_500_000, notes: 'Second interview to be arranged.' },
  { candidate: 'Marco Rossi', role: 'Head Chef', status: 'qualified', notes: 'Fee to be agreed after the trial shift.' },
  { candidate: 'Emily Chen', role: 'Product Designer', status: 'proposal', value: 1_350_000 },
  { candidate: 'David Thompson', role: 'Chief Operating Officer', status: 'proposal', value: 3_600_000, notes: 'Retained search, fee in three parts.' },
  { candidate: 'Tom Fletcher', role: 'Asset Performance Engineer', status: 'closed_won', value: 1_200_000, notes: 'Started last month.' },
  { candidate: 'Sofia Alvarez', role: 'Product Designer', status: 'closed_lost', value: 1_100_000, notes: 'The client hired internally.' },
];

const leads: (LeadInput & { status: LeadStatus })[] = [
  { name: 'Rachel Green', email: 'rachel.green@example.com', phone: '+44 7700 900201', service: 'consultation', message: 'Thinking about moving from retail buying into hospitality management.', status: 'new' },
  { name: 'Daniel Brooks', email: 'daniel.brooks@example.com', service: 'cv_assessment', message: 'Could you look at my CV before I apply for product roles?', status: 'contacted' },
  { name: 'Mei Lin', email: 'mei.lin@example.com', service: 'consultation', status: 'converted' },
];

/**
 * Demo interactions, placements and leads linked to the other services' demo records (given by the
 * caller), written through this service's own stores so their events go out too; the names appear once
 * the service has read the other services' events. Skipped when there is engagement data already.
 */
export async function seedEngagement(db: Connection, demo: DemoReferences): Promise<{ interactions: number; placements: number; leads: number }> {
  const references = engagementReferences(db);
  const stores = engagementStores(db, new EngagementView(db, references));
  await stores.ensureIndexes();
  const counts = await Promise.all([stores.interactions.model, stores.placements.model, stores.leads.model].map((model) => model.countDocuments()));
  if (counts.some((count) => count > 0)) return { interactions: 0, placements: 0, leads: 0 };

  const candidateId = (name?: string) => demo.candidates.find((candidate) => candidate.name === name)?.id ?? null;
  const role = (title?: string) => demo.jobRoles.find((jobRole) => jobRole.title === title) ?? null;
  const today = new Date();
  const at = ({ days, hours, minutes = 0 }: When) => set(addDays(today, days), { hours, minutes, seconds: 0, milliseconds: 0 }).toISOString();

  let interactionCount = 0;
  for (const { when, candidate, role: title, ...fields } of interactions) {
    const jobRole = role(title);
    await stores.interactions.create({
      status: 'completed',
      ...fields,
      date: at(when),
      candidateId: candidateId(candidate),
      employerId: jobRole?.employerId ?? null,
      jobRoleId: jobRole?.id ?? null,
    });
    interactionCount++;
  }
  let placementCount = 0;
  for (const { candidate, role: title, ...fields } of placements) {
    const jobRole = role(title);
    const id = candidateId(candidate);
    if (!jobRole || !id) continue; // the other services' demo data changed: leave this card out
    await stores.placements.create({ status: 'lead', ...fields, candidateId: id, employerId: jobRole.employerId, jobRoleId: jobRole.id });
    placementCount++;
  }
  for (const { status, ...input } of leads) {
    const lead = await stores.leads.receive({ source: 'exit_intent', ...input });
    if (status !== 'new') await stores.leads.setStatus(lead.id, status);
  }
  return { interactions: interactionCount, placements: placementCount, leads: leads.length };
}
