import { describe, expect, it } from 'vitest';
import { PortalEvents, type Message } from '@agency/contracts';
import { AuthMessages } from '@agency/service-kit';
import { MESSAGE_NOT_FOUND, REPLIES_PER_HOUR, TOO_MANY_REPLIES } from '../src/messages/routes';
import { candidateToken, eventually, newId, referenceKnown, startPortalApi } from './helpers';

/** A candidate replies to a recruiter's message in its thread, staff answer in it (issue 31, point 4; decision 0121). */
const { portal, staffId, bus, others, events, as: asToken, asStaff } = await startPortalApi();

const sarah = await others.candidate('Sarah Mitchell');
const james = await others.candidate('James Okoro');
const chatty = await others.candidate('Chatty Candidate');
for (const candidate of [sarah, james, chatty]) await referenceKnown(portal, 'candidate_refs', candidate.id);
const as = async (candidateId: string) => asToken(await candidateToken(bus, candidateId));
const asSarah = await as(sarah.id);
const asJames = await as(james.id);
const asChatty = await as(chatty.id);
const write = async (candidateId: string, subject: string) =>
  (await asStaff('POST', '/api/messages', { candidateId, subject, content: 'Are you free on Tuesday?' })).body as Message;

describe('replies', () => {
  let question: Message;
  let reply: Message;
  let answer: Message;

  it("go from the candidate to the message's writer, in its thread, with the event for them", async () => {
    question = await write(sarah.id, 'Interview next week');
    expect(question.threadId).toBe(question.id);
    const sent = await asSarah('POST', `/api/candidate/messages/${question.id}/replies`, { content: '  Yes, Tuesday at 10 works.\nSee you then.  ' });
    expect(sent.status).toBe(201);
    reply = sent.body;
    expect(reply).toMatchObject({
      senderId: sarah.id,
      senderType: 'candidate',
      recipientId: staffId,
      recipientType: 'staff',
      subject: 'Re: Interview next week',
      content: 'Yes, Tuesday at 10 works.\nSee you then.',
      threadId: question.id,
    });
    await eventually(() => events.about(reply.id).length === 1);
    expect(events.about(reply.id)).toEqual([{ type: PortalEvents.messageReplied, version: 1, data: expect.objectContaining({ id: reply.id, threadId: question.id, recipientId: staffId }) }]);
  });

  it('are answered by staff in the same thread, and both sides read the thread in order', async () => {
    const answered = await asStaff('POST', `/api/messages/${reply.id}/replies`, { content: 'Great, see you on Tuesday.' });
    expect(answered.status).toBe(201);
    answer = answered.body;
    expect(answer).toMatchObject({ senderType: 'staff', senderId: staffId, recipientId: sarah.id, recipientType: 'candidate', subject: 'Re: Interview next week', threadId: question.id });
    await eventually(() => events.about(answer.id).length === 1);
    expect(events.about(answer.id)[0]!.type).toBe(PortalEvents.messageSent);

    const thread = (list: Message[]) => list.filter((message) => message.threadId === question.id).map((message) => message.id);
    // Newest first, like every list of messages; the clients show a thread oldest first.
    expect(thread((await asSarah('GET', '/api/candidate/messages')).body)).toEqual([answer.id, reply.id, question.id]);
    expect(thread((await asStaff('GET', `/api/messages?candidateId=${sarah.id}`)).body)).toEqual([answer.id, reply.id, question.id]);
    // The candidate may reply to the answer too: it is addressed to them.
    expect((await asSarah('POST', `/api/candidate/messages/${answer.id}/replies`, { content: 'Thanks!' })).body).toMatchObject({ threadId: question.id, subject: 'Re: Interview next week' });
  });

  it("are only to a message addressed to the candidate: another candidate's, their own reply or an unknown one is not found", async () => {
    for (const id of [question.id, reply.id, newId()]) {
      expect(await asJames('POST', `/api/candidate/messages/${id}/replies`, { content: 'Hello' })).toEqual({ status: 404, body: { message: MESSAGE_NOT_FOUND } });
    }
    expect(await asSarah('POST', `/api/candidate/messages/${reply.id}/replies`, { content: 'Me again' })).toEqual({ status: 404, body: { message: MESSAGE_NOT_FOUND } });
    expect((await asJames('GET', '/api/candidate/messages')).body).toEqual([]);
    expect(await asStaff('POST', `/api/messages/${newId()}/replies`, { content: 'Hello' })).toEqual({ status: 404, body: { message: MESSAGE_NOT_FOUND } });
  });

  it('refuse an empty, too long or control-character body with a 400 that says why', async () => {
    const cases: [unknown, string][] = [
      [{ content: '   ' }, 'Reply is required'],
      [{}, 'is required'],
      [{ content: 'x'.repeat(5_001) }, 'must be at most 5,000 characters'],
      [{ content: 'hidden\u0000text' }, 'must not contain the NUL character'],
      [{ content: 'bell\u0007' }, 'without control characters'],
      [{ content: 42 }, 'must be text'],
    ];
    for (const [body, says] of cases) {
      const refused = await asSarah('POST', `/api/candidate/messages/${question.id}/replies`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toContain(says);
    }
    expect((await asStaff('POST', `/api/messages/${question.id}/replies`, { content: '' })).status).toBe(400);
    // Line breaks and tabs are what several lines of text are made of.
    expect((await asSarah('POST', `/api/candidate/messages/${question.id}/replies`, { content: 'Line one\r\n\tLine two' })).status).toBe(201);
  });

  it(`are limited to ${REPLIES_PER_HOUR} an hour per candidate`, async () => {
    const hello = await write(chatty.id, 'Hello');
    for (let sent = 0; sent < REPLIES_PER_HOUR; sent++) {
      expect((await asChatty('POST', `/api/candidate/messages/${hello.id}/replies`, { content: `Reply ${sent}` })).status).toBe(201);
    }
    expect(await asChatty('POST', `/api/candidate/messages/${hello.id}/replies`, { content: 'One more' })).toEqual({ status: 429, body: { message: TOO_MANY_REPLIES } });
    // Another candidate is not held back by it.
    expect((await asSarah('POST', `/api/candidate/messages/${question.id}/replies`, { content: 'Still here' })).status).toBe(201);
  });

  it('are for candidates only; staff answer through their own route', async () => {
    expect(await asStaff('POST', `/api/candidate/messages/${question.id}/replies`, { content: 'x' })).toEqual({ status: 401, body: { message: AuthMessages.candidateOnly } });
    expect(await asSarah('POST', `/api/messages/${question.id}/replies`, { content: 'x' })).toEqual({ status: 401, body: { message: AuthMessages.staffOnly } });
  });
});
