import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { card, screenshotFolder, setUpBrowserTests, sidebar, toast } from './browser';

// Screenshots of the Employers and Job Roles screens, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots-crm-catalog');
const tests = setUpBrowserTests();
const { signedInPage } = tests;

async function chooseFromCardMenu(page: Page, name: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('Employers and Job Roles in Chromium', () => {
  it('lists and searches the employers and job roles on the server', async () => {
    const { page, errors } = await signedInPage();
    await sidebar(page).getByRole('link', { name: 'Employers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Employers' }).waitFor();
    await card(page, 'Northwind Technologies').waitFor();
    const meridian = card(page, 'The Grand Meridian Hotel');
    await meridian.getByText('Hospitality').waitFor();
    await meridian.getByText('Edinburgh, UK').waitFor();
    await page.screenshot({ path: `${SHOTS}/employers.png`, fullPage: true });

    // The search narrows the list, and is kept in the address.
    await page.getByPlaceholder('Search employers...').fill('meridian');
    await page.waitForURL(`${tests.platform.url}/manage/employers?q=meridian`);
    await card(page, 'Northwind Technologies').waitFor({ state: 'detached' });
    expect(await card(page, 'Helix Health Partners').count()).toBe(0);
    await card(page, 'The Grand Meridian Hotel').waitFor();
    await page.getByPlaceholder('Search employers...').fill('no such employer anywhere');
    await page.getByText('No employers found').waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();

    // The job roles page starts from ?q=, where the header search sends a recruiter; every card names its employer.
    await page.goto(`${tests.platform.url}/manage/job-roles?q=Head+Chef`);
    const chef = card(page, 'Head Chef');
    await chef.getByText('The Grand Meridian Hotel').waitFor();
    expect(await page.getByPlaceholder('Search job roles...').inputValue()).toBe('Head Chef');
    expect(await card(page, 'Front Office Manager').count()).toBe(0);
    // Staff see every status: the demo's on-hold role is listed with its badge.
    await page.getByPlaceholder('Search job roles...').fill('Data Analyst');
    await card(page, 'Data Analyst').getByText('On Hold', { exact: true }).waitFor();
    await card(page, 'Data Analyst').getByText('Helix Health Partners').waitFor();
    expect(await page.getByText('Unknown Employer').count()).toBe(0);
    await page.getByPlaceholder('Search job roles...').fill('');
    await card(page, 'Senior Backend Engineer').getByText('Northwind Technologies').waitFor();
    expect(await page.getByText('Unknown Employer').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/job-roles.png`, fullPage: true });

    // The header search finds employers too, and opens the Employers screen searching for the one chosen.
    await page.getByRole('combobox', { name: 'Search' }).fill('helix');
    const found = page.getByRole('group', { name: 'Employers' }).getByRole('option', { name: /Helix Health Partners/ });
    await found.waitFor();
    await page.screenshot({ path: `${SHOTS}/header-search-employers.png` });
    await found.click();
    await page.waitForURL(`${tests.platform.url}/manage/employers?q=Helix+Health+Partners`);
    await card(page, 'Helix Health Partners').waitFor();
    expect(await card(page, 'Northwind Technologies').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates, edits and deletes an employer and a job role; an employer with roles is not deleted, and says why', async () => {
    const { page, errors } = await signedInPage();
    const company = `Acme Robotics ${Date.now()}`;
    const title = `Robotics Engineer ${Date.now()}`;

    // A new employer: the name is required.
    await page.goto(`${tests.platform.url}/manage/employers`);
    await page.getByRole('button', { name: 'Add Employer' }).click();
    const addEmployer = page.getByRole('dialog', { name: 'Add New Employer' });
    await addEmployer.getByRole('button', { name: 'Add Employer' }).click();
    await addEmployer.getByText('Company Name is required').waitFor();
    await addEmployer.getByLabel('Company Name *').fill(company);
    await addEmployer.getByLabel('Industry').fill('Manufacturing');
    await addEmployer.getByLabel('Location').fill('Bristol, UK');
    await addEmployer.getByLabel('Contact Person').fill('Ada Lovelace');
    await addEmployer.getByLabel('Contact Email').fill('ada@acme.example');
    await addEmployer.getByLabel('Website').fill('https://acme.example');
    await addEmployer.getByLabel('Status').selectOption('prospect');
    await page.screenshot({ path: `${SHOTS}/add-employer-dialog.png` });
    await addEmployer.getByRole('button', { name: 'Add Employer' }).click();
    await toast(page, 'Employer added successfully').waitFor();
    await addEmployer.waitFor({ state: 'detached' });
    const employerCard = card(page, company);
    await employerCard.getByText('Contact: Ada Lovelace').waitFor();
    await employerCard.getByText('Prospect', { exact: true }).waitFor();
    expect(await employerCard.getByRole('link', { name: 'acme.example', exact: true }).getAttribute('href')).toBe(
      'https://acme.example',
    );

    // Edit it: a new industry and status.
    await chooseFromCardMenu(page, company, 'Edit');
    const editEmployer = page.getByRole('dialog', { name: 'Edit Employer' });
    expect(await editEmployer.getByLabel('Contact Email').inputValue()).toBe('ada@acme.example');
    await editEmployer.getByLabel('Industry').fill('Robotics');
    await editEmployer.getByLabel('Status').selectOption('active');
    await editEmployer.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Employer updated successfully').waitFor();
    await employerCard.getByText('Robotics', { exact: true }).waitFor();
    await employerCard.getByText('Active', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/employer-added.png`, fullPage: true });

    // A job role for it, from the header's Add New; the employer is found by typing part of its name.
    await sidebar(page).getByRole('link', { name: 'Job Roles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Job Roles' }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'Add Job Role' }).click();
    const addRole = page.getByRole('dialog', { name: 'Add New Job Role' });
    await addRole.getByRole('button', { name: 'Add Job Role' }).click();
    await addRole.getByText('Employer is required').waitFor();
    await addRole.getByText('Job Title is required').waitFor();
    await addRole.getByRole('combobox', { name: 'Employer *' }).fill(company.slice(0, 18));
    await addRole.getByRole('option', { name: new RegExp(company) }).waitFor();
    await page.screenshot({ path: `${SHOTS}/add-job-role-employer-picker.png` });
    await addRole.getByRole('option', { name: new RegExp(company) }).click();
    await addRole.getByLabel('Job Title *').fill(title);
    await addRole.getByLabel('Salary Range').fill('£50,000 - £60,000');
    await addRole.getByLabel('Location').fill('Bristol');
    await addRole.getByLabel('Priority').selectOption('urgent');
    await addRole.getByLabel('Description').fill(
      'Design, build and test the robots that pack our customers’ orders. '.repeat(8),
    );
    await addRole.getByRole('button', { name: 'Add Job Role' }).click();
    await toast(page, 'Job role added successfully').waitFor();
    await addRole.waitFor({ state: 'detached' });
    await page.getByPlaceholder('Search job roles...').fill(title);
    const roleCard = card(page, title);
    await roleCard.getByText(company).waitFor();
    await roleCard.getByText('Open', { exact: true }).waitFor();
    await roleCard.getByText('Urgent priority').waitFor();
    await roleCard.getByText('£50,000 - £60,000').waitFor();
    await page.screenshot({ path: `${SHOTS}/job-role-added.png`, fullPage: true });

    // A new name for the employer shows on its role's card at once: the lists already loaded are refreshed.
    const renamed = `${company} Group`;
    await sidebar(page).getByRole('link', { name: 'Employers' }).click();
    await page.getByPlaceholder('Search employers...').fill(company);
    await chooseFromCardMenu(page, company, 'Edit');
    await editEmployer.getByLabel('Company Name *').fill(renamed);
    await editEmployer.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Employer updated successfully').waitFor();
    await card(page, renamed).waitFor();
    await sidebar(page).getByRole('link', { name: 'Job Roles' }).click();
    await card(page, title).getByText(renamed).waitFor();

    // The employer still has a role: deleting it is refused, with the server's reason.
    await page.goto(`${tests.platform.url}/manage/employers?q=${encodeURIComponent(renamed)}`);
    await chooseFromCardMenu(page, renamed, 'Delete');
    const confirmEmployer = page.getByRole('alertdialog', { name: 'Delete Employer' });
    await confirmEmployer
      .getByText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`)
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-employer-confirm.png` });
    await confirmEmployer.getByRole('button', { name: 'Delete' }).click();
    await toast(page, /^Failed to delete employer\. .*still has 1 job role/).waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-employer-refused.png` });
    await card(page, renamed).waitFor();

    // Edit the role: a new title, a new status.
    await page.goto(`${tests.platform.url}/manage/job-roles?q=${encodeURIComponent(title)}`);
    await chooseFromCardMenu(page, title, 'Edit');
    const editRole = page.getByRole('dialog', { name: 'Edit Job Role' });
    expect(await editRole.getByRole('combobox', { name: 'Employer *' }).inputValue()).toBe(renamed);
    await editRole.getByLabel('Job Title *').fill(`${title} II`);
    await editRole.getByLabel('Status').selectOption('on_hold');
    await page.screenshot({ path: `${SHOTS}/edit-job-role-dialog.png` });
    await editRole.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Job role updated successfully').waitFor();
    await card(page, `${title} II`).getByText('On Hold', { exact: true }).waitFor();

    // Delete the role, then the employer, which now has none.
    await chooseFromCardMenu(page, `${title} II`, 'Delete');
    const confirmRole = page.getByRole('alertdialog', { name: 'Delete Job Role' });
    await confirmRole.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Job role deleted successfully').waitFor();
    await card(page, `${title} II`).waitFor({ state: 'detached' });

    await page.goto(`${tests.platform.url}/manage/employers?q=${encodeURIComponent(renamed)}`);
    await chooseFromCardMenu(page, renamed, 'Delete');
    await confirmEmployer.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Employer deleted successfully').waitFor();
    await page.getByText('No employers found').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
