import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@agency/contracts';
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
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  auth = await startAuth();
  process.env.AUTH_URL = auth.url;
  service = await startNotifications(mailpit);
  adminToken = await auth.login(ADMIN.email, ADMIN.password);
  admin = (await auth.call('GET', '/api/auth/me', { token: adminToken })).body as SessionUser;
});
afterAll(async () => {
  await service?.close();
  await auth?.close();
  await bus?.close();
  await mailpit?.close();
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
    expect(await preferences()).toEqual({ status: 200, body: { candidateReplies: true } });
    expect(await preferences({ candidateReplies: false })).toEqual({ status: 200, body: { candidateReplies: false } });
    expect((await preferences()).body).toEqual({ candidateReplies: false });
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
});
