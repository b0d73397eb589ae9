import { describe, expect, it } from 'vitest';
import { screenshotFolder, setUpBrowserTests, sidebar, toast } from './browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './platform';

// Screenshots of the staff screens, to look at after a run.
const SHOTS = screenshotFolder('/tmp/shots');
const tests = setUpBrowserTests();
const { newPage, signIn } = tests;

describe('staff sign-in and team users in Chromium', () => {
  it('sends /manage without a session to /login', async () => {
    const { page } = await newPage();
    await page.goto(`${tests.platform.url}/manage`);
    await page.waitForURL(`${tests.platform.url}/login`);
    await page.getByRole('heading', { name: 'Team Login' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/login.png`, fullPage: true });
    await page.context().close();
  });

  it("shows 'Invalid credentials' for a wrong password", async () => {
    const { page } = await newPage();
    await signIn(page, ADMIN_EMAIL, 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Invalid credentials');
    expect(page.url()).toBe(`${tests.platform.url}/login`);
    await page.screenshot({ path: `${SHOTS}/login-failed.png`, fullPage: true });
    await page.context().close();
  });

  it('lets the administrator add a recruiter, who then signs in without access to the team', async () => {
    const { page, errors } = await newPage();

    // The administrator signs in and sees Users.
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${tests.platform.url}/manage`);
    await toast(page, 'Login successful').waitFor();
    await toast(page, 'Welcome back to TalentBridge CRM').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Users' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/shell.png`, fullPage: true });

    // The header search finds job roles and opens the job roles page for the chosen one.
    await page.getByRole('combobox', { name: 'Search' }).fill('backend');
    await page.getByRole('option', { name: /Senior Backend Engineer/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/search.png` });
    await page.getByRole('option', { name: /Senior Backend Engineer/ }).click();
    await page.waitForURL(`${tests.platform.url}/manage/job-roles?q=Senior+Backend+Engineer`);
    await page.getByRole('heading', { level: 1, name: 'Job Roles' }).waitFor();

    // Users: add a recruiter through the dialog.
    await sidebar(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: /^Team Members \(\d+\)$/ }).waitFor();
    await page.getByRole('cell', { name: ADMIN_EMAIL }).waitFor();
    const recruiterEmail = `recruiter-${Date.now()}@talentbridge.local`;
    const recruiterPassword = 'Harbour-Lights-2025';
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Team Member' });
    await dialog.getByLabel('Full Name').fill('Riley Recruiter');
    await dialog.getByLabel('Email', { exact: true }).fill(recruiterEmail);
    await dialog.getByLabel('Invite by e-mail: they choose their own password').uncheck();
    await dialog.getByLabel('Password', { exact: true }).fill(recruiterPassword);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('recruiter');
    await page.screenshot({ path: `${SHOTS}/add-user-dialog.png` });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await toast(page, 'User added successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: recruiterEmail }).waitFor();
    await page.screenshot({ path: `${SHOTS}/users.png`, fullPage: true });

    // The same email again is refused with the server's message in a destructive toast.
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'Add User' }).click();
    await dialog.getByLabel('Full Name').fill('Riley Again');
    await dialog.getByLabel('Email', { exact: true }).fill(recruiterEmail);
    await dialog.getByLabel('Invite by e-mail: they choose their own password').uncheck();
    await dialog.getByLabel('Password', { exact: true }).fill(recruiterPassword);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await toast(page, 'Error adding user').waitFor();
    await page.screenshot({ path: `${SHOTS}/add-user-failed.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The administrator's own row has no delete button.
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBeGreaterThan(0);
    const ownRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: ADMIN_EMAIL }) });
    expect(await ownRow.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    // Sign out, then in as the recruiter: no Users, and the page itself refuses.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${tests.platform.url}/`);
    await signIn(page, recruiterEmail, recruiterPassword);
    await page.waitForURL(`${tests.platform.url}/manage`);
    await page.getByText('Riley Recruiter').waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Users' }).count()).toBe(0);
    // 'Add New' offers what a recruiter may create, but not a team member.
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('menuitem', { name: 'Add Candidate' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Add User' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${tests.platform.url}/manage/users`);
    await page.getByText('Access denied. Only administrators can manage users.').waitFor();
    await page.screenshot({ path: `${SHOTS}/users-access-denied.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the administrator edit and delete a member; a deleted member is signed out at once', async () => {
    const admin = await newPage();
    const member = await newPage();
    const email = `member-${Date.now()}@talentbridge.local`;

    await signIn(admin.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.page.waitForURL(`${tests.platform.url}/manage`);
    await admin.page.goto(`${tests.platform.url}/manage/users`);
    await admin.page.getByRole('button', { name: 'Add User' }).click();
    const addDialog = admin.page.getByRole('dialog', { name: 'Add New Team Member' });
    await addDialog.getByLabel('Full Name').fill('Morgan Member');
    await addDialog.getByLabel('Email', { exact: true }).fill(email);
    await addDialog.getByLabel('Invite by e-mail: they choose their own password').uncheck();
    await addDialog.getByLabel('Password', { exact: true }).fill('Quiet-Fjord-2025!');
    await addDialog.getByLabel('Role').selectOption('manager');
    await addDialog.getByRole('button', { name: 'Add User' }).click();
    await admin.page.getByRole('cell', { name: email }).waitFor();

    // The member signs in elsewhere.
    await signIn(member.page, email, 'Quiet-Fjord-2025!');
    await member.page.waitForURL(`${tests.platform.url}/manage`);

    // Edit: a new name.
    await admin.page.getByRole('button', { name: 'Edit Morgan Member' }).click();
    const editDialog = admin.page.getByRole('dialog', { name: 'Edit Team Member' });
    await editDialog.getByLabel('Full Name').fill('Morgan Renamed');
    await admin.page.screenshot({ path: `${SHOTS}/edit-user-dialog.png` });
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin.page, 'User updated').waitFor();
    await admin.page.getByRole('cell', { name: 'Morgan Renamed', exact: true }).waitFor();

    // Delete, after the browser's confirmation.
    let question = '';
    admin.page.once('dialog', (confirm) => {
      question = confirm.message();
      void confirm.accept();
    });
    await admin.page.getByRole('button', { name: 'Delete Morgan Renamed' }).click();
    await toast(admin.page, 'User deleted').waitFor();
    await toast(admin.page, 'Team member has been removed').waitFor();
    expect(question).toBe('Are you sure you want to delete Morgan Renamed? This action cannot be undone.');
    await admin.page.getByRole('cell', { name: email }).waitFor({ state: 'detached' });

    // The deleted member's session is refused at once: the next visit checks it and lands on /login.
    await member.page.reload();
    await member.page.waitForURL(`${tests.platform.url}/login`);
    expect(await member.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    expect(admin.errors).toEqual([]);
    await admin.page.context().close();
    await member.page.context().close();
  });
});
