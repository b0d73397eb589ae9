import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApi } from '../api';
import { setExitIntentShownForTests } from '../exit-intent/useExitIntent';
import { store } from '../store';
import { renderAt, serveApi } from '../test-utils';

const ROLES = { '/api/job-roles?status=open&limit=6': [200, { items: [], total: 0 }] as [number, unknown] };
const REGISTER = 'POST /api/employers/register';

beforeEach(() => setExitIntentShownForTests(true));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.dispatch(publicApi.util.resetApiState());
});

async function openRegistration(answer: [number, unknown] = [201, { id: 'e1', message: 'ok' }]) {
  const server = serveApi({ ...ROLES, [REGISTER]: answer });
  const user = userEvent.setup();
  renderAt('/');
  await user.click(screen.getByRole('button', { name: 'For Employers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Partner With TalentBridge' });
  return { server, user, dialog: within(dialog) };
}

describe("employer registration ('For Employers')", () => {
  it('opens from the hero with every field, required markers and the right input types', async () => {
    const { dialog } = await openRegistration();
    const field = (label: RegExp) => dialog.getByLabelText(label);
    expect(field(/^Company Name/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Contact Person/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Contact Email/).getAttribute('aria-required')).toBe('true');
    expect(field(/^Contact Email/).getAttribute('type')).toBe('email');
    expect(field(/^Contact Phone/).getAttribute('type')).toBe('tel');
    expect(field(/^Website/).getAttribute('type')).toBe('url');
    for (const label of [/^Industry/, /^Location/, /^Contact Phone/, /^Website/, /^About Your Company/]) {
      expect(field(label).getAttribute('aria-required')).toBeNull();
    }
    // The visible markers: exactly the three required fields carry a '*'.
    expect(dialog.getAllByText('*')).toHaveLength(3);
  });

  it("says 'Required Fields Missing' and sends nothing while a required field is empty", async () => {
    const { server, user, dialog } = await openRegistration();
    await user.type(dialog.getByLabelText(/^Company Name/), 'Acme Ltd');
    await user.type(dialog.getByLabelText(/^Contact Email/), 'jo@acme.test');
    await user.click(dialog.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Required Fields Missing')).toBeTruthy();
    expect(screen.getByText('Please fill in company name, contact person, and email address.')).toBeTruthy();
    expect(dialog.getByLabelText(/^Contact Person/).getAttribute('aria-invalid')).toBe('true');
    expect(server.posts()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('names a malformed e-mail address under its field instead of sending it', async () => {
    const { server, user, dialog } = await openRegistration();
    await user.type(dialog.getByLabelText(/^Company Name/), 'Acme Ltd');
    await user.type(dialog.getByLabelText(/^Contact Person/), 'Jo Bloggs');
    await user.type(dialog.getByLabelText(/^Contact Email/), 'jo-at-acme');
    await user.click(dialog.getByRole('button', { name: 'Submit Registration' }));
    expect(await dialog.findByText('Contact email must be a valid email address')).toBeTruthy();
    expect(screen.queryByText('Required Fields Missing')).toBeNull();
    expect(server.posts()).toEqual([]);
  });

  it("registers, says 'Registration Submitted', closes and opens empty next time", async () => {
    const { server, user, dialog } = await openRegistration();
    await user.type(dialog.getByLabelText(/^Company Name/), '  Acme Ltd ');
    await user.type(dialog.getByLabelText(/^Industry/), 'Technology');
    await user.type(dialog.getByLabelText(/^Location/), 'Leeds, UK');
    await user.type(dialog.getByLabelText(/^Contact Person/), 'Jo Bloggs');
    await user.type(dialog.getByLabelText(/^Contact Email/), 'jo@acme.test');
    await user.type(dialog.getByLabelText(/^Contact Phone/), '0113 496 0000');
    await user.type(dialog.getByLabelText(/^Website/), 'https://acme.test');
    await user.type(dialog.getByLabelText(/^About Your Company/), 'Two backend engineers.');
    await user.click(dialog.getByRole('button', { name: 'Submit Registration' }));

    expect(await screen.findByText('Registration Submitted')).toBeTruthy();
    expect(
      screen.getByText('Thank you for your interest! Our team will contact you within 24 hours to discuss partnership opportunities.'),
    ).toBeTruthy();
    expect(server.posts()).toEqual([
      {
        call: REGISTER,
        body: {
          name: 'Acme Ltd',
          industry: 'Technology',
          location: 'Leeds, UK',
          contactPerson: 'Jo Bloggs',
          contactEmail: 'jo@acme.test',
          contactPhone: '0113 496 0000',
          website: 'https://acme.test',
          description: 'Two backend engineers.',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'For Employers' }));
    const again = within(await screen.findByRole('dialog'));
    expect((again.getByLabelText(/^Company Name/) as HTMLInputElement).value).toBe('');
  });

  it("shows 'Registration Failed' with the server's message and keeps what was typed", async () => {
    const { user, dialog } = await openRegistration([429, { message: 'Too many registrations from your network. Please try again in 1 minute.' }]);
    await user.type(dialog.getByLabelText(/^Company Name/), 'Acme Ltd');
    await user.type(dialog.getByLabelText(/^Contact Person/), 'Jo Bloggs');
    await user.type(dialog.getByLabelText(/^Contact Email/), 'jo@acme.test');
    await user.click(dialog.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('Too many registrations from your network. Please try again in 1 minute.')).toBeTruthy();
    expect((dialog.getByLabelText(/^Company Name/) as HTMLInputElement).value).toBe('Acme Ltd');
  });

  it("falls back to 'Please try again or contact us directly.' when the server gives no reason", async () => {
    const { user, dialog } = await openRegistration([502, '<html>Bad Gateway</html>']);
    await user.type(dialog.getByLabelText(/^Company Name/), 'Acme Ltd');
    await user.type(dialog.getByLabelText(/^Contact Person/), 'Jo Bloggs');
    await user.type(dialog.getByLabelText(/^Contact Email/), 'jo@acme.test');
    await user.click(dialog.getByRole('button', { name: 'Submit Registration' }));
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('Please try again or contact us directly.')).toBeTruthy();
  });
});
