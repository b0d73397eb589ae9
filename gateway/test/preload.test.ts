import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatewayConfig, type GatewayConfig } from '../src/config';
import { preloadTags, readPreloadPlan, shellPageWithHints } from '../src/preload';

// Built files as the frontends' builds write them: the federation manifests and named-chunks.json.
const dist = mkdtempSync(join(tmpdir(), 'gateway-preload-'));
const write = (file: string, content: unknown) => {
  mkdirSync(join(dist, file, '..'), { recursive: true });
  writeFileSync(join(dist, file), typeof content === 'string' ? content : JSON.stringify(content));
};
const manifest = (shared: string[], app: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ assets: { js: { sync: shared } } }],
  exposes: [{ name: 'App', assets: { js: { sync: app } } }],
});
write('shell/index.html', '<!doctype html><html><head><meta charset="utf-8"><title>TalentBridge</title><script defer src="/main.1.js"></script></head><body></body></html>');
// The manifest lists react-dom's provider beside the fallback a consumer would load; the build says which it provides.
write('shell/mf-manifest.json', manifest(['react-dom.1.js', 'react-dom-fallback.1.js'], []));
write('shell/named-chunks.json', { bootstrap: ['bootstrap.1.js'] });
write('shell/provided-shared.json', ['react-dom.1.js']);
write('mfe-public/mf-manifest.json', manifest(['own-react.js'], ['landing.1.js']));
write('mfe-public/named-chunks.json', { 'job-page': ['job-page.1.js'], 'jobs-board': ['jobs-board.1.js'] });
write('mfe-crm/mf-manifest.json', manifest([], ['crm.1.js']));

const base = gatewayConfig();
const config: GatewayConfig = {
  ...base,
  shellDist: join(dist, 'shell'),
  remotes: base.remotes.map((remote) => ({
    ...remote,
    dist: join(dist, remote.folder),
    // A remote deployed on its own origin: the gateway does not know its files.
    ...(remote.name === 'mfe_crm' ? { manifestUrl: 'https://crm.example.com/mf-manifest.json' } : {}),
  })),
};
const plan = await readPreloadPlan(config);
const hrefs = (path: string) => preloadTags(plan, path).flatMap((tag) => [...tag.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin="[\w-]+")?/g)].map((m) => `${m[1]} ${m[2]}${m[3] ?? ''}`));

describe('preload hints', () => {
  it("announce the landing page's chain: its API answer, the shell's chunks, the remote's manifest, entry and first chunks", () => {
    expect(hrefs('/')).toEqual([
      'fetch /api/job-roles?status=open&amp;limit=6 crossorigin="use-credentials"',
      'script /bootstrap.1.js',
      'script /react-dom.1.js',
      'fetch /remotes/mfe-public/mf-manifest.json crossorigin="anonymous"',
      'script /remotes/mfe-public/remoteEntry.js',
      'script /remotes/mfe-public/landing.1.js',
    ]);
  });

  it("announce a job page's own chunk and its role, asked for as the page asks (slug encoded once)", () => {
    const job = hrefs('/jobs/caf%C3%A9-manager');
    expect(job[0]).toBe('fetch /api/job-roles/caf%C3%A9-manager crossorigin="use-credentials"');
    expect(job).toContain('script /remotes/mfe-public/job-page.1.js');
    expect(job).not.toContain('script /remotes/mfe-public/own-react.js');
  });

  it("announce the jobs board's chunk and its list, asked for as the page asks (decision 0117)", () => {
    const board = hrefs('/jobs?q=c%2B%2B&page=2');
    expect(board[0]).toBe('fetch /api/job-roles?status=open&amp;q=c%2B%2B&amp;limit=10&amp;offset=10 crossorigin="use-credentials"');
    expect(board).toContain('script /remotes/mfe-public/jobs-board.1.js');
    expect(hrefs('/jobs')[0]).toBe('fetch /api/job-roles?status=open&amp;limit=10&amp;offset=0 crossorigin="use-credentials"');
  });

  it('give a remote on another origin no file hints, and unknown pages only the shell', () => {
    expect(hrefs('/manage/candidates')).toEqual(['script /bootstrap.1.js', 'script /react-dom.1.js']);
    expect(hrefs('/no-such-page')).toEqual(['script /bootstrap.1.js', 'script /react-dom.1.js']);
  });

  it("announce only the shared libraries the shell provides, not their fallbacks (Chrome warns of an unused preload)", async () => {
    expect(hrefs('/')).not.toContain('script /react-dom-fallback.1.js');
    // A shell built before provided-shared.json (deployed alone) still gets every shared file of its manifest.
    const olderShell = mkdtempSync(join(tmpdir(), 'gateway-preload-older-'));
    writeFileSync(join(olderShell, 'mf-manifest.json'), JSON.stringify(manifest(['react-dom.1.js', 'react-dom-fallback.1.js'], [])));
    writeFileSync(join(olderShell, 'named-chunks.json'), JSON.stringify({ bootstrap: ['bootstrap.1.js'] }));
    const older = await readPreloadPlan({ ...config, shellDist: olderShell });
    expect(older.shellScripts).toEqual(['/bootstrap.1.js', '/react-dom.1.js', '/react-dom-fallback.1.js']);
  });

  it("write /remotes.json into the page, after its charset and with the shell's script preloaded first", async () => {
    const html = (await shellPageWithHints(config)('/'))!;
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(html.indexOf('<link'));
    const inline = html.match(/<script type="application\/json" id="remotes-manifest">([^<]*)<\/script>/)![1]!;
    expect(JSON.parse(inline)).toEqual(Object.fromEntries(config.remotes.map((remote) => [remote.name, remote.manifestUrl])));
    expect(html.match(/<link rel="preload" as="script" href="([^"]+)"/)![1]).toBe('/main.1.js');
  });
});
