import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptWeight {
  /** The script's path on the site (`/main.1a2b3c4d.js`, `/remotes/mfe-public/remoteEntry.js`). */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  scripts: ScriptWeight[];
  bytes: number;
  gzipBytes: number;
}

export const kilobytes = (bytes: number) => bytes / 1024;

/**
 * The JavaScript a page loads: every script that arrives while `open` runs and until the network is
 * quiet, each gzipped here at level 9. The figure depends only on the bytes of the build, not on how the
 * server compresses them nor on timing, so it is the same in every run of the same build.
 */
export async function javaScriptWeight(page: Page, open: () => Promise<void>): Promise<PageWeight> {
  const pending: Promise<ScriptWeight>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (key: 'bytes' | 'gzipBytes') => scripts.reduce((total, script) => total + script[key], 0);
  return { scripts, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

/** One line per script and a total, in KB, for a test's or a bench's output. */
export function weightTable(title: string, weight: PageWeight): string {
  const row = (gzip: number, raw: number, name: string) =>
    `${kilobytes(gzip).toFixed(1).padStart(7)} KB gzip ${kilobytes(raw).toFixed(1).padStart(7)} KB  ${name}`;
  return [title, ...weight.scripts.map((s) => row(s.gzipBytes, s.bytes, s.path)), row(weight.gzipBytes, weight.bytes, 'total')].join('\n');
}
