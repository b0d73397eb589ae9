// Issue 34, point 5: a bulk tag of 20,000 candidates (decision 0137). The candidates service runs in this process
// (as in the other benches); the job is 'every match of the search' with an empty search, so every candidate. The
// figures: the job's time to done, and the staff's reads of the list (GET /api/candidates, one at a time) while it
// runs, against the same reads before it started (this run's baseline).
import { connectDatabase } from '@agency/service-kit';
import type { BulkJob } from '@agency/contracts';
import { candidatesService } from '../services/candidates/src/service';
import { ms, percentile } from './measure';
import { seedCandidates } from './seed-candidates';
import { startBenchStack } from './stack';

const COUNT = Number(process.env.BENCH_BULK_CANDIDATES ?? 20_000);
const BASELINE_READS = 300;
/** The list's reads: pages and searches as staff make them. */
const readPaths = ['/api/candidates?limit=24', '/api/candidates?q=son&limit=24', '/api/candidates?limit=24&offset=240', '/api/candidates?q=developer&limit=24'];

const stack = await startBenchStack('bulk');
try {
  const db = await connectDatabase(stack.infra.mongoUrl, 'candidates');
  await seedCandidates(db, COUNT);
  await db.close();
  const token = await stack.staffToken();
  const service = await stack.start(candidatesService(), 'candidates');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  /** One read of the list, in milliseconds. */
  async function read(n: number): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${service.url}${readPaths[n % readPaths.length]}`, { headers });
    if (response.status !== 200) throw new Error(`a read answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  }
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1)!)} (${sorted.length} reads)`;
  };

  const baseline: number[] = [];
  for (let n = 0; n < BASELINE_READS; n++) baseline.push(await read(n));

  const started = performance.now();
  const answer = await fetch(`${service.url}/api/candidates/bulk`, { method: 'POST', headers, body: JSON.stringify({ selection: { query: '' }, action: { type: 'add-tags', tags: ['Bench Tag'] } }) });
  if (answer.status !== 202) throw new Error(`the bulk request answered ${answer.status}: ${await answer.text()}`);
  const jobId = ((await answer.json()) as BulkJob).id;
  const during: number[] = [];
  let job: BulkJob;
  for (let n = 0; ; n++) {
    during.push(await read(n));
    // The job's progress is looked at every 20 reads, as the CRM's progress bar would.
    if (n % 20 !== 0) continue;
    job = (await (await fetch(`${service.url}/api/bulk-jobs/${jobId}`, { headers })).json()) as BulkJob;
    if (job.state !== 'queued' && job.state !== 'running') break;
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nbulk tag of ${COUNT.toLocaleString('en')} candidates (add-tags on every match of an empty search, batches of 100)`);
  console.log(`  job: ${job.state}, ${job.counts.done.toLocaleString('en')} done, ${job.counts.skipped} skipped, ${job.counts.failed} failed, in ${seconds.toFixed(1)} s (${Math.round(job.counts.done / seconds)} candidates/s)`);
  console.log(`  staff reads of the list, baseline before the job: ${summary(baseline)}`);
  console.log(`  staff reads of the list while it runs:            ${summary(during)}`);
} finally {
  await stack.stop();
}
