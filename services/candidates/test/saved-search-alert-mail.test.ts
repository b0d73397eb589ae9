import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@agency/contracts';
import { eventually, startMailpit } from '@agency/testing';
import { startNotifications } from '@agency/notifications/testing';
import { candidatesConfig } from '../src/service';
import { closeAll, startWithAuth } from './helpers';

// The whole way of a saved search's alert (issue 34 point 4, decision 0136): the candidates service's own alert look
// (every 300 ms here), its event, the notifications service's e-mail to the owner, in a real Mailpit.
const mailpit = await startMailpit();
const notifications = await startNotifications(mailpit);
const { auth, candidates, staffToken } = await startWithAuth({ savedSearchAlerts: { ...candidatesConfig().savedSearchAlerts, dailyHour: 0, everyMs: 300, settleMs: 0 } });
afterAll(async () => {
  await closeAll(candidates, auth, notifications);
  await mailpit.close();
});

const run = randomUUID().replaceAll('-', '').slice(0, 8);

describe('a saved search alert', () => {
  it('e-mails the owner the new matching candidate with the link back to the list', async () => {
    const email = `alerted.${run}@talentbridge.test`;
    const password = 'Quiet-Harbour-2026!';
    expect((await auth.call('POST', '/api/users', { token: staffToken, body: { name: 'Alma Alerted', email, role: 'recruiter', password } })).status).toBe(201);
    const token = await auth.login(email, password);
    const query = `q=${encodeURIComponent(`mail${run} AND python`)}`;
    const saved = await candidates.call('POST', '/api/saved-searches', { token, body: { name: 'Python mailers', query, alert: 'instant' } });
    expect(saved.status).toBe(201);
    expect((saved.body as SavedSearch).alert).toBe('instant');

    const added = await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Priya Python', currentRole: `Engineer mail${run}`, skills: ['Python'], availability: 'available' } });
    expect(added.status).toBe(201);
    await candidates.call('POST', '/api/candidates', { token: staffToken, body: { name: 'Rory Ruby', currentRole: `Engineer mail${run}`, skills: ['Ruby'], availability: 'available' } });

    const mine = async () => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === email));
    await eventually(async () => (await mine()).length === 1, 20_000);
    const [alert] = await mine();
    expect(alert!.Subject).toBe('1 new candidate matches "Python mailers"');
    const body = await mailpit.message(alert!.ID);
    expect(body.Text).toContain('Priya Python');
    expect(body.Text).not.toContain('Rory Ruby');
    expect(body.Text).toContain(`https://jobs.example.com/manage/candidates?${query}`);
  });
});
