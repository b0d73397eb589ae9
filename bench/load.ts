// Shared by the API bench: a load run with autocannon (many keep-alive connections, each sending its next
// request as soon as the answer arrives) and the figures it keeps.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { repoRoot } from '../scripts/stack.mjs';

export interface LoadCase {
  label: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Paths used in turn: the case's n-th request (counted over all its runs, warm-ups included) goes to
   * `paths[n % paths.length]`.
   */
  paths: string[];
  token?: string;
  /** The same body for every request, */
  body?: unknown;
  /** or the n-th request's own (e.g. a new e-mail each time; or the changes for the record of `paths[n % paths.length]`). */
  bodies?: (n: number) => unknown;
  /**
   * Each path once only, over all the case's runs (a DELETE needs a record that is still there). A request
   * past the last path reuses one, is counted (`reused`) and will fail: the seeded records ran out.
   */
  eachPathOnce?: boolean;
}

export interface LoadResult {
  /** Successful (2xx) answers per second. */
  requestsPerSecond: number;
  /** Of every answer, an error's too (autocannon's way); a request that timed out has none. */
  p50Ms: number;
  p99Ms: number;
  /** Requests that ended within the run: answered (any status), timed out or failed. */
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failed: number;
  /** How many of each failure: status codes, 'timeout' (no answer within the timeout) and 'error' (the connection failed). */
  failures: Record<string, number>;
  /** The first answer's body of each failing status code (cut to 300 characters), for what went wrong. */
  failureSamples: Record<string, string>;
  /** Requests that had to reuse a path of an `eachPathOnce` case. */
  reused: number;
  /** Requests sent that had neither an answer nor a timeout or error when the run ended (not in `failed`). */
  unanswered: number;
}

/** Requests sent so far by each case, over all its runs. */
const sentByCase = new WeakMap<LoadCase, number>();
/** How many requests `load` has sent so far (for `eachPathOnce`: how many of its paths are used up). */
export const sentSoFar = (load: LoadCase) => sentByCase.get(load) ?? 0;

/**
 * Sends `load` to `base` for `seconds` over `connections` connections. A request without an answer after
 * `timeoutSeconds` counts as failed (its connection is closed and opened again for the next).
 */
export async function runLoad(
  base: string,
  load: LoadCase,
  { connections, seconds, timeoutSeconds = 10 }: { connections: number; seconds: number; timeoutSeconds?: number },
): Promise<LoadResult> {
  const headers: Record<string, string> = {};
  if (load.token) headers.authorization = `Bearer ${load.token}`;
  if (load.body !== undefined || load.bodies) headers['content-type'] = 'application/json';
  let reused = 0;
  const failureSamples: Record<string, string> = {};
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    method: load.method ?? 'GET',
    headers,
    body: load.body !== undefined ? JSON.stringify(load.body) : undefined,
    requests: [
      {
        // Called once for every request autocannon sends (a timed-out one is not sent again).
        setupRequest: (request) => {
          const n = sentSoFar(load);
          sentByCase.set(load, n + 1);
          if (load.eachPathOnce && n >= load.paths.length) reused++;
          const path = load.paths[n % load.paths.length]!;
          return load.bodies ? { ...request, path, body: JSON.stringify(load.bodies(n)) } : { ...request, path };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !(status in failureSamples)) failureSamples[status] = body.slice(0, 300);
        },
      },
    ],
  });
  const failures: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count > 0) failures[status] = count;
  }
  // autocannon counts a timeout as an error too.
  if (result.timeouts > 0) failures.timeout = result.timeouts;
  if (result.errors - result.timeouts > 0) failures.error = result.errors - result.timeouts;
  const answers = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: answers + result.errors,
    failed: result.non2xx + result.errors,
    failures,
    failureSamples,
    reused,
    unanswered: Math.max(0, result.requests.sent - answers - result.errors),
  };
}

/** "500 × 3, timeout × 12": the failures of a run, most frequent first. */
export const describeFailures = (failures: Record<string, number>) =>
  Object.entries(failures)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${kind} × ${count.toLocaleString('en')}`)
    .join(', ');

/** The bare fastify route (bench/ceiling-server.ts) in a child process; answers its URL and a stop. */
export async function startCeiling(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await getPort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling-server.ts'], { cwd: repoRoot, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the ceiling server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/ceiling`).then((response) => response.ok, () => false)) break;
    if (attempt > 150) throw new Error('the ceiling server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
