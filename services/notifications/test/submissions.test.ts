import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCvRef, SubmissionEvents, webhookEvents, type ClientFeedback, type SubmissionEventData, type WebhookEventName } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { candidateErased, candidateSaved, connectBus, staffUser, startNotifications, submissionEvent } from './helpers';

// Submissions with consent (issue 33, decision 0132): the engagement service's events become the consent question
// to the candidate, the candidate's answer and the client's feedback to the recruiter, the client's reminder, and
// the webhook events submission.*. A real SMTP server (Mailpit), NATS and FerretDB; the events as engagement
// publishes them.
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
let service: Awaited<ReturnType<typeof startNotifications>>;
let adminToken: string;
// A webhook receiver on 127.0.0.1 that keeps each body it is sent.
const delivered: { type: WebhookEventName; data: Record<string, unknown> }[] = [];
let receiver: Server;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  service = await startNotifications(mailpit, { webhooks: { allowPrivateTargets: true } });
  adminToken = await auth.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const to = async (address: string) => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === address));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The one e-mail to `address`, once it arrived: its subject and its text. */
async function onlyEmailTo(address: string) {
  await eventually(async () => (await to(address)).length > 0);
  const messages = await to(address);
  expect(messages).toHaveLength(1);
  const body = await mailpit.message(messages[0]!.ID);
  return { subject: messages[0]!.Subject, text: body.Text, html: body.HTML };
}

/** A recruiter and a candidate with an address, known to the service. */
async function people(candidateName = 'Sarah Mitchell') {
  const suffix = newId().slice(-8);
  const recruiter = staffUser({ name: 'Rita Recruiter', email: `rita.${suffix}@talentbridge.local` });
  const candidate = candidateSaved({ id: newId(), name: candidateName, email: `candidate.${suffix}@example.com` });
  await bus.publish(recruiter);
  await bus.publish(candidate);
  // What every submission event of theirs carries: the ids, and the candidate's name for the e-mails.
  const base = { candidateId: candidate.data.id, recruiterId: recruiter.data.id, candidateName };
  return { recruiter: recruiter.data, candidate: { id: candidate.data.id, email: candidate.data.email!, name: candidateName }, base };
}

const feedback = (fields: Partial<ClientFeedback>): ClientFeedback => ({
  kind: 'interested',
  reason: null,
  proposedTimes: [],
  contactName: 'Nora North',
  at: new Date().toISOString(),
  ...fields,
});

describe('the consent question to the candidate', () => {
  it('asks verbatim, says who asks, links to the portal (no answer by link), once per submission', async () => {
    const { recruiter, candidate, base } = await people();
    const asked = submissionEvent(SubmissionEvents.consentRequested, { ...base, jobRoleTitle: 'Head Chef', employerName: 'The Ivy' });
    await bus.publish(asked);
    await bus.publish(asked); // delivered twice: still one e-mail
    const email = await onlyEmailTo(candidate.email);
    expect(email.subject).toBe('May we put you forward for Head Chef at The Ivy?');
    expect(email.html).toContain('<h1 style="margin:0 0 16px;font-size:22px">May we put you forward for Head Chef at The Ivy?</h1>');
    expect(email.text).toContain('Rita Recruiter, your recruiter at TalentBridge, asks');
    // The only link is the portal's page: the answer needs the candidate's sign-in.
    expect(email.text.match(/https?:\/\/\S+/g)).toEqual(['https://jobs.example.com/candidateportal/submissions']);
    expect(email.text).not.toMatch(/token|accept\?|decline\?/i);
    await pause(500);
    expect(await to(candidate.email)).toHaveLength(1);
    // The recruiter is not e-mailed about their own request.
    expect(await to(recruiter.email)).toEqual([]);
  });

  it('is not sent to an erased candidate, nor anything about them to the recruiter or the client', async () => {
    const { recruiter, candidate, base } = await people();
    await bus.publish(candidateErased(candidate.id, 2));
    await eventually(async () => Boolean(await service.context.db.collection('candidates').findOne({ _id: candidate.id as never, deleted: true })));
    const submitted = { ...base, status: 'submitted' as const, submittedAt: new Date().toISOString() };
    await bus.publish(submissionEvent(SubmissionEvents.consentRequested, base));
    await bus.publish(submissionEvent(SubmissionEvents.feedbackGiven, { ...submitted, feedback: [feedback({})] }, 3));
    await bus.publish(submissionEvent(SubmissionEvents.reminderDue, { ...submitted, contacts: [{ name: 'Nora North', email: `nora.${candidate.id}@client.example` }] }, 4));
    // Another candidate's question, published after: once it is there, give the others a moment more.
    const other = await people('Other Person');
    await bus.publish(submissionEvent(SubmissionEvents.consentRequested, other.base));
    await onlyEmailTo(other.candidate.email);
    await pause(1_000);
    expect(await to(candidate.email)).toEqual([]);
    expect(await to(recruiter.email)).toEqual([]);
    expect(await to(`nora.${candidate.id}@client.example`)).toEqual([]);
  });
});

