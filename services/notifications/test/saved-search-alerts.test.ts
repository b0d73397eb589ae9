import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedSearchEvents, type SavedSearchMatched } from '@agency/contracts';
import { newEvent, type EventBus } from '@agency/service-kit';
import { eventually, newId, startMailpit, type OwnMailpit } from '@agency/testing';
import { connectBus, staffUser, startNotifications } from './helpers';

// A saved search's alert (issue 34 point 4, decision 0136): the candidates service's `saved-search.matched` becomes
// one e-mail to the search's owner, naming the new matches and linking back to the list with the search applied.
let mailpit: OwnMailpit;
let bus: EventBus;
let service: Awaited<ReturnType<typeof startNotifications>>;
beforeAll(async () => {
  mailpit = await startMailpit();
  bus = await connectBus();
  service = await startNotifications(mailpit);
});
afterAll(async () => {
  await service?.close();
  await bus?.close();
  await mailpit?.close();
});

const to = async (address: string) => (await mailpit.messages()).filter((message) => message.To.some((recipient) => recipient.Address === address));
const matched = (data: Partial<SavedSearchMatched> & { ownerId: string }) => {
  const alert: SavedSearchMatched = { searchId: newId(), name: 'Python in Leeds', query: 'q=python%20AND%20django&availability=available', alert: 'instant', matches: [], total: 0, ...data };
  return newEvent(SavedSearchEvents.matched, alert.searchId, 2, alert);
};

describe('saved search alert e-mails', () => {
  it('reach the owner once per alert, with the matches and the link back to the list', async () => {
    const rita = staffUser({ name: 'Rita Recruiter', email: `rita.${newId().slice(-6)}@talentbridge.local` });
    await bus.publish(rita);
    const matches = Array.from({ length: 20 }, (_, index) => ({ id: newId(), name: `Match Person ${index}` }));
    const alert = matched({ ownerId: rita.data.id, matches, total: 23 });
    await bus.publish(alert);
    await bus.publish(alert); // delivered twice: still one e-mail
    await eventually(async () => (await to(rita.data.email)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [email] = await to(rita.data.email);
    expect(email!.Subject).toBe('23 new candidates match "Python in Leeds"');
    const body = await mailpit.message(email!.ID);
    expect(body.Text).toContain('https://jobs.example.com/manage/candidates?q=python%20AND%20django&availability=available');
    expect(body.Text).toContain('Match Person 0, Match Person 1');
    expect(body.Text).toContain('and 3 more');
    expect(body.HTML).toContain('href="https://jobs.example.com/manage/candidates?q=python%20AND%20django&amp;availability=available"');
    expect(await to(rita.data.email)).toHaveLength(1);
  });

  it('reach nobody when the owner was disabled', async () => {
    const gone = staffUser({ email: `gone.${newId().slice(-6)}@talentbridge.local`, status: 'disabled' });
    await bus.publish(gone);
    const kept = staffUser({ email: `kept.${newId().slice(-6)}@talentbridge.local` });
    await bus.publish(kept);
    await bus.publish(matched({ ownerId: gone.data.id, matches: [{ id: newId(), name: 'Ann' }], total: 1 }));
    await bus.publish(matched({ ownerId: kept.data.id, name: 'Daily one', alert: 'daily', matches: [{ id: newId(), name: 'Ann' }], total: 1 }));
    // Events of one stream are handled in order: once the second one's e-mail is there, the first was handled.
    await eventually(async () => (await to(kept.data.email)).length === 1);
    expect((await to(kept.data.email))[0]!.Subject).toBe('1 new candidate matches "Daily one"');
    expect(await to(gone.data.email)).toEqual([]);
  });
});
