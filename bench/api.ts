// `npm run bench`, the API under load: each call through the gateway, the same call made straight to its
// service, and a bare fastify route answering a constant JSON body (this machine's ceiling), with
// autocannon at 64 connections. Every server is a child process, as in production; the load generator
// shares the machine's cores with them (printed with the figures). 100,000 candidates are seeded next to
// the demo data, and the records the write cases change and delete. Reports requests/s and p50/p99
// latency, gateway/direct, direct/ceiling and gateway/ceiling, the failed requests of the write cases, and
// adds `api` to bench/results.json. Decision 0045 explains the method and the targets.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Streams, type Candidate, type CandidateInput, type JobRoleList } from '@agency/contracts';
import { createLogger, EventBus, type StreamSpec } from '@agency/service-kit';
import { measureDatabaseAlone } from './database-alone';
import { describeFailures, runLoad, sentSoFar, startCeiling, type LoadCase, type LoadResult } from './load';
import { describeMachine, machine, startBenchPlatform } from './platform';
import { nameFragments, seedCandidates } from './seed-candidates';
import { demoInteractionLinks, seedCandidatesToErase, seedInteractionRecords } from './seed-write-records';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
/**
 * e.g. BENCH_CASES=job-roles runs only the calls whose label contains it (for a quick before/after);
 * several, comma-separated, run the calls that contain any (BENCH_CASES='PUT,DELETE').
 */
const ONLY = process.env.BENCH_CASES;
const selected = (label: string) => !ONLY || ONLY.split(',').some((part) => part.trim() && label.includes(part.trim()));
/** Reads as before (0045); writes (issue 16): p99 under 100 ms and at least 0.3 of the ceiling through the gateway. */
const TARGETS = { gatewayVsDirect: 0.7, publicReadsVsCeiling: 0.5, p99Ms: 50, writeP99Ms: 100, writesVsCeiling: 0.3 };
/** A write without an answer after this long counts as failed (autocannon's own default, 10 s, is longer than a run). */
const WRITE_TIMEOUT_SECONDS = Number(process.env.BENCH_WRITE_TIMEOUT_SECONDS ?? 5);
/** The edits spread over this many records. */
const RECORDS_TO_EDIT = 256;
/**
 * Each DELETE case gets a record of its own per request: enough for every connection sending this many
 * requests/s through both warm-ups and both runs (generous for a write); past them requests are counted.
 */
const DELETE_RATE_PER_CONNECTION = Number(process.env.BENCH_DELETE_RATE ?? 25);
const RECORDS_TO_DELETE = CONNECTIONS * (WARM_UP_SECONDS + SECONDS) * 2 * DELETE_RATE_PER_CONNECTION;
/**
 * After each write run (warm-ups too) the bench waits until the service has published the run's events,
 * so a run does not pay for the previous one's backlog: until its stream has had no new event for
 * SETTLE_QUIET_SECONDS (longer than the relay's longest back-off, 5 s), at most SETTLE_SECONDS. It
 * watches the stream, not the outbox: a query for pending outboxes reads every document on FerretDB
 * (SQLite), which held the relay's writes up.
 */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const SETTLE_QUIET_SECONDS = 6;
/** BENCH_KEEP_LOGS=<folder>: the processes' logs are copied there before the platform is removed. */
const KEEP_LOGS = process.env.BENCH_KEEP_LOGS;

const LABELS = {
  jobRoles: 'GET /api/job-roles',
  jobRole: 'GET /api/job-roles/{slug}',
  searchCandidates: 'GET /api/candidates?q=...',
  createInteraction: 'POST /api/interactions',
  editInteraction: 'PUT /api/interactions/{id}',
  deleteInteraction: 'DELETE /api/interactions/{id}',
  createCandidate: 'POST /api/candidates',
  editCandidate: 'PUT /api/candidates/{id}',
  deleteCandidate: 'DELETE /api/candidates/{id}',
};

