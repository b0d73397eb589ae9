// `npm run bench`, the API under load: each call through the gateway, the same call made straight to its
// service, and a bare fastify route answering a constant JSON body (this machine's ceiling), with
// autocannon at 64 connections. Every server is a child process, as in production; the load generator
// shares the machine's cores with them (printed with the figures). 100,000 candidates are seeded next to
// the demo data. Reports requests/s and p50/p99 latency, gateway/direct and direct/ceiling, and adds
// `api` to bench/results.json. Decision 0045 explains the method and the targets.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { JobRoleList } from '@agency/contracts';
import { runLoad, startCeiling, type LoadCase, type LoadResult } from './load';
import { describeMachine, machine, startBenchPlatform } from './platform';
import { nameFragments, seedCandidates } from './seed-candidates';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
/** e.g. BENCH_CASES=job-roles runs only the calls whose label contains it (for a quick before/after). */
const ONLY = process.env.BENCH_CASES;
const TARGETS = { gatewayVsDirect: 0.7, publicReadsVsCeiling: 0.5, p99Ms: 50 };

const benchStarted = performance.now();
console.log(`starting the platform with ${CANDIDATES.toLocaleString('en')} more candidates (every service and the gateway in a child process) ...`);
const platform = await startBenchPlatform('api', async (database) => {
  await seedCandidates(await database('candidates'), CANDIDATES);
});
const ceiling = await startCeiling();
try {
  const token = platform.staffToken;
  const open = (await (await fetch(`${platform.gatewayUrl}/api/job-roles?limit=100`)).json()) as JobRoleList;
  const someRole = open.items[0]!;
  const candidates = (await (await fetch(`${platform.gatewayUrl}/api/candidates?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { items: { id: string }[] };

  const cases: { load: LoadCase; service: string; publicRead: boolean }[] = [
    { load: { label: 'GET /api/job-roles', paths: ['/api/job-roles?limit=12'] }, service: 'catalog', publicRead: true },
    { load: { label: 'GET /api/job-roles/{slug}', paths: open.items.map((role) => `/api/job-roles/${role.slug}`) }, service: 'catalog', publicRead: true },
    {
      load: { label: 'GET /api/candidates?q=...', paths: nameFragments.map((q) => `/api/candidates?q=${encodeURIComponent(q)}&limit=24`), token },
      service: 'candidates',
      publicRead: false,
    },
    {
      load: {
        label: 'POST /api/interactions',
        method: 'POST',
        paths: ['/api/interactions'],
        token,
        body: { type: 'call', subject: 'Bench: catch-up call', date: new Date().toISOString(), candidateId: candidates.items[0]!.id, employerId: someRole.employerId, jobRoleId: someRole.id },
      },
      service: 'engagement',
      publicRead: false,
    },
  ];

  const options = { connections: CONNECTIONS, seconds: SECONDS };
  const measure = async (base: string, load: LoadCase, where: string): Promise<LoadResult> => {
    await runLoad(base, load, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
    const result = await runLoad(base, load, options);
    console.log(`  ${load.label} ${where}: ${result.requestsPerSecond.toFixed(0)} requests/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    if (result.failed > 0) throw new Error(`${load.label} ${where}: ${result.failed} of ${result.requests} requests failed`);
    return result;
  };
  console.log(`measuring: ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up`);
  const ceilingResult = await measure(ceiling.url, { label: 'ceiling', paths: ['/ceiling'] }, '(bare fastify)');
  const rows = [];
  for (const { load, service, publicRead } of cases.filter((c) => !ONLY || c.load.label.includes(ONLY))) {
    const direct = await measure(platform.serviceUrl(service), load, 'at the service');
    const gateway = await measure(platform.gatewayUrl, load, 'through the gateway');
    rows.push({ label: load.label, publicRead, direct, gateway, gatewayVsDirect: gateway.requestsPerSecond / direct.requestsPerSecond, directVsCeiling: direct.requestsPerSecond / ceilingResult.requestsPerSecond, gatewayVsCeiling: gateway.requestsPerSecond / ceilingResult.requestsPerSecond });
  }

  const host = machine();
  console.log(`\nAPI under load: ${CONNECTIONS} connections, ${SECONDS} s per case, autocannon in the bench process (${describeMachine(host)})`);
  const header = ['call', 'where', 'req/s', 'p50', 'p99', 'gw/direct', 'direct/ceil', 'gw/ceil'];
  const widths = [28, 8, 8, 7, 7, 10, 12, 8];
  const line = (cells: string[]) => `  ${cells.map((cell, n) => (n < 2 ? cell.padEnd(widths[n]!) : cell.padStart(widths[n]!))).join(' ')}`;
  const cellsOf = (result: LoadResult) => [result.requestsPerSecond.toFixed(0), `${result.p50Ms} ms`, `${result.p99Ms} ms`];
  console.log(line(header));
  console.log(line(['bare fastify, constant JSON', 'ceiling', ...cellsOf(ceilingResult), '', '', '']));
  for (const row of rows) {
    console.log(line([row.label, 'direct', ...cellsOf(row.direct), '', row.directVsCeiling.toFixed(2), '']));
    console.log(line(['', 'gateway', ...cellsOf(row.gateway), row.gatewayVsDirect.toFixed(2), '', row.gatewayVsCeiling.toFixed(2)]));
  }

  const missed: string[] = [];
  for (const row of rows) {
    if (row.label.startsWith('GET') && row.gatewayVsDirect < TARGETS.gatewayVsDirect) missed.push(`${row.label}: gateway/direct ${row.gatewayVsDirect.toFixed(2)} < ${TARGETS.gatewayVsDirect}`);
    if (row.publicRead && row.directVsCeiling < TARGETS.publicReadsVsCeiling) missed.push(`${row.label}: direct/ceiling ${row.directVsCeiling.toFixed(2)} < ${TARGETS.publicReadsVsCeiling}`);
    for (const [where, result] of [['direct', row.direct], ['gateway', row.gateway]] as const) {
      if (result.p99Ms >= TARGETS.p99Ms) missed.push(`${row.label} ${where}: p99 ${result.p99Ms} ms >= ${TARGETS.p99Ms} ms`);
    }
  }
  // Printed, not failed: a missed target is a finding of the benchmark, not an error of `npm run bench`.
  console.log(missed.length ? `\n${missed.map((m) => `MISSED: ${m}`).join('\n')}` : '\nevery target met');
  console.log(`whole API run ${((performance.now() - benchStarted) / 1000).toFixed(0)} s`);

  const resultsFile = new URL('./results.json', import.meta.url);
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  const figures = (result: LoadResult) => ({ requestsPerSecond: Math.round(result.requestsPerSecond), p50Ms: result.p50Ms, p99Ms: result.p99Ms });
  const api = {
    measuredAt: new Date().toISOString(),
    machine: host,
    candidates: CANDIDATES,
    connections: CONNECTIONS,
    secondsPerCase: SECONDS,
    ceiling: figures(ceilingResult),
    results: rows.map((row) => ({
      call: row.label,
      direct: figures(row.direct),
      gateway: figures(row.gateway),
      gatewayVsDirect: Number(row.gatewayVsDirect.toFixed(2)),
      directVsCeiling: Number(row.directVsCeiling.toFixed(2)),
      gatewayVsCeiling: Number(row.gatewayVsCeiling.toFixed(2)),
    })),
    targetsMissed: missed,
  };
  writeFileSync(resultsFile, `${JSON.stringify({ ...previous, api }, null, 2)}\n`);
} finally {
  await ceiling.stop();
  await platform.stop();
}
