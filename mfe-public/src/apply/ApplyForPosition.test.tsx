import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, theme, Toaster } from '@agency/ui';
import { publicApi } from '../api';
import { store } from '../store';
import { PORTAL_WIZARD, REDIRECT_DELAY_MS } from './ApplicationDialog';
import { ApplyForPosition } from './ApplyForPosition';

const ROLE_ID = 'a'.repeat(24);
const APPLY = '/api/applications/apply-and-register';

/** Answers the application with [status, body]; records what was sent. */
function serveApply(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls: () =>
      fetchMock.mock.calls.map(([url, init]) => ({
        call: `${init?.method} ${url}`,
        body: JSON.parse(init?.body as string) as unknown,
      })),
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

async function openDialog() {
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/jobs/head-chef']}>
          <Toaster>
            <ApplyForPosition jobRoleId={ROLE_ID} jobTitle="Head Chef" />
            <Location />
          </Toaster>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Apply for This Position' }));
  return screen.findByRole('dialog', { name: 'Apply for Head Chef' });
}

async function fillIn(
  dialog: HTMLElement,
  values: { name?: string; email?: string; phone?: string; letter?: string },
) {
  const form = within(dialog);
  if (values.name) await userEvent.type(form.getByLabelText('Full Name *'), values.name);
  if (values.email) await userEvent.type(form.getByLabelText('Email *'), values.email);
  if (values.phone) await userEvent.type(form.getByLabelText('Phone'), values.phone);
  if (values.letter) await userEvent.type(form.getByLabelText('Cover Letter'), values.letter);
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  store.dispatch(publicApi.util.resetApiState());
});

describe("'Apply for This Position'", () => {
  it('has full name, email (email type), phone (tel type) and cover letter fields', async () => {
    serveApply(200, {});
    const dialog = within(await openDialog());
    expect(dialog.getByLabelText('Full Name *')).toBeTruthy();
    expect(dialog.getByLabelText('Email *').getAttribute('type')).toBe('email');
    expect(dialog.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    expect(dialog.getByLabelText('Cover Letter').tagName).toBe('TEXTAREA');
  });

  it.each([
    ['the name', { email: 'sam@example.test' }],
    ['the email', { name: 'Sam Seeker' }],
  ])("asks for %s with 'Missing Information' and sends nothing", async (_missing, values) => {
    const api = serveApply(200, {});
    const dialog = await openDialog();
    await fillIn(dialog, values);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please fill in your name and email address.')).toBeTruthy();
    expect(api.calls()).toEqual([]);
    expect(dialog.isConnected).toBe(true);
  });

  it('sends the application, stores the candidate token, clears the form, and goes to the portal wizard after 1.5 s', async () => {
    const api = serveApply(201, { applicationId: 'app1', candidateToken: 'candidate-token' });
    const dialog = await openDialog();
    await fillIn(dialog, {
      name: ' Sam Seeker ',
      email: 'sam@example.test',
      phone: '07700 900123',
      letter: 'I run a busy kitchen.',
    });
    // The redirect comes at least 1.5 s after the click (the timer starts once the answer is in).
    const clickedAt = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Account Created!')).toBeTruthy();
    expect(
      screen.getByText(
        'Your application was submitted and account created. Redirecting to complete your profile...',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('candidateToken')).toBe('candidate-token');
    expect(api.calls()).toEqual([
      {
        call: `POST ${APPLY}`,
        body: {
          jobRoleId: ROLE_ID,
          candidateFullName: 'Sam Seeker',
          candidateEmail: 'sam@example.test',
          candidatePhone: '07700 900123',
          coverLetter: 'I run a busy kitchen.',
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/jobs/head-chef');

    await waitFor(() => expect(location()).toBe(PORTAL_WIZARD), { timeout: REDIRECT_DELAY_MS + 1000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS);
  });

  it('opens empty again after a successful application', async () => {
    serveApply(201, { applicationId: 'app1', candidateToken: 'candidate-token' });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@example.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await screen.findByText('Account Created!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for This Position' }));
    const again = within(await screen.findByRole('dialog', { name: 'Apply for Head Chef' }));
    expect((again.getByLabelText('Full Name *') as HTMLInputElement).value).toBe('');
    expect((again.getByLabelText('Email *') as HTMLInputElement).value).toBe('');
  });

  it('says so, stays, and keeps the form when the application was stored but no account could be made', async () => {
    const message =
      'Your application was received. We could not create your candidate account right now; we will email you.';
    serveApply(201, { applicationId: 'app1', candidateToken: null, message });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@example.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Submitted')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText('Account Created!')).toBeNull();
    expect(localStorage.getItem('candidateToken')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + 200));
    expect(location()).toBe('/jobs/head-chef');
    // The form is kept, so that sending it again (once the account can be made) is one click.
    await userEvent.click(screen.getByRole('button', { name: 'Apply for This Position' }));
    const again = within(await screen.findByRole('dialog', { name: 'Apply for Head Chef' }));
    expect((again.getByLabelText('Email *') as HTMLInputElement).value).toBe('sam@example.test');
  });

  it("shows 'Error' with the server's reason and keeps what was typed", async () => {
    serveApply(409, { message: 'You have already applied for this position.' });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@example.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(
      screen.getByText('Failed to submit application. You have already applied for this position.'),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Full Name *') as HTMLInputElement).value).toBe('Sam Seeker');
    expect(localStorage.getItem('candidateToken')).toBeNull();
  });

  it("shows the spec's text when the server fails without a reason the visitor can use", async () => {
    serveApply(500, { message: 'Internal server error' });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@example.test' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeTruthy();
  });

  it('checks the phone before sending, and says under the field what it wants (issue 21)', async () => {
    const server = serveApply(201, { applicationId: 'a1', candidateToken: null });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@example.test', phone: 'call me maybe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const error = await within(dialog).findByText('Phone must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)');
    const phone = within(dialog).getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(error.id);
    expect(server.calls()).toEqual([]);
  });

  it("names each field's problem when the server refuses the input", async () => {
    serveApply(400, {
      message: 'Invalid body: candidateEmail: Please enter a valid email address',
      issues: [{ path: 'candidateEmail', message: 'Please enter a valid email address' }],
    });
    const dialog = await openDialog();
    await fillIn(dialog, { name: 'Sam Seeker', email: 'sam@localhost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Failed to submit application. Please enter a valid email address'),
    ).toBeTruthy();
  });
});
