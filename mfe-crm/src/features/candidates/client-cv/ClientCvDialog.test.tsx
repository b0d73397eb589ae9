import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CV_NOTE_MAX, type CandidateRecord } from '@agency/contracts';
import { answerRequests, shownToast, type Answer } from '@agency/web-kit/testing';
import { candidate } from '../../../shared/test-fixtures/candidates';
import { recruiter, renderAt, resetPage, signIn } from '../../../test-utils';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const priya = candidate(1, { name: 'Priya Patel' });
const record: CandidateRecord = { candidate: priya, applications: [], education: [], employment: [], documents: [], changes: [], interactions: [], placements: [], messages: [] };
const CLIENT_CV = `/api/candidates/${priya.id}/client-cv`;

/** The candidate's page with the server answering the record, and the client CV with `answer`; the files saved. */
async function openClientCv(answer: Answer = { body: '%PDF-1.7' }) {
  URL.createObjectURL = () => 'blob:http://localhost/client-cv';
  URL.revokeObjectURL = () => {};
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const server = answerRequests(({ method, url }) => {
    if (url.pathname === `/api/candidates/${priya.id}/record`) return { body: record };
    if (method === 'POST' && url.pathname === CLIENT_CV) return answer;
    return 'pending';
  });
  await signIn(recruiter);
  renderAt(`/manage/candidates/${priya.id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Client CV' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Client CV' }));
  const posted = () => server.requests.filter(({ method, url }) => method === 'POST' && url.pathname === CLIENT_CV);
  return { dialog, saved, posted };
}

describe("'Client CV' on a candidate's page", () => {
  it('downloads the PDF under the candidate’s name, with the note, and closes', async () => {
    const { dialog, saved, posted } = await openClientCv();
    expect(dialog.getByRole('checkbox', { name: /Anonymise/ })).toHaveProperty('checked', false);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note for the client' }), 'Strong on pastry.{enter}Free from May.');
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Priya-Patel-CV.pdf']));
    expect(posted().map(({ body, headers }) => [body, headers.authorization])).toEqual([[{ anonymised: false, note: 'Strong on pastry.\nFree from May.' }, 'Bearer test-token']]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Client CV' })).toBeNull());
  });

  it('anonymised, asks for it and saves it without the name', async () => {
    const { dialog, saved, posted } = await openClientCv();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Anonymise/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    const ref = priya.id.slice(-6).toUpperCase();
    await waitFor(() => expect(saved).toEqual([`Candidate-${ref}-CV.pdf`]));
    expect(posted().map(({ body }) => body)).toEqual([{ anonymised: true, note: '' }]);
  });

  it('says a note is too long before sending anything', async () => {
    const { dialog, posted } = await openClientCv();
    const note = dialog.getByRole('textbox', { name: 'Note for the client' });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(CLIENT_CV_NOTE_MAX + 1));
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    expect(await dialog.findByText(/at most 2,000 characters/)).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('stays open with what was typed and says why when the server refuses', async () => {
    const { dialog, saved } = await openClientCv({ status: 404, body: { message: 'Candidate not found' } });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note for the client' }), 'Keep me');
    await userEvent.click(dialog.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(shownToast()).toContain('Failed to make the client CV. Candidate not found'));
    expect(saved).toEqual([]);
    expect(dialog.getByRole('textbox', { name: 'Note for the client' })).toHaveProperty('value', 'Keep me');
  });
});
