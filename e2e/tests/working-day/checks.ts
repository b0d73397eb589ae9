// What each working-day walk checks of a screen it reaches, at a phone's width and a desktop's.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, screenshotFolder } from '../browser';
import { layoutProblems, violations } from '../page-checks';

const PHONE = { width: 390, height: 844 };

/**
 * `checkedAtBothWidths(page, name, ready)` for one walk, its screenshots in `defaultFolder` (or SCREENSHOT_DIR):
 * at 390 and 1280 px nothing overflows or is cut and axe finds nothing; a screenshot of each to look at. The page
 * is left at the desktop width.
 */
export function widthChecks(defaultFolder: string) {
  const shots = screenshotFolder(defaultFolder);
  return async function checkedAtBothWidths(page: Page, name: string, ready: () => Promise<unknown>): Promise<void> {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await ready();
      expect(await layoutProblems(page), `${name} at ${viewport.width} px`).toEqual([]);
      expect(await violations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
  };
}
