import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '@agency/service-kit';
import { eventually, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { ADMIN, newId } from '@agency/testing';
import { applicationSubmitted, candidateErased, candidateSaved, connectBus, leadReceived, messageSent, staffUser, startNotifications } from './helpers';

// Addresses at rejected.invalid are refused by this Mailpit with a 550, as a real server refuses an unknown mailbox.
const ALLOWED = '@(example\\.com|talentbridge\\.local)$';

let mailpit: OwnMailpit;
let bus: EventBus;
const running: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  mailpit = await startMailpit({ allowedRecipients: ALLOWED });
  bus = await connectBus();
});
afterEach(async () => {
  for (const service of running.splice(0)) await service.close();
  await mailpit.start(); // a test that stopped it
  await mailpit.deleteAll();
});
afterAll(async () => {
  await bus?.close();
  await mailpit?.close();
});

/** The messages Mailpit holds for these addresses: the applicants' own, not the staff's 'New application' (decision 0120). */
async function messagesTo(addresses: string[], count = addresses.length) {
  const wanted = new Set(addresses.map((address) => address.toLowerCase()));
  let found: Awaited<ReturnType<OwnMailpit['messages']>> = [];
  await eventually(async () => (found = (await mailpit.messages()).filter((m) => wanted.has(m.To[0]!.Address.toLowerCase()))).length >= count, 60_000);
  return found;
}
const applicantsEmails = async (service: { emails(): Promise<{ kind: string }[]> }) => (await service.emails()).filter((email) => email.kind === 'application-received');

async function start(options: Parameters<typeof startNotifications>[1] = {}) {
  const service = await startNotifications(mailpit, options);
  running.push(service);
  return service;
}

