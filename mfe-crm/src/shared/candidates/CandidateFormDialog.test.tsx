import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { splitSkills } from './candidateForm';
import { PORTAL_SIGN_IN_HINT } from './CandidateFormDialog';
import { FIRST_PAGE, candidate, serveApi } from '../test-fixtures/candidates';

afterEach(resetPage);

async function openAddDialog() {
  await signIn(recruiter);
  renderAt('/manage/candidates');
  await userEvent.click(screen.getByRole('button', { name: 'Add Candidate' }));
  return screen.findByRole('dialog', { name: 'Add New Candidate' });
}

describe('splitSkills', () => {
  it('splits on commas, trims each skill and drops the empty ones', () => {
    expect(splitSkills(' React, , TypeScript ,Node.js,, ')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(splitSkills('')).toEqual([]);
    expect(splitSkills(' , ')).toEqual([]);
  });
});

describe("'Add New Candidate'", () => {
  it('has the fields of the spec, with email, tel and url types and availability defaulting to Available', async () => {
    serveApi({});
    const dialog = within(await openAddDialog());
    expect(dialog.getByLabelText('Full Name *')).toBeTruthy();
    expect(dialog.getByLabelText('Email').getAttribute('type')).toBe('email');
    // A new candidate has no portal sign-in to speak of.
    expect(dialog.queryByText(PORTAL_SIGN_IN_HINT)).toBeNull();
    expect(dialog.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    expect(dialog.getByLabelText('LinkedIn URL').getAttribute('type')).toBe('url');
    expect(dialog.getByLabelText('CV URL').getAttribute('type')).toBe('url');
    const availability = dialog.getByLabelText('Availability') as HTMLSelectElement;
    expect(availability.value).toBe('available');
    expect([...availability.options].map((option) => option.text)).toEqual([
      'Available',
      'In Process',
      'Placed',
      'Not Available',
    ]);
  });

  it('requires the Full Name, with the error under the field, and sends nothing', async () => {
    const api = serveApi({});
    const dialog = within(await openAddDialog());
    await userEvent.type(dialog.getByLabelText('Email'), 'someone@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));

    const error = await dialog.findByText('Full Name is required');
    const name = dialog.getByLabelText('Full Name *');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    // Under the field: the message follows the input in the same field.
    expect(name.parentElement?.contains(error)).toBe(true);
    expect(name.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.urls()).toEqual([FIRST_PAGE]);
  });

  it("shows the contract's phone and web address messages under their fields, and sends nothing (0074)", async () => {
    const api = serveApi({});
    const dialog = within(await openAddDialog());
    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Patel');
    await userEvent.type(dialog.getByLabelText('Phone'), 'call me');
    await userEvent.type(dialog.getByLabelText('LinkedIn URL'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));

    const messages = {
      Phone: 'Phone must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)',
      'LinkedIn URL': 'LinkedIn URL must be a web address, e.g. https://example.com',
    };
    for (const [label, message] of Object.entries(messages)) {
      const error = await dialog.findByText(message);
      expect(dialog.getByLabelText(label).getAttribute('aria-describedby')).toBe(error.id);
    }
    expect(api.urls()).toEqual([FIRST_PAGE]);
  });

  it("names the field and its limit in plain words, and counts the summary's characters (issue 21)", async () => {
    const api = serveApi({});
    const dialog = within(await openAddDialog());
    expect(dialog.getByText('0 / 5,000')).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('Summary'), 'Pastry chef');
    expect(dialog.getByText('11 / 5,000')).toBeTruthy();
    await userEvent.click(dialog.getByLabelText('Full Name *'));
    await userEvent.paste('x'.repeat(201));
    await userEvent.type(dialog.getByLabelText('Skills'), 'Go, ' + 'y'.repeat(101));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));

    expect(await dialog.findByText('Full Name must be at most 200 characters')).toBeTruthy();
    expect(dialog.getByText('Each skill must be at most 100 characters')).toBeTruthy();
    expect(api.urls()).toEqual([FIRST_PAGE]);
  });

  it('sends the skills as a list and empty fields as none, then closes with the success toast', async () => {
    const api = serveApi({
      'POST /api/candidates': (body) => [201, { ...candidate(9), ...(body as object) }],
    });
    const dialogElement = await openAddDialog();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByLabelText('Full Name *'), '  Priya Patel ');
    await userEvent.type(dialog.getByLabelText('Email'), 'Priya@Example.test');
    await userEvent.type(dialog.getByLabelText('Current Role'), 'Sous Chef');
    await userEvent.type(dialog.getByLabelText('Skills'), ' Pastry, , Sauces ,Menu planning,');
    await userEvent.selectOptions(dialog.getByLabelText('Availability'), 'in_process');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));

    expect(await screen.findByText('Candidate added successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(api.bodyOf('POST /api/candidates')).toEqual({
      name: 'Priya Patel',
      email: 'priya@example.test',
      phone: null,
      linkedinUrl: null,
      currentRole: 'Sous Chef',
      location: null,
      skills: ['Pastry', 'Sauces', 'Menu planning'],
      availability: 'in_process',
      summary: null,
      cvUrl: null,
    });
  });

  it("keeps the dialog open and says why when the server refuses ('Error' / 'Failed to add candidate')", async () => {
    serveApi({
      'POST /api/candidates': [409, { message: 'A candidate with this email already exists.' }],
    });
    const dialog = within(await openAddDialog());
    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Patel');
    await userEvent.type(dialog.getByLabelText('Email'), 'priya@example.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Candidate' }));

    expect(
      await screen.findByText('Failed to add candidate. A candidate with this email already exists.'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect((dialog.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('Priya Patel');
  });

  it('sends one request when Add Candidate is double-clicked, even when the server refuses at once (issue 21)', async () => {
    const api = serveApi({
      'POST /api/candidates': [409, { message: 'A candidate with this email already exists.' }],
    });
    const dialog = within(await openAddDialog());
    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Patel');
    await userEvent.type(dialog.getByLabelText('Email'), 'priya@example.test');
    // A local server refuses within milliseconds, before the second click of a double-click comes.
    const user = userEvent.setup({ delay: 100 });
    await user.dblClick(dialog.getByRole('button', { name: 'Add Candidate' }));
    expect(await screen.findByText('Failed to add candidate. A candidate with this email already exists.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.urls().filter((url) => url === 'POST /api/candidates')).toEqual(['POST /api/candidates']);
  });

  it("is also offered under the header's 'Add New' to every staff member", async () => {
    serveApi({});
    await signIn(recruiter);
    renderAt('/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add Candidate' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Candidate' })).toBeTruthy();
  });
});

describe("'Edit Candidate'", () => {
  it("opens from the card's menu filled in, skills joined by commas, and saves with PUT", async () => {
    const priya = candidate(1, {
      name: 'Priya Patel',
      skills: ['Pastry', 'Sauces'],
      availability: 'placed',
      summary: 'Ten years in fine dining.',
    });
    const api = serveApi({
      [FIRST_PAGE]: [200, { items: [priya], total: 1 }],
      [`PUT /api/candidates/${priya.id}`]: (body) => [200, { ...priya, ...(body as object) }],
    });
    await signIn(recruiter);
    renderAt('/manage/candidates');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialogElement = await screen.findByRole('dialog', { name: 'Edit Candidate' });
    const dialog = within(dialogElement);

    expect((dialog.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('Priya Patel');
    expect((dialog.getByLabelText('Skills') as HTMLInputElement).value).toBe('Pastry, Sauces');
    expect((dialog.getByLabelText('Availability') as HTMLSelectElement).value).toBe('placed');
    expect((dialog.getByLabelText('Summary') as HTMLTextAreaElement).value).toBe('Ten years in fine dining.');
    // Staff change the contact e-mail, never the portal sign-in (decision 0114); the field says so.
    expect(dialog.getByLabelText('Email').getAttribute('aria-describedby')).toBe(dialog.getByText(PORTAL_SIGN_IN_HINT).id);

    await userEvent.clear(dialog.getByLabelText('Full Name *'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Full Name is required')).toBeTruthy();

    await userEvent.type(dialog.getByLabelText('Full Name *'), 'Priya Shah');
    await userEvent.type(dialog.getByLabelText('Skills'), ', Baking');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Candidate updated successfully')).toBeTruthy();
    await waitFor(() => expect(dialogElement.isConnected).toBe(false));
    expect(api.bodyOf(`PUT /api/candidates/${priya.id}`)).toMatchObject({
      name: 'Priya Shah',
      skills: ['Pastry', 'Sauces', 'Baking'],
      availability: 'placed',
    });
  });
});
