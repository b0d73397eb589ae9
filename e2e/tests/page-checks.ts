import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Checks a browser test runs on a page as it is now: axe-core's violations (accessibility.test.ts, and the
 * public website's walks) and what overflows the screen or cuts a control's words (layout.test.ts).
 * axe is given to the page by Playwright's evaluate, which the content security policy does not govern, as a
 * browser extension's would be; the page itself still runs under it.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The critical, serious and moderate violations axe finds on the page as it is now, one line each. */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}; ${violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 3).join(', ')}`);
}

/** What is wrong with the page's layout: wider than the screen, or a button or link whose words are cut. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      // Named by the innermost elements that reach past the screen's edge, to say what to fix.
      const clipped = (element: HTMLElement) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      // A scroll box's content may be wider than it. Text for screen readers (1 px, absolutely placed) that no
      // scroll box contains counts: it widens the page as much as any.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
        if (clipped(element)) return false;
        const box = element.getBoundingClientRect();
        return box.right > width + 1 || (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible');
      });
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      const names = innermost.slice(0, 3).map((element) => `<${element.tagName.toLowerCase()}> '${(element.textContent ?? '').trim().slice(0, 30)}'`);
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width} px: ${names.join(', ')}`);
    }
    for (const control of document.querySelectorAll<HTMLElement>('button, a[href]')) {
      const box = control.getBoundingClientRect();
      // Not shown, or visually hidden until focused (the skip link).
      if (box.width <= 1 || box.height <= 1) continue;
      // An element's own content wider than its box (with its overflow hidden): its words are cut.
      if (control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX !== 'visible') {
        problems.push(`'${control.textContent?.trim().slice(0, 40)}' shows ${control.clientWidth} of ${control.scrollWidth} px`);
      }
    }
    return problems;
  });
}
