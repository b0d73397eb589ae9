// Shared by the benches: many generated candidates, written straight into a candidates database (the
// service's own writes would take minutes for 100,000), with the fields and bookkeeping the service keeps.
import { Types, type Connection } from 'mongoose';
import { published } from './seed-batches';

const firstNames = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Grace', 'Sophia', 'Freya', 'Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Harry', 'Oscar', 'Muhammad', 'Priya', 'Chen', 'Aisha', 'Mateo', 'Sven', 'Kwame', 'Yuki', 'Fatima', 'Lars', 'Ines', 'Tomasz', 'Anya', 'Rafael', 'Niamh'];
const lastNames = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Wright', 'Robinson', 'Walker', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Okafor', 'Nowak', 'Kowalski', 'Rossi', 'Garcia', 'Müller', 'Nakamura', "O'Brien", 'Van der Berg', 'Singh', 'Khan', 'Murphy'];
const roles = ['Backend Engineer', 'Product Designer', 'Head Chef', 'Data Analyst', 'Nurse Practitioner', 'Accountant', 'Sales Manager', 'DevOps Engineer', 'Teacher', 'Project Manager'];
const locations = ['London, UK', 'Manchester, UK', 'Edinburgh, UK', 'Leeds, UK', 'Bristol, UK', 'Remote (UK)', 'Dublin, IE', 'Cardiff, UK'];
const skills = ['TypeScript', 'Go', 'SQL', 'Figma', 'Excel', 'Leadership', 'Kubernetes', 'Negotiation', 'Python', 'Food safety', 'Safeguarding', 'IFRS'];
/** Name fragments a recruiter types: beginnings, middles and ends of names, common and rare. */
export const nameFragments = ['oli', 'patel', 'son', 'ami', 'wri', 'kowal', 'niamh', 'ake', 'rossi', 'gar', 'yuki n', 'ara', 'müll', "o'bri", 'van der', 'zzz'];

export const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** The name of the `n`th seeded candidate (other services' copies of the candidates use it too). */
export const candidateName = (n: number) => `${pick(firstNames, n)} ${pick(lastNames, Math.floor(n / firstNames.length) + n * 7)}`;
/** The current role of the `n`th seeded candidate. */
export const candidateRole = (n: number) => pick(roles, n * 3);

/**
 * Inserts `count` candidates in batches of 2,000; answers their ids. `ids` gives them (e.g. made ahead for
 * another service's copies seeded at the same time); `progress` hears how many are in after each batch.
 */
export async function seedCandidates(db: Connection, count: number, options: { ids?: readonly Types.ObjectId[]; progress?: (inserted: number) => void } = {}): Promise<string[]> {
  const ids: string[] = [];
  const createdFrom = Date.now() - count * 60_000;
  for (let offset = 0; offset < count; offset += 2_000) {
    const batch = [];
    for (let n = offset; n < Math.min(count, offset + 2_000); n++) {
      const _id = options.ids?.[n] ?? new Types.ObjectId();
      ids.push(_id.toHexString());
      const name = candidateName(n);
      const email = `candidate${n}@mail.example`;
      const createdAt = new Date(createdFrom + n * 60_000);
      batch.push({
        _id,
        name,
        email,
        emailKey: email,
        phone: `+44 7700 ${String(n).padStart(6, '0')}`,
        currentRole: candidateRole(n),
        location: pick(locations, n * 5),
        skills: [pick(skills, n), pick(skills, n + 4), pick(skills, n + 9)],
        availability: 'available',
        summary: 'Experienced professional looking for the next step.',
        profileCompleted: false,
        createdAt,
        updatedAt: createdAt,
        ...published,
      });
    }
    await db.collection('candidates').insertMany(batch, { ordered: false });
    options.progress?.(offset + batch.length);
  }
  return ids;
}