describe('Application received', () => {
  it('reaches the applicant with the role, what happens next and a link to the portal, in a text and an HTML part', async () => {
    await start();
    const event = applicationSubmitted({ jobRoleTitle: 'Senior Data Engineer', candidateFullName: 'Ada Lovelace' });
    await bus.publish(event);

    const [summary] = await messagesTo([event.data.candidateEmail]);
    expect(summary!.To.map((to) => to.Address)).toEqual([event.data.candidateEmail]);
    expect(summary!.Subject).toBe('We received your application: Senior Data Engineer');
    expect(summary!.From.Address).toBe('no-reply@talentbridge.local');
    const message = await mailpit.message(summary!.ID);
    expect(message.Text).toContain('Thank you for applying');
    expect(message.Text).toContain('What happens next');
    expect(message.Text).toContain('https://jobs.example.com/candidateportal?tab=applications');
    expect(message.HTML).toContain('href="https://jobs.example.com/candidateportal?tab=applications"');
    expect(message.Text).toContain('follow your applications');
  });

  it('carries nothing the sender of the form typed: anyone can type an address (issue 30)', async () => {
    await start();
    const event = applicationSubmitted({ candidateFullName: 'Your account is locked, call +1 555 0100', coverLetter: 'Visit evil.example to unlock it' });
    await bus.publish(event);
    const [summary] = await messagesTo([event.data.candidateEmail]);
    const message = await mailpit.message(summary!.ID);
    for (const part of [summary!.Subject, message.Text, message.HTML]) {
      expect(part).not.toContain('locked');
      expect(part).not.toContain('evil.example');
    }
    expect(message.Text).toContain('If it was not you, ignore this e-mail.');
  });

  it('is sent once per application, however often its event comes and however many instances run', async () => {
    const first = await start();
    await start({ dbName: first.dbName }); // a second instance on the same database
    const events = Array.from({ length: 30 }, () => applicationSubmitted());
    for (const event of events) await bus.publish(event);
    // The same applications again, as a redelivery or a replay would bring them (new event ids, so JetStream keeps them).
    for (const event of events.slice(0, 10)) await bus.publish(applicationSubmitted(event.data, 2));

    await messagesTo(events.map((event) => event.data.candidateEmail));
    await eventually(async () => (await applicantsEmails(first)).filter((email) => (email as { status?: string }).status === 'sent').length === 30);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // time for a duplicate to show
    const received = (await messagesTo(events.map((event) => event.data.candidateEmail))).map((m) => m.To[0]!.Address).sort();
    expect(received).toEqual(events.map((event) => event.data.candidateEmail).sort());
  });

  it('waits while the SMTP server is down and then delivers each of 100 e-mails exactly once', async () => {
    const service = await start();
    await mailpit.stop();
    const events = Array.from({ length: 100 }, () => applicationSubmitted());
    for (const event of events) await bus.publish(event);
    // Queued, tried, and queued again with the server's error: none lost, none sent.
    await eventually(async () => {
      const emails = (await service.emails()).filter((email) => email.kind === 'application-received');
      return emails.length === 100 && emails.some((email) => email.attempts >= 1 && email.status === 'queued' && /ECONNREFUSED|connect/i.test(email.lastError ?? ''));
    });

    await mailpit.start();
    await messagesTo(events.map((event) => event.data.candidateEmail));
    await eventually(async () => (await service.emails()).filter((email) => email.kind === 'application-received').every((email) => email.status === 'sent'), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const received = (await messagesTo(events.map((event) => event.data.candidateEmail))).map((m) => m.To[0]!.Address).sort();
    expect(received).toEqual(events.map((event) => event.data.candidateEmail).sort());
  });

  it('marks an address the server refuses as failed with its answer, and sends the others', async () => {
    const service = await start();
    const refused = applicationSubmitted({ candidateEmail: 'nobody@rejected.invalid' });
    const fine = applicationSubmitted();
    await bus.publish(refused);
    await bus.publish(fine);

    await messagesTo([fine.data.candidateEmail]);
    await eventually(async () => (await service.emails()).find((email) => email._id === `application-received:${refused.data.id}`)?.status === 'failed');
    const failed = (await service.emails()).find((email) => email._id === `application-received:${refused.data.id}`)!;
    expect(failed.lastError).toMatch(/550/);
    expect(failed.attempts).toBe(1);
    expect(failed.candidateId).toBe(refused.data.candidateId);
    expect((await messagesTo([fine.data.candidateEmail, refused.data.candidateEmail], 1)).map((m) => m.To[0]!.Address)).toEqual([fine.data.candidateEmail]);
  });
});

describe('Lead alerts', () => {
  it('go to the active administrators and managers and LEAD_ALERTS_TO, with the lead as text', async () => {
    const service = await start({ leadAlertsTo: 'Leads@Example.com' });
    const admin = staffUser({ role: 'administrator', email: 'admin.lead@talentbridge.local' });
    const manager = staffUser({ role: 'manager', email: 'manager.lead@talentbridge.local' });
    const recruiter = staffUser({ role: 'recruiter', email: 'recruiter.lead@talentbridge.local' });
    const disabledManager = staffUser({ role: 'manager', email: 'gone.lead@talentbridge.local', status: 'disabled' });
    const formerManager = staffUser({ role: 'manager', email: 'former.lead@talentbridge.local' });
    for (const event of [admin, manager, recruiter, disabledManager, formerManager]) await bus.publish(event);
    await bus.publish(staffUser({ ...formerManager.data, role: 'recruiter' }, 2));
    await eventually(async () => (await service.context.db.collection('staff').countDocuments({ version: 2 })) === 1);

    const lead = leadReceived({ name: 'Grace <img src=x onerror=alert(1)>', message: 'Three engineers\nby March' });
    await bus.publish(lead);

    const received = await mailpit.waitForMessages(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mailpit.messages()).map((m) => m.To[0]!.Address).sort()).toEqual(['admin.lead@talentbridge.local', 'leads@example.com', 'manager.lead@talentbridge.local']);
    expect(received[0]!.Subject).toBe('New lead: Grace <img src=x onerror=alert(1)> asks for a free consultation');
    const message = await mailpit.message(received[0]!.ID);
    expect(message.Text).toContain('We promise a reply within 24 hours.');
    // SMTP carries lines as CRLF.
    expect(message.Text.replaceAll('\r\n', '\n')).toContain('Message: Three engineers\nby March');
    expect(message.Text).toContain('https://jobs.example.com/manage/leads');
    expect(message.HTML).not.toContain('<img');
    expect(message.HTML).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('The overdue leads digest (decision 0098)', () => {
  it("lists, once a day, the leads still new 24 hours after they came in, to the lead alerts' recipients", async () => {
    process.env.LEAD_DIGEST_HOUR = '0';
    process.env.LEAD_DIGEST_CHECK_MS = '200';
    const service = await start().finally(() => {
      delete process.env.LEAD_DIGEST_HOUR;
      delete process.env.LEAD_DIGEST_CHECK_MS;
    });
    await bus.publish(staffUser({ role: 'manager', email: 'manager.digest@talentbridge.local' }));
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await bus.publish(leadReceived({ name: 'Overdue Olga', service: 'cv_assessment', createdAt: hoursAgo(30) }));
    await bus.publish(leadReceived({ name: 'Answered Ann', status: 'contacted', createdAt: hoursAgo(40) }));
    await bus.publish(leadReceived({ name: 'Recent Rita', createdAt: hoursAgo(2) }));
    await eventually(async () => (await service.context.db.collection('leads').countDocuments()) === 3);

    const digests = async () => (await mailpit.messages()).filter((message) => message.Subject.endsWith('waiting more than 24 hours for a reply'));
    await eventually(async () => (await digests()).length > 0, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // five more looks, by this instance
    const [digest, ...more] = await digests();
    expect(more).toEqual([]);
    expect(digest!.To.map((to) => to.Address)).toEqual(['manager.digest@talentbridge.local']);
    expect(digest!.Subject).toBe('1 lead is waiting more than 24 hours for a reply');
    const text = (await mailpit.message(digest!.ID)).Text;
    expect(text).toContain('Overdue Olga: a CV assessment, waiting 30 hours');
    expect(text).not.toContain('Answered Ann');
    expect(text).not.toContain('Recent Rita');
    expect(text).toContain('https://jobs.example.com/manage/leads');
  });
});

describe('Portal messages', () => {
  it("tell the candidate at their current address that a recruiter wrote, with the subject and a link, and not the message's text", async () => {
    await start();
    const candidateId = newId();
    await bus.publish(candidateSaved({ id: candidateId, name: 'Ada', email: 'ada.old@example.com' }));
    await bus.publish(candidateSaved({ id: candidateId, name: 'Ada', email: 'ada.new@example.com' }, 2));
    // The candidate's own message and one to a staff member are not e-mailed.
    await bus.publish(messageSent({ recipientId: candidateId, senderType: 'candidate', subject: 'From me' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bus.publish(messageSent({ recipientId: candidateId, subject: 'Interview <next> week', content: 'Private details' }));

    const [received] = await mailpit.waitForMessages(1);
    expect(received!.To.map((to) => to.Address)).toEqual(['ada.new@example.com']);
    expect(received!.Subject).toBe('New message from your recruiter: Interview <next> week');
    const message = await mailpit.message(received!.ID);
    expect(message.Text).toContain('https://jobs.example.com/candidateportal?tab=messages');
    expect(message.Text).not.toContain('Private details');
    expect(message.HTML).toContain('Interview &lt;next&gt; week');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailpit.messages()).toHaveLength(1);
  });

  it("wait for a candidate's record that has not arrived yet", async () => {
    await start();
    const candidateId = newId();
    await bus.publish(messageSent({ recipientId: candidateId }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bus.publish(candidateSaved({ id: candidateId, email: 'late.record@example.com' }));
    const [received] = await mailpit.waitForMessages(1, 60_000);
    expect(received!.To[0]!.Address).toBe('late.record@example.com');
  });
});

describe('Erasure', () => {
  it("removes the record of every e-mail sent to an erased candidate", async () => {
    const service = await start();
    const application = applicationSubmitted();
    const candidateId = application.data.candidateId!;
    await bus.publish(candidateSaved({ id: candidateId, email: application.data.candidateEmail }));
    await bus.publish(application);
    await eventually(async () => (await service.emails()).some((email) => email.candidateId === candidateId && email.status === 'sent'));
    await bus.publish(candidateErased(candidateId, 2));
    await eventually(async () => Boolean((await service.context.db.collection('candidates').findOne({ _id: candidateId } as never))?.deleted));
    expect((await service.emails()).filter((email) => email.candidateId === candidateId)).toEqual([]);
  });
});

describe('GET /api/emails?candidateId= (the record in the CRM)', () => {
  it("lists a candidate's e-mails newest first for staff, with the refusal's reason, and to no one else", async () => {
    const auth = await startAuth();
    process.env.AUTH_URL = auth.url;
    const service = await start();
    try {
      const staffToken = await auth.login(ADMIN.email, ADMIN.password);
      const candidateId = newId();
      await bus.publish(applicationSubmitted({ candidateId, candidateEmail: 'record@example.com' }));
      await bus.publish(applicationSubmitted({ candidateId, candidateEmail: 'nobody@rejected.invalid', jobRoleTitle: 'Second Role' }));
      await eventually(async () => (await service.emails()).filter((email) => email.candidateId === candidateId && ['sent', 'failed'].includes(email.status)).length === 2);

      const answer = await service.call('GET', `/api/emails?candidateId=${candidateId}`, { token: staffToken });
      expect(answer.status).toBe(200);
      expect(answer.body.map((email: { to: string; status: string; kind: string }) => [email.to, email.status, email.kind]).sort()).toEqual([
        ['nobody@rejected.invalid', 'failed', 'application-received'],
        ['record@example.com', 'sent', 'application-received'],
      ]);
      expect(answer.body.find((email: { status: string }) => email.status === 'failed').reason).toMatch(/550/);
      expect(answer.body.find((email: { status: string }) => email.status === 'sent')).toMatchObject({ reason: null, attempts: 1, subject: 'We received your application: Senior Data Engineer' });

      expect((await service.call('GET', `/api/emails?candidateId=${candidateId}`)).status).toBe(401);
      expect((await service.call('GET', '/api/emails?candidateId=not-an-id', { token: staffToken })).status).toBe(400);
      expect((await service.call('GET', `/api/emails?candidateId=${newId()}`, { token: staffToken })).body).toEqual([]);
    } finally {
      await auth.close();
    }
  });
});
