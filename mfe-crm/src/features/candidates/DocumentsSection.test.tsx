import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateDocument, DocumentUploadAnswer } from '@agency/contracts';
import { answerRequests, shownToast, type Answer, type Request } from '@agency/web-kit/testing';
import { FIRST_PAGE, candidate, detail } from '../../shared/test-fixtures/candidates';
import { viewerInNewYork } from '../../shared/test-fixtures/interactions';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';

viewerInNewYork();
afterEach(resetPage);

// Each test opens the dialog and uploads or confirms: seconds on a busy two-core machine.
const SLOW_MACHINE_MS = 30_000;

const priya = candidate(1, { name: 'Priya Patel', cvUrl: 'https://cv.example.test/priya.pdf' });
const DOCUMENTS = `/api/candidates/${priya.id}/documents`;

function aDocument(changes: Partial<CandidateDocument> = {}): CandidateDocument {
  return {
    id: 'd0c0000000000000000000d1',
    candidateId: priya.id,
    fileName: 'Priya Patel CV.pdf',
    kind: 'pdf',
    contentType: 'application/pdf',
    size: 1536,
    textStatus: 'read',
    uploadedBy: { kind: 'staff', name: 'Rita Recruiter' },
    createdAt: '2026-03-04T15:00:00.000Z',
    ...changes,
  };
}

