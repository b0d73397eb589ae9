import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents, type SessionUser } from '@agency/contracts';
import type { EventBus } from '@agency/service-kit';
import { ADMIN, eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { startAuth } from '@agency/auth/testing';
import { candidateSaved, connectBus, messageReplied, staffUser, startNotifications } from './helpers';

// A candidate's reply in the portal alerts the team member they replied to, once, unless that member turned
// 'E-mail me when a candidate replies' off (issue 31, point 4; decision 0121).
let mailpit: OwnMailpit;
let bus: EventBus;
let auth: Awaited<ReturnType<typeof startAuth>>;
let service: Awaited<ReturnType<typeof startNotifications>>;
let admin: SessionUser;
let adminToken: string;
// A webhook receiver on 127.0.0.1 that keeps each body it is sent.
const delivered: string[] = [];
let receiver: Server;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push(Buffer.concat(chunks).toString('utf8'));
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
  admin = (await auth.call('GET', '/api/auth/me', { token: adminToken })).body as SessionUser;
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const preferences = (body?: unknown, token = adminToken) => service.call(body === undefined ? 'GET' : 'PUT', '/api/staff/email-preferences', { token, body });
const to = async (address: string) => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === address));

describe('alerts of candidate replies', () => {
  const candidateId = newId();
  const rita = staffUser({ name: 'Rita Recruiter', email: `rita.${candidateId.slice(-6)}@talentbridge.local` });

  it('reach the team member replied to, once per reply, naming the candidate and linking to their page', async () => {
    await bus.publish(candidateSaved({ id: candidateId, name: 'Sarah Mitchell', email: `sarah.${candidateId.slice(-6)}@example.com` }));
    await bus.publish(rita);
    const reply = messageReplied({ senderId: candidateId, recipientId: rita.data.id, subject: 'Re: Interview next week' });
    await bus.publish(reply);
    await bus.publish(reply); // delivered twice: still one e-mail
    await eventually(async () => (await to(rita.data.email)).length === 1);
    const [alert] = await to(rita.data.email);
    expect(alert!.Subject).toBe('Sarah Mitchell replied: Re: Interview next week');
    const body = await mailpit.message(alert!.ID);
    expect(body.Text).toContain(`/manage/candidates/${candidateId}`);
    expect(body.Text).toContain('Interview next week');
    // What the candidate wrote stays behind the sign-in.
    expect(body.Text).not.toContain('Tuesday works for me.');
    // The candidate gets nothing of it.
    expect(await to(`sarah.${candidateId.slice(-6)}@example.com`)).toEqual([]);
  });

  it("are a member's own preference: on at first, turned off and on with their token, refused without one or with a bad body", async () => {
    // The morning digest of due tasks (decision 0135) is kept as it is when only this one changes.
    expect(await preferences()).toEqual({ status: 200, body: { candidateReplies: true, taskDigest: true } });
    expect(await preferences({ candidateReplies: false })).toEqual({ status: 200, body: { candidateReplies: false, taskDigest: true } });
    expect((await preferences()).body).toEqual({ candidateReplies: false, taskDigest: true });
    for (const bad of [{}, { candidateReplies: 'no' }, { candidateReplies: true, userId: rita.data.id }]) {
      const answer = await preferences(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.message).toMatch(/^Invalid body/);
    }
    expect((await service.call('GET', '/api/staff/email-preferences')).status).toBe(401);
  });

  it('are not sent to a member who turned them off', async () => {
    expect((await preferences({ candidateReplies: false })).status).toBe(200);
    await bus.publish(staffUser({ id: admin.id, name: admin.name, email: admin.email, role: admin.role }));
    await bus.publish(messageReplied({ senderId: candidateId, recipientId: admin.id, subject: 'Re: Not e-mailed' }));
    // Rita's next alert comes after the administrator's reply on the same stream: once it is there, the other was handled.
    await bus.publish(messageReplied({ senderId: candidateId, recipientId: rita.data.id, subject: 'Re: After it' }));
    await eventually(async () => (await to(rita.data.email)).length === 2);
    expect(await to(admin.email)).toEqual([]);

    expect((await preferences({ candidateReplies: true })).status).toBe(200);
    await bus.publish(messageReplied({ senderId: candidateId, recipientId: admin.id, subject: 'Re: E-mailed again' }));
    await eventually(async () => (await to(admin.email)).length === 1);
    expect((await to(admin.email))[0]!.Subject).toBe('Sarah Mitchell replied: Re: E-mailed again');
  });

  it("are also the webhook 'message.replied', once per reply, as its contract documents", async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const endpoint = await service.call('POST', '/api/webhooks', { token: adminToken, body: { url, events: ['message.replied'], description: 'Replies' } });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    const reply = messageReplied({ senderId: candidateId, recipientId: rita.data.id, content: 'See you on Tuesday.' });
    await bus.publish(reply);
    await bus.publish(reply);
    await eventually(() => delivered.length === 1);
    const body = JSON.parse(delivered[0]!) as { type: string; data: unknown };
    expect(body.type).toBe('message.replied');
    expect(webhookEvents['message.replied'].strict().parse(body.data)).toEqual({
      id: reply.data.id,
      threadId: reply.data.threadId,
      candidateId,
      recipientId: rita.data.id,
      content: 'See you on Tuesday.',
      repliedAt: reply.data.createdAt,
    });
    // The repeated event made no second delivery: a later reply's is the next one.
    const later = messageReplied({ senderId: candidateId, recipientId: rita.data.id });
    await bus.publish(later);
    await eventually(() => delivered.length === 2);
    expect(delivered.map((text) => (JSON.parse(text) as { data: { id: string } }).data.id)).toEqual([reply.data.id, later.data.id]);
  });
});