const benchStarted = performance.now();
const loadAtStart = Number(loadavg()[0]!.toFixed(2));
// With any write case, the records of all of them: a case run alone (BENCH_CASES) finds the same data.
const writes = Object.values(LABELS).some((label) => !label.startsWith('GET') && selected(label));
const toDelete = writes ? RECORDS_TO_DELETE : 0;
const seeded = { candidates: [] as string[], interactionsToEdit: [] as string[], interactionsToDelete: [] as string[], candidatesToDelete: [] as string[] };
console.log(
  `starting the platform with ${CANDIDATES.toLocaleString('en')} more candidates` +
    (writes ? ` (and ${toDelete.toLocaleString('en')} to delete), ${RECORDS_TO_EDIT} interactions to edit and ${toDelete.toLocaleString('en')} to delete` : '') +
    ` (every service and the gateway in a child process; load average ${loadAtStart}) ...`,
);
const platform = await startBenchPlatform('api', async (database) => {
  const seedingStarted = performance.now();
  const candidatesDb = await database('candidates');
  seeded.candidates = await seedCandidates(candidatesDb, CANDIDATES);
  if (writes) {
    seeded.candidatesToDelete = await seedCandidatesToErase(candidatesDb, toDelete);
    const engagementDb = await database('engagement');
    const links = await demoInteractionLinks(engagementDb);
    seeded.interactionsToEdit = await seedInteractionRecords(engagementDb, RECORDS_TO_EDIT, links, 'Bench edit');
    seeded.interactionsToDelete = await seedInteractionRecords(engagementDb, toDelete, links, 'Bench delete');
  }
  console.log(`seeded in ${((performance.now() - seedingStarted) / 1000).toFixed(0)} s`);
});
const ceiling = await startCeiling();
let bus: EventBus | undefined;
try {
  const token = platform.staffToken;
  const staff = { authorization: `Bearer ${token}` };
  const open = (await (await fetch(`${platform.gatewayUrl}/api/job-roles?limit=100`)).json()) as JobRoleList;
  const someRole = open.items[0]!;
  const candidates = (await (await fetch(`${platform.gatewayUrl}/api/candidates?limit=1`, { headers: staff })).json()) as { items: { id: string }[] };

  /** The staff form's fields of a candidate, as a PUT sends them back. */
  const formOf = (candidate: Candidate): CandidateInput => ({
    name: candidate.name,
    email: candidate.email ?? null,
    phone: candidate.phone ?? null,
    linkedinUrl: candidate.linkedinUrl ?? null,
    currentRole: candidate.currentRole ?? null,
    location: candidate.location ?? null,
    skills: candidate.skills ?? null,
    availability: candidate.availability,
    summary: candidate.summary ?? null,
    cvUrl: candidate.cvUrl ?? null,
  });
  const candidatesToEdit: Candidate[] = [];
  if (selected(LABELS.editCandidate)) {
    if (seeded.candidates.length === 0) throw new Error(`${LABELS.editCandidate} edits seeded candidates: set BENCH_CANDIDATES above 0`);
    for (const id of seeded.candidates.slice(0, RECORDS_TO_EDIT)) {
      const response = await fetch(`${platform.serviceUrl('candidates')}/api/candidates/${id}`, { headers: staff });
      if (!response.ok) throw new Error(`reading candidate ${id} to edit answered ${response.status}`);
      candidatesToEdit.push((await response.json()) as Candidate);
    }
  }

  const newInteraction = { type: 'call', subject: 'Bench: catch-up call', date: new Date().toISOString(), candidateId: candidates.items[0]!.id, employerId: someRole.employerId, jobRoleId: someRole.id };
  if (selected(LABELS.createInteraction)) {
    // The engagement service learns the demo candidate, employer and role from their events, which the
    // other services' relays publish from the seed's outboxes once they start; until then it refuses the
    // links with a 400 (with bigger collections, for some seconds after the start).
    const waitingSince = performance.now();
    for (;;) {
      const response = await fetch(`${platform.serviceUrl('engagement')}/api/interactions`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify(newInteraction),
      });
      if (response.status === 201) break;
      const waited = (performance.now() - waitingSince) / 1000;
      if (response.status !== 400 || waited > 180) throw new Error(`${LABELS.createInteraction} answered ${response.status} after ${waited.toFixed(0)} s: ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    console.log(`the engagement service took new interactions after ${((performance.now() - waitingSince) / 1000).toFixed(0)} s of waiting`);
  }

  const outcomes = ['positive', 'neutral', 'negative'];
  /** `stream`: where a write case's service publishes the events of its writes. */
  const cases: { load: LoadCase; service: string; publicRead: boolean; stream?: StreamSpec }[] = [
    { load: { label: LABELS.jobRoles, paths: ['/api/job-roles?limit=12'] }, service: 'catalog', publicRead: true },
    { load: { label: LABELS.jobRole, paths: open.items.map((role) => `/api/job-roles/${role.slug}`) }, service: 'catalog', publicRead: true },
    {
      load: { label: LABELS.searchCandidates, paths: nameFragments.map((q) => `/api/candidates?q=${encodeURIComponent(q)}&limit=24`), token },
      service: 'candidates',
      publicRead: false,
    },
    {
      load: {
        label: LABELS.createInteraction,
        method: 'POST',
        paths: ['/api/interactions'],
        token,
        body: newInteraction,
      },
      service: 'engagement',
      publicRead: false,
      stream: Streams.engagement,
    },
    {
      // A logged call's outcome and next steps, over 256 seeded interactions in turn.
      load: {
        label: LABELS.editInteraction,
        method: 'PUT',
        paths: seeded.interactionsToEdit.map((id) => `/api/interactions/${id}`),
        token,
        bodies: (n) => ({ outcome: outcomes[n % outcomes.length], nextSteps: `Bench: follow up (${n})` }),
      },
      service: 'engagement',
      publicRead: false,
      stream: Streams.engagement,
    },
    {
      load: { label: LABELS.deleteInteraction, method: 'DELETE', paths: seeded.interactionsToDelete.map((id) => `/api/interactions/${id}`), token, eachPathOnce: true },
      service: 'engagement',
      publicRead: false,
      stream: Streams.engagement,
    },
    {
      // The staff form for a new candidate; e-mails are unique.
      load: {
        label: LABELS.createCandidate,
        method: 'POST',
        paths: ['/api/candidates'],
        token,
        bodies: (n) => ({
          name: `Bench Newcomer ${n}`,
          email: `newcomer${n}@bench.example`,
          phone: '+44 7700 900123',
          currentRole: 'Backend Engineer',
          location: 'Leeds, UK',
          skills: ['TypeScript', 'SQL'],
          availability: 'available',
          summary: 'Added by the bench.',
        }),
      },
      service: 'candidates',
      publicRead: false,
      stream: Streams.candidates,
    },
    {
      // The staff form saved again with a new summary, over 256 seeded candidates in turn (their names, and so the search, stay).
      load: {
        label: LABELS.editCandidate,
        method: 'PUT',
        paths: candidatesToEdit.map((candidate) => `/api/candidates/${candidate.id}`),
        token,
        bodies: (n) => ({ ...formOf(candidatesToEdit[n % candidatesToEdit.length]!), summary: `Looking for the next step; checked in by the bench (${n}).` }),
      },
      service: 'candidates',
      publicRead: false,
      stream: Streams.candidates,
    },
    {
      load: { label: LABELS.deleteCandidate, method: 'DELETE', paths: seeded.candidatesToDelete.map((id) => `/api/candidates/${id}`), token, eachPathOnce: true },
      service: 'candidates',
      publicRead: false,
      stream: Streams.candidates,
    },
  ];

  const isWrite = (load: LoadCase) => (load.method ?? 'GET') !== 'GET';
  const failuresOf = (result: LoadResult) => `${result.failed.toLocaleString('en')} of ${result.requests.toLocaleString('en')} requests failed (${describeFailures(result.failures)})`;
  /**
   * Waits until `stream` has had no new event for SETTLE_QUIET_SECONDS, at most SETTLE_SECONDS; answers
   * how many events came meanwhile, when the last came (seconds after the run) and whether it went quiet.
   */
  const settle = async (stream: StreamSpec): Promise<Drained> => {
    bus ??= await EventBus.connect(platform.natsUrl, 'bench-api', createLogger('bench-api'));
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const first = await bus.lastSequence(stream);
    let last = first;
    let lastEventAt = 0;
    while (elapsed() - lastEventAt < SETTLE_QUIET_SECONDS && elapsed() < SETTLE_SECONDS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sequence = await bus.lastSequence(stream);
      if (sequence !== last) [last, lastEventAt] = [sequence, elapsed()];
    }
    return { events: last - first, lastEventSeconds: Number(lastEventAt.toFixed(1)), quiet: elapsed() - lastEventAt >= SETTLE_QUIET_SECONDS };
  };
  const describeDrained = (drained: Drained) =>
    `${drained.events.toLocaleString('en')} events published after the run` +
    (drained.quiet ? (drained.events ? `, the last ${drained.lastEventSeconds} s after it` : '') : `, still publishing after ${SETTLE_SECONDS} s`);
  /**
   * A warm-up, then the measured run, each followed for a write by waiting for its outbox to drain. A
   * read that fails stops the bench (the call or its data is wrong); a write's failures are reported with
   * the figures (a slow database is a finding, not an error).
   */
  const measure = async (base: string, load: LoadCase, where: string, stream?: StreamSpec): Promise<LoadResult & { drained?: Drained }> => {
    const write = isWrite(load);
    const run = { connections: CONNECTIONS, timeoutSeconds: write ? WRITE_TIMEOUT_SECONDS : undefined };
    const warmUp = await runLoad(base, load, { ...run, seconds: WARM_UP_SECONDS });
    if (stream) await settle(stream);
    const result = await runLoad(base, load, { ...run, seconds: SECONDS });
    const drained = stream ? await settle(stream) : undefined;
    console.log(
      `  ${load.label} ${where}: ${result.requestsPerSecond.toFixed(0)} requests/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
        (result.failed ? `; ${failuresOf(result)}` : '') +
        (write && result.failed && result.unanswered ? `; ${result.unanswered} unanswered when the run ended` : '') +
        (warmUp.failed ? `; warm-up: ${failuresOf(warmUp)}` : '') +
        (drained ? `; ${describeDrained(drained)}` : ''),
    );
    if (result.failed > 0 && !write) throw new Error(`${load.label} ${where}: ${failuresOf(result)}`);
    return { ...result, drained };
  };
  console.log(`measuring: ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up; writes time out after ${WRITE_TIMEOUT_SECONDS} s`);
  const ceilingResult = await measure(ceiling.url, { label: 'ceiling', paths: ['/ceiling'] }, '(bare fastify)');
  // With writes, the most their database gives here: the write cases' commands without any service around them.
  const databaseAlone = writes ? await measureDatabaseAlone(platform.mongoUrl, CONNECTIONS, SECONDS) : [];
  for (const { label, operationsPerSecond, p50Ms, p99Ms } of databaseAlone) console.log(`  database alone, ${label}: ${operationsPerSecond} per second, p50 ${p50Ms} ms, p99 ${p99Ms} ms`);
  const rows = [];
  for (const { load, service, publicRead, stream } of cases.filter((c) => selected(c.load.label))) {
    const direct = await measure(platform.serviceUrl(service), load, 'at the service', stream);
    const gateway = await measure(platform.gatewayUrl, load, 'through the gateway', stream);
    const recordsUsed = load.eachPathOnce ? { used: Math.min(sentSoFar(load), load.paths.length), seeded: load.paths.length, reused: direct.reused + gateway.reused } : undefined;
    rows.push({
      label: load.label,
      write: isWrite(load),
      publicRead,
      direct,
      gateway,
      recordsUsed,
      gatewayVsDirect: gateway.requestsPerSecond / direct.requestsPerSecond,
      directVsCeiling: direct.requestsPerSecond / ceilingResult.requestsPerSecond,
      gatewayVsCeiling: gateway.requestsPerSecond / ceilingResult.requestsPerSecond,
    });
  }
  const host = machine();
  let logProblems: ReturnType<typeof serviceLogProblems>;
  try {
    logProblems = serviceLogProblems(platform.logDir);
  } catch (error) {
    logProblems = [{ count: 1, process: 'bench', message: `the logs could not be read: ${String(error)}` }];
  }
  if (KEEP_LOGS) {
    cpSync(platform.logDir, KEEP_LOGS, { recursive: true });
    console.log(`logs kept in ${KEEP_LOGS}`);
  }

  console.log(`\nAPI under load: ${CONNECTIONS} connections, ${SECONDS} s per case, autocannon in the bench process (${describeMachine(host)}; ${loadAtStart} at the start)`);
  const header = ['call', 'where', 'req/s', 'p50', 'p99', 'gw/direct', 'direct/ceil', 'gw/ceil'];
  const widths = [32, 8, 8, 9, 9, 10, 12, 8];
  const line = (cells: string[]) => `  ${cells.map((cell, n) => (n < 2 ? cell.padEnd(widths[n]!) : cell.padStart(widths[n]!))).join(' ')}`;
  const cellsOf = (result: LoadResult) => [result.requestsPerSecond.toFixed(0), `${result.p50Ms} ms`, `${result.p99Ms} ms`];
  const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '-');
  console.log(line(header));
  console.log(line(['bare fastify, constant JSON', 'ceiling', ...cellsOf(ceilingResult), '', '', '']));
  for (const { label, operationsPerSecond, p50Ms, p99Ms } of databaseAlone) console.log(line([label, 'database', String(operationsPerSecond), `${p50Ms} ms`, `${p99Ms} ms`, '', '', '']));
  for (const row of rows) {
    console.log(line([row.label, 'direct', ...cellsOf(row.direct), '', ratio(row.directVsCeiling), '']));
    console.log(line(['', 'gateway', ...cellsOf(row.gateway), ratio(row.gatewayVsDirect), '', ratio(row.gatewayVsCeiling)]));
  }
  console.log('  req/s counts successful (2xx) answers; p50 and p99 are of every answer, errors included (a timeout has none).');
  if (databaseAlone.length) console.log('  database: the write cases\' commands sent straight to the MongoDB-wire server by the driver, no service around them (the most a write can reach here).');

  const missed: string[] = [];
  const failed: string[] = [];
  for (const row of rows) {
    if (row.label.startsWith('GET') && row.gatewayVsDirect < TARGETS.gatewayVsDirect) missed.push(`${row.label}: gateway/direct ${ratio(row.gatewayVsDirect)} < ${TARGETS.gatewayVsDirect}`);
    if (row.publicRead && row.directVsCeiling < TARGETS.publicReadsVsCeiling) missed.push(`${row.label}: direct/ceiling ${ratio(row.directVsCeiling)} < ${TARGETS.publicReadsVsCeiling}`);
    if (row.write && row.gatewayVsCeiling < TARGETS.writesVsCeiling) missed.push(`${row.label}: gateway/ceiling ${ratio(row.gatewayVsCeiling)} < ${TARGETS.writesVsCeiling}`);
    const p99Target = row.write ? TARGETS.writeP99Ms : TARGETS.p99Ms;
    for (const [where, result] of [['direct', row.direct], ['gateway', row.gateway]] as const) {
      if (result.requestsPerSecond === 0) missed.push(`${row.label} ${where}: no request succeeded`);
      else if (result.p99Ms >= p99Target) missed.push(`${row.label} ${where}: p99 ${result.p99Ms} ms >= ${p99Target} ms`);
      if (result.failed > 0) failed.push(`${row.label} ${where}: ${failuresOf(result)}`);
      for (const [status, body] of Object.entries(result.failureSamples)) failed.push(`  ${status}: ${body}`);
    }
    if (row.recordsUsed) {
      const { used, seeded: count, reused } = row.recordsUsed;
      const note = `${row.label}: ${used.toLocaleString('en')} of ${count.toLocaleString('en')} seeded records deleted`;
      if (reused > 0) failed.push(`${note}; they ran out: ${reused.toLocaleString('en')} requests reused one (set BENCH_DELETE_RATE above ${DELETE_RATE_PER_CONNECTION})`);
      else console.log(`  ${note}`);
    }
  }
  // Printed, not failed: a missed target is a finding of the benchmark, not an error of `npm run bench`.
  console.log(missed.length ? `\n${missed.map((m) => `MISSED: ${m}`).join('\n')}` : '\nevery target met');
  if (failed.length) console.log(`\n${failed.map((f) => (f.startsWith(' ') ? `  ${f}` : `FAILED: ${f}`)).join('\n')}`);
  if (logProblems.length) {
    console.log('\nwarnings and errors in the logs (count, process, message):');
    for (const { count, process: name, message } of logProblems.slice(0, 20)) console.log(`  ${String(count).padStart(6)}  ${name}: ${message}`);
    if (logProblems.length > 20) console.log(`  ... and ${logProblems.length - 20} more kinds`);
  }
  console.log(`whole API run ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);

  const resultsFile = new URL('./results.json', import.meta.url);
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const figures = (result: LoadResult & { drained?: Drained }) => ({
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.requests,
    ...(result.failed ? { failed: result.failed, failures: result.failures, failureSamples: result.failureSamples } : {}),
    ...(result.drained ? { unanswered: result.unanswered, afterTheRun: result.drained } : {}),
  });
  const api = {
    measuredAt: new Date().toISOString(),
    machine: host,
    loadAverageAtStart: loadAtStart,
    candidates: CANDIDATES,
    connections: CONNECTIONS,
    secondsPerCase: SECONDS,
    writeTimeoutSeconds: WRITE_TIMEOUT_SECONDS,
    ceiling: figures(ceilingResult),
    databaseAlone,
    results: rows.map((row) => ({
      call: row.label,
      direct: figures(row.direct),
      gateway: figures(row.gateway),
      gatewayVsDirect: Number(row.gatewayVsDirect.toFixed(2)),
      directVsCeiling: Number(row.directVsCeiling.toFixed(2)),
      gatewayVsCeiling: Number(row.gatewayVsCeiling.toFixed(2)),
      ...(row.recordsUsed ? { recordsDeleted: row.recordsUsed } : {}),
    })),
    targetsMissed: missed,
    failures: failed,
    logProblems: logProblems.slice(0, 50),
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, api }, null, 2)}\n`);
} finally {
  await bus?.close();
  await ceiling.stop();
  await platform.stop();
}

