// `npm run bench`, the CV a client sees (issue 33, decision 0129): the time to make the PDF for a candidate whose
// profile, history and CV text fill 3 pages (checked: the PDF's text ends 'Page 3 of 3'), as it is and
// anonymised (the stripping included), p50 and p99, each with the same run's baseline: a 1-page CV.
// The profile and its history as the service would have read them; no database or server. Adds `clientCv` to
// bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Candidate, Education, Employment } from '@agency/contracts';
import { clientCvContent, type ClientCvOptions } from '../services/candidates/src/client-cv/client-cv';
import { renderCvPdf } from '../services/candidates/src/client-cv/render-pdf';
import { readDocument } from '../services/candidates/src/documents/text/read-document';
import { ms, percentile } from './measure';
import { describeMachine, machine } from './platform';

const ROUNDS = Number(process.env.BENCH_CLIENT_CV_ROUNDS ?? 200);
const host = machine();
const now = new Date().toISOString();

const candidate: Candidate = {
  id: '65f1c0ffee00000000c0ffee',
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '+44 7700 900123',
  currentRole: 'Senior Data Engineer',
  location: '12 Baker Street, Manchester, United Kingdom',
  skills: ['Python', 'SQL', 'Apache Spark', 'Kafka', 'Kubernetes', 'Terraform', 'dbt', 'Airflow'],
  availability: 'available',
  summary:
    'Data engineer of ten years who builds streaming platforms and the teams that run them. priya.example.dev',
  profileCompleted: true,
  createdAt: now,
  updatedAt: now,
};
const job = (n: number): Employment => ({
  id: `job${n}`,
  candidateId: candidate.id,
  organization: `Northwind Analytics ${n}`,
  role: n === 0 ? 'Senior Data Engineer' : 'Data Engineer',
  startYear: 2022 - 3 * n,
  startMonth: 1 + n,
  endYear: n === 0 ? null : 2025 - 3 * n,
  endMonth: n === 0 ? null : 6,
  isCurrent: n === 0,
  keyAchievements: [
    'Cut the nightly load from six hours to forty minutes',
    'Moved 120 pipelines to Airflow without an outage',
  ],
  description:
    'Led a team of four building the event platform in Kafka and Spark; on call for it, and for the data warehouse it feeds.',
  createdAt: now,
  updatedAt: now,
});
const degree: Education = {
  id: 'edu0',
  candidateId: candidate.id,
  institution: 'University of Leeds',
  qualification: 'BSc',
  fieldOfStudy: 'Computer Science',
  startYear: 2009,
  endYear: 2012,
  grade: 'First',
  description: null,
  createdAt: now,
  updatedAt: now,
};
const cvLine = (n: number) =>
  `${n % 6 === 0 ? 'Experience' : 'Built and ran pipelines in Python, SQL and Spark for finance and retail clients; call Priya on 07700 900456.'}`;
const options: ClientCvOptions = {
  anonymised: false,
  note: 'Strong on streaming.\nAvailable at one month notice.',
  recruiter: { name: 'Ada Admin', email: 'ada@agency.test' },
};

/** The content of a CV filling `pages` pages: its history and CV text grow with it. */
const contentFor = (cvLines: number, jobs: number, anonymised: boolean) =>
  clientCvContent(
    candidate,
    {
      schooling: [degree],
      jobs: Array.from({ length: jobs }, (_, n) => job(n)),
      cvText: Array.from({ length: cvLines }, (_, n) => cvLine(n)).join('\n'),
    },
    { ...options, anonymised },
    'TalentBridge',
  );
const shapes = { onePage: { cvLines: 8, jobs: 2 }, threePages: { cvLines: 110, jobs: 4 } };

async function pagesOf(pdf: Buffer) {
  const text = (await readDocument(pdf, 'pdf')).text;
  return Number(/Page \d+ of (\d+)/.exec(text)?.[1] ?? 0);
}
for (const [name, shape] of Object.entries(shapes)) {
  const expected = name === 'onePage' ? 1 : 3;
  const pages = await pagesOf(await renderCvPdf(contentFor(shape.cvLines, shape.jobs, false)));
  if (pages !== expected)
    throw new Error(`the ${name} CV has ${pages} pages, not ${expected}: adjust its shape`);
}

/** Content and PDF together, as a request makes them: p50 and p99 over ROUNDS, after a few warm-up runs. */
async function timing(shape: { cvLines: number; jobs: number }, anonymised: boolean) {
  for (let n = 0; n < 10; n++) await renderCvPdf(contentFor(shape.cvLines, shape.jobs, anonymised));
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < ROUNDS; n++) {
    const started = performance.now();
    bytes = (await renderCvPdf(contentFor(shape.cvLines, shape.jobs, anonymised))).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

const baseline = await timing(shapes.onePage, false);
const threePages = await timing(shapes.threePages, false);
const threePagesAnonymised = await timing(shapes.threePages, true);
console.log(`client CV PDF (${ROUNDS} rounds each; content and PDF, as a request makes them)`);
const row = (label: string, t: typeof baseline) =>
  console.log(
    `  ${label.padEnd(30)} p50 ${ms(t.p50).padStart(9)}  p99 ${ms(t.p99).padStart(9)}  (${(t.p50 / baseline.p50).toFixed(1)}x / ${(t.p99 / baseline.p99).toFixed(1)}x baseline)  ${(t.bytes / 1024).toFixed(0)} KB`,
  );
row('baseline: 1 page', baseline);
row('3 pages', threePages);
row('3 pages, anonymised', threePagesAnonymised);
console.log(describeMachine(host));

const resultsFile = new URL('./results.json', import.meta.url);
const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {};
const clientCv = {
  measuredAt: new Date().toISOString(),
  machine: host,
  rounds: ROUNDS,
  baseline,
  threePages,
  threePagesAnonymised,
};
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, clientCv }, null, 2)}\n`);
