import { afterAll, describe, expect, it } from 'vitest';
import type { Employer, JobRole } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { apiClient, type Answer } from './api-client';
import { staffCaller } from './linked-records';
import { ADMIN_EMAIL, startPlatform } from './platform';

/**
 * E-mails through the whole platform (issue 19, decision 0094): a visitor's application and lead go through the
 * gateway to their services, whose events reach the notifications service, which sends to the platform's Mailpit.
 */

const platform = await startPlatform();
afterAll(() => platform.stop());

const api = apiClient(platform.url);
const staff = await staffCaller(platform.url);
const run = `E2E MAIL ${process.pid}`;
const employer = await staff<Employer>('POST', '/api/employers', { name: `${run} Employer`, status: 'active' });
const role = await staff<JobRole>('POST', '/api/job-roles', { employerId: employer.id, title: `${run} Platform Engineer`, status: 'open' });
afterAll(async () => {
  await staff('DELETE', `/api/job-roles/${role.id}`).catch(() => undefined);
  await staff('DELETE', `/api/employers/${employer.id}`).catch(() => undefined);
});

/** The messages Mailpit received for one address, waiting until there are `count`. */
async function inboxOf(address: string, count = 1) {
  let found: Awaited<ReturnType<typeof platform.mailpit.messages>> = [];
  await eventually(async () => {
    found = (await platform.mailpit.messages()).filter((message) => message.To.some((to) => to.Address === address));
    return found.length >= count;
  }, 30_000);
  return found;
}

describe('e-mails the platform sends', () => {
  it('tells an applicant their application arrived, once, with a link to the portal', async () => {
    const email = `applicant.${Date.now().toString(36)}@example.com`;
    let answer: Answer | undefined;
    await eventually(
      async () =>
        (answer = await api.send('POST', '/api/applications/apply-and-register', {
          body: { jobRoleId: role.id, candidateEmail: email, candidateFullName: 'Mail Applicant' },
        })).status !== 404,
    );
    expect(answer!.status).toBe(201);

    const [received] = await inboxOf(email);
    expect(received!.Subject).toBe(`We received your application: ${run} Platform Engineer`);
    const message = await platform.mailpit.message(received!.ID);
    expect(message.Text).toContain('Thank you for applying, Mail Applicant');
    expect(message.HTML).toContain('/candidateportal"');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await inboxOf(email)).toHaveLength(1);
  });

  it('alerts the administrator of a lead from the website', async () => {
    const name = `${run} Lead ${Date.now().toString(36)}`;
    const answer = await api.send('POST', '/api/leads', { body: { name, email: 'lead.visitor@example.com', service: 'cv_assessment', source: 'website' } });
    expect(answer.status).toBe(201);
    await eventually(async () => (await inboxOf(ADMIN_EMAIL)).some((message) => message.Subject === `New lead: ${name} asks for a CV assessment`), 30_000);
  });
});