const aFile = (name: string, size?: number) => {
  const file = new File(['%'.repeat(1000)], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/**
 * 'Candidate Details' of Priya, and a pretend candidates service keeping her documents: an upload answers
 * `uploaded` (and a success lists its document first), a delete takes one out.
 */
async function openDocuments(documents: CandidateDocument[], uploaded: (request: Request) => Answer | 'pending' = () => ({ status: 500 })) {
  let stored = [...documents];
  const server = answerRequests((request) => {
    const { method, url } = request;
    if (`${method} ${url.pathname}${url.search}` === FIRST_PAGE) return { body: { items: [priya], total: 1 } };
    if (method === 'GET' && url.pathname === `/api/candidates/${priya.id}`) return { body: detail(priya) };
    if (url.pathname === DOCUMENTS && method === 'POST') {
      const answer = uploaded(request);
      if (answer !== 'pending' && (answer.status ?? 200) < 300) stored = [(answer.body as DocumentUploadAnswer).document, ...stored];
      return answer;
    }
    if (url.pathname === DOCUMENTS) return { body: stored };
    if (method === 'DELETE') {
      stored = stored.filter((document) => !url.pathname.endsWith(document.id));
      return { status: 204 };
    }
    if (url.pathname.endsWith('/file')) return { body: 'the file' };
    return method === 'GET' ? { body: [] } : 'pending';
  });
  await signIn(recruiter);
  renderAt('/manage/candidates');
  // The name leads to her page; the card's menu opens the quick view.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
  const dialog = await screen.findByRole('dialog', { name: 'Candidate Details' });
  const section = within(await within(dialog).findByRole('region', { name: 'Documents' }));
  return { server, section };
}

const writes = (server: { urls: () => string[] }) => server.urls().filter((call) => !call.startsWith('GET '));

describe("'Candidate Details': the candidate's documents", { timeout: SLOW_MACHINE_MS }, () => {
  it('lists each with its type, size, who uploaded it and when, and keeps the old CV link', async () => {
    const { section } = await openDocuments([
      aDocument(),
      aDocument({
        id: 'd0c0000000000000000000d2',
        fileName: 'Cover letter.txt',
        kind: 'text',
        size: 3 * 1024 * 1024,
        textStatus: 'unreadable',
        uploadedBy: { kind: 'candidate', name: 'Priya Patel' },
      }),
    ]);
    expect(await section.findByText('Documents (2)')).toBeTruthy();
    const cv = section.getByRole('listitem', { name: 'Priya Patel CV.pdf' });
    expect(cv.textContent).toContain('PDF · 2 KB · Uploaded by Rita Recruiter · Mar 4, 2026 10:00 AM');
    const letter = section.getByRole('listitem', { name: 'Cover letter.txt' });
    expect(letter.textContent).toContain('Plain text · 3.0 MB · Uploaded by Priya Patel (candidate)');
    expect(letter.textContent).toContain('The text could not be read');
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe('https://cv.example.test/priya.pdf');
  });

  it('says when there is none, and downloads one with the staff token', async () => {
    const none = await openDocuments([]);
    expect(await none.section.findByText('No documents uploaded')).toBeTruthy();
    resetPage();

    URL.createObjectURL = () => 'blob:http://localhost/cv';
    URL.revokeObjectURL = () => {};
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { server, section } = await openDocuments([aDocument()]);
    await userEvent.click(await section.findByRole('button', { name: 'Download Priya Patel CV.pdf' }));
    await waitFor(() => expect(saved).toEqual(['Priya Patel CV.pdf']));
    const download = server.requests.find((request) => request.url.pathname === `${DOCUMENTS}/d0c0000000000000000000d1/file`);
    expect(download?.headers.authorization).toBe('Bearer test-token');
  });

  it("deletes one only once 'Delete Document' is confirmed", async () => {
    const { server, section } = await openDocuments([aDocument()]);
    await userEvent.click(await section.findByRole('button', { name: 'Delete Priya Patel CV.pdf' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "Priya Patel CV.pdf"? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(writes(server)).toEqual([]);

    await userEvent.click(section.getByRole('button', { name: 'Delete Priya Patel CV.pdf' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete Document' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownToast()).toContain('Document deleted successfully'));
    expect(writes(server)).toEqual([`DELETE ${DOCUMENTS}/d0c0000000000000000000d1`]);
    expect(await section.findByText('No documents uploaded')).toBeTruthy();
  });

  it('uploads a file with the staff token and its progress, then lists it', async () => {
    let answer: (request: Request) => Answer | 'pending' = () => 'pending';
    const { server, section } = await openDocuments([], (request) => answer(request));
    const file = aFile('Priya 2026.pdf');
    await userEvent.upload(section.getByLabelText('Upload a document'), file);
    const progress = await section.findByRole('progressbar', { name: 'Uploading Priya 2026.pdf' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    const [upload] = server.requests.filter((request) => request.method === 'POST');
    expect(`${upload!.url.pathname}${upload!.url.search}`).toBe(`${DOCUMENTS}?fileName=Priya+2026.pdf`);
    expect(upload!.body).toBe(file);
    expect(upload!.headers).toMatchObject({ authorization: 'Bearer test-token', 'content-type': 'application/pdf' });
    await userEvent.click(section.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(section.queryByRole('progressbar')).toBeNull());

    answer = () => ({ status: 201, body: { document: aDocument({ fileName: 'Priya 2026.pdf' }), proposal: null } });
    await userEvent.upload(section.getByLabelText('Upload a document'), file);
    await waitFor(() => expect(shownToast()).toContain('Document uploaded successfully'));
    expect(await section.findByRole('listitem', { name: 'Priya 2026.pdf' })).toBeTruthy();
    expect(section.getByText('Documents (1)')).toBeTruthy();
  });

  it("refuses a file over 10 MB before sending it, and shows the server's message when it refuses one", async () => {
    const { server, section } = await openDocuments([], () => ({
      status: 415,
      body: { message: 'Only PDF, Word (.docx) and plain text files can be uploaded.' },
    }));
    await userEvent.upload(section.getByLabelText('Upload a document'), aFile('Huge.pdf', 10 * 1024 * 1024 + 1));
    expect((await section.findByRole('alert')).textContent).toBe('The file is larger than 10 MB. Please upload a smaller file.');
    expect(writes(server)).toEqual([]);

    await userEvent.upload(section.getByLabelText('Upload a document'), aFile('Renamed.pdf'));
    await waitFor(() =>
      expect(section.getByRole('alert').textContent).toBe('Only PDF, Word (.docx) and plain text files can be uploaded.'),
    );
    expect(writes(server)).toEqual([`POST ${DOCUMENTS}?fileName=Renamed.pdf`]);
  });
});
