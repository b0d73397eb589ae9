import { startMailpit, startObjectStore, type OwnMailpit, type OwnObjectStore } from '@agency/testing'; // also the types of inject('mongoUrl'), inject('natsUrl')
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort, { portNumbers } from 'get-port';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot, services, startStack } from '../../scripts/stack.mjs';

/** The first administrator the auth service creates in the test platform. */
export const ADMIN_EMAIL = 'admin@talentbridge.local';
export const ADMIN_PASSWORD = 'ChangeMe-Admin-2025!';

export interface Platform {
  url: string;
  /** A service's own address, to check that it enforces access itself and not only behind the gateway. */
  serviceUrl(name: string): string;
  /** SIGTERM by default (a clean stop); SIGKILL stops it as a crash would. */
  stopService(name: string, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  startService(name: string): Promise<void>;
  /** Another process of the service (scale-out), same database and NATS, not behind the gateway; answers its URL. */
  startSecondInstance(name: string): Promise<string>;
  /** The SMTP server the platform's e-mails go to, and what it received. */
  mailpit: OwnMailpit;
  /** The S3-compatible store (MinIO) the candidates service keeps CVs and documents in, to list its bucket's objects. */
  objectStore: OwnObjectStore;
  stop(): Promise<void>;
}

/**
 * A port that is free now, below Linux's ephemeral range (32768-60999): a port from that range could be taken,
 * between this choice and the service's listen, as the source port of any outgoing connection or by a server on
 * port 0 in another suite of the run (a catalog once failed to start with EADDRINUSE).
 */
const freePort = () => getPort({ port: portNumbers(20000, 32000) });

/**
 * The real platform for browser tests: seeded demo data, every service and the gateway serving the
 * built frontends, on free ports, against the test run's own MongoDB-wire server and NATS.
 */
export async function startPlatform(
  env: Record<string, string> = {},
  // Fault tests pass servers of their own, which they stop and start without disturbing other files.
  { mongoUrl, natsUrl } = { mongoUrl: inject('mongoUrl'), natsUrl: inject('natsUrl') },
): Promise<Platform> {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: repoRoot,
    env: { ...process.env, MONGODB_URI: mongoUrl },
    stdio: 'inherit',
  });
  const mailpit = await startMailpit();
  const objectStore = await startObjectStore().catch(async (error) => {
    await mailpit.close();
    throw error;
  });
  const stack = await startStack({
    mongoUrl,
    natsUrl,
    gatewayPort: await freePort(),
    ports: Object.fromEntries(await Promise.all(services.map(async (service) => [service.name, await freePort()]))),
    logDir: mkdtempSync(join(tmpdir(), 'e2e-logs-')),
    // The tests submit public forms, and sign in, from one address far more often than a visitor would; and the
    // gateways' counts per address are shared through NATS (decision 0086), so every platform of the run counts
    // into the same ones. The auth service's own limits per account and address stay as they are.
    env: {
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      PUBLIC_FORMS_PER_IP: '10000',
      SIGN_IN_ATTEMPTS_PER_IP: '100000',
      SMTP_HOST: mailpit.smtpHost,
      SMTP_PORT: String(mailpit.smtpPort),
      ...objectStore.env,
      ...env,
    },
  }).catch(async (error) => {
    await Promise.all([mailpit.close(), objectStore.close()]);
    throw error;
  });
  const serviceUrl = (name: string) => `http://127.0.0.1:${stack.ports[name]}`;
  return {
    url: stack.gatewayUrl,
    serviceUrl,
    stopService: stack.stopService,
    startService: stack.startService,
    startSecondInstance: async (name) => stack.startSecondInstance(name, await freePort()),
    mailpit,
    objectStore,
    async stop() {
      await stack.stop();
      await Promise.all([mailpit.close(), objectStore.close()]);
    },
  };
}

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Collects page errors so a test can assert the page ran cleanly. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
