import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDocument, CandidateProfile, Employer, JobRole } from '@agency/contracts';
import { pdfOf } from '@agency/testing';
import { apiClient } from './api-client';
import { card, screenshotFolder, setUpBrowserTests, toast, type OpenPage } from './browser';
import { staffCaller, type StaffCall } from './linked-records';

/**
 * CVs through the whole platform (issue 20): a candidate uploads a PDF in the wizard and accepts what it
 * proposes; a recruiter finds them by a word that is only in the CV and downloads it; nobody else can; erasure
 * removes the stored file. Real gateway, candidates service, MinIO and Chromium.
 */

const SHOTS = screenshotFolder('/tmp/shots-documents');
const tests = setUpBrowserTests();
const run = `E2E DOC ${process.pid}`;
const tag = Date.now().toString(36);
const applicant = { name: `Quinn Document ${tag}`, email: `quinn.document.${tag}@example.test` };
// A word that appears in the CV and nowhere else on the platform.
const cvOnlyWord = `Zephyrometrics${tag}`;

let staff: StaffCall;
let employer: Employer;
let role: JobRole;
let candidateId: string | undefined;

beforeAll(async () => {
  staff = await staffCaller(tests.platform.url);
  employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
  role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Data Engineer`, status: 'open' });
});
afterAll(async () => {
  const remove = (path: string) => staff('DELETE', path).catch(() => undefined);
  if (role) await remove(`/api/job-roles/${role.id}`);
  if (employer) await remove(`/api/employers/${employer.id}`);
});

const cv = await pdfOf([
  applicant.name,
  'Leeds, United Kingdom',
  'Experience',
  'Senior Data Engineer at Northwind Analytics',
  'Jan 2021 - Present',
  `Built the ${cvOnlyWord} pipeline that scores 2 million events a day.`,
  'Data Engineer at Contoso Bank',
  'Mar 2017 - Dec 2020',
  'Education',
  'BSc Computer Science, University of Leeds, 2013 - 2016',
  'Skills',
  'Python, SQL, Apache Spark',
]);

describe('CVs, in Chromium', () => {
  let visitor: OpenPage;
  let stored: CandidateDocument;

  it('a new candidate uploads a PDF CV in the wizard, sees the fields filled in from it, and keeps them', async () => {
    visitor = await tests.newPage({ width: 390, height: 844 });
    const { page } = visitor;
    await page.goto(`${tests.platform.url}/jobs/${role.slug}`);
    await page.getByRole('button', { name: 'Apply for This Position' }).click();
    const apply = page.getByRole('dialog', { name: `Apply for ${role.title}` });
    await apply.getByLabel('Full Name *').fill(applicant.name);
    await apply.getByLabel('Email *').fill(applicant.email);
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await page.waitForURL(`${tests.platform.url}/candidateportal?wizard=true`);

    await page.getByText('Upload your CV to fill in your profile').waitFor();
    await page.getByLabel('Choose your CV').setInputFiles({ name: 'Quinn CV.pdf', mimeType: 'application/pdf', buffer: cv });
    await page.getByRole('status').getByText("We filled in the empty fields with what we found, marked 'From your CV'").waitFor();
    expect(await page.getByLabel('Current Role').inputValue()).toBe('Senior Data Engineer');
    expect(await page.getByLabel('Location').inputValue()).toBe('Leeds, United Kingdom');
    const skills = await page.getByRole('list', { name: 'Skills' }).getByRole('listitem').allTextContents();
    expect(skills).toEqual(expect.arrayContaining(['Python×', 'SQL×']));
    await page.screenshot({ path: `${SHOTS}/wizard-cv-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Step 2 offers the CV's degree: added as proposed.
    await page.getByRole('button', { name: 'Next: Education' }).click();
    const found = page.getByRole('list', { name: 'Education found in your CV' });
    await found.waitFor();
    await found.getByRole('button', { name: /^Add / }).first().click();
    await toast(page, 'Education entry added successfully').waitFor();
    await page.screenshot({ path: `${SHOTS}/wizard-cv-education-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next: Experience' }).click();
    await page.getByRole('list', { name: 'Work experience found in your CV' }).waitFor();
    await page.getByRole('button', { name: 'Next: Complete Profile' }).click();
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.waitForURL(`${tests.platform.url}/candidateportal`);

    const token = await page.evaluate(() => localStorage.getItem('candidateToken'));
    const api = apiClient(tests.platform.url);
    const profile = (await api.send('GET', '/api/candidate/profile', { token: token! })).body as CandidateProfile;
    candidateId = profile.id;
    expect(profile).toMatchObject({ currentRole: 'Senior Data Engineer', location: 'Leeds, United Kingdom', profileCompleted: true });
    expect(profile.skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
    const education = (await api.send('GET', '/api/candidate/education', { token: token! })).body as { institution: string }[];
    expect(education.map((entry) => entry.institution)).toEqual([expect.stringContaining('University of Leeds')]);
    const documents = (await api.send('GET', '/api/candidate/documents', { token: token! })).body as CandidateDocument[];
    expect(documents).toMatchObject([{ fileName: 'Quinn CV.pdf', kind: 'pdf', size: cv.byteLength, textStatus: 'read', uploadedBy: { kind: 'candidate' } }]);
    stored = documents[0]!;
    expect(await tests.platform.objectStore.keys(`candidates/${candidateId}/`)).toEqual([`candidates/${candidateId}/${stored.id}`]);

    // The Profile tab lists it.
    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Download Quinn CV.pdf' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/profile-documents-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(visitor.errors).toEqual([]);
  });

  it('a recruiter finds the candidate by a word only in the CV, sees where, and downloads the file as uploaded', async () => {
    const recruiter = await tests.signedInPage();
    const { page } = recruiter;
    await page.goto(`${tests.platform.url}/manage/candidates`);
    await page.getByPlaceholder('Search candidates...').fill(cvOnlyWord.toLowerCase());
    const found = card(page, applicant.name);
    await found.getByText(/In CV/).waitFor();
    expect(await found.textContent()).toContain(cvOnlyWord);
    await page.screenshot({ path: `${SHOTS}/crm-search-in-cv.png` });

    await found.getByRole('button', { name: `Actions for ${applicant.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Quick View' }).click();
    const details = page.getByRole('dialog', { name: 'Candidate Details' });
    const documents = details.getByRole('region', { name: 'Documents' });
    await documents.getByText('Quinn CV.pdf').waitFor();
    await page.screenshot({ path: `${SHOTS}/crm-details-documents.png` });
    const [download] = await Promise.all([page.waitForEvent('download'), documents.getByRole('button', { name: 'Download Quinn CV.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('Quinn CV.pdf');
    expect(readFileSync((await download.path())!).equals(cv)).toBe(true);

    // The recruiter adds a plain-text note: text files are passed through the gateway unread too.
    await documents.getByLabel('Upload a document').setInputFiles({ name: 'call notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Called Quinn: available from March.') });
    await toast(page, 'Document uploaded successfully').waitFor();
    await documents.getByRole('heading', { name: 'Documents (2)' }).waitFor();
    await documents.getByText('Uploaded by Administrator').waitFor();
    expect(recruiter.errors).toEqual([]);
  });

  it('another candidate cannot download it, by either path', async () => {
    const api = apiClient(tests.platform.url);
    const other = await api.send('POST', '/api/applications/apply-and-register', {
      body: { jobRoleId: role.id, candidateEmail: `other.${tag}@example.test`, candidateFullName: 'Olly Other' },
    });
    expect(other.status).toBe(201);
    const token = other.body.candidateToken as string;
    expect((await api.send('GET', `/api/candidate/documents/${stored.id}/file`, { token })).status).toBe(404);
    expect((await api.send('GET', `/api/candidates/${candidateId}/documents/${stored.id}/file`, { token })).status).toBe(401);
    expect((await api.send('GET', `/api/candidates/${candidateId}/documents/${stored.id}/file`)).status).toBe(401);
    await staff('DELETE', `/api/candidates/${(await api.send('GET', '/api/candidate/profile', { token })).body.id}`);
  });

  it("erasing the candidate removes the stored file", async () => {
    // The CV and the recruiter's note.
    expect(await tests.platform.objectStore.keys(`candidates/${candidateId}/`)).toHaveLength(2);
    await staff('DELETE', `/api/candidates/${candidateId}`);
    expect(await tests.platform.objectStore.keys(`candidates/${candidateId}/`)).toEqual([]);
  });
});
