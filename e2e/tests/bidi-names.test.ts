import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Candidate } from '@agency/contracts';
import { repoRoot } from '../../scripts/stack.mjs';
import { apiClient } from './api-client';
import { card, screenshotFolder, setUpBrowserTests } from './browser';

// Screenshots of a name stored with U+202E (right-to-left override) in the CRM, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots-bidi-names');
const tests = setUpBrowserTests();
const RLO = '\u202E';
/** A tag unique to this run, so that the test's candidate is found whatever else is stored. */
const run = Date.now().toString(36);

/**
 * Writes a candidate's name straight into the candidates service's database, as a name saved before the
 * contracts stripped bidi controls was stored (decision 0076). Node runs it in the service's folder, with
 * the service's own mongoose.
 */
function storeNameDirectly(candidateId: string, name: string) {
  const script = `
    import mongoose from 'mongoose';
    const db = await mongoose.createConnection(process.env.MONGODB_URI, { dbName: 'candidates' }).asPromise();
    await db.collection('candidates').updateOne({ _id: new mongoose.Types.ObjectId(process.env.ID) }, { $set: { name: process.env.NAME } });
    await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(repoRoot, 'services/candidates'),
    env: { ...process.env, MONGODB_URI: inject('mongoUrl'), ID: candidateId, NAME: name },
  });
}

describe('names with bidi controls in Chromium', () => {
  it('stores a name sent with U+202E without it, through the gateway', async () => {
    const api = apiClient(tests.platform.url);
    const token = await api.signIn();
    const added = await api.send('POST', '/api/candidates', { token, body: { name: `${RLO}Eve Override ${run}` } });
    expect(added.status).toBe(201);
    const stored = await api.send('GET', `/api/candidates/${(added.body as Candidate).id}`, { token });
    expect((stored.body as Candidate).name).toBe(`Eve Override ${run}`);
  });

  it('shows a name stored with U+202E in the card grid isolated, not flipping the text next to it', async () => {
    const api = apiClient(tests.platform.url);
    const token = await api.signIn();
    const added = await api.send('POST', '/api/candidates', { token, body: { name: `Mallory ${run}`, currentRole: 'Chef' } });
    expect(added.status).toBe(201);
    const spoofed = `${RLO}Mallory ${run}`;
    storeNameDirectly((added.body as Candidate).id, spoofed);
    // The candidates service answers its lists from memory, loaded from its database at start.
    await tests.platform.stopService('candidates');
    await tests.platform.startService('candidates');

    const { page, errors } = await tests.signedInPage();
    await page.goto(`${tests.platform.url}/manage/candidates?q=${run}`);
    const mallory = card(page, spoofed);
    await mallory.waitFor();
    const name = mallory.getByRole('heading', { level: 2 }).locator('bdi');
    expect(await name.textContent()).toBe(spoofed);
    expect(await name.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
    await page.screenshot({ path: `${SHOTS}/candidate-card.png` });

    // The delete confirmation has the name inside a sentence: the text after it still reads left to right,
    // to the right of the name, instead of being pulled into the override.
    await page.getByRole('button', { name: `Actions for ${spoofed}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Candidate' });
    await dialog.waitFor();
    const layout = await dialog.locator('bdi').evaluate((bdi) => {
      const after = document.createRange();
      after.selectNodeContents(bdi.nextSibling!);
      // The first line box of what follows, and the last of the name: on one line, as '"?' cannot wrap away.
      return {
        nameRight: [...bdi.getClientRects()].at(-1)!.right,
        afterLeft: after.getClientRects()[0]!.left,
        after: after.toString(),
        unicodeBidi: getComputedStyle(bdi).unicodeBidi,
      };
    });
    expect(layout).toMatchObject({ after: '"? This action cannot be undone.', unicodeBidi: 'isolate' });
    expect(layout.afterLeft).toBeGreaterThanOrEqual(layout.nameRight - 1);
    await page.screenshot({ path: `${SHOTS}/delete-confirmation.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(errors).toEqual([]);
  });
});
