// `node scripts/compose-check.mjs [URL]`: checks a running product (default the compose stack on
// http://127.0.0.1:8080) as a visitor and the seeded administrator do: health, the job roles, a staff
// sign-in, a CV stored in and read back from the object store, and the landing page and the CRM in Chromium, with screenshots in .data/compose-check/.
// Exits non-zero at the first thing that does not work.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './stack.mjs';

const url = (process.argv[2] ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const admin = { email: process.env.ADMIN_EMAIL || 'admin@talentbridge.local', password: process.env.ADMIN_PASSWORD || 'ChangeMe-Admin-2025!' };
const shots = join(repoRoot, '.data/compose-check');
mkdirSync(shots, { recursive: true });

function check(ok, text) {
  if (!ok) {
    console.error(`✖ ${text}`);
    process.exit(1);
  }
  console.log(`✔ ${text}`);
}

const health = await fetch(`${url}/healthz`);
check(health.status === 200, `GET /healthz: ${health.status} ${await health.text()}`);

const roles = await fetch(`${url}/api/job-roles?status=open&limit=6`);
const openRoles = roles.ok ? (await roles.json()).items : [];
check(openRoles.length > 0, `GET /api/job-roles: ${roles.status}, ${openRoles.length} open roles (seeded)`);

const login = await fetch(`${url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
const { token } = login.status === 200 ? await login.json() : {};
check(Boolean(token), `POST /api/auth/login as ${admin.email}: ${login.status}`);

// A document through the gateway into the stack's object store and back (issue 20): a seeded candidate's CV.
const staff = { authorization: `Bearer ${token}` };
const candidates = await (await fetch(`${url}/api/candidates?limit=1`, { headers: staff })).json();
const candidateId = candidates.items?.[0]?.id;
check(Boolean(candidateId), `GET /api/candidates: a seeded candidate (${candidates.total ?? 0} in all)`);
const cv = `Compose Check CV ${Date.now()}\nSkills: TypeScript, Kubernetes\n`;
const uploaded = await fetch(`${url}/api/candidates/${candidateId}/documents?fileName=compose-check.txt`, {
  method: 'POST',
  headers: { ...staff, 'content-type': 'text/plain' },
  body: cv,
});
const { document } = uploaded.status === 201 ? await uploaded.json() : {};
check(Boolean(document?.id), `POST a CV to /api/candidates/:id/documents: ${uploaded.status}`);
const downloaded = await fetch(`${url}/api/candidates/${candidateId}/documents/${document.id}/file`, { headers: staff });
check(downloaded.status === 200 && (await downloaded.text()) === cv, `GET it back from the object store: ${downloaded.status}, the same bytes`);
const deleted = await fetch(`${url}/api/candidates/${candidateId}/documents/${document.id}`, { method: 'DELETE', headers: staff });
check(deleted.status === 204, `DELETE it: ${deleted.status}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  // What the browser saw, said when a page does not show what it should (a CI run once timed out on / with nothing
  // to go on).
  const seen = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => response.status() >= 500 && errors.push(`${response.status()} ${response.url()}`));
  page.on('console', (message) => seen.push(`console ${message.type()}: ${message.text()}`));
  page.on('response', (response) => response.status() >= 400 && seen.push(`${response.status()} ${response.url()}`));
  page.on('requestfailed', (request) => seen.push(`failed ${request.url()}: ${request.failure()?.errorText}`));
  /** Waits for `locator` (30 s: the stack may have just started on a busy machine); else a screenshot and what was seen. */
  const waitToShow = async (locator, shot, what) => {
    try {
      await locator.waitFor({ timeout: 30_000 });
    } catch (error) {
      await page.screenshot({ path: join(shots, shot), fullPage: false }).catch(() => undefined);
      console.error([`${page.url()} did not show ${what} (${shot}):`, ...errors, ...seen].join('\n  '));
      throw error;
    }
  };

  await page.goto(`${url}/`);
  await waitToShow(page.getByText(openRoles[0].title).first(), 'landing-failed.png', `the open role "${openRoles[0].title}"`);
  await page.screenshot({ path: join(shots, 'landing.png'), fullPage: false });
  check(errors.length === 0, `/ shows the open role "${openRoles[0].title}" (landing.png)${errors.length ? `; errors: ${errors.join('; ')}` : ''}`);

  await page.goto(`${url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/manage`, { timeout: 30_000 });
  await waitToShow(page.getByRole('heading', { name: 'Dashboard' }).first(), 'manage-failed.png', 'the Dashboard');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(shots, 'manage.png'), fullPage: false });
  check(errors.length === 0, `/login signs the administrator in to /manage (manage.png)${errors.length ? `; errors: ${errors.join('; ')}` : ''}`);
} finally {
  await browser.close();
}
console.log(`Screenshots in ${shots}`);
