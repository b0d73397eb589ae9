import { afterAll, describe, expect, it } from 'vitest';
import type { PlacementList } from '@agency/contracts';
import { apiClient } from './api-client';
import { createLinkedRecords, removeLinkedRecords, staffCaller } from './linked-records';
import { startPlatform } from './platform';

// The field rules of decision 0074 through the real gateway, which parses each body and sends it on.
const platform = await startPlatform();
const staff = await staffCaller(platform.url);
const token = await apiClient(platform.url).signIn();
const records = await createLinkedRecords(staff, `rules-${Date.now().toString(36)}`);
afterAll(async () => {
  await removeLinkedRecords(staff, records);
  await platform.stop();
});

/** Sends the JSON text as it is: JSON.stringify would turn 1e400 (Infinity) into null before it left. */
async function postText(path: string, text: string) {
  const response = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('numbers and dates through the gateway', () => {
  it('refuses a placement value of 1e400 with a 400 naming the field, storing nothing (it was stored as null)', async () => {
    const placements = async () => (await staff<PlacementList>('GET', '/api/placements')).total;
    const before = await placements();
    const links = { candidateId: records.candidate.id, employerId: records.employer.id, jobRoleId: records.role.id };
    const answer = await postText('/api/placements', JSON.stringify(links).replace(/}$/, ',"value":1e400}'));
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid body: value: must be a finite number (this one is too large to represent)' } });
    expect(await placements()).toBe(before);
  });

  it('refuses an interaction on 30 February, naming the field', async () => {
    const answer = await postText('/api/interactions', JSON.stringify({ type: 'meeting', subject: 'Leap', date: '2025-02-30T10:00:00Z' }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid body: date: Date must be a real date between 1900 and 2100');
  });
});
