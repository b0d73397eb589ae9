// Issue 32, point 4: exporting 100,000 candidates (decision 0124). The candidates service runs in this process
// (as in the other benches), so memory is this process's resident set: idle after the load, then its peak while
// paging through the same list with the list API (the baseline) and while each export streams. The file is
// counted as it arrives, never kept.
import { connectDatabase } from '@agency/service-kit';
import { candidatesService } from '../services/candidates/src/service';
import { startBenchStack } from './stack';
import { seedCandidates } from './seed-candidates';

const COUNT = Number(process.env.BENCH_EXPORT_CANDIDATES ?? 100_000);
const MB = 2 ** 20;
/** Megabytes over the idle figure, signed (a collection meanwhile can leave less than idle). */
const over = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(0)} MB`;

const stack = await startBenchStack('exports');
try {
  const db = await connectDatabase(stack.infra.mongoUrl, 'candidates');
  await seedCandidates(db, COUNT);
  await db.close();
  const token = await stack.staffToken();
  const service = await stack.start(candidatesService(), 'candidates');
  const headers = { authorization: `Bearer ${token}` };
  globalThis.gc?.();
  const idle = process.memoryUsage().rss / MB;

  /** Runs `work` while sampling the resident set every 50 ms: seconds taken and the peak in MB. */
  async function measured(work: () => Promise<number>): Promise<{ seconds: number; peak: number; amount: number }> {
    globalThis.gc?.();
    let peak = process.memoryUsage().rss / MB;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss / MB)), 50);
    const started = performance.now();
    const amount = await work();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { seconds, peak: Math.max(peak, process.memoryUsage().rss / MB), amount };
  }

  const paged = await measured(async () => {
    let rows = 0;
    for (let offset = 0; ; offset += 100) {
      const page = (await (await fetch(`${service.url}/api/candidates?limit=100&offset=${offset}`, { headers })).json()) as { items: unknown[] };
      rows += page.items.length;
      if (page.items.length < 100) return rows;
    }
  });
  const exported = async (format: 'csv' | 'xlsx') =>
    measured(async () => {
      const response = await fetch(`${service.url}/api/candidates/export?format=${format}`, { headers });
      if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
      let bytes = 0;
      const reader = response.body!.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
      return bytes;
    });
  const csv = await exported('csv');
  const xlsx = await exported('xlsx');
  // The log entry is finished just after the last byte: let it be written before the stack stops.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  console.log(`\nexporting ${COUNT.toLocaleString('en')} candidates (resident memory of this process: auth + candidates + the bench; idle ${idle.toFixed(0)} MB)`);
  console.log(`  baseline, the list API paged 100 at a time: ${paged.amount.toLocaleString('en')} rows in ${paged.seconds.toFixed(1)} s, peak ${paged.peak.toFixed(0)} MB (${over(paged.peak - idle)} over idle)`);
  for (const [name, run] of [['CSV', csv], ['.xlsx', xlsx]] as const) {
    console.log(
      `  export ${name}: ${(run.amount / MB).toFixed(1)} MB in ${run.seconds.toFixed(1)} s (${(run.seconds / paged.seconds).toFixed(2)}x the paging), ` +
        `peak ${run.peak.toFixed(0)} MB (${over(run.peak - idle)} over idle)`,
    );
  }
} finally {
  await stack.stop();
}
