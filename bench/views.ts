// `npm run bench`, the in-memory views as data grows (issue 16): the time from starting a service to its
// answering ready, and its resident memory, with N candidates and N interactions. On fresh infrastructure
// per size, the candidates service (its candidate directory: every candidate with its search text and
// trigram index) and the engagement service (every interaction, searched by subject, type and the names of
// its candidate and employer, and its stored copies of every candidate's name) are each started as a child
// process, as `npm start` runs them (scripts/stack.mjs), first on their empty databases (the fixed cost:
// Node, tsx, connections, index creation) and again once N records are seeded straight into the
// databases. Ready is `/readyz` answering 200: a service listens only after its setup, which loads the
// view. Memory is VmRSS from /proc right after ready and 5 s later, and the peak, VmHWM. A start not
// ready within 300 s (BENCH_VIEW_TIMEOUT_S) is recorded as such, with its memory then. Sizes 100,000 and
// 1,000,000 (BENCH_VIEW_SIZES="20000,100000" to choose); adds `views` to bench/results.json.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { Types } from 'mongoose';
import { connectDatabase } from '@agency/service-kit';
import { startInfra } from '../scripts/infra-lib.mjs';
import { repoRoot, services } from '../scripts/stack.mjs';
import { describeMachine, machine } from './platform';
import { seedCandidates } from './seed-candidates';
import { seedEngagementReferences, seedInteractions } from './seed-interactions';

const SIZES = (process.env.BENCH_VIEW_SIZES ?? '100000,1000000').split(',').map((size) => Number(size.trim()));
/** A start not ready by then is recorded as such (with its memory then) and stopped: 10 times the goal. */
const READY_TIMEOUT_MS = Number(process.env.BENCH_VIEW_TIMEOUT_S ?? 300) * 1_000;
const SETTLE_MS = 5_000;
const TARGETS = { size: 1_000_000, readyS: 30, memoryMb: 1_024 };
const MB = 2 ** 20;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

if (SIZES.some((size) => !Number.isInteger(size) || size <= 0)) throw new Error(`BENCH_VIEW_SIZES: whole numbers above 0, comma-separated (got "${process.env.BENCH_VIEW_SIZES}")`);

