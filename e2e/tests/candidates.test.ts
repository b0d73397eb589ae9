import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { card, screenshotFolder, setUpBrowserTests, toast } from './browser';

// Screenshots of the application dialog and the Candidates screen, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots-candidates-ui');
const tests = setUpBrowserTests();
const { newPage, signedInPage } = tests;

/** 'N of Y candidates': N the search matched, of Y, every candidate (the seed's and other tests' too). */
const matching = (page: Page, matched: number) => page.getByText(new RegExp(`^${matched} of \\d+ candidates$`));
const search = (page: Page) => page.getByPlaceholder('Search candidates...');

/** The demo seed's open role the visitors apply to. */
const HEAD_CHEF_PATH = '/jobs/head-chef';

/** Opens the seeded 'Head Chef' role's page and sends the application dialog. */
async function applyToHeadChef(page: Page, { name, email }: { name: string; email: string }) {
  await page.goto(`${tests.platform.url}${HEAD_CHEF_PATH}`);
  await page.getByRole('button', { name: 'Apply for This Position' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Head Chef' });
  await dialog.getByLabel('Full Name *').fill(name);
  await dialog.getByLabel('Email *').fill(email);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}

/** A tag unique to this run, so that the test's candidates are found whatever else is stored. */
const run = Date.now().toString(36);

describe('candidates and applications in Chromium', () => {
  it('lets a visitor apply to a seeded role, landing on the portal wizard; the recruiter sees them and the application', async () => {
    const visitor = await newPage();
    const email = `sam.seeker.${run}@example.test`;
    const name = `Sam Seeker ${run}`;

    // The visitor opens the seeded role's page (by its address: other tests' roles may fill the landing page) and applies.
    await visitor.page.goto(`${tests.platform.url}${HEAD_CHEF_PATH}`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Head Chef' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Apply for This Position' }).click();
    const dialog = visitor.page.getByRole('dialog', { name: 'Apply for Head Chef' });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(visitor.page, 'Please fill in your name and email address.').waitFor();
    await dialog.getByLabel('Full Name *').fill(name);
    await dialog.getByLabel('Email *').fill(email);
    await dialog.getByLabel('Phone').fill('07700 900123');
    await dialog.getByLabel('Cover Letter').fill('Twelve years running busy hotel kitchens.');
    await visitor.page.screenshot({ path: `${SHOTS}/apply-dialog.png` });
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(visitor.page, 'Account Created!').waitFor();
    await visitor.page.screenshot({ path: `${SHOTS}/apply-success.png` });

    // 1.5 s later: the portal's wizard, signed in with the stored candidate token.
    await visitor.page.waitForURL(`${tests.platform.url}/candidateportal?wizard=true`);
    const token = await visitor.page.evaluate(() => localStorage.getItem('candidateToken'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(visitor.errors).toEqual([]);
    await visitor.page.context().close();

    // Applying again to the same role is refused with the server's reason; nothing is stored.
    const again = await newPage();
    await applyToHeadChef(again.page, { name, email });
    await toast(
      again.page,
      'Failed to submit application. You have already applied for this position.',
    ).waitFor();
    expect(await again.page.evaluate(() => localStorage.getItem('candidateToken'))).toBeNull();
    await again.page.context().close();

    // The recruiter finds the new candidate and, in the details, the application with the role's title.
    const staff = await signedInPage();
    await staff.page.goto(`${tests.platform.url}/manage/candidates`);
    await search(staff.page).fill(email);
    await staff.page.waitForURL(`${tests.platform.url}/manage/candidates?q=${encodeURIComponent(email)}`);
    await matching(staff.page, 1).waitFor();
    await card(staff.page, name).getByRole('link', { name: email }).waitFor();
    await card(staff.page, name).getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
    await staff.page.getByRole('menuitem', { name: 'Quick View' }).click();
    const details = staff.page.getByRole('dialog', { name: 'Candidate Details' });
    const applications = details.getByRole('region', { name: 'Job Applications' });
    await applications.getByText('Head Chef', { exact: true }).waitFor();
    await applications.getByText('Twelve years running busy hotel kitchens.').waitFor();
    await details.getByText('No interactions recorded').waitFor();
    await staff.page.screenshot({ path: `${SHOTS}/candidate-details.png` });
    expect(staff.errors).toEqual([]);
    await staff.page.context().close();
  });

  it('adds and edits candidates through the form; search narrows the list and the count follows', async () => {
    const { page, errors } = await signedInPage();
    // This test's own tag: the first test's applicant carries `run` too.
    const tag = `t2${run}`;
    await page.getByRole('link', { name: 'Candidates' }).click();
    await page.getByRole('heading', { level: 1, name: 'Candidates' }).waitFor();
    await page.getByText(/^\d+ of \d+ candidates$/).waitFor();

    // Full Name is required, with its error under the field; nothing is sent.
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Candidate' });
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    const fullName = add.getByLabel('Full Name *');
    await add.getByText('Full Name is required').waitFor();
    expect(await fullName.getAttribute('aria-invalid')).toBe('true');
    const errorId = await add.getByText('Full Name is required').getAttribute('id');
    expect(await fullName.getAttribute('aria-describedby')).toBe(errorId);
    await page.screenshot({ path: `${SHOTS}/add-candidate-required.png` });

    // Two candidates of this test: skills typed as one text.
    const ada = `Ada Lovelace ${tag}`;
    await fullName.fill(ada);
    await add.getByLabel('Email').fill(`ada.${tag}@example.test`);
    await add.getByLabel('Current Role').fill('Data Engineer');
    await add.getByLabel('Location').fill('London, UK');
    await add.getByLabel('Skills').fill(`Python, , SQL ,Spark, Airflow, dbt, ${tag}`);
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    await toast(page, 'Candidate added successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    const grace = `Grace Hopper ${tag}`;
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'Add Candidate' }).click();
    await add.getByLabel('Full Name *').fill(grace);
    await add.getByLabel('Skills').fill(`COBOL, ${tag}`);
    await add.getByLabel('Availability').selectOption('placed');
    await add.getByRole('button', { name: 'Add Candidate' }).click();
    await toast(page, 'Candidate added successfully').waitFor();
    await add.waitFor({ state: 'detached' });

    // The search finds both of this test's candidates; a name narrows it to one, and the count follows.
    await search(page).fill(tag);
    await matching(page, 2).waitFor();
    const adaCard = card(page, ada);
    await adaCard.getByText('Data Engineer').waitFor();
    expect(
      await adaCard.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Python', 'SQL', 'Spark', '+3 more']);
    await card(page, grace).getByText('No role specified').waitFor();
    await card(page, grace).getByText('Placed', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/candidates-search.png`, fullPage: true });
    await search(page).fill(`grace hopper ${tag}`);
    await matching(page, 1).waitFor();
    await adaCard.waitFor({ state: 'detached' });

    // Edit: the same form, filled in; the card shows the change.
    await search(page).fill(tag);
    await matching(page, 2).waitFor();
    await page.getByRole('button', { name: `Actions for ${ada}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Candidate' });
    expect(await edit.getByLabel('Skills').inputValue()).toBe(`Python, SQL, Spark, Airflow, dbt, ${tag}`);
    await edit.getByLabel('Full Name *').fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Full Name is required').waitFor();
    await edit.getByLabel('Full Name *').fill(ada);
    await edit.getByLabel('Current Role').fill('Lead Data Engineer');
    await edit.getByLabel('Availability').selectOption('in_process');
    await page.screenshot({ path: `${SHOTS}/edit-candidate.png` });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Candidate updated successfully').waitFor();
    await adaCard.getByText('Lead Data Engineer').waitFor();
    await adaCard.getByText('In Process', { exact: true }).waitFor();

    // Delete (a right-to-erasure request): confirmed, then gone from the list and the count.
    await page.getByRole('button', { name: `Actions for ${grace}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Candidate' });
    await confirm
      .getByText(`Are you sure you want to delete "${grace}"? This action cannot be undone.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Candidate deleted successfully').waitFor();
    await card(page, grace).waitFor({ state: 'detached' });
    await matching(page, 1).waitFor();
    await page.screenshot({ path: `${SHOTS}/candidates.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('tells a visitor whose account could not be made (auth down) that the application is stored, without a redirect; sending again hands out no token (decision 0067)', async () => {
    const { page, errors } = await newPage();
    const applicant = { name: `Ola Outage ${run}`, email: `ola.outage.${run}@example.test` };
    await tests.platform.stopService('auth');
    try {
      await applyToHeadChef(page, applicant);
      await toast(page, 'Application Submitted').waitFor();
      await toast(page, /could not be set up just now/).waitFor();
      await page.screenshot({ path: `${SHOTS}/apply-without-account.png` });
      await page.waitForTimeout(2_000);
      expect(new URL(page.url()).pathname).toMatch(/^\/jobs\//);
      expect(await page.evaluate(() => localStorage.getItem('candidateToken'))).toBeNull();
    } finally {
      await tests.platform.startService('auth');
    }

    // The form kept what was typed. Sending it again cannot be told from a stranger typing the same
    // e-mail: the application is not sent twice, no token, and words that do not say the e-mail is known.
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply for Head Chef' });
    expect(await dialog.getByLabel('Email *').inputValue()).toBe(applicant.email);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Your application was submitted. Please check your e-mail to continue.').waitFor();
    await page.waitForTimeout(2_000);
    expect(new URL(page.url()).pathname).toMatch(/^\/jobs\//);
    expect(await page.evaluate(() => localStorage.getItem('candidateToken'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
