// Shared by the API bench: a load run with autocannon (many keep-alive connections, each sending its next
// request as soon as the answer arrives) and the figures it keeps.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { repoRoot } from '../scripts/stack.mjs';

export interface LoadCase {
  label: string;
  method?: 'GET' | 'POST';
  /** Paths used in turn, one per request. */
  paths: string[];
  token?: string;
  body?: unknown;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  failed: number;
}

/** Sends `load` to `base` for `seconds` over `connections` connections. */
export async function runLoad(base: string, load: LoadCase, { connections, seconds }: { connections: number; seconds: number }): Promise<LoadResult> {
  let next = 0;
  const headers: Record<string, string> = {};
  if (load.token) headers.authorization = `Bearer ${load.token}`;
  if (load.body) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    method: load.method ?? 'GET',
    headers,
    body: load.body ? JSON.stringify(load.body) : undefined,
    requests: [{ setupRequest: (request) => ({ ...request, path: load.paths[next++ % load.paths.length]! }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

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