describe('the client’s feedback to the recruiter who submitted', () => {
  it('names the employer, the candidate and the role, the feedback and the proposed times with their zone, and links to the role', async () => {
    const { recruiter, base } = await people();
    const submission = { ...base, status: 'submitted' as const, submittedAt: new Date().toISOString(), jobRoleTitle: 'Head Chef', employerName: 'The Ivy' };
    const answer = feedback({ kind: 'interview_requested', proposedTimes: ['2026-12-10T10:00:00+01:00', '2026-12-11T14:30:00.000Z'] });
    const given = submissionEvent(SubmissionEvents.feedbackGiven, { ...submission, feedback: [answer] }, 3);
    await bus.publish(given);
    await bus.publish(given);
    const email = await onlyEmailTo(recruiter.email);
    expect(email.subject).toBe('The Ivy gave feedback on Sarah Mitchell for Head Chef');
    expect(email.text).toContain('Nora North at The Ivy answered: Interview requested.');
    expect(email.text).toContain('Feedback: Interview requested');
    expect(email.text).toContain('Thursday, 10 December 2026 at 09:00 UTC (10:00 at UTC+01:00, as proposed)');
    expect(email.text).toContain('Friday, 11 December 2026 at 14:30 UTC');
    expect(email.text).toContain(`Open the job role: https://jobs.example.com/manage/job-roles/${given.data.jobRoleId}`);

    // The client answers again: a second e-mail, with the reason.
    const rejected = feedback({ kind: 'not_suitable', reason: 'Needs more pastry experience' });
    await bus.publish(submissionEvent(SubmissionEvents.feedbackGiven, { ...given.data, feedback: [answer, rejected] }, 4));
    await eventually(async () => (await to(recruiter.email)).length === 2);
    expect((await to(recruiter.email)).map((message) => message.Subject)).toEqual(Array(2).fill('The Ivy gave feedback on Sarah Mitchell for Head Chef'));
    const texts = await Promise.all((await to(recruiter.email)).map(async (message) => (await mailpit.message(message.ID)).Text));
    expect(texts.filter((text) => text.includes('Feedback: Not suitable') && text.includes('Reason: Needs more pastry experience'))).toHaveLength(1);
  });
});

describe('the candidate’s answer to the recruiter', () => {
  it('tells them when the candidate agreed or declined, not consent they recorded themselves from a call', async () => {
    const { recruiter, base } = await people();
    const at = new Date().toISOString();
    const role = { ...base, jobRoleTitle: 'Sous Chef', employerName: 'The Ivy' };
    await bus.publish(
      submissionEvent(SubmissionEvents.submitted, { ...role, status: 'submitted', submittedAt: at, consent: { by: 'candidate', at, recordedById: null, note: null } }, 2),
    );
    const agreed = await onlyEmailTo(recruiter.email);
    expect(agreed.subject).toBe('Sarah Mitchell agreed to be put forward for Sous Chef at The Ivy');
    expect(agreed.text).toContain('https://jobs.example.com/manage/job-roles/');

    await bus.publish(submissionEvent(SubmissionEvents.declined, { ...role, status: 'declined', declinedAt: at }, 2));
    await bus.publish(
      submissionEvent(SubmissionEvents.submitted, { ...role, status: 'submitted', submittedAt: at, consent: { by: 'recruiter', at, recordedById: recruiter.id, note: 'Agreed on the phone' } }, 2),
    );
    // A colleague recorded it: the recruiter who submitted hears of it.
    await bus.publish(
      submissionEvent(SubmissionEvents.submitted, { ...role, status: 'submitted', submittedAt: at, consent: { by: 'recruiter', at, recordedById: newId(), note: 'Agreed on the phone' } }, 2),
    );
    await eventually(async () => (await to(recruiter.email)).length === 3);
    await pause(1_000);
    expect((await to(recruiter.email)).map((message) => message.Subject).sort()).toEqual([
      'Sarah Mitchell agreed to be put forward for Sous Chef at The Ivy',
      'Sarah Mitchell agreed to be put forward for Sous Chef at The Ivy',
      'Sarah Mitchell declined to be put forward for Sous Chef at The Ivy',
    ]);
  });
});

