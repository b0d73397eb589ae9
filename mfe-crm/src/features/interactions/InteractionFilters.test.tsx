import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests, type Request } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import {
  interaction,
  list,
  meridian,
  meridianRecord,
  priya,
  priyaRecord,
  viewerInNewYork,
} from '../../shared/test-fixtures/interactions';

// Issue 31, point 5: the Interactions screen filtered by type, who logged it, candidate, employer and days.
viewerInNewYork();
afterEach(resetPage);

const rita = { id: 'user-rita', name: 'Rita Recruiter' };
const interview = interaction(1, {
  type: 'interview',
  subject: 'Interview with Priya',
  status: 'scheduled',
  candidateId: priya.id,
  candidate: priya,
  createdBy: rita.id,
  author: rita,
  location: 'https://meet.example.com/priya',
  durationMinutes: 90,
});

/** Answers the authors, the pickers' searches and the list (the interview, whatever is asked). */
function serve() {
  return answerRequests(({ url }: Request) => {
    if (url.pathname === '/api/interactions/authors')
      return { body: [rita, { id: 'user-ada', name: 'Ada Admin' }] };
    if (url.pathname === '/api/candidates') return list([priyaRecord]);
    if (url.pathname === '/api/employers') return list([meridianRecord]);
    return list([interview]);
  });
}

/** The list requests made, as their query strings. */
const listQueries = (server: { urls: () => string[] }) =>
  server
    .urls()
    .flatMap((url) =>
      url.startsWith('GET /api/interactions?') ? [url.slice('GET /api/interactions?'.length)] : [],
    );

async function openInteractions() {
  await signIn(recruiter);
  renderAt('/manage/interactions');
  return within(await screen.findByRole('group', { name: 'Filters' }));
}

describe('the Interactions filters', () => {
  it('ask the server for the type, who logged it, the candidate, the employer and whole days in the viewer’s zone', async () => {
    const server = serve();
    const filters = await openInteractions();
    await screen.findByRole('article', { name: 'Interview with Priya' });

    await userEvent.selectOptions(filters.getByLabelText('Type'), 'interview');
    await waitFor(() => expect(listQueries(server)).toContain('type=interview&limit=24&offset=0'));

    await waitFor(() => expect(filters.getByRole('option', { name: 'Rita Recruiter' })).toBeTruthy());
    await userEvent.selectOptions(filters.getByLabelText('Logged by'), rita.id);
    await userEvent.type(filters.getByRole('combobox', { name: 'Candidate' }), 'Pri');
    await userEvent.click(await filters.findByRole('option', { name: /Priya Sharma/ }));
    await userEvent.click(filters.getByRole('combobox', { name: 'Employer' }));
    await userEvent.click(await filters.findByRole('option', { name: /The Grand Meridian Hotel/ }));
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-11-30' } });

    // Midnight of Nov 1 in New York is still summer time (UTC-4); the day after Nov 30 starts at UTC-5.
    const all = `type=interview&createdBy=${rita.id}&candidateId=${priya.id}&employerId=${meridian.id}&from=2026-11-01T04%3A00%3A00.000Z&to=2026-12-01T05%3A00%3A00.000Z&limit=24&offset=0`;
    await waitFor(() => expect(listQueries(server)).toContain(all));

    await userEvent.click(filters.getByRole('button', { name: 'Clear filters' }));
    // Back to the whole list (the first page is still in the cache: not asked again).
    expect((filters.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
    expect((filters.getByLabelText('Logged by') as HTMLSelectElement).value).toBe('');
    expect((filters.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect((filters.getByRole('combobox', { name: 'Candidate' }) as HTMLInputElement).value).toBe('');
    expect((filters.getByRole('combobox', { name: 'Employer' }) as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('article', { name: 'Interview with Priya' })).toBeTruthy();
    expect(filters.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it("say a reversed range of days under 'To' and ask nothing until it is put right", async () => {
    const server = serve();
    const filters = await openInteractions();
    await screen.findByRole('article', { name: 'Interview with Priya' });
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-11-30' } });
    const before = listQueries(server).length;
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findAllByText("'To' must be on or after 'From'.")).toHaveLength(2); // under 'To', and instead of the list
    expect(filters.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(listQueries(server).length).toBe(before);
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-12-01' } });
    await screen.findByRole('article', { name: 'Interview with Priya' });
    expect(listQueries(server).at(-1)).toContain(
      'from=2026-11-30T05%3A00%3A00.000Z&to=2026-12-02T05%3A00%3A00.000Z',
    );
  });

  it("show who logged each row, and an interview's location (a video link as a link) and length", async () => {
    serve();
    await openInteractions();
    const row = within(await screen.findByRole('article', { name: 'Interview with Priya' }));
    expect(row.getByText('Logged by')).toBeTruthy();
    expect(row.getByText('Rita Recruiter')).toBeTruthy();
    expect(row.getByRole('link', { name: 'https://meet.example.com/priya' }).getAttribute('href')).toBe(
      'https://meet.example.com/priya',
    );
    expect(row.getByText('1 hour 30 minutes')).toBeTruthy();
  });
});
