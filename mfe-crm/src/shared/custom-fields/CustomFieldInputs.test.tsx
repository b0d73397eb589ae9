import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomFieldDefinition } from '@agency/contracts';
import { answerBackgroundRequest } from '@agency/web-kit/testing';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { candidate, serveApi } from '../test-fixtures/candidates';

const now = '2026-01-01T00:00:00.000Z';
const field = (key: string, label: string, type: CustomFieldDefinition['type'], more: Partial<CustomFieldDefinition> = {}): CustomFieldDefinition => ({
  id: key.padEnd(24, '0').replace(/[^a-f0-9]/g, 'a'),
  key,
  label,
  entity: 'candidate',
  type,
  required: false,
  createdAt: now,
  updatedAt: now,
  ...more,
});
const FIELDS = [
  field('notice_period', 'Notice period', 'choice', { options: ['None', '1 month', '3 months'], required: true }),
  field('available_from', 'Available from', 'date'),
  field('day_rate', 'Day rate', 'number'),
  field('drives', 'Drives', 'yes-no'),
  field('languages', 'Languages', 'text'),
];

afterEach(() => {
  answerBackgroundRequest('GET /api/custom-fields/candidate', { body: [] });
  resetPage();
});

async function openAddDialog() {
  answerBackgroundRequest('GET /api/custom-fields/candidate', { body: FIELDS });
  await signIn(recruiter);
  renderAt('/manage/candidates');
  await userEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Candidate' }));
  await dialog.findByLabelText('Notice period *');
  return dialog;
}

describe("custom fields on the candidate form (decision 0125)", () => {
  it('gives each field the input of its type: a list of its options, a day, a number, yes/no, text', async () => {
    serveApi({});
    const dialog = await openAddDialog();
    const notice = dialog.getByLabelText('Notice period *') as HTMLSelectElement;
    expect([...notice.options].map((option) => option.text)).toEqual(['Not set', 'None', '1 month', '3 months']);
    expect(dialog.getByLabelText('Available from').getAttribute('type')).toBe('date');
    expect(dialog.getByLabelText('Day rate').getAttribute('inputmode')).toBe('decimal');
    expect([...(dialog.getByLabelText('Drives') as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Not set', 'Yes', 'No']);
    expect(dialog.getByLabelText('Languages').tagName).toBe('INPUT');
  });

  it("says what is wrong under each field, by the server's rules, and sends nothing", async () => {
    const api = serveApi({});
    const dialog = await openAddDialog();
    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Patel');
    await userEvent.type(dialog.getByLabelText('Day rate'), 'lots');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));
    const required = await dialog.findByText('Notice period is required');
    expect(dialog.getByLabelText('Notice period *').getAttribute('aria-describedby')).toBe(required.id);
    expect(dialog.getByText('Day rate must be a number')).toBeTruthy();
    expect(api.urls().filter((url) => url.startsWith('POST'))).toEqual([]);
  });

  it('sends the values typed, as their types, with the candidate', async () => {
    const api = serveApi({ 'POST /api/candidates': (body) => [201, { ...candidate(9), ...(body as object) }] });
    const dialog = await openAddDialog();
    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Patel');
    await userEvent.selectOptions(dialog.getByLabelText('Notice period *'), '1 month');
    await userEvent.type(dialog.getByLabelText('Available from'), '2026-03-01');
    await userEvent.type(dialog.getByLabelText('Day rate'), '450.5');
    await userEvent.selectOptions(dialog.getByLabelText('Drives'), 'no');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));
    await waitFor(() => expect(api.bodyOf('POST /api/candidates')).toBeDefined());
    expect((api.bodyOf('POST /api/candidates') as { customFields: unknown }).customFields).toEqual({
      notice_period: '1 month',
      available_from: '2026-03-01',
      day_rate: 450.5,
      drives: false,
    });
  });
});
