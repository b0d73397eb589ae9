// Shared by the benches: many generated candidates, written straight into a candidates database (the
// service's own writes would take minutes for 100,000), with the fields and bookkeeping the service keeps.
import { Types, type Connection } from 'mongoose';
import { insertInBatches, published } from './seed-batches';

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

// ----- CV text (issue 20): generated, 2–4 KB each, words drawn with a Zipf-like frequency -----

/** Words every CV uses, most frequent first (rank 1 is drawn most often); the vocabulary goes on with made-up words. */
const commonWords = (
  'and the of to in a with for on as at by from team my i was is an our this that across over new using ' +
  'managed led developed delivered worked built designed improved supported responsible experience project projects ' +
  'stakeholders clients customers business service services data systems process processes quality reporting ' +
  'including within company role key skills strong working knowledge years senior junior lead manager engineer ' +
  'analysis planning training development operations management performance product products customer budget ' +
  'reduced increased launched implemented coordinated maintained created established collaborated mentored ' +
  'communication solutions strategy digital platform cross-functional end-to-end full-stack front-end back-end ' +
  'e-commerce node.js c++ c# .net asp.net ci/cd vue.js react angular java javascript postgresql mongodb docker ' +
  'aws azure gcp terraform agile scrum kanban jira confluence compliance audit regulatory safety patients ' +
  'students curriculum menus kitchen suppliers inventory forecasting revenue accounts payroll invoices ' +
  'recruitment onboarding partners vendors contracts negotiation presentations workshops research testing ' +
  'automation pipelines migration infrastructure security monitoring incidents support documentation ' +
  'café résumé naïve zürich são paulo kraków malmö señor'
).split(' ');
/** Pronounceable pieces for the made-up words. */
const syllables = 'ba be bi bo bu da de di do du fa fe fi fo ka ke ki ko la le li lo lu ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze zi'.split(' ');
/** The vocabulary's size: the common words, then made-up ones. */
const VOCABULARY = 4_000;
/** Rare words: each CV takes three of them, so each is in about 6 of 100,000 CVs. */
const RARE_WORDS = 50_000;

/** A made-up word from a number: its syllables in base `syllables.length`, at least `length` of them. */
function madeUpWord(n: number, length: number): string {
  let word = '';
  for (let rest = n, count = 0; rest > 0 || count < length; rest = Math.floor(rest / syllables.length), count++) word += syllables[rest % syllables.length];
  return word;
}

const vocabulary = Array.from({ length: VOCABULARY }, (_, rank) => commonWords[rank] ?? madeUpWord(rank, 3));
/** Zipf–Mandelbrot weights (1 / (rank + 2.7)), as cumulative shares for drawing by binary search. */
const cumulative = (() => {
  const shares = new Float64Array(VOCABULARY);
  let sum = 0;
  for (let rank = 0; rank < VOCABULARY; rank++) shares[rank] = sum += 1 / (rank + 1 + 2.7);
  return shares.map((share) => share / sum);
})();

/** Seeded random numbers in [0, 1) (mulberry32): every run generates the same CVs. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function drawWord(random: () => number): string {
  const share = random();
  let low = 0;
  let high = VOCABULARY - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cumulative[middle]! < share) low = middle + 1;
    else high = middle;
  }
  return vocabulary[low]!;
}

/** The CV vocabulary's word of this rank (1: the most frequent). Past the common words, made-up ones, in no candidate's fields. */
export const cvWord = (rank: number) => vocabulary[rank - 1]!;
/** A rare word: in about 6 of 100,000 CVs. */
export const rareCvWord = (n: number) => `${madeUpWord(n % RARE_WORDS, 4)}x`;
/** The `n`th candidate's project code name: in their CV only. */
export const uniqueCvWord = (n: number) => `qu${madeUpWord(n, 3)}ium`;

/**
 * The `n`th seeded candidate's CV: their name, role and contacts, then sentences of the vocabulary (Zipf-like,
 * so a few hundred words make most of the text), three rare words and one word of their own, 2,000–4,000 characters.
 */
export function cvText(n: number): string {
  const random = randomFrom(n + 1);
  const length = 2_000 + Math.floor(random() * 2_000);
  const parts = [`${candidateName(n)}\n${candidateRole(n)}, ${pick(locations, n * 5)}\ncandidate${n}@mail.example\n\nExperience\n`];
  const own = [rareCvWord(n * 3), rareCvWord(n * 7 + 1), rareCvWord(n * 11 + 2), `project ${uniqueCvWord(n)}`];
  let size = parts[0]!.length;
  while (size < length) {
    const words = Array.from({ length: 6 + Math.floor(random() * 13) }, () => drawWord(random));
    if (own.length > 0 && random() < 0.3) words.splice(Math.floor(random() * words.length), 0, own.pop()!);
    const sentence = `${words.join(' ')}${random() < 0.15 ? ',' : '.'}${random() < 0.2 ? '\n' : ' '}`;
    parts.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
    size += sentence.length;
  }
  return (parts.join('') + own.join(' ')).slice(0, 4_000);
}

/**
 * One text CV per candidate (the `n`th id gets `cvText(n)`) in the `documents` collection, as the document
 * store keeps it once its event is out; the files themselves are not needed by the search. Answers the
 * documents' ids.
 */
export async function seedCvDocuments(db: Connection, candidateIds: readonly string[], progress?: (inserted: number) => void): Promise<string[]> {
  const createdFrom = Date.now() - candidateIds.length * 60_000;
  return insertInBatches(
    db,
    'documents',
    candidateIds.length,
    (n) => {
      const text = cvText(n);
      const createdAt = new Date(createdFrom + n * 60_000 + 30_000);
      return {
        candidateId: candidateIds[n],
        fileName: `${candidateName(n)} CV.txt`,
        kind: 'text',
        size: Buffer.byteLength(text),
        objectKey: `candidates/${candidateIds[n]}/cv-${n}`,
        textStatus: 'read',
        text,
        uploadedBy: { kind: 'candidate', id: candidateIds[n], name: candidateName(n) },
        createdAt,
        updatedAt: createdAt,
        ...published,
      };
    },
    progress,
  );
}