/** What a write run left to publish: the events that came after it, and when the last came. */
interface Drained {
  events: number;
  lastEventSeconds: number;
  /** False when events were still coming at SETTLE_SECONDS. */
  quiet: boolean;
}

/**
 * The warnings and errors the services, the gateway and the infrastructure logged, by process and message
 * (pino's JSON lines: level 40 and up; FerretDB's `level=WARN`/`ERROR` lines), most frequent first.
 */
function serviceLogProblems(logDir: string): { count: number; process: string; message: string }[] {
  const counts = new Map<string, { count: number; process: string; message: string }>();
  const add = (name: string, message: string) => {
    const key = `${name}\u0000${message}`;
    const known = counts.get(key);
    if (known) known.count++;
    else counts.set(key, { count: 1, process: name, message });
  };
  const files = existsSync(logDir) ? readdirSync(logDir).filter((file) => file.endsWith('.log')) : [];
  for (const file of files) {
    const name = file.replace(/\.log$/, '');
    for (const text of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      if (text.startsWith('{')) {
        let entry: { level?: number; msg?: string; err?: { message?: string; type?: string } };
        try {
          entry = JSON.parse(text) as typeof entry;
        } catch {
          continue;
        }
        if ((entry.level ?? 0) < 40) continue;
        const detail = entry.err ? `: ${entry.err.type ?? 'Error'}: ${withoutGoCalls(entry.err.message ?? '')}` : '';
        add(name, `${entry.level! >= 50 ? 'error' : 'warn'} ${entry.msg ?? ''}${detail}`.slice(0, 300));
      } else {
        // FerretDB: each error answer is logged as a header line and a message line holding `errmsg`.
        const level = /level=(WARN|ERROR)/.exec(text);
        if (!level || text.includes('Response header:')) continue;
        // What every start asks for and FerretDB refuses harmlessly.
        if (/already exists|no such command: 'endSessions'/.test(text)) continue;
        const errmsg = /errmsg\\": \\"(.*?)\\",/.exec(text)?.[1];
        const message = errmsg ? `error answer: ${withoutGoCalls(errmsg)}` : (/msg=("(?:[^"\\]|\\.)*"|\S+)/.exec(text)?.[1] ?? text);
        add(name, `${level[1]!.toLowerCase()} ${message}`.slice(0, 300));
      }
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/** FerretDB's error messages begin with the Go calls they passed ("[msg_update.go:133 ...] "). */
function withoutGoCalls(message: string): string {
  return message.replace(/\[\S+\.go:\d+ (?:[^[\]]|\[[^\]]*\])*\] /g, '');
}
