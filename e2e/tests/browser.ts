import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchChromium, startPlatform, trackErrors, type Platform } from './platform';

export const DESKTOP = { width: 1280, height: 900 };

/** A page in a context of its own (its own storage, so its own session), with the errors it raises. */
export interface OpenPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export interface BrowserTests {
  /** Set before the file's first test. */
  readonly platform: Platform;
  /** Set before the file's first test. */
  readonly browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<OpenPage>;
  /** Sends the Team Login form; the caller waits for where it leads. */
  signIn(page: Page, email: string, password: string): Promise<void>;
  /** A new page on the CRM's dashboard, signed in as the administrator. */
  signedInPage(): Promise<OpenPage>;
}

/**
 * For a file of browser tests: starts the real platform and Chromium before its tests and stops them after.
 * The functions it returns may be taken out of it; platform and browser are read once the tests run. `env` is
 * given to the platform's services (e.g. a setting a file needs).
 */
export function setUpBrowserTests(env: Record<string, string> = {}): BrowserTests {
  let platform: Platform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform(env);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  async function newPage(viewport = DESKTOP): Promise<OpenPage> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    return { context, page, errors: trackErrors(page) };
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${platform.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function signedInPage(): Promise<OpenPage> {
    const opened = await newPage();
    await signIn(opened.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await opened.page.waitForURL(`${platform.url}/manage`);
    return opened;
  }

  return {
    get platform() {
      return platform;
    },
    get browser() {
      return browser;
    },
    newPage,
    signIn,
    signedInPage,
  };
}

/** The folder for a file's screenshots, to look at after a run: SCREENSHOT_DIR if set, else the file's default. */
export function screenshotFolder(defaultPath: string): string {
  const folder = process.env.SCREENSHOT_DIR ?? defaultPath;
  mkdirSync(folder, { recursive: true });
  return folder;
}

// includeHidden: while a modal dialog is open the rest of the page, the notification region included, is
// hidden from the accessibility tree (the toast is still announced, through Radix's announcer).
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText(text);

/** On a role's page of the website, a visitor sends the application dialog with their name and e-mail. */
export async function applyOnRolePage(page: Page, platformUrl: string, role: { slug: string; title: string }, applicant: { name: string; email: string }): Promise<void> {
  await page.goto(`${platformUrl}/jobs/${role.slug}`);
  await page.getByRole('button', { name: 'Apply for This Position' }).click();
  const apply = page.getByRole('dialog', { name: `Apply for ${role.title}` });
  await apply.getByLabel('Full Name *').fill(applicant.name);
  await apply.getByLabel('Email *').fill(applicant.email);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
}

/** The CRM's sidebar. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Management' });

/** A card on a CRM list (an employer, a job role, a candidate), by its exact name. */
export const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
