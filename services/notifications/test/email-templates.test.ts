import { afterAll, describe, expect, it } from 'vitest';
import { type BulkJob, type Candidate, type EmailRecordList, type EmailTemplate, type EmailTemplateList } from '@agency/contracts';
import { ADMIN, eventually, startMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { startCandidates } from '@agency/candidates/testing';
import { NotSentReasons } from '../src/templates/send-requests';
import { startNotifications } from './helpers';

// E-mail templates (issue 34 point 5, decision 0137): managed here, sent to a bulk selection of the candidates
// service's records: the real auth, candidates and notifications services, and Mailpit.
const mailpit = await startMailpit();
const auth = await startAuth();
process.env.AUTH_URL = auth.url;
const notifications = await startNotifications(mailpit);
const candidates = await startCandidates();
afterAll(async () => {
  await candidates.close();
  await notifications.close();
  await auth.close();
  await mailpit.close();
});

const admin = await auth.login(ADMIN.email, ADMIN.password);
async function member(name: string, role: 'recruiter' | 'manager') {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@talentbridge.test`;
  expect((await auth.call('POST', '/api/users', { token: admin, body: { name, email, role, password: 'team-password-1' } })).status).toBe(201);
  return auth.login(email, 'team-password-1');
}
const rita = await member('Rita Recruiter', 'recruiter');
const mona = await member('Mona Manager', 'manager');
const templatesAs = (token: string) => (method: string, path: string, body?: unknown) => notifications.call(method, path, { token, body });

const WELCOME = {
  name: 'New roles',
  subject: 'New roles for you, {{firstName}}',
  body: 'Dear {{fullName}},\n\nWe have new roles for a {{jobTitle}} in {{location}}.\n\n{{recruiterName}}, {{agencyName}}',
};

describe('/api/email-templates', () => {
  it('lets managers and administrators write templates, and every staff member list them', async () => {
    expect((await templatesAs(rita)('POST', '/api/email-templates', WELCOME)).status).toBe(403);
    const created = await templatesAs(mona)('POST', '/api/email-templates', WELCOME);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(WELCOME);
    const listed = (await templatesAs(rita)('GET', '/api/email-templates')).body as EmailTemplateList;
    expect(listed.items.map((template) => template.name)).toContain('New roles');
    // The same name (whatever its case) twice: 409.
    expect((await templatesAs(admin)('POST', '/api/email-templates', { ...WELCOME, name: 'NEW ROLES' })).status).toBe(409);

    const id = (created.body as EmailTemplate).id;
    expect((await templatesAs(rita)('PATCH', `/api/email-templates/${id}`, { subject: 'x' })).status).toBe(403);
    const renamed = await templatesAs(admin)('PATCH', `/api/email-templates/${id}`, { name: 'New roles (spring)' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'New roles (spring)', subject: WELCOME.subject });
  });

  it('refuses an unknown merge field with a 400 that names it', async () => {
    const answer = await templatesAs(admin)('POST', '/api/email-templates', { ...WELCOME, name: 'Salary', body: 'Your salary: {{salary}} {{ firstName }}' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Unknown merge field: {{salary}}');
    const template = ((await templatesAs(admin)('GET', '/api/email-templates')).body as EmailTemplateList).items[0]!;
    const patched = await templatesAs(admin)('PATCH', `/api/email-templates/${template.id}`, { subject: 'Hi {{nickname}}' });
    expect(patched.status).toBe(400);
    expect(patched.body.message).toContain('{{nickname}}');
    expect((await templatesAs(admin)('PATCH', '/api/email-templates/not-an-id', { subject: 'Hi' })).status).toBe(400);
  });

  it('deletes a template (managers), then 404', async () => {
    const made = (await templatesAs(admin)('POST', '/api/email-templates', { ...WELCOME, name: 'Short lived' })).body as EmailTemplate;
    expect((await templatesAs(rita)('DELETE', `/api/email-templates/${made.id}`)).status).toBe(403);
    expect((await templatesAs(mona)('DELETE', `/api/email-templates/${made.id}`)).status).toBe(204);
    expect((await templatesAs(mona)('DELETE', `/api/email-templates/${made.id}`)).status).toBe(404);
  });
});

describe('sending a template to a bulk selection', () => {
  it('e-mails each candidate with the merge fields filled and escaped, records it on their record, and skips who opted out', async () => {
    const template = ((await templatesAs(admin)('GET', '/api/email-templates')).body as EmailTemplateList).items.find((item) => item.name === 'New roles (spring)')!;
    const add = async (body: Record<string, unknown>) => (await candidates.call('POST', '/api/candidates', { token: rita, body: { availability: 'available', ...body } })).body as Candidate;
    const run = Date.now();
    const eve = await add({ name: '<b>Eve</b> Adams', email: `eve.${run}@example.com`, currentRole: 'Data Engineer', location: 'Leeds' });
    const sam = await add({ name: 'Sam Stopped', email: `sam.${run}@example.com`, currentRole: 'Analyst', location: 'York' });
    const noEmail = await add({ name: 'Nora Noaddress' });
    // The notifications service knows them from the CANDIDATES stream.
    await eventually(async () => (await notifications.context.db.collection('candidates').countDocuments({ _id: { $in: [eve.id, sam.id, noEmail.id] } } as never)) === 3);
    const send = async (ids: string[]) => {
      const answer = await candidates.call('POST', '/api/candidates/bulk', { token: rita, body: { selection: { ids }, action: { type: 'send-email', templateId: template.id } } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as BulkJob;
    };

    // Sam first gets one, and unsubscribes from it in one click (RFC 8058), as a mail client would.
    expect((await send([sam.id])).counts).toMatchObject({ done: 1 });
    const [samsFirst] = await mailpit.waitForMessages(1);
    const unsubscribe = (await mailpit.message(samsFirst!.ID)).headers['List-Unsubscribe']![0]!.replace(/^<|>$/g, '');
    const clicked = await fetch(unsubscribe.replace('https://jobs.example.com', notifications.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    await mailpit.deleteAll();

    const job = await send([eve.id, sam.id, noEmail.id]);
    expect(job.counts).toEqual({
      total: 3,
      done: 1,
      skipped: 2,
      skippedReasons: expect.arrayContaining([
        { reason: NotSentReasons.unsubscribed, count: 1 },
        { reason: NotSentReasons.noAddress, count: 1 },
      ]) as never,
      failed: 0,
      failures: [],
    });

    const [message] = await mailpit.waitForMessages(1);
    expect(message!.To.map((to) => to.Address)).toEqual([eve.email]);
    expect(message!.Subject).toBe('New roles for you, <b>Eve</b>');
    const full = await mailpit.message(message!.ID);
    expect(full.Text).toContain('Dear <b>Eve</b> Adams,');
    expect(full.Text).toContain('We have new roles for a Data Engineer in Leeds.');
    expect(full.Text).toContain('Rita Recruiter, TalentBridge');
    expect(full.HTML).toContain('Dear &lt;b&gt;Eve&lt;/b&gt; Adams,');
    expect(full.HTML).not.toContain('<b>Eve</b>');
    // Nothing more reaches Sam.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailpit.messages()).filter((sent) => sent.To.some((to) => to.Address === sam.email))).toEqual([]);

    // On Eve's record, where the CRM's E-mails section reads them.
    const records = (await notifications.call('GET', `/api/emails?candidateId=${eve.id}`, { token: rita })).body as EmailRecordList;
    expect(records).toEqual([expect.objectContaining({ kind: 'template', to: eve.email, subject: 'New roles for you, <b>Eve</b>' })]);
  });

  it('fails the batch with why when the template is gone', async () => {
    const made = (await templatesAs(admin)('POST', '/api/email-templates', { ...WELCOME, name: 'Gone soon' })).body as EmailTemplate;
    expect((await templatesAs(admin)('DELETE', `/api/email-templates/${made.id}`)).status).toBe(204);
    const someone = (await candidates.call('POST', '/api/candidates', { token: rita, body: { name: 'Tess Template', email: `tess.${Date.now()}@example.com`, availability: 'available' } })).body as Candidate;
    const answer = await candidates.call('POST', '/api/candidates/bulk', { token: rita, body: { selection: { ids: [someone.id] }, action: { type: 'send-email', templateId: made.id } } });
    expect(answer.body.counts).toMatchObject({ total: 1, done: 0, failed: 1, failures: [{ reason: 'This e-mail template does not exist. It may have been deleted.', count: 1 }] });
  });
});
