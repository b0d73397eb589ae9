import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium } from '../tests/platform';
import { buildChangedFrontend, buildImage, ComposeStack, docker, remoteFiles, repoRoot, RequestLoop, run } from './compose-stack';

/**
 * Issue 17, item 5 (decision 0087): one remote and one service are redeployed, then rolled back, on the
 * compose stack while a browser page stays open and clients keep calling through the gateway. Needs a
 * Docker engine and the images (`npm run images`, with TAG); without them it fails, it never skips.
 */
const TAG = process.env.TAG || 'latest';
const NEXT = `${TAG}-next`;
const INCOMPATIBLE = `${TAG}-react18`;
const BROKEN = `${TAG}-broken`;
const stack = new ComposeStack(process.env.DEPLOY_TEST_PROJECT ?? 'talentbridge-deploy', Number(process.env.DEPLOY_TEST_PORT ?? 18280), TAG);
const HEADLINE = 'The right people for the roles that matter';
const NEW_HEADLINE = `${HEADLINE}, since the last deploy`;
// The client portal's sign-in line (mfe-client), and the same in the version deployed over it.
const CLIENT_LINE = 'Sign in to see your roles and the candidates we put forward';
const NEW_CLIENT_LINE = `${CLIENT_LINE}, since the last deploy`;
const SHOTS = join(repoRoot, '.data/deploy-test');

let browser: Browser;
let page: Page;
let staffToken: string;
const pageFailures: string[] = [];

beforeAll(async () => {
  try {
    docker('info', '--format', '{{.ServerVersion}}');
  } catch (error) {
    throw new Error(`This test needs a Docker engine (bash scripts/install-infra.sh --docker): ${(error as Error).message}`);
  }
  for (const name of ['gateway', 'shell', 'mfe-public', 'mfe-client', 'catalog']) {
    try {
      docker('image', 'inspect', `talentbridge/${name}:${TAG}`);
    } catch {
      throw new Error(`No image talentbridge/${name}:${TAG}: build the images first (TAG=${TAG} npm run images)`);
    }
  }
  // The new versions: mfe-public with another headline, catalog saying another version. Built while the
  // stack starts would compete for two cores; built first.
  await buildChangedFrontend('mfe-public', NEXT, 'src/landing/LandingPage.tsx', `<h1>${HEADLINE}</h1>`, `<h1>${NEW_HEADLINE}</h1>`);
  await run('node', ['scripts/images/build.mjs', 'catalog'], { TAG: NEXT });
  await buildChangedFrontend('mfe-client', NEXT, 'src/features/sign-in/SignInPage.tsx', CLIENT_LINE, NEW_CLIENT_LINE);
  // mfe-portal as if built against React 18: its manifest asks for react and react-dom ^18.2.0.
  await buildImage(
    `talentbridge/mfe-portal:${INCOMPATIBLE}`,
    `FROM talentbridge/mfe-portal:${TAG}\nUSER root\nRUN sed -i 's/"requiredVersion":"\\^19[.0-9]*"/"requiredVersion":"^18.2.0"/g' /srv/www/mf-manifest.json\nUSER www-data\n`,
  );
  // catalog that stops at once: a release that never becomes healthy.
  await buildImage(`talentbridge/catalog:${BROKEN}`, `FROM talentbridge/catalog:${TAG}\nCMD ["node", "-e", "process.exit(1)"]\n`);
  await stack.up();

  const login = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  staffToken = ((await login.json()) as { token: string }).token;

  browser = await launchChromium();
  page = await browser.newPage();
  // Bounds, not measurements: the machine may be shared and loaded.
  page.setDefaultTimeout(90_000);
  page.on('pageerror', (error) => pageFailures.push(error.message));
  page.on('requestfailed', (request) => pageFailures.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => response.status() >= 400 && pageFailures.push(`${response.status()} ${response.url()}`));
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await stack.down();
  for (const image of [`mfe-public:${NEXT}`, `mfe-client:${NEXT}`, `catalog:${NEXT}`, `mfe-portal:${INCOMPATIBLE}`, `catalog:${BROKEN}`]) docker('image', 'rm', '-f', `talentbridge/${image}`);
}, 120_000);

