// Starts the platform's own processes (services, then the gateway) as child processes, and waits until
// each is ready. Used by `npm start` and by the browser tests, so both run the same thing.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every service behind the gateway: its entry file, port variable and the gateway's variable for its URL. */
export const services = [
  { name: 'auth', entry: 'services/auth/src/main.ts', defaultPort: 4100, urlVariable: 'AUTH_URL' },
  { name: 'catalog', entry: 'services/catalog/src/main.ts', defaultPort: 4101, urlVariable: 'CATALOG_URL' },
  { name: 'candidates', entry: 'services/candidates/src/main.ts', defaultPort: 4102, urlVariable: 'CANDIDATES_URL' },
  { name: 'engagement', entry: 'services/engagement/src/main.ts', defaultPort: 4103, urlVariable: 'ENGAGEMENT_URL' },
  { name: 'portal', entry: 'services/portal/src/main.ts', defaultPort: 4104, urlVariable: 'PORTAL_URL' },
  { name: 'notifications', entry: 'services/notifications/src/main.ts', defaultPort: 4105, urlVariable: 'NOTIFICATIONS_URL' },
];

/**
 * @param {{ mongoUrl: string, natsUrl: string, gatewayPort: number, ports?: Record<string, number>,
 *           logDir: string, env?: Record<string, string> }} options
 */
export async function startStack(options) {
  mkdirSync(options.logDir, { recursive: true });
  const portFromEnv = (s) => Number(process.env[`${s.name.toUpperCase()}_PORT`] ?? s.defaultPort);
  const ports = Object.fromEntries(services.map((s) => [s.name, options.ports?.[s.name] ?? portFromEnv(s)]));
  const serviceUrls = Object.fromEntries(services.map((s) => [s.urlVariable, `http://127.0.0.1:${ports[s.name]}`]));
  // Every process knows where every service is (e.g. AUTH_URL for the token keys).
  const baseEnv = { ...process.env, ...options.env, ...serviceUrls, MONGODB_URI: options.mongoUrl, NATS_URL: options.natsUrl };
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();

  function launch(name, entry, env) {
    const log = createWriteStream(join(options.logDir, `${name}.log`), { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    running.set(name, child);
    return child;
  }

  async function startService(name) {
    const service = services.find((s) => s.name === name);
    if (!service) throw new Error(`unknown service ${name}`);
    launch(name, service.entry, { ...baseEnv, PORT: String(ports[name]), HOST: '127.0.0.1' });
    await waitFor(`http://127.0.0.1:${ports[name]}/readyz`, name, running.get(name), options.logDir);
  }

  /** SIGTERM stops cleanly; fault tests pass SIGKILL to stop it as a crash would. */
  async function stopProcess(name, signal = 'SIGTERM') {
    const child = running.get(name);
    running.delete(name);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Another instance of a service, as a scaled-out deployment runs it: its own process and port, the
   * same database and NATS (its consumers share the first's durable ones). Not behind the gateway;
   * answers its URL. Stopped with the stack, or alone with stopService(`${name}#2`).
   */
  async function startSecondInstance(name, port) {
    const service = services.find((s) => s.name === name);
    if (!service) throw new Error(`unknown service ${name}`);
    const instance = `${name}#2`;
    launch(instance, service.entry, { ...baseEnv, PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(`http://127.0.0.1:${port}/readyz`, instance, running.get(instance), options.logDir);
    return `http://127.0.0.1:${port}`;
  }

  await Promise.all(services.map((s) => startService(s.name)));
  const gatewayEnv = { ...baseEnv, PORT: String(options.gatewayPort) };
  launch('gateway', 'gateway/src/main.ts', gatewayEnv);
  const gatewayUrl = `http://localhost:${options.gatewayPort}`;
  await waitFor(`${gatewayUrl}/healthz`, 'gateway', running.get('gateway'), options.logDir);

  return {
    gatewayUrl,
    ports,
    startService,
    startSecondInstance,
    stopService: stopProcess,
    async stop() {
      await stopProcess('gateway');
      await Promise.all([...running.keys()].map((name) => stopProcess(name)));
    },
  };
}

/** Polls a readiness URL until it answers 200; fails early when the process exits. */
async function waitFor(url, name, child, logDir, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited with code ${child.exitCode} while starting; see ${join(logDir, `${name}.log`)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s (${url}); see ${join(logDir, `${name}.log`)}`);
}
