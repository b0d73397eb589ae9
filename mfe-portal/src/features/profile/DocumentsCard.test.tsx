import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateDocument, DocumentUploadAnswer } from '@agency/contracts';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { aDocument, aFile, aProfile, aProposal, renderAt, resetPage, signIn } from '../../test-utils';

afterEach(resetPage);

// Each test uploads, reviews and fills dialogs: seconds on a busy two-core machine.
const SLOW_MACHINE_MS = 30_000;
const DOCUMENTS = '/api/candidate/documents';

/**
 * A signed-in candidate on the Profile tab, and a pretend candidates service: the documents kept in memory
 * (an upload answers `uploaded` and, when it is a success, lists its document first; a delete takes it out),
 * the profile update and the entries' creation answered as saved.
 */
function showDocuments(documents: CandidateDocument[], uploaded: (request: Request) => Answer | 'pending' = () => ({ status: 500 })) {
  signIn();
  let stored = [...documents];
  const server = answerRequests((request) => {
    const { method, url, body } = request;
    if (url.pathname === '/api/candidate/auth/account') return { body: { email: 'ada@example.test', hasPassword: true } };
    if (url.pathname === '/api/candidate/email-preferences') return { body: { interviewReminders: true, messageAlerts: true } };
    if (url.pathname === DOCUMENTS && method === 'POST') {
      const answer = uploaded(request);
      if (answer !== 'pending' && (answer.status ?? 200) < 300) stored = [(answer.body as DocumentUploadAnswer).document, ...stored];
      return answer;
    }
    if (url.pathname === DOCUMENTS) return { body: stored };
    if (url.pathname.startsWith(`${DOCUMENTS}/`) && method === 'DELETE') {
      stored = stored.filter((document) => !url.pathname.endsWith(document.id));
      return { status: 204 };
    }
    if (url.pathname.endsWith('/file')) return { body: 'the file' };
    if (url.pathname === '/api/candidate/education' || url.pathname === '/api/candidate/employment') {
      if (method === 'GET') return { body: [] };
      const stamp = { id: 'new', candidateId: 'c1', createdAt: '2026-11-20T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };
      return { status: 201, body: { keyAchievements: [], ...(body as object), ...stamp } };
    }
    if (method === 'PUT') return { body: aProfile(body as object) };
    return { body: aProfile() };
  });
  renderAt();
  return server;
}

const card = async () => within(await screen.findByRole('region', { name: 'CV and documents' }));
const sent = (server: { requests: Request[] }, method: string, path: string) =>
  server.requests.filter((request) => request.method === method && request.url.pathname === path);
/** What was sent apart from reading: the uploads, saves and deletes. */
const writes = (server: { urls: () => string[] }) => server.urls().filter((call) => !call.startsWith('GET '));

describe("the Profile tab's 'CV and documents'", { timeout: SLOW_MACHINE_MS }, () => {
  it('lists each document with its type, size, when, who uploaded it, and a note when its text could not be read', async () => {
    showDocuments([
      aDocument(),
      aDocument({
        id: 'd0c0000000000000000000d2',
        fileName: 'A very long file name with no spaces to break it_________________________________.docx',
        kind: 'docx',
        size: Math.round(2.4 * 1024 * 1024),
        textStatus: 'no-text',
        uploadedBy: { kind: 'staff', name: 'Rita Recruiter' },
        createdAt: '2026-11-21T15:30:00.000Z',
      }),
    ]);
    const documents = within((await card()).getByRole('list', { name: 'Documents' }));
    const first = documents.getAllByRole('listitem')[0]!;
    expect(first.getAttribute('aria-label')).toBe('Ada Lovelace CV.pdf');
    expect(first.textContent).toContain('PDF · 244 KB · ');
    expect(first.textContent).toContain(' · Uploaded by You');
    expect(within(first).getByRole('button', { name: 'Download Ada Lovelace CV.pdf' })).toBeTruthy();
    const second = documents.getAllByRole('listitem')[1]!;
    expect(second.textContent).toContain('Word · 2.4 MB · ');
    expect(second.textContent).toContain('Uploaded by Your recruiter');
    expect(second.textContent).not.toContain('Rita Recruiter');
    expect(second.textContent).toContain('No text could be read (a scanned PDF?)');
    // The when, in the viewer's time zone as every date of the portal.
    expect(within(second).getByText((_, element) => element?.tagName === 'TIME').getAttribute('dateTime')).toBe('2026-11-21T15:30:00.000Z');
  });

  it('says when there is none yet, and offers the upload with what it accepts', async () => {
    showDocuments([]);
    const section = await card();
    expect(await section.findByText('No documents uploaded yet.')).toBeTruthy();
    const picker = section.getByLabelText('Upload a document') as HTMLInputElement;
    expect(picker.type).toBe('file');
    expect(picker.accept).toBe('.pdf,.docx,.txt');
    expect(document.getElementById(picker.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PDF, Word (.docx) or plain text, up to 10 MB',
    );
  });

  it('downloads a document with the candidate token and saves it under its name', async () => {
    const server = showDocuments([aDocument()]);
    // jsdom makes no object URLs: one address stands in (kept after the test, for the URL's later release).
    URL.createObjectURL = () => 'blob:http://localhost/cv';
    URL.revokeObjectURL = () => {};
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await userEvent.click(await (await card()).findByRole('button', { name: 'Download Ada Lovelace CV.pdf' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/cv', download: 'Ada Lovelace CV.pdf' }]));
    const [download] = sent(server, 'GET', `${DOCUMENTS}/d0c0000000000000000000d1/file`);
    expect(download!.headers.authorization).toBe('Bearer candidate-token');
  });

  it("deletes a document only once 'Delete Document' is confirmed, then lists the rest", async () => {
    const server = showDocuments([aDocument(), aDocument({ id: 'd0c0000000000000000000d2', fileName: 'Cover letter.txt', kind: 'text' })]);
    await userEvent.click(await (await card()).findByRole('button', { name: 'Delete Ada Lovelace CV.pdf' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "Ada Lovelace CV.pdf"? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes(server)).toEqual([]);

    await userEvent.click((await card()).getByRole('button', { name: 'Delete Ada Lovelace CV.pdf' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownToast()).toContain('Document deleted successfully'));
    expect(writes(server)).toEqual([`DELETE ${DOCUMENTS}/d0c0000000000000000000d1`]);
    await waitFor(() => expect((within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('listitem')).map((item) => item.getAttribute('aria-label'))).toEqual(['Cover letter.txt']));
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const server = showDocuments([]);
    const section = await card();
    await userEvent.upload(section.getByLabelText('Upload a document'), aFile('Huge CV.pdf', 'application/pdf', 10 * 1024 * 1024 + 1));
    expect((await section.findByRole('alert')).textContent).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect(writes(server)).toEqual([]);
  });

  it("shows the server's message when it refuses the file's type", async () => {
    const server = showDocuments([], () => ({ status: 415, body: { message: 'Only PDF, Word (.docx) and plain text files can be uploaded.' } }));
    const section = await card();
    await userEvent.upload(section.getByLabelText('Upload a document'), aFile('cv.pdf', 'application/pdf'));
    expect((await section.findByRole('alert')).textContent).toBe('Only PDF, Word (.docx) and plain text files can be uploaded.');
    expect(writes(server)).toEqual([`POST ${DOCUMENTS}?fileName=cv.pdf`]);
    expect(section.queryByText('We read your CV. Review what we found:')).toBeNull();
  });

  it('sends the file itself with its type and the candidate token, shows its progress, and can cancel it', async () => {
    const server = showDocuments([], () => 'pending');
    const section = await card();
    const file = new File(['%'.repeat(1000)], 'Ada Lovelace CV.pdf', { type: 'application/pdf' });
    await userEvent.upload(section.getByLabelText('Upload a document'), file);
    // The pretend server takes half of it, then waits.
    const progress = await section.findByRole('progressbar', { name: 'Uploading Ada Lovelace CV.pdf' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    expect(section.getByText(/Uploading/).textContent).toContain('50%');
    const [upload] = sent(server, 'POST', DOCUMENTS);
    expect(upload!.url.search).toBe('?fileName=Ada+Lovelace+CV.pdf');
    expect(upload!.body).toBe(file);
    expect(upload!.headers).toMatchObject({ 'content-type': 'application/pdf', authorization: 'Bearer candidate-token' });
    expect((section.getByLabelText('Upload a document') as HTMLInputElement).disabled).toBe(true);

    await userEvent.click(section.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(section.queryByRole('progressbar')).toBeNull());
    expect((section.getByLabelText('Upload a document') as HTMLInputElement).disabled).toBe(false);
  });
});

describe("'We read your CV. Review what we found:'", { timeout: SLOW_MACHINE_MS }, () => {
  const cv = aDocument({ id: 'd0c0000000000000000000d9' });

  async function uploadCv(proposal = aProposal()) {
    const server = showDocuments([], () => ({ status: 201, body: { document: cv, proposal } }));
    const section = await card();
    await userEvent.upload(section.getByLabelText('Upload a document'), aFile());
    const review = within(await section.findByRole('region', { name: 'We read your CV. Review what we found:' }));
    return { server, review };
  }

  it('lists the new document and shows what the CV proposes, sending nothing but the upload', async () => {
    const { server, review } = await uploadCv();
    await waitFor(() => expect(shownToast()).toContain('Document uploaded successfully'));
    expect(await within(screen.getByRole('region', { name: 'CV and documents' })).findByRole('listitem', { name: 'Ada Lovelace CV.pdf' })).toBeTruthy();
    // The list was read again after the upload.
    expect(sent(server, 'GET', DOCUMENTS)).toHaveLength(2);

    expect((review.getByLabelText('Proposed current role') as HTMLInputElement).value).toBe('Senior Analyst');
    expect(review.getByText('Your profile says: Analyst')).toBeTruthy();
    expect((review.getByLabelText('Proposed location') as HTMLInputElement).value).toBe('Leeds');
    // TypeScript is on the profile already: only the new skills are offered.
    const chips = within(review.getByRole('list', { name: 'Added skills to add' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.firstChild?.textContent)).toEqual(['Python', 'Statistics']);
    const employment = within(review.getByRole('list', { name: 'Work experience found in your CV' }));
    expect(employment.getByRole('listitem', { name: 'Senior Analyst at Analytical Engines Ltd' }).textContent).toContain('Mar 2021 – Present');
    expect(employment.getByRole('listitem', { name: 'Tutor at Babbage & Co' }).textContent).toContain('Give the start month to add it.');
    const education = within(review.getByRole('list', { name: 'Education found in your CV' }));
    expect(education.getByRole('listitem', { name: 'BSc, University of London' }).textContent).toContain('2011 – 2014');
    expect(education.getByRole('listitem', { name: 'Royal Institution' }).textContent).toContain('Give the qualification to add it.');

    expect(writes(server)).toEqual([`POST ${DOCUMENTS}?fileName=Ada+Lovelace+CV.pdf`]);
  });

  it("applies the edited role, the location and the skills left through the profile update, and only on 'Apply to profile'", async () => {
    const { server, review } = await uploadCv();
    const role = review.getByLabelText('Proposed current role');
    await userEvent.clear(role);
    await userEvent.type(role, 'Lead Analyst');
    await userEvent.click(review.getByRole('button', { name: 'Remove Statistics' }));
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([]);

    await userEvent.click(review.getByRole('button', { name: 'Apply to profile' }));
    await waitFor(() => expect(shownToast()).toContain('Profile updated successfully'));
    expect(sent(server, 'PUT', '/api/candidate/profile').map((request) => request.body)).toEqual([
      { currentRole: 'Lead Analyst', location: 'Leeds', skills: ['TypeScript', 'Mathematics', 'Python'] },
    ]);
    await waitFor(() => expect(review.queryByLabelText('Proposed current role')).toBeNull());
    expect(await screen.findByText('Lead Analyst', { selector: 'dd' })).toBeTruthy();
  });

  it('leaves an emptied field as the profile has it', async () => {
    const { server, review } = await uploadCv(aProposal({ skills: [] }));
    await userEvent.clear(review.getByLabelText('Proposed location'));
    await userEvent.click(review.getByRole('button', { name: 'Apply to profile' }));
    await waitFor(() => expect(sent(server, 'PUT', '/api/candidate/profile')).toHaveLength(1));
    expect(sent(server, 'PUT', '/api/candidate/profile')[0]!.body).toEqual({ currentRole: 'Senior Analyst' });
  });

  it('lets no other entry be dropped or edited while an add is out, so its answer takes the right one off the list', async () => {
    const { review } = await uploadCv();
    const pending = answerRequests((request) =>
      request.url.pathname === '/api/candidate/employment' && request.method === 'POST' ? 'pending' : { body: [] },
    );
    await userEvent.click(review.getByRole('button', { name: 'Add Senior Analyst at Analytical Engines Ltd' }));
    await waitFor(() => expect(review.getByRole('button', { name: 'Add Senior Analyst at Analytical Engines Ltd' }).textContent).toBe('Adding...'));
    for (const name of ['Drop Senior Analyst at Analytical Engines Ltd', 'Drop Tutor at Babbage & Co', 'Complete and add Tutor at Babbage & Co']) {
      expect((review.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    // Another list's entries are counted apart: they stay free.
    expect((review.getByRole('button', { name: 'Drop BSc, University of London' }) as HTMLButtonElement).disabled).toBe(false);
    expect(pending.urls()).toContain('POST /api/candidate/employment');
  });

  it('adds a complete entry as it was proposed, has a missing field given in the pre-filled dialog first, and drops one', async () => {
    const { server, review } = await uploadCv();
    await userEvent.click(review.getByRole('button', { name: 'Add Senior Analyst at Analytical Engines Ltd' }));
    await waitFor(() => expect(shownToast()).toContain('Employment entry added successfully'));
    expect(sent(server, 'POST', '/api/candidate/employment').map((request) => request.body)).toEqual([
      {
        organization: 'Analytical Engines Ltd',
        role: 'Senior Analyst',
        startYear: 2021,
        startMonth: 3,
        endYear: null,
        endMonth: null,
        isCurrent: true,
        keyAchievements: [],
        description: null,
      },
    ]);
    await waitFor(() => expect(review.queryByRole('listitem', { name: 'Senior Analyst at Analytical Engines Ltd' })).toBeNull());

    // The tutor's start month is missing: no Add, the dialog asks for it.
    expect(review.queryByRole('button', { name: 'Add Tutor at Babbage & Co' })).toBeNull();
    await userEvent.click(review.getByRole('button', { name: 'Complete and add Tutor at Babbage & Co' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Experience' }));
    expect((dialog.getByLabelText('Organization *') as HTMLInputElement).value).toBe('Babbage & Co');
    expect((dialog.getByLabelText('Role *') as HTMLInputElement).value).toBe('Tutor');
    expect((dialog.getByLabelText('Start Year *') as HTMLInputElement).value).toBe('2015');
    expect((dialog.getByLabelText('Start Month *') as HTMLSelectElement).value).toBe('');
    expect([(dialog.getByLabelText('End Month') as HTMLSelectElement).value, (dialog.getByLabelText('End Year') as HTMLInputElement).value]).toEqual(['6', '2020']);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Experience' }));
    expect(await dialog.findByText('Start month must be a month')).toBeTruthy();
    expect(sent(server, 'POST', '/api/candidate/employment')).toHaveLength(1);
    await userEvent.selectOptions(dialog.getByLabelText('Start Month *'), 'September');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Experience' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'POST', '/api/candidate/employment')[1]!.body).toEqual({
      organization: 'Babbage & Co',
      role: 'Tutor',
      startYear: 2015,
      startMonth: 9,
      endYear: 2020,
      endMonth: 6,
      isCurrent: false,
      keyAchievements: [],
      description: null,
    });
    await waitFor(() => expect(review.queryByRole('list', { name: 'Work experience found in your CV' })).toBeNull());

    await userEvent.click(review.getByRole('button', { name: 'Drop BSc, University of London' }));
    await userEvent.click(review.getByRole('button', { name: 'Complete and add Royal Institution' }));
    const education = within(await screen.findByRole('dialog', { name: 'Add Education' }));
    expect((education.getByLabelText('Institution *') as HTMLInputElement).value).toBe('Royal Institution');
    await userEvent.type(education.getByLabelText('Qualification *'), 'Certificate');
    await userEvent.click(education.getByRole('button', { name: 'Add Education' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(server, 'POST', '/api/candidate/education').map((request) => request.body)).toEqual([
      { institution: 'Royal Institution', qualification: 'Certificate', fieldOfStudy: null, startYear: 2010, endYear: null, grade: null, description: null },
    ]);
    // Nothing went to the profile, and the dropped entry nowhere.
    expect(sent(server, 'PUT', '/api/candidate/profile')).toEqual([]);
    expect(review.getByText('Your profile')).toBeTruthy();
  });

  it('says so when no text could be read, and offers nothing to review', async () => {
    showDocuments([], () => ({ status: 201, body: { document: { ...cv, textStatus: 'no-text' }, proposal: null } }));
    const section = await card();
    await userEvent.upload(section.getByLabelText('Upload a document'), aFile());
    expect((await section.findByRole('status')).textContent).toBe(
      'Ada Lovelace CV.pdf: No text could be read (a scanned PDF?). Nothing was read from it for your profile.',
    );
    expect(section.queryByRole('region', { name: 'We read your CV. Review what we found:' })).toBeNull();
  });
});
