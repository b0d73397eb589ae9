import { describe, expect, it } from 'vitest';
import { setUpBrowserTests } from './browser';
import { javaScriptWeight, kilobytes, weightTable } from './javascript-weight';

/** Issue 8's budget for the JavaScript of the landing page: shell, runtime, shared libraries and mfe-public. */
const BUDGET_KB = 170;

const tests = setUpBrowserTests();

describe('JavaScript budget of the built frontends', () => {
  it(`/ loads less than ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const { context, page, errors } = await tests.newPage();
    const weight = await javaScriptWeight(page, async () => {
      await page.goto(`${tests.platform.url}/`);
      // The landing page with its open positions: the shell, the remote and the data have all arrived.
      await page.locator('#positions a[href^="/jobs/"]').first().waitFor();
    });
    await context.close();
    console.log(weightTable(`JavaScript of / (budget ${BUDGET_KB} KB gzip)`, weight));

    expect(errors).toEqual([]);
    expect(weight.scripts.some((script) => script.path.startsWith('/remotes/mfe-public/'))).toBe(true);
    expect(kilobytes(weight.gzipBytes)).toBeLessThan(BUDGET_KB);
  });
});
