import type {} from '@agency/testing'; // types of inject('mongoUrl'), inject('natsUrl')
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { repoRoot, startStack } from '../../scripts/stack.mjs';

export interface Platform {
  url: string;
  stopService(name: string): Promise<void>;
  startService(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real platform for browser tests: seeded demo data, every service and the gateway serving the
 * built frontends, on free ports, against the test run's own MongoDB-wire server and NATS.
 */
export async function startPlatform(): Promise<Platform> {
  const mongoUrl = inject('mongoUrl');
  const natsUrl = inject('natsUrl');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: repoRoot,
    env: { ...process.env, MONGODB_URI: mongoUrl },
    stdio: 'inherit',
  });
  const stack = await startStack({
    mongoUrl,
    natsUrl,
    gatewayPort: await getPort(),
    ports: { catalog: await getPort() },
    logDir: mkdtempSync(join(tmpdir(), 'e2e-logs-')),
    env: { LOG_LEVEL: 'warn' },
  });
  return { url: stack.gatewayUrl, stopService: stack.stopService, startService: stack.startService, stop: stack.stop };
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
