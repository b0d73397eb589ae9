import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '@agency/contracts';
import { answerRequests } from '@agency/web-kit/testing';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../../../test-utils';

afterEach(resetPage);

const draft: ImportJob = {
  id: '65a0000000000000000000c1',
  entity: 'candidates',
  fileName: 'people.csv',
  status: 'draft',
  columns: ['Full name', 'E-mail', 'Notes'],
  totalRows: 3,
  processedRows: 0,
  settings: { mapping: ['name', 'email', 'summary'], duplicates: 'skip' },
  counts: { created: 0, updated: 0, skipped: 0, refused: 0 },
  undone: null,
  createdBy: { id: 'u1', name: 'Ada Admin' },
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};
const targets = [
  { field: 'name', label: 'Full Name', required: true },
  { field: 'email', label: 'Email', required: false },
  { field: 'summary', label: 'Summary', required: false },
];
const preview = (job: ImportJob): ImportPreview => ({
  job,
  targets,
  rows: [{ name: 'Ana Silva', email: 'ana@example.com', ...(job.settings.mapping[2] ? { summary: 'keep' } : {}) }],
  refused: [{ row: 3, field: 'email', message: 'Email: must be a valid email address' }],
  refusedRows: 1,
});

describe('/manage/import', () => {
  it('tells a recruiter access is denied, and asks nothing of the server', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage/import');
    expect(await screen.findByText('Access denied. Only managers and administrators can do this.')).toBeTruthy();
    expect(requests.urls()).toEqual([]);
  });

  it('shows the mapping, the preview and the refused rows; a column changed by hand is sent, then the import starts with it', async () => {
    let job = draft;
    const server = answerRequests(({ method, url, body }) => {
      if (url.pathname === '/api/imports/candidates') return { body: { items: [job] } };
      if (url.pathname.endsWith('/preview')) return { body: preview(job) };
      if (method === 'PUT') {
        job = { ...job, settings: body as ImportJob['settings'] };
        return { body: preview(job) };
      }
      if (url.pathname.endsWith('/start')) {
        job = { ...job, status: 'running', processedRows: 1 };
        return { body: job };
      }
      return { body: job };
    });
    await signIn(administrator);
    renderAt(`/manage/import?what=candidates&import=${draft.id}`);
    expect(within(screen.getByRole('navigation', { name: 'Management' })).getByRole('link', { name: 'Import' })).toBeTruthy();
    const notes = (await screen.findByLabelText('Field for Notes')) as HTMLSelectElement;
    expect(notes.value).toBe('summary');
    expect(screen.getByText('Email: must be a valid email address')).toBeTruthy();
    expect(screen.getByText('keep')).toBeTruthy();
    await userEvent.selectOptions(notes, '');
    await waitFor(() => expect(screen.queryByText('keep')).toBeNull());
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({ mapping: ['name', 'email', null], duplicates: 'skip' });
    await userEvent.selectOptions(screen.getByLabelText('Rows that match an existing record'), 'update');
    await userEvent.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText('Importing: 1 of 3 rows')).toBeTruthy();
    expect(server.requests.find((request) => request.url.pathname.endsWith('/start'))?.body).toEqual({ mapping: ['name', 'email', null], duplicates: 'update' });
  });

  it('imports job roles too, and shows a custom field mapped from a column with its value', async () => {
    const roles: ImportJob = { ...draft, entity: 'job-roles', columns: ['Company', 'Title', 'Fee'], settings: { ...draft.settings, mapping: ['employer', 'title', 'customFields.fee_band'] } };
    answerRequests(({ url }) => {
      if (url.pathname === '/api/imports/job-roles') return { body: { items: [roles] } };
      if (url.pathname.endsWith('/preview'))
        return {
          body: {
            job: roles,
            targets: [
              { field: 'employer', label: 'Employer', required: true },
              { field: 'title', label: 'Job Title', required: true },
              { field: 'customFields.fee_band', label: 'Fee band', required: false },
            ],
            rows: [{ employer: 'Harbour Ltd', title: 'Skipper', customFields: { fee_band: 'Band B' } }],
            refused: [],
            refusedRows: 0,
          } satisfies ImportPreview,
        };
      return { body: roles };
    });
    await signIn(administrator);
    renderAt(`/manage/import?what=job-roles&import=${roles.id}`);
    expect(((await screen.findByLabelText('Field for Fee')) as HTMLSelectElement).value).toBe('customFields.fee_band');
    expect((screen.getByLabelText('What to import') as HTMLSelectElement).value).toBe('job-roles');
    expect(screen.getByRole('option', { name: 'Job roles' })).toBeTruthy();
    expect(screen.getByText('Band B')).toBeTruthy();
    expect(screen.getByText('A match: a role of the same employer with the same title.')).toBeTruthy();
  });

  it('finds a running import after a reload, and reports a finished one with its downloads and undo', async () => {
    const running: ImportJob = { ...draft, status: 'running', processedRows: 2 };
    let job = running;
    answerRequests(({ url }) => (url.pathname === '/api/imports/candidates' ? { body: { items: [job] } } : { body: job }));
    await signIn(administrator);
    renderAt('/manage/import');
    expect(await screen.findByText('Importing: 2 of 3 rows')).toBeTruthy();
    job = { ...running, status: 'done', processedRows: 3, counts: { created: 1, updated: 0, skipped: 1, refused: 1 } };
    expect(await screen.findByRole('button', { name: 'Download refused rows' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo import' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Import a folder of CVs' }).getAttribute('href')).toBe('/manage/import/cv-folder');
  });
});
