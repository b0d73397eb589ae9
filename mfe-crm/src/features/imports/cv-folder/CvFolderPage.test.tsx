import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { administrator, recordRequests, recruiter, renderAt, resetPage, signIn } from '../../../test-utils';

afterEach(resetPage);

describe('/manage/import/cv-folder', () => {
  it('tells a recruiter access is denied, and asks nothing of the server', async () => {
    const requests = recordRequests();
    await signIn(recruiter);
    renderAt('/manage/import/cv-folder');
    expect(await screen.findByText('Access denied. Only managers and administrators can do this.')).toBeTruthy();
    expect(screen.queryByLabelText('Choose files or a .zip')).toBeNull();
    expect(requests.urls()).toEqual([]);
  });

  it('offers an administrator many files or a .zip, and opens no batch before a file is chosen', async () => {
    const requests = recordRequests();
    await signIn(administrator);
    renderAt('/manage/import/cv-folder');
    const input = (await screen.findByLabelText('Choose files or a .zip')) as HTMLInputElement;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf,.docx,.txt,.zip');
    expect(screen.getByRole('heading', { name: 'Import a folder of CVs' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import a folder of CVs' })).toBeNull(); // not a sidebar entry
    expect(requests.urls()).toEqual([]);
  });
});
