// `node --import tsx bench/tracing.ts`: what traces cost (decision 0111). The platform runs with tracing off; two
// more gateway-and-catalog pairs, on the same database and NATS, run with it on, one keeping every trace and one
// a tenth (OTEL_TRACES_SAMPLER_ARG=0.1), exporting to an OTLP/HTTP receiver in a process of its own. The same calls
// go through each gateway in turn, short runs in a rotating order, so that whatever else loads the machine weighs
// on all alike. Reports requests/s and p50/p99 of each, and each against tracing off.
import { spawn, type ChildProcess } from 'node:child_process';
import getPort from 'get-port';
import { repoRoot, services } from '../scripts/stack.mjs';
import { describeFailures, runLoad, type LoadCase, type LoadResult } from './load';
import { describeMachine, machine, startBenchPlatform } from './platform';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

// The receiver, a collector's stand-in: counts the spans it is sent (each export's JSON names each span's "spanId"
// once) and answers the count at GET /count.
const RECEIVER = `
let spans = 0;
require('node:http').createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    spans += body.split('"spanId"').length - 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(request.url === '/count' ? String(spans) : '{}');
  });
}).listen(Number(process.env.PORT), '127.0.0.1');`;
const receiverPort = await getPort();
const receiver = spawn(process.execPath, ['-e', RECEIVER], { env: { ...process.env, PORT: String(receiverPort) }, stdio: 'ignore' });
const otlpEndpoint = `http://127.0.0.1:${receiverPort}`;

console.log(`starting the platform (tracing off) and a traced gateway and catalog beside it (load average ${machine().loadAverage}) ...`);
const platform = await startBenchPlatform('tracing');
const children: ChildProcess[] = [];

/** One more process of the platform, with tracing on; answers its URL once `probe` answers 200. */
async function startTraced(entry: string, env: Record<string, string>, probe: string): Promise<string> {
  const port = await getPort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' },
    stdio: 'ignore',
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    if (await fetch(`${url}${probe}`).then((response) => response.ok, () => false)) return url;
  }
  throw new Error(`${entry} was not ready within 90 s`);
}

try {
  const serviceUrls = Object.fromEntries(services.map((service) => [service.urlVariable, platform.serviceUrl(service.name)]));
  const infra = { MONGODB_URI: platform.mongoUrl, NATS_URL: platform.natsUrl };
  /** A gateway and a catalog keeping this share of the traces; answers the gateway's URL. */
  const tracedPair = async (ratio: string) => {
    const catalog = await startTraced('services/catalog/src/main.ts', { ...infra, ...serviceUrls, OTEL_TRACES_SAMPLER_ARG: ratio }, '/readyz');
    return startTraced('gateway/src/main.ts', { ...infra, ...serviceUrls, CATALOG_URL: catalog, OTEL_TRACES_SAMPLER_ARG: ratio }, '/livez');
  };

  const run = Date.now().toString(36);
  const cases: LoadCase[] = [
    { label: 'GET /api/employers (staff list)', paths: ['/api/employers?limit=20'], token: platform.staffToken },
    {
      label: 'POST /api/employers (write, outbox, NATS)',
      method: 'POST',
      paths: ['/api/employers'],
      token: platform.staffToken,
      bodies: (n) => ({ name: `Traced bench ${run} ${n}`, status: 'active' }),
    },
  ];
  const gateways: Record<string, string> = { off: platform.gatewayUrl, on: await tracedPair('1'), 'on, 10%': await tracedPair('0.1') };
  const modes = Object.keys(gateways);
  const results = new Map<string, LoadResult[]>();
  for (const load of cases) {
    // Warm both up (connections, the token's keys, the JIT) before measuring.
    for (const url of Object.values(gateways)) await runLoad(url, load, { connections: CONNECTIONS, seconds: 2 });
    for (let round = 0; round < ROUNDS; round++) {
      const order = [...modes.slice(round % modes.length), ...modes.slice(0, round % modes.length)];
      for (const mode of order) {
        const result = await runLoad(gateways[mode]!, load, { connections: CONNECTIONS, seconds: SECONDS });
        const key = `${load.label}|${mode}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        if (result.failed > 0) console.log(`  ${load.label} ${mode}: ${describeFailures(result.failures)}`);
      }
    }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`\ntracing off vs on: ${ROUNDS} runs each in a rotating order of ${SECONDS} s each, ${CONNECTIONS} connections (${describeMachine(machine())})`);
  console.log('  call                                        tracing   req/s (median, each run)              p50     p99');
  for (const load of cases) {
    const of = (mode: string) => results.get(`${load.label}|${mode}`)!;
    for (const mode of modes) {
      const runs = of(mode);
      const rates = runs.map((result) => Math.round(result.requestsPerSecond));
      console.log(
        `  ${(mode === 'off' ? load.label : '').padEnd(44)}${mode.padEnd(10)}${String(median(rates)).padStart(6)} (${rates.join(', ')})`.padEnd(100) +
          `${median(runs.map((result) => result.p50Ms))} ms  ${median(runs.map((result) => result.p99Ms))} ms`,
      );
    }
    const rate = (mode: string) => median(of(mode).map((result) => result.requestsPerSecond));
    console.log(`  ${''.padEnd(44)}${modes.slice(1).map((mode) => `${mode}/off ${(rate(mode) / rate('off')).toFixed(2)}`).join(', ')}`);
  }
  const spans = await fetch(`${otlpEndpoint}/count`).then((response) => response.text(), () => '?');
  console.log(`spans received from the traced gateways and catalogs: ${Number(spans).toLocaleString('en')}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await platform.stop();
  receiver.kill();
}
