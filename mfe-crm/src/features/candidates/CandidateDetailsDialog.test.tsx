import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { recruiter, renderAt, resetPage, signIn } from '../../test-utils';
import { availabilityLabel } from '../../shared/candidates/availability';
import { outcomeVariant } from '../../shared/interactions/interactionTypes';
import { FIRST_PAGE, candidate, detail, serveApi } from '../../shared/test-fixtures/candidates';

afterEach(resetPage);

const priya = candidate(1, {
  name: 'Priya Patel',
  availability: 'in_process',
  linkedinUrl: 'https://www.linkedin.com/in/priya',
  cvUrl: 'https://cv.example.test/priya.pdf',
  skills: ['Pastry', 'Sauces', 'Menu planning', 'Costing'],
  summary: 'Ten years in fine dining.',
});
const DETAIL = `GET /api/candidates/${priya.id}`;

async function openDetails(answer?: [number, unknown]) {
  serveApi({ [FIRST_PAGE]: [200, { items: [priya], total: 1 }], ...(answer ? { [DETAIL]: answer } : {}) });
  await signIn(recruiter);
  renderAt('/manage/candidates');
  // The name leads to her page; the card's menu opens the quick view.
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Priya Patel' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Quick View' }));
  return screen.findByRole('dialog', { name: 'Candidate Details' });
}

describe("'Candidate Details'", () => {
  it("opens from the card's 'Quick View' and shows a placeholder while the candidate loads", async () => {
    const dialog = within(await openDetails());
    expect(dialog.getByLabelText('Loading candidate details')).toBeTruthy();
  });

  it("shows 'Failed to load candidate details' when the candidate cannot be loaded", async () => {
    const dialog = within(
      await openDetails([503, { message: 'The candidates service is unavailable right now.' }]),
    );
    expect((await dialog.findByRole('alert')).textContent).toBe('Failed to load candidate details');
  });

  it('shows the profile, contact links, skills, summary, applications with the role title, and interactions', async () => {
    const dialog = within(
      await openDetails([
        200,
        detail(priya, {
          applications: [
            {
              id: 'a1',
              jobRoleId: 'r'.repeat(24),
              jobRoleTitle: 'Head Chef',
              candidateEmail: priya.email!,
              candidateFullName: 'Priya Patel',
              candidatePhone: null,
              coverLetter: 'I would love to lead your kitchen.',
              status: 'pending',
              createdAt: '2026-03-04T10:00:00.000Z',
              updatedAt: '2026-03-04T10:00:00.000Z',
            },
            {
              id: 'a2',
              jobRoleId: 'f'.repeat(24),
              jobRoleTitle: null,
              candidateEmail: priya.email!,
              candidateFullName: 'Priya Patel',
              coverLetter: null,
              status: 'pending',
              createdAt: '2026-03-05T10:00:00.000Z',
              updatedAt: '2026-03-05T10:00:00.000Z',
            },
          ],
          interactions: [
            {
              id: 'i1',
              type: 'interview',
              date: '2026-03-06T14:30:00.000Z',
              description: 'First round',
              outcome: 'positive',
            },
            {
              id: 'i2',
              type: 'call',
              date: '2026-03-07T09:00:00.000Z',
              description: 'Salary talk',
              outcome: 'negative',
            },
            {
              id: 'i3',
              type: 'follow_up',
              date: '2026-03-08T09:00:00.000Z',
              description: null,
              outcome: 'pending',
            },
          ],
        }),
      ]),
    );
    await dialog.findByText('Ten years in fine dining.');
    expect(dialog.getByText('In Process')).toBeTruthy();
    expect(dialog.getByText('Chef')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'LinkedIn Profile' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/priya',
    );
    expect(dialog.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe(
      'https://cv.example.test/priya.pdf',
    );
    expect(dialog.getByRole('link', { name: priya.email! })).toBeTruthy();
    // Every skill here, not only the card's three.
    expect(within(dialog.getByRole('region', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(4);

    const applications = within(dialog.getByRole('region', { name: 'Job Applications' }));
    expect(applications.getByText('Job Applications (2)')).toBeTruthy();
    expect(applications.getByText('Head Chef')).toBeTruthy();
    expect(applications.getByText('Mar 4, 2026')).toBeTruthy();
    expect(applications.getByText('I would love to lead your kitchen.')).toBeTruthy();
    // A role unknown here (deleted since) still shows which one it was.
    expect(applications.getByText(`Job role ${'f'.repeat(24)}`)).toBeTruthy();

    const interactions = within(dialog.getByRole('region', { name: 'Interactions' }));
    expect(interactions.getByText('Interview')).toBeTruthy();
    expect(interactions.getByText('First round')).toBeTruthy();
    expect(interactions.getByText('Follow-up')).toBeTruthy();
    expect(interactions.getByText('positive')).toBeTruthy();
    expect(interactions.getByText('negative')).toBeTruthy();
  });

  it("is a quick view: 'Open page' leads to the candidate's own page, and the card's name does too", async () => {
    const dialog = within(await openDetails([200, detail(priya)]));
    expect((await dialog.findByRole('link', { name: 'Open page' })).getAttribute('href')).toBe(`/manage/candidates/${priya.id}`);
    const card = within(screen.getByRole('article', { name: 'Priya Patel', hidden: true }));
    expect(card.getByRole('link', { name: 'Priya Patel', hidden: true }).getAttribute('href')).toBe(`/manage/candidates/${priya.id}`);
  });

  it('says when there are no applications and no interactions', async () => {
    const dialog = within(await openDetails([200, detail(priya)]));
    expect(await dialog.findByText('No applications submitted')).toBeTruthy();
    expect(dialog.getByText('No interactions recorded')).toBeTruthy();
  });

  it('links only to web addresses: a stored script address stays text', async () => {
    const dialog = within(await openDetails([200, detail({ ...priya, linkedinUrl: 'javascript:alert(1)' })]));
    expect(await dialog.findByText('javascript:alert(1)')).toBeTruthy();
    expect(dialog.queryByRole('link', { name: 'LinkedIn Profile' })).toBeNull();
  });
});

describe('badges', () => {
  it('styles the outcome: positive default, negative destructive, anything else secondary', () => {
    expect(outcomeVariant('positive')).toBe('default');
    expect(outcomeVariant('Negative')).toBe('destructive');
    expect(outcomeVariant('pending')).toBe('secondary');
    expect(outcomeVariant('')).toBe('secondary');
  });

  it('reads a missing or unknown availability as Available', () => {
    expect(availabilityLabel('placed')).toBe('Placed');
    expect(availabilityLabel(undefined)).toBe('Available');
    expect(availabilityLabel(null)).toBe('Available');
    expect(availabilityLabel('on_leave')).toBe('Available');
  });
});
