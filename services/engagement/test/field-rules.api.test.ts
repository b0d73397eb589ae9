import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { Interaction, Placement } from '@agency/contracts';
import { knownLinks, OtherContexts, startEngagementApi } from './helpers';

// The contracts' date, number and bidi rules as the engagement service answers them (decisions 0074, 0076).
const { engagement, staffToken, bus } = await startEngagementApi();

const { links } = await knownLinks(engagement, new OtherContexts(bus), {
  candidate: 'Dorothy Vaughan',
  currentRole: 'Supervisor',
  employer: 'NACA',
  jobRole: 'Computer',
});

const call = (method: string, path: string, body?: unknown) => engagement.call(method, path, { token: staffToken, body });
/** The record as stored (without the outbox, which the relay empties meanwhile), to show that a refused write changed nothing. */
const storedDoc = (collection: string, id: string) =>
  engagement.context.db.collection(collection).findOne({ _id: new Types.ObjectId(id) }, { projection: { outbox: 0, outboxPending: 0 } });

async function created<T>(path: string, body: unknown): Promise<T> {
  const answer = await call('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as T;
}

describe('dates', () => {
  it('refuses a scheduled date that does not exist (30 February) on an edit, keeping the interaction as it was', async () => {
    const meeting = await created<Interaction>('/api/interactions', { type: 'meeting', subject: 'Planning', date: '2026-12-01T10:00:00Z', status: 'scheduled' });
    const before = await storedDoc('interactions', meeting.id);
    const answer = await call('PUT', `/api/interactions/${meeting.id}`, { date: '2027-02-30T10:00:00Z' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: date: Date must be a real date between 1900 and 2100');
    expect(await storedDoc('interactions', meeting.id)).toEqual(before);
  });

  it('refuses years 0, negative and +275760, storing nothing', async () => {
    const count = () => engagement.context.db.collection('interactions').countDocuments();
    const before = await count();
    for (const date of ['0000-06-01T10:00:00Z', '1850-06-01T10:00:00Z', '+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z']) {
      const answer = await call('POST', '/api/interactions', { type: 'call', subject: 'Time travel', date });
      expect(answer.status, date).toBe(400);
      expect(answer.body.message, date).toMatch(/^Invalid body: date: Date must be /);
    }
    expect(await count()).toBe(before);
  });

  it('names the placement date and the calendar range when they are not real dates', async () => {
    const card = await created<Placement>('/api/placements', { ...links, placementDate: '2026-12-01' });
    const refused = await call('PUT', `/api/placements/${card.id}`, { placementDate: '2026-11-31' });
    expect(refused.body.message).toBe('Invalid body: placementDate: Placement date must be a real date between 1900 and 2100');
    expect((await storedDoc('placements', card.id))?.placementDate).toEqual(new Date('2026-12-01T00:00:00.000Z'));
    const week = await call('GET', '/api/interactions?from=2026-02-29T00:00:00Z&to=2026-03-07T00:00:00Z');
    expect(week).toMatchObject({ status: 400, body: { message: 'Invalid querystring: from: From must be a real date between 1900 and 2100' } });
  });
});

describe('numbers', () => {
  it('refuses a value of 1e400 (too large for a number) with a message naming the field, storing nothing', async () => {
    const count = () => engagement.context.db.collection('placements').countDocuments();
    const before = await count();
    // Sent as JSON text: JSON.stringify would turn Infinity into null before it left.
    const answer = await call('POST', '/api/placements', JSON.stringify(links).replace(/}$/, ',"value":1e400}'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: value: must be a finite number (this one is too large to represent)');
    expect(await count()).toBe(before);
  });

  it('caps a value at $10,000,000 on an edit, keeping the card as it was', async () => {
    const card = await created<Placement>('/api/placements', { ...links, value: 2_500_000 });
    const answer = await call('PUT', `/api/placements/${card.id}`, { value: 1_000_000_001 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: value: Value must be at most 1,000,000,000 cents ($10,000,000)');
    expect((await storedDoc('placements', card.id))?.value).toBe(2_500_000);
    expect((await call('PUT', `/api/placements/${card.id}`, { value: 1_000_000_000 })).body).toMatchObject({ value: 1_000_000_000 });
  });
});

describe('phones and bidi controls', () => {
  it('refuses a lead whose phone is not a phone number, naming the field', async () => {
    const answer = await engagement.call('POST', '/api/leads', { body: { name: 'Ann', email: 'ann@example.com', service: 'consultation', phone: 'javascript:alert(1)' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: phone: Phone must be a phone number of 5 to 20 digits (spaces and + ( ) - . allowed)');
  });

  it('stores a subject and an outcome without bidi controls', async () => {
    const logged = await created<Interaction>('/api/interactions', { type: 'call', subject: 'Call \u202Eback', outcome: '\u2067positive\u2069', date: '2026-11-24T10:00:00Z' });
    expect(logged).toMatchObject({ subject: 'Call back', outcome: 'positive' });
    expect(await storedDoc('interactions', logged.id)).toMatchObject({ subject: 'Call back', outcome: 'positive' });
  });
});