describe('the reminder to the client', () => {
  const reminder = (base: { candidateId: string; recruiterId: string; candidateName: string }, anonymised: boolean, suffix: string) =>
    submissionEvent(
      SubmissionEvents.reminderDue,
      {
        ...base,
        anonymised,
        status: 'submitted',
        submittedAt: '2026-11-30T09:00:00.000Z',
        reminderSentAt: new Date().toISOString(),
        jobRoleTitle: 'Head Chef',
        employerName: 'The Ivy',
        contacts: [
          { name: 'Nora North', email: `nora.${suffix}@client.example` },
          { name: 'Sam South', email: `Sam.${suffix}@client.example` },
        ],
      },
      3,
    );

  it('goes to each contact, naming the candidate, with a link to the client portal', async () => {
    const { candidate, base } = await people();
    const suffix = candidate.id.slice(-8);
    await bus.publish(reminder(base, false, suffix));
    const nora = await onlyEmailTo(`nora.${suffix}@client.example`);
    expect(nora.subject).toBe('Feedback awaited on Sarah Mitchell for Head Chef');
    expect(nora.text).toContain('Hello Nora North,');
    expect(nora.text).toContain('on 30 November 2026');
    expect(nora.text).toContain('Give feedback: https://jobs.example.com/clientportal');
    const sam = await onlyEmailTo(`sam.${suffix}@client.example`);
    expect(sam.text).toContain('Hello Sam South,');
  });

  it('of an anonymised submission never names the candidate: the CV’s reference instead', async () => {
    const { candidate, base } = await people('Margaret Hamilton');
    const suffix = candidate.id.slice(-8);
    await bus.publish(reminder(base, true, suffix));
    for (const address of [`nora.${suffix}@client.example`, `sam.${suffix}@client.example`]) {
      const email = await onlyEmailTo(address);
      expect(email.subject).toBe(`Feedback awaited on Candidate ${clientCvRef(candidate.id)} for Head Chef`);
      for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/Margaret|Hamilton/);
    }
  });
});

describe('the webhook events', () => {
  it('submission.created, consent-given, declined and feedback-given: once each, with the contract’s payload and no names', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const events: WebhookEventName[] = ['submission.created', 'submission.consent-given', 'submission.declined', 'submission.feedback-given'];
    const endpoint = await service.call('POST', '/api/webhooks', { token: adminToken, body: { url, events, description: 'Submissions' } });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const { recruiter, candidate, base } = await people();
    const at = new Date().toISOString();
    const asked = submissionEvent(SubmissionEvents.consentRequested, base);
    const s: SubmissionEventData = asked.data;
    const consented = { ...s, status: 'submitted' as const, submittedAt: at, consent: { by: 'recruiter' as const, at, recordedById: recruiter.id, note: 'On the phone' } };
    const answer = feedback({ kind: 'interview_requested', proposedTimes: ['2026-12-10T09:00:00.000Z'] });
    await bus.publish(asked);
    await bus.publish(submissionEvent(SubmissionEvents.submitted, consented, 2));
    await bus.publish(submissionEvent(SubmissionEvents.submitted, consented, 2)); // repeated: no second delivery
    await bus.publish(submissionEvent(SubmissionEvents.feedbackGiven, { ...consented, feedback: [answer] }, 3));
    await bus.publish(submissionEvent(SubmissionEvents.reminderDue, { ...consented, contacts: [] }, 4)); // no webhook event
    // Another candidate declines.
    const other = submissionEvent(SubmissionEvents.consentRequested, base);
    await bus.publish(submissionEvent(SubmissionEvents.declined, { ...other.data, status: 'declined', declinedAt: at, consent: null }, 2));

    await eventually(() => delivered.length >= 4);
    await pause(1_000);
    expect(delivered.map((body) => body.type).sort()).toEqual([...events].sort());
    for (const body of delivered) webhookEvents[body.type].strict().parse(body.data);
    const of = (type: WebhookEventName) => delivered.find((body) => body.type === type)!.data;
    const ids = { id: s.id, jobRoleId: s.jobRoleId, employerId: s.employerId, candidateId: candidate.id, recruiterId: recruiter.id };
    expect(of('submission.created')).toEqual({ ...ids, status: 'awaiting_consent', at: s.createdAt });
    expect(of('submission.consent-given')).toEqual({ ...ids, status: 'submitted', consentBy: 'recruiter', at });
    expect(of('submission.feedback-given')).toEqual({ ...ids, status: 'submitted', feedback: { kind: 'interview_requested', reason: null, proposedTimes: ['2026-12-10T09:00:00.000Z'] }, at: answer.at });
    expect(of('submission.declined')).toEqual({ ...ids, id: other.data.id, jobRoleId: other.data.jobRoleId, employerId: other.data.employerId, status: 'declined', at });
    expect(JSON.stringify(delivered)).not.toContain('Sarah Mitchell');
  });
});
