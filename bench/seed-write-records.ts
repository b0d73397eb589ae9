// The API bench's records for its write cases: interactions to edit and to delete, and candidates to
// delete (each DELETE needs a record of its own that is still there), written straight into the services'
// databases before they start, in the shape their stores keep once the relay has published the events
// (version 1, outbox empty and not pending, not deleted), so the services load them like their own.
import type { Connection } from 'mongoose';
import { insertInBatches, published } from './seed-batches';

/** The links of an interaction: a candidate, an employer and a job role the engagement service knows. */
export interface InteractionLinks {
  candidateId: string | null;
  employerId: string | null;
  jobRoleId: string | null;
}

/**
 * The links of a demo interaction that has all three (the engagement service's references know those
 * records, so an edit that keeps them passes its link check); none when the demo data has no such one.
 */
export async function demoInteractionLinks(db: Connection): Promise<InteractionLinks> {
  const demo = await db.collection('interactions').findOne({ candidateId: { $ne: null }, employerId: { $ne: null }, jobRoleId: { $ne: null } });
  return { candidateId: demo?.candidateId ?? null, employerId: demo?.employerId ?? null, jobRoleId: demo?.jobRoleId ?? null };
}

/**
 * Inserts `count` completed calls over the past year with `links`, as services/engagement's interaction
 * store writes one (its schema's defaults included); answers their ids.
 */
export async function seedInteractionRecords(db: Connection, count: number, links: InteractionLinks, label = 'Bench'): Promise<string[]> {
  const now = Date.now();
  return insertInBatches(db, 'interactions', count, (n) => {
    const date = new Date(now - ((n * 104_729) % (365 * 86_400)) * 1_000);
    const createdAt = new Date(Math.min(date.getTime() + 3_600_000, now));
    return {
      type: 'call',
      subject: `${label}: catch-up call ${n}`,
      description: null,
      date,
      outcome: null,
      nextSteps: null,
      status: 'completed',
      ...links,
      createdBy: null,
      candidateConfirmed: false,
      candidateConfirmedAt: null,
      appointmentId: null,
      appointmentVersion: 0,
      createdAt,
      updatedAt: createdAt,
      ...published,
      __v: 0,
    };
  });
}

/**
 * Inserts `count` candidates to be erased, as services/candidates' store writes one from the staff form
 * (fields left empty are null). Their names, e-mails and fields match none of the candidate search's
 * fragments (bench/seed-candidates.ts), so they do not change what the search finds; they were added
 * long ago, so they come last in the newest-first list. Answers their ids.
 */
export async function seedCandidatesToErase(db: Connection, count: number): Promise<string[]> {
  const longAgo = Date.UTC(2020, 0, 1);
  return insertInBatches(db, 'candidates', count, (n) => {
    const email = `leaver${n}@bench.example`;
    const createdAt = new Date(longAgo + n * 1_000);
    return {
      name: `Bench Leaver ${n}`,
      email,
      phone: `+44 7700 ${String(900_000 + (n % 100_000)).padStart(6, '0')}`,
      linkedinUrl: null,
      currentRole: null,
      location: null,
      skills: null,
      availability: 'available',
      summary: null,
      cvUrl: null,
      emailKey: email,
      profileCompleted: false,
      createdAt,
      updatedAt: createdAt,
      ...published,
      __v: 0,
    };
  });
}