interface Start {
  service: string;
  records: number;
  /** False when it was not ready within READY_TIMEOUT_MS; the figures are then those of that moment. */
  ready: boolean;
  readyMs: number;
  rssMb: number;
  /** VmHWM: the most it held at any time, the load included. */
  peakMb: number;
  rssSettledMb: number;
  /** The service's own CPU time (user + system) until ready. */
  cpuS: number;
  /** The database server's CPU time from spawn to ready. */
  databaseCpuS: number;
  loadAverage: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/** /proc/<pid>/stat's fields after the command's name (the state is [0], the parent [1]); null once gone. */
function statFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User + system CPU seconds of a process so far (utime and stime, fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS : 0;
}

/**
 * CPU seconds of processes and their descendants, running or reaped (PostgreSQL works in a child process
 * per connection): each one's own time, plus the roots' reaped children's (cutime, cstime).
 */
function treeCpuSeconds(roots: number[]): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(entry)?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const visit = (pid: number) => {
    total += cpuSeconds(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  for (const root of roots) {
    visit(root);
    const fields = statFields(root);
    if (fields) total += (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  }
  return total;
}

/**
 * Starts one service as `npm start` does (node --import tsx, its entry file, the infrastructure's URLs in
 * the environment), times it to `/readyz` answering 200, reads its memory, and stops it; one not ready within
 * READY_TIMEOUT_MS is stopped then, its figures those of that moment.
 */
async function measureStart(name: string, records: number, infra: { mongoUrl: string; natsUrl: string; databasePids: number[] }, logDir: string): Promise<Start> {
  const service = services.find((s) => s.name === name)!;
  const port = await getPort();
  const log = createWriteStream(join(logDir, `${name}-${records}.log`));
  const databaseCpuBefore = treeCpuSeconds(infra.databasePids);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', service.entry], {
    cwd: repoRoot,
    env: { ...process.env, MONGODB_URI: infra.mongoUrl, NATS_URL: infra.natsUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const pid = child.pid!;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) while starting with ${records.toLocaleString('en')} records; see ${join(logDir, `${name}-${records}.log`)}`);
      if (performance.now() - started > READY_TIMEOUT_MS) break;
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = performance.now() - started;
    const ready = readyMs <= READY_TIMEOUT_MS;
    const cpuS = cpuSeconds(pid);
    const databaseCpuS = treeCpuSeconds(infra.databasePids) - databaseCpuBefore;
    const rssMb = procStatusKb(pid, 'VmRSS') / 1024;
    const loadAverage = round(loadavg()[0]!, 2);
    if (ready) await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rssSettledMb = procStatusKb(pid, 'VmRSS') / 1024;
    const peakMb = procStatusKb(pid, 'VmHWM') / 1024;
    return { service: name, records, ready, readyMs, rssMb, peakMb, rssSettledMb, cpuS, databaseCpuS, loadAverage };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  }
}

/** Prints how far a seed is at every tenth of it (and at the end). */
function progressOf(what: string, total: number, started: number) {
  const step = Math.max(2_000, Math.round(total / 10));
  let next = step;
  return (inserted: number) => {
    if (inserted < next && inserted < total) return;
    next = inserted + step;
    const seconds = (performance.now() - started) / 1000;
    console.log(`    ${what}: ${inserted.toLocaleString('en')} / ${total.toLocaleString('en')} in ${seconds.toFixed(0)} s (${Math.round(inserted / seconds).toLocaleString('en')}/s, load ${loadavg()[0]!.toFixed(1)})`);
  };
}

function directorySizeMb(path: string): number {
  try {
    return Number(execFileSync('du', ['-sk', path]).toString().split('\t')[0]) / 1024;
  } catch {
    return 0;
  }
}

interface SizeRun {
  size: number;
  seeding: { candidatesS: number; engagementS: number; wallS: number; documents: number; documentsPerSecond: number; databaseMb: number };
  starts: Start[];
}

async function runSize(size: number): Promise<SizeRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-views-'));
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  process.env.LOG_LEVEL = 'warn';
  const infra = await startInfra({ dataDir, natsPort: await getPort(), mongoPort: await getPort(), env: {} });
  try {
    // The MongoDB-wire server and what it stores in (FerretDB's PostgreSQL), as one for CPU and disk.
    const database = infra.started.filter((p) => p.name !== 'nats');
    const where = { mongoUrl: infra.mongoUrl, natsUrl: infra.natsUrl, databasePids: database.map((p) => p.pid) };
    console.log(`\n${size.toLocaleString('en')} candidates and interactions, on a fresh ${infra.started.map((p) => p.name).join(' + ')}`);
    // The fixed cost, on empty databases (the services create their indexes here, before the seed).
    const starts = [await measureStart('candidates', 0, where, logDir), await measureStart('engagement', 0, where, logDir)];

    console.log(`  seeding (the two databases side by side, batches of 2,000) ...`);
    const candidatesDb = await connectDatabase(infra.mongoUrl, 'candidates');
    const engagementDb = await connectDatabase(infra.mongoUrl, 'engagement');
    const candidateIds = Array.from({ length: size }, () => new Types.ObjectId());
    const seedStarted = performance.now();
    const [candidatesS, engagementS] = await Promise.all([
      (async () => {
        await seedCandidates(candidatesDb, size, { ids: candidateIds, progress: progressOf('candidates', size, seedStarted) });
        return (performance.now() - seedStarted) / 1000;
      })(),
      (async () => {
        const references = await seedEngagementReferences(engagementDb, candidateIds, { progress: progressOf("engagement's candidate names", size, seedStarted) });
        await seedInteractions(engagementDb, size, references, progressOf('interactions', size, performance.now()));
        return (performance.now() - seedStarted) / 1000;
      })(),
    ]);
    const wallS = (performance.now() - seedStarted) / 1000;
    await Promise.all([candidatesDb.close(), engagementDb.close()]);
    // Candidates, the engagement's copies of their names, interactions, and 500 employers with 5,000 job roles.
    const documents = size * 3 + 5_500;
    const databaseMb = database.flatMap((p) => p.dirs).reduce((sum, dir) => sum + directorySizeMb(dir), 0);
    console.log(`  seeded ${documents.toLocaleString('en')} documents in ${wallS.toFixed(0)} s (${Math.round(documents / wallS).toLocaleString('en')}/s; candidates ${candidatesS.toFixed(0)} s, engagement ${engagementS.toFixed(0)} s), ${databaseMb.toFixed(0)} MB on disk`);

    starts.push(await measureStart('candidates', size, where, logDir), await measureStart('engagement', size, where, logDir));
    for (const start of starts) {
      console.log(
        `  ${start.service} with ${start.records.toLocaleString('en')}: ${start.ready ? 'ready in' : 'NOT READY within'} ${(start.readyMs / 1000).toFixed(1)} s, ${start.rssMb.toFixed(0)} MB resident (peak ${start.peakMb.toFixed(0)}${start.ready ? `, ${start.rssSettledMb.toFixed(0)} after 5 s` : ''}), CPU ${start.cpuS.toFixed(1)} s, database CPU ${start.databaseCpuS.toFixed(1)} s, load ${start.loadAverage}`,
      );
    }
    return { size, seeding: { candidatesS: round(candidatesS), engagementS: round(engagementS), wallS: round(wallS), documents, documentsPerSecond: Math.round(documents / wallS), databaseMb: round(databaseMb, 0) }, starts };
  } finally {
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const benchStarted = performance.now();
console.log(`view start-up and memory at ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} candidates and interactions (${describeMachine(machine())})`);
const runs: SizeRun[] = [];
for (const size of SIZES) runs.push(await runSize(size));

const host = machine();
console.log(`\nView start-up and memory: each service alone in a child process, spawn to /readyz 200 (${describeMachine(host)})`);
const header = ['service', 'records', 'ready', 'per 100k', 'RSS', 'peak', 'RSS +5 s', 'per record', 'CPU', 'db CPU', 'load'];
const widths = [11, 10, 8, 9, 8, 8, 9, 11, 7, 7, 5];
const line = (cells: string[]) => `  ${cells.map((cell, n) => (n === 0 ? cell.padEnd(widths[n]!) : cell.padStart(widths[n]!))).join(' ')}`;
console.log(line(header));
interface Row extends Start {
  /** Start-up beyond the empty database's, per 100,000 records. */
  msPer100k: number | null;
  /** Resident memory (after 5 s) beyond the empty database's, per record. */
  bytesPerRecord: number | null;
}
const rows: Row[] = [];
for (const run of runs) {
  for (const start of run.starts) {
    const empty = run.starts.find((s) => s.service === start.service && s.records === 0)!;
    const loaded = start.records > 0 && start.ready;
    const row: Row = {
      ...start,
      msPer100k: loaded ? ((start.readyMs - empty.readyMs) / start.records) * 100_000 : null,
      bytesPerRecord: loaded ? ((start.rssSettledMb - empty.rssSettledMb) * MB) / start.records : null,
    };
    rows.push(row);
    console.log(
      line([
        row.service,
        row.records.toLocaleString('en'),
        `${row.ready ? '' : '> '}${(row.readyMs / 1000).toFixed(1)} s`,
        row.msPer100k === null ? '' : `${(row.msPer100k / 1000).toFixed(1)} s`,
        `${row.rssMb.toFixed(0)} MB`,
        `${row.peakMb.toFixed(0)} MB`,
        `${row.rssSettledMb.toFixed(0)} MB`,
        row.bytesPerRecord === null ? '' : `${row.bytesPerRecord.toFixed(0)} B`,
        `${row.cpuS.toFixed(1)} s`,
        `${row.databaseCpuS.toFixed(1)} s`,
        row.loadAverage.toFixed(1),
      ]),
    );
  }
}
for (const run of runs) {
  const { seeding } = run;
  console.log(`  seeding ${run.size.toLocaleString('en')}: ${seeding.documents.toLocaleString('en')} documents in ${seeding.wallS.toFixed(0)} s (${seeding.documentsPerSecond.toLocaleString('en')}/s), ${seeding.databaseMb} MB on disk`);
}

// The goal at 1,000,000: as measured when that size ran; else (or when it was not ready in time) projected
// from the largest sizes that were: the start-up beyond the empty database's grows as n^k, k fitted to
// the two largest (1 with one size), memory per record linearly. Small sizes project low: there the database
// read dominates, at 1,000,000 the directory's sorted inserts do (n^1.9 from 100,000 to 1,000,000).
const missed: string[] = [];
const goal = `goal < ${TARGETS.readyS} s, < ${TARGETS.memoryMb} MB`;
for (const service of ['candidates', 'engagement']) {
  const atGoal = rows.find((r) => r.service === service && r.records >= TARGETS.size);
  if (atGoal) {
    const how = `at ${atGoal.records.toLocaleString('en')}`;
    console.log(`  ${service} ${how}: ${atGoal.ready ? 'ready in' : 'not ready within'} ${(atGoal.readyMs / 1000).toFixed(0)} s, peak ${atGoal.peakMb.toFixed(0)} MB${atGoal.ready ? '' : ' by then'} (${goal})`);
    if (!atGoal.ready || atGoal.readyMs / 1000 >= TARGETS.readyS) missed.push(`${service} ${how}: ${atGoal.ready ? '' : 'not '}ready ${atGoal.ready ? 'in' : 'within'} ${(atGoal.readyMs / 1000).toFixed(0)} s >= ${TARGETS.readyS} s`);
    if (atGoal.peakMb >= TARGETS.memoryMb) missed.push(`${service} ${how}: peak ${atGoal.peakMb.toFixed(0)} MB >= ${TARGETS.memoryMb} MB`);
    if (atGoal.ready) continue;
  }
  const done = runs
    .map((run) => ({ run, row: rows.find((r) => r.service === service && r.records === run.size && r.ready), empty: run.starts.find((s) => s.service === service && s.records === 0)! }))
    .filter((d) => d.row && d.run.size < TARGETS.size);
  if (done.length === 0) {
    // Not ready at any size below the goal's: nothing to project from; past the goal's time it missed.
    const slowest = rows.find((r) => r.service === service && r.records > 0 && !r.ready);
    if (!atGoal && slowest) {
      const how = `at ${slowest.records.toLocaleString('en')}`;
      console.log(`  ${service} ${how}: not ready within ${(slowest.readyMs / 1000).toFixed(0)} s, nothing to project from (${goal})`);
      if (slowest.readyMs / 1000 >= TARGETS.readyS) missed.push(`${service} ${how}: not ready within ${(slowest.readyMs / 1000).toFixed(0)} s >= ${TARGETS.readyS} s`);
    }
    continue;
  }
  const last = done.at(-1)!;
  const beyond = (d: (typeof done)[number]) => d.row!.readyMs - d.empty.readyMs;
  const previousSize = done.at(-2);
  const exponent = previousSize && beyond(previousSize) > 0 ? Math.log(beyond(last) / beyond(previousSize)) / Math.log(last.run.size / previousSize.run.size) : 1;
  const scale = TARGETS.size / last.run.size;
  const readyS = (last.empty.readyMs + beyond(last) * scale ** exponent) / 1000;
  const peakMb = last.empty.peakMb + (last.row!.peakMb - last.empty.peakMb) * scale;
  const how = `projected to ${TARGETS.size.toLocaleString('en')} from ${done.map((d) => d.run.size.toLocaleString('en')).join(' and ')} (start-up beyond the empty database's as n^${exponent.toFixed(2)})`;
  console.log(`  ${service} ${how}: ready in ${readyS.toFixed(0)} s, peak ${peakMb.toFixed(0)} MB (${goal})`);
  if (atGoal) continue; // missed as measured already
  if (readyS >= TARGETS.readyS) missed.push(`${service} ${how}: ready in ${readyS.toFixed(0)} s >= ${TARGETS.readyS} s`);
  if (peakMb >= TARGETS.memoryMb) missed.push(`${service} ${how}: peak ${peakMb.toFixed(0)} MB >= ${TARGETS.memoryMb} MB`);
}
// Printed, not failed: a missed goal is a finding of the benchmark, not an error of `npm run bench`.
const inconclusive = rows.some((r) => r.records > 0 && !r.ready);
console.log(missed.length ? `\n${missed.map((m) => `MISSED: ${m}`).join('\n')}` : inconclusive ? '\nno goal missed so far, but a start was not ready in time' : '\nevery goal met');
console.log(`whole views run ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);

const resultsFile = new URL('./results.json', import.meta.url);
const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
const views = {
  measuredAt: new Date().toISOString(),
  machine: host,
  goal: TARGETS,
  seeding: runs.map((run) => ({ size: run.size, ...run.seeding })),
  starts: rows.map((row) => ({
    service: row.service,
    records: row.records,
    ready: row.ready,
    /** Until ready; when not ready, how long it was given. */
    readyS: round(row.readyMs / 1000, 2),
    secondsPer100k: row.msPer100k === null ? null : round(row.msPer100k / 1000, 2),
    rssMb: round(row.rssMb, 0),
    peakMb: round(row.peakMb, 0),
    rssSettledMb: round(row.rssSettledMb, 0),
    bytesPerRecord: row.bytesPerRecord === null ? null : Math.round(row.bytesPerRecord),
    cpuS: round(row.cpuS),
    databaseCpuS: round(row.databaseCpuS),
    loadAverage: row.loadAverage,
  })),
  goalsMissed: missed,
};
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, views }, null, 2)}\n`);
