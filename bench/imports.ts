// `npm run bench`: importing candidates from a CSV (issue 32, decision 0123) at the candidates service, on a
// fresh local FerretDB (or mongod) and NATS: time to done, rows per second, the peak resident memory of the
// process running the service (auth and this bench run in it too: its resident size before the import is
// printed as the baseline), and the p99 of staff reads of the candidate list while the import runs, against the
// same reads with no import running, measured in the same run.
import { loadavg } from 'node:os';
import { connectDatabase } from '@agency/service-kit';
import type { ImportJob } from '@agency/contracts';
import { candidatesService } from '../services/candidates/src/service';
import { startBenchStack } from './stack';
import { ms, percentile, timed, type Timing } from './measure';
import { nameFragments, pick, seedCandidates } from './seed-candidates';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const STORED = Number(process.env.BENCH_CANDIDATES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const MB = 2 ** 20;

const stack = await startBenchStack('imports');
try {
  const db = await connectDatabase(stack.infra.mongoUrl, 'candidates');
  await seedCandidates(db, STORED);
  await db.close();
  const token = await stack.staffToken();
  const service = await stack.start(candidatesService(), 'candidates');
  const auth = { authorization: `Bearer ${token}` };
  const reads = Array.from({ length: REQUESTS }, (_, n) => (n % 2 ? '/api/candidates?limit=24' : `/api/candidates?q=${encodeURIComponent(pick(nameFragments, n))}&limit=24`));
  await timed('warm-up', reads.slice(0, 30), service.url, token);
  const quiet = await timed('list and search, no import running', reads, service.url, token);
  const rssBefore = process.memoryUsage().rss / MB;

  // Names of letters only: the duplicate rule compares names without digits, so 'Person 1' and 'Person 2' would be one.
  const letters = (n: number) => Array.from({ length: 4 }, (_, at) => String.fromCharCode(97 + (Math.floor(n / 26 ** at) % 26))).join('');
  const rows = Array.from({ length: ROWS }, (_, n) => `Imported ${letters(n)} Person,imported.${n}@bench.test,+44 7700 ${String(100000 + n).slice(-6)},${letters(n % 97)}ton,SQL; Python`);
  const csv = ['Full name,Email,Phone,Location,Skills', ...rows].join('\n');
  const uploadStarted = performance.now();
  const uploaded = (await (await fetch(`${service.url}/api/imports/candidates?fileName=bench.csv`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: csv })).json()) as ImportJob;
  const uploadS = (performance.now() - uploadStarted) / 1000;
  let peakRss = process.memoryUsage().rss / MB;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss / MB)), 200);

  const started = performance.now();
  const start = await fetch(`${service.url}/api/imports/candidates/${uploaded.id}/start`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ mapping: ['name', 'email', 'phone', 'location', 'skills'], duplicates: 'skip' }) });
  if (start.status !== 200) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  const busyTimes: Timing[] = [];
  let job: ImportJob = uploaded;
  while (job.status !== 'done') {
    busyTimes.push(await timed('list and search, import running', reads.slice(0, 20), service.url, token));
    job = (await (await fetch(`${service.url}/api/imports/candidates/${uploaded.id}`, { headers: auth })).json()) as ImportJob;
  }
  const doneS = (performance.now() - started) / 1000;
  clearInterval(sampler);

  // The p99 over every read made while it ran (each round's p99 is its slowest but one of 20: the rounds' p99s sorted).
  const busyP99 = percentile(busyTimes.map((round) => round.p99).sort((a, b) => a - b), 99);
  const busyP50 = percentile(busyTimes.map((round) => round.p50).sort((a, b) => a - b), 50);
  console.log(`\nimporting ${ROWS.toLocaleString('en')} candidates from CSV (${(csv.length / MB).toFixed(1)} MB) beside ${STORED.toLocaleString('en')} stored (load ${loadavg()[0]!.toFixed(1)})`);
  console.log(`  upload and staging: ${uploadS.toFixed(1)} s; run to done: ${doneS.toFixed(1)} s, ${(ROWS / doneS).toFixed(0)} rows/s; counts ${JSON.stringify(job.counts)}`);
  console.log(`  resident memory of the process (auth + candidates + this bench): ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB while importing`);
  console.log(`  staff reads of the list, no import: p50 ${ms(quiet.p50)} p99 ${ms(quiet.p99)}; while importing (${busyTimes.length * 20} reads): p50 ${ms(busyP50)} p99 ${ms(busyP99)} (p99 ${(busyP99 / quiet.p99).toFixed(2)}x the quiet p99)`);
} finally {
  await stack.stop();
}
