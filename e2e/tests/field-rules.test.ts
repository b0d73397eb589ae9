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

describe('control characters in single-line text through the gateway (issue 30)', () => {
  const refused = 'must be one line, without line breaks, tabs or other control characters';
  const publicPost = async (path: string, body: unknown) => {
    const response = await fetch(`${platform.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  it('refuses a line break, a tab or an escape in a name or subject with a 400 naming the field', async () => {
    const applied = await publicPost('/api/applications/apply-and-register', {
      jobRoleId: records.role.id,
      candidateEmail: `control.${Date.now().toString(36)}@example.com`,
      candidateFullName: 'Ada\r\nBcc: everyone@example.com',
    });
    expect(applied).toEqual({ status: 400, message: `Invalid body: candidateFullName: ${refused}` });
    const lead = await publicPost('/api/leads', { name: 'Ada\tLovelace', email: 'ada@example.com', service: 'cv_assessment' });
    expect(lead).toEqual({ status: 400, message: `Invalid body: name: ${refused}` });
    const registered = await publicPost('/api/employers/register', { name: 'Acme\u001B[2J', contactPerson: 'Ann', contactEmail: 'ann@acme.example' });
    expect(registered).toEqual({ status: 400, message: `Invalid body: name: ${refused}` });
    const interaction = await postText('/api/interactions', JSON.stringify({ type: 'call', subject: 'Call\nback', date: '2026-11-24T10:00:00Z' }));
    expect(interaction.status).toBe(400);
    expect(interaction.body.message).toBe(`Invalid body: subject: ${refused}`);
  });
});
