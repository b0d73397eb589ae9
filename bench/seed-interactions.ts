// Shared by the benches: the engagement service's data at scale, written straight into its database (its
// own writes would take hours for 1,000,000): its stored copies of the other contexts' names (candidates,
// employers, job roles; services/engagement/src/references/model.ts) and interactions linking to them,
// in the shape its interaction schema stores after the relay has published their events.
import { Types, type Connection } from 'mongoose';
import { insertInBatches, published } from './seed-batches';
import { candidateName, candidateRole, pick } from './seed-candidates';

const employerWords = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adventure Works', 'Wingtip', 'Proseware', 'Lucerne', 'Humongous', 'Coho', 'Alpine'];
const employerKinds = ['Hotels', 'Software', 'Health', 'Foods', 'Logistics', 'Energy', 'Retail', 'Finance'];
const jobTitles = ['Senior Backend Engineer', 'Product Designer', 'Head Chef', 'Data Analyst', 'Nurse Practitioner', 'Accountant', 'Sales Manager', 'DevOps Engineer', 'Front Office Manager', 'Project Manager'];
const types = ['call', 'email', 'meeting', 'interview', 'follow_up'] as const;
const subjects = ['Intro call about new roles', 'CV sent to the hiring manager', 'Feedback after the first interview', 'Salary expectations', 'Check-in before the offer', 'First interview', 'Trial shift', 'Quarterly hiring review', 'Reference check', 'Portfolio review', 'Notice period and start date', 'Chasing feedback'];
const descriptions = [null, null, 'Wants hybrid work in London; open to a move within two months.', 'Strong on the basics, lighter on leadership than the team hoped.', null, 'Video call with the team lead, 60 minutes.'];
const outcomes = ['positive', 'neutral', 'negative', null] as const;
const nextSteps = ['Send the CV', 'Chase feedback on Friday', 'Book a second interview', null, null];

export interface EngagementReferences {
  /** The candidates' ids, in seeding order (the `n` of `candidateName(n)`). */
  candidateIds: readonly Types.ObjectId[];
  employerIds: string[];
  /** Each job role with its employer. */
  jobRoles: { id: string; employerId: string }[];
}

/**
 * The engagement service's stored copies of names: every candidate (as its CANDIDATES consumer keeps
 * them), `employers` employers with `rolesPerEmployer` job roles each. Answers the ids for the links.
 */
export async function seedEngagementReferences(
  db: Connection,
  candidateIds: readonly Types.ObjectId[],
  { employers = 500, rolesPerEmployer = 10, progress }: { employers?: number; rolesPerEmployer?: number; progress?: (inserted: number) => void } = {},
): Promise<EngagementReferences> {
  const employerIds = Array.from({ length: employers }, () => new Types.ObjectId().toHexString());
  const jobRoles = Array.from({ length: employers * rolesPerEmployer }, (_, n) => ({ id: new Types.ObjectId().toHexString(), employerId: employerIds[n % employers]! }));
  await insertInBatches(db, 'employer_names', employers, (n) => ({ _id: employerIds[n], name: `${pick(employerWords, n)} ${pick(employerKinds, Math.floor(n / employerWords.length))} ${n}`, active: true, version: 1 }));
  await insertInBatches(db, 'job_role_names', jobRoles.length, (n) => {
    const title = pick(jobTitles, n);
    return { _id: jobRoles[n]!.id, title, slug: `${title.toLowerCase().replaceAll(' ', '-')}-${n}`, employerId: jobRoles[n]!.employerId, active: true, version: 1 };
  });
  await insertInBatches(db, 'candidate_names', candidateIds.length, (n) => ({ _id: candidateIds[n]!.toHexString(), name: candidateName(n), currentRole: candidateRole(n), active: true, version: 1 }), progress);
  return { candidateIds, employerIds, jobRoles };
}

/**
 * Inserts `count` interactions over the last three years (a tenth scheduled in the coming weeks, some
 * cancelled), each with a candidate (but every tenth, a meeting with an employer alone), a job role and
 * its employer; as the engagement service stores them once their events are out.
 */
export async function seedInteractions(db: Connection, count: number, references: EngagementReferences, progress?: (inserted: number) => void): Promise<void> {
  const now = Date.now();
  const staff = Array.from({ length: 12 }, () => new Types.ObjectId().toHexString());
  const { candidateIds, jobRoles } = references;
  await insertInBatches(
    db,
    'interactions',
    count,
    (n) => {
      const scheduled = n % 10 === 0;
      // Spread over three years back, or up to four weeks ahead for the scheduled ones.
      const date = new Date(scheduled ? now + ((n * 7_919) % (28 * 86_400_000)) : now - ((n * 104_729) % (3 * 365 * 86_400)) * 1_000);
      const createdAt = new Date(Math.min(date.getTime(), now) - 86_400_000);
      const role = pick(jobRoles, n * 13);
      const withCandidate = n % 10 !== 3 && candidateIds.length > 0;
      const type = withCandidate ? pick(types, n) : 'meeting';
      return {
        _id: new Types.ObjectId(),
        type,
        subject: pick(subjects, n * 5),
        description: pick(descriptions, n),
        date,
        outcome: scheduled ? null : pick(outcomes, n * 3),
        nextSteps: scheduled ? null : pick(nextSteps, n * 7),
        status: scheduled ? 'scheduled' : n % 17 === 0 ? 'cancelled' : 'completed',
        candidateId: withCandidate ? candidateIds[(n * 7_919) % candidateIds.length]!.toHexString() : null,
        employerId: role.employerId,
        jobRoleId: role.id,
        createdBy: pick(staff, n),
        candidateConfirmed: false,
        candidateConfirmedAt: null,
        appointmentId: null,
        appointmentVersion: 0,
        ...published,
        createdAt,
        updatedAt: createdAt,
        __v: 0,
      };
    },
    progress,
  );
}