/**
 * The landing page's headline after a visit: the first h1 the page draws (the remote's headline, or the
 * shell's error panel's title). A screenshot is left in .data/deploy-test/ when none appears.
 */
async function headlineAfterVisit(target: Page, name: string): Promise<string | null> {
  await target.goto(`${stack.url}/`);
  const headline = target.locator('h1').first();
  try {
    await headline.waitFor();
  } catch (error) {
    mkdirSync(SHOTS, { recursive: true });
    await target.screenshot({ path: join(SHOTS, `${name}.png`) });
    throw error;
  }
  return headline.textContent();
}

/** What the gateway's health detail says the catalog's version is (staff see it, decision 0073). */
async function catalogVersion(): Promise<string | undefined> {
  const response = await fetch(`${stack.url}/healthz`, { headers: { authorization: `Bearer ${staffToken}` } });
  return ((await response.json()) as { services: Record<string, { version?: string }> }).services.catalog?.version;
}

async function remoteVersion(): Promise<string | undefined> {
  const manifest = (await (await fetch(`${stack.url}/remotes/mfe-public/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildVersion?: string } } };
  return manifest.metaData.buildInfo.buildVersion;
}

/** Redeploys mfe-public and catalog to a tag while the clients run; answers what the clients saw. */
async function redeployUnderTraffic(tag: string): Promise<RequestLoop> {
  let employers = 0;
  const loop = new RequestLoop(stack.url, [
    { method: 'GET', path: '/', status: 200 },
    { method: 'GET', path: '/api/job-roles?status=open&limit=6', status: 200 },
    // The remote as a browser loads it: its manifest, then the entry and chunks it names (one version's).
    { method: 'GET', path: '/remotes/mfe-public/mf-manifest.json', status: 200, then: remoteFiles('mfe-public') },
    { method: 'GET', path: '/api/employers?limit=5', token: staffToken, status: 200 },
    // A write to the service being replaced: not sent twice, never lost.
    { method: 'POST', path: '/api/employers', token: staffToken, body: () => ({ name: `Deploy check ${tag} ${++employers}` }), status: 201 },
  ]);
  await stack.deploy('mfe-public', tag);
  await stack.deploy('catalog', tag);
  await loop.stop();
  return loop;
}

describe('a remote and a service deployed alone, then rolled back', () => {
  it('switches with no failed request while the shell and the gateway run on, and the open page gets the new remote on its next navigation', async () => {
    const shell = stack.container('shell');
    const gateway = stack.container('gateway');
    expect(await headlineAfterVisit(page, 'before')).toBe(HEADLINE);
    expect(await remoteVersion()).toBe(TAG);
    expect(await catalogVersion()).toBe(TAG);

    const started = Date.now();
    const deploy = await redeployUnderTraffic(NEXT);
    console.log(`deployed mfe-public and catalog ${NEXT} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${deploy.sent} requests, ${deploy.failures.length} failed`);
    expect(deploy.failures).toEqual([]);
    expect(deploy.sent).toBeGreaterThan(100);
    expect(stack.container('shell')).toEqual(shell);
    expect(stack.container('gateway')).toEqual(gateway);
    expect(docker('inspect', '-f', '{{.Config.Image}}', stack.container('mfe-public').id)).toBe(`talentbridge/mfe-public:${NEXT}`);
    expect(await remoteVersion()).toBe(NEXT);
    expect(await catalogVersion()).toBe(NEXT);

    // The page opened before the deploy, on its next navigation.
    expect(await headlineAfterVisit(page, 'deployed')).toBe(NEW_HEADLINE);

    const rolledBackAt = Date.now();
    const rollback = await redeployUnderTraffic(TAG);
    console.log(`rolled back to ${TAG} in ${((Date.now() - rolledBackAt) / 1000).toFixed(1)} s: ${rollback.sent} requests, ${rollback.failures.length} failed`);
    expect(rollback.failures).toEqual([]);
    expect(rollback.sent).toBeGreaterThan(100);
    expect(stack.container('shell')).toEqual(shell);
    expect(stack.container('gateway')).toEqual(gateway);
    expect(await remoteVersion()).toBe(TAG);
    expect(await catalogVersion()).toBe(TAG);

    expect(await headlineAfterVisit(page, 'rolled-back')).toBe(HEADLINE);
    expect(pageFailures).toEqual([]);
  });

  it('replaces and rolls back mfe-client alone: no failed request, the other frontends and the gateway run on, an open client portal gets each version on its next visit', async () => {
    const others = ['shell', 'gateway', 'mfe-public', 'mfe-crm', 'mfe-portal'];
    const before = Object.fromEntries(others.map((name) => [name, stack.container(name)]));
    const version = async () =>
      ((await (await fetch(`${stack.url}/remotes/mfe-client/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildVersion?: string } } }).metaData.buildInfo
        .buildVersion;
    const client = await browser.newPage();
    client.setDefaultTimeout(90_000);
    const lineAfterVisit = async () => {
      await client.goto(`${stack.url}/clientportal`);
      await client.getByRole('heading', { level: 1, name: 'Client Portal' }).waitFor();
      return client.getByText(/^Sign in to see your roles/).textContent();
    };
    expect(await lineAfterVisit()).toBe(CLIENT_LINE);
    expect(await version()).toBe(TAG);

    for (const [tag, line] of [
      [NEXT, NEW_CLIENT_LINE],
      [TAG, CLIENT_LINE],
    ] as const) {
      const loop = new RequestLoop(stack.url, [
        { method: 'GET', path: '/clientportal', status: 200 },
        { method: 'GET', path: '/remotes/mfe-client/mf-manifest.json', status: 200, then: remoteFiles('mfe-client') },
        { method: 'GET', path: '/remotes/mfe-public/mf-manifest.json', status: 200, then: remoteFiles('mfe-public') },
      ]);
      const started = Date.now();
      await stack.deploy('mfe-client', tag);
      await loop.stop();
      console.log(`deployed mfe-client ${tag} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${loop.sent} requests, ${loop.failures.length} failed`);
      expect(loop.failures).toEqual([]);
      expect(loop.sent).toBeGreaterThan(50);
      expect(docker('inspect', '-f', '{{.Config.Image}}', stack.container('mfe-client').id)).toBe(`talentbridge/mfe-client:${tag}`);
      for (const name of others) expect(stack.container(name), name).toEqual(before[name]);
      expect(await version()).toBe(tag);
      expect(await lineAfterVisit()).toBe(line);
    }
    await client.close();
  });

  it("shows the shell's error panel for the routes of a remote built against another React, while the other routes work", async () => {
    await stack.deploy('mfe-portal', INCOMPATIBLE);
    const manifest = await (await fetch(`${stack.url}/remotes/mfe-portal/mf-manifest.json`)).text();
    expect(manifest).toContain('"requiredVersion":"^18.2.0"');

    const other = await browser.newPage();
    other.setDefaultTimeout(90_000);
    await other.goto(`${stack.url}/candidateportal`);
    await other.getByRole('alert').getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    expect(await headlineAfterVisit(other, 'next-to-an-incompatible-remote')).toBe(HEADLINE);
    await other.goto(`${stack.url}/login`);
    await other.getByRole('button', { name: 'Sign In' }).waitFor();
    await other.close();

    await stack.deploy('mfe-portal', TAG);
  });

  it('undoes a deploy whose new container never becomes healthy: the old one serves throughout', async () => {
    const catalog = stack.container('catalog');
    const loop = new RequestLoop(stack.url, [{ method: 'GET', path: '/api/employers?limit=5', token: staffToken, status: 200 }]);
    const deploy = await stack.deploy('catalog', BROKEN).then(
      () => 'deployed',
      (error: Error) => error.message,
    );
    await loop.stop();
    expect(deploy).toMatch(/exited with 1/);
    expect(stack.container('catalog')).toEqual(catalog);
    expect(loop.failures).toEqual([]);
    expect(loop.sent).toBeGreaterThan(10);
  });
});
