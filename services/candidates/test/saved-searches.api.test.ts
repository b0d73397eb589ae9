import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_ALERT_MATCHES_MAX,
  SavedSearchEvents,
  Streams,
  type Candidate,
  type EventEnvelope,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchMatched,
} from '@agency/contracts';
import { createLogger, customFieldDefinitions, OutboxRelay } from '@agency/service-kit';
import { CandidateDirectory } from '../src/candidates/directory';
import { candidateModel } from '../src/candidates/model';
import { CvSearch } from '../src/documents/cv-search/cv-search';
import { savedSearchAlerts } from '../src/saved-searches/alerts';
import { savedSearchStore } from '../src/saved-searches/store';
import { candidatesConfig } from '../src/service';
import { closeAll, connectBus, eventually, startWithAuth } from './helpers';

// Saved searches with alerts (issue 34 point 4, decision 0136). The service's own alert look is set to once an hour:
// the tests make the looks themselves, with two alert runners over the same database as two instances would be.
const { auth, candidates, staffToken } = await startWithAuth({ savedSearchAlerts: { ...candidatesConfig().savedSearchAlerts, everyMs: 3_600_000 } });
const bus = await connectBus();
const log = createLogger('saved-search-alerts-test');
const db = candidates.context.db;
const relay = await OutboxRelay.forStream(bus, log, Streams.candidates);
const searches = savedSearchStore(db, relay);
relay.watch(searches.model).start();

/** One instance's alert runner: its own directory and CV index, as each instance has; daily looks due at any hour. */
async function instance() {
  const directory = await CandidateDirectory.open(candidateModel(db), bus, log);
  const cvs = await CvSearch.open(db, bus, log, directory);
  return { directory, alerts: savedSearchAlerts({ searches, directory, cvs, customFields: customFieldDefinitions(db), log }, { dailyHour: 0, everyMs: 3_600_000, settleMs: 0 }) };
}
const [first, second] = [await instance(), await instance()];
afterAll(async () => {
  await Promise.all([first.alerts.stop(), second.alerts.stop()]);
  await relay.stop();
  await bus.close();
  await closeAll(candidates, auth);
});

const matched: EventEnvelope<SavedSearchMatched>[] = [];
await bus.subscribe({
  durable: `observer-${randomUUID()}`,
  stream: Streams.candidates,
  handler: async (event) => void (event.type === SavedSearchEvents.matched && matched.push(event as EventEnvelope<SavedSearchMatched>)),
});
const alertsOf = (searchId: string) => matched.filter((event) => event.data.searchId === searchId).map((event) => event.data);

const run = randomUUID().replaceAll('-', '').slice(0, 8);
/** A word of this run only, in the candidates' current role: what the searches look for. */
const word = (name: string) => `${name}${run}`;

async function recruiterToken(name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${run}@talentbridge.test`;
  const password = 'Quiet-Harbour-2026!';
  const created = await auth.call('POST', '/api/users', { token: staffToken, body: { name: `${name} Searcher`, email, role: 'recruiter', password } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return auth.login(email, password);
}
const [rita, sam] = [await recruiterToken('Rita'), await recruiterToken('Sam')];
const as = (token: string) => (method: string, path: string, body?: unknown) => candidates.call(method, path, { token, body });

async function addCandidate(name: string, currentRole: string, availability = 'available', fields: Record<string, unknown> = {}): Promise<Candidate> {
  const answer = await as(staffToken)('POST', '/api/candidates', { name, currentRole, availability, ...fields });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const candidate = answer.body as Candidate;
  // Both instances know of them (one from its own write, the other from the stream: here both from the stream).
  await eventually(() => first.directory.get(candidate.id) !== null && second.directory.get(candidate.id) !== null);
  return candidate;
}
/** A look now (what was added before is inside its window), or `days` later. */
const soon = (days = 0) => new Date(Date.now() + days * 86_400_000);

describe('saved searches', () => {
  it('are saved, listed (own first, then the team’s shared ones), changed and deleted by their owner', async () => {
    const saved = await as(rita)('POST', '/api/saved-searches', { name: '  Python in Leeds ', query: `?q=python%20${word('leeds')}` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const search = saved.body as SavedSearch;
    expect(search).toMatchObject({ name: 'Python in Leeds', query: `q=python%20${word('leeds')}`, shared: false, alert: 'off', mine: true, ownerName: 'Rita Searcher' });

    const shared = (await as(sam)('POST', '/api/saved-searches', { name: 'Team hot list', query: 'q=kotlin', shared: true, alert: 'daily' })).body as SavedSearch;
    const ritaList = (await as(rita)('GET', '/api/saved-searches')).body as SavedSearchList;
    expect(ritaList.items.map((each) => [each.name, each.mine])).toEqual(expect.arrayContaining([['Python in Leeds', true], ['Team hot list', false]]));
    expect(ritaList.items.findIndex((each) => each.id === search.id)).toBeLessThan(ritaList.items.findIndex((each) => each.id === shared.id));

    const changed = await as(rita)('PATCH', `/api/saved-searches/${search.id}`, { name: 'Python, Leeds', shared: true, alert: 'instant' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: 'Python, Leeds', shared: true, alert: 'instant', query: search.query });

    expect((await as(rita)('DELETE', `/api/saved-searches/${search.id}`)).status).toBe(204);
    expect(((await as(rita)('GET', '/api/saved-searches')).body as SavedSearchList).items.some((each) => each.id === search.id)).toBe(false);
    expect((await as(rita)('DELETE', `/api/saved-searches/${search.id}`)).status).toBe(404);
    expect((await as(sam)('DELETE', `/api/saved-searches/${shared.id}`)).status).toBe(204);
  });

  it("are private unless shared: another's private one is not there (404), another's shared one is seen but not changed (403)", async () => {
    const secret = (await as(rita)('POST', '/api/saved-searches', { name: 'My secret list', query: 'q=rust' })).body as SavedSearch;
    const team = (await as(rita)('POST', '/api/saved-searches', { name: 'For the team', query: 'q=go', shared: true })).body as SavedSearch;
    const samSees = ((await as(sam)('GET', '/api/saved-searches')).body as SavedSearchList).items;
    expect(samSees.some((each) => each.id === secret.id)).toBe(false);
    expect(samSees.find((each) => each.id === team.id)).toMatchObject({ mine: false, ownerName: 'Rita Searcher' });

    expect((await as(sam)('PATCH', `/api/saved-searches/${secret.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await as(sam)('DELETE', `/api/saved-searches/${secret.id}`)).status).toBe(404);
    const refused = await as(sam)('PATCH', `/api/saved-searches/${team.id}`, { alert: 'instant' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the person who saved this search can change or delete it.');
    expect((await as(sam)('DELETE', `/api/saved-searches/${team.id}`)).status).toBe(403);
    // Unchanged by those attempts.
    expect(((await as(rita)('GET', '/api/saved-searches')).body as SavedSearchList).items.find((each) => each.id === team.id)).toMatchObject({ name: 'For the team', alert: 'off' });
  });

  it('refuse bad input with a clear 400: a query the list refuses, a 10,000-character name, an empty name, an unknown alert', async () => {
    const save = (body: unknown) => as(rita)('POST', '/api/saved-searches', body);
    const malformed = await save({ name: 'Broken', query: 'q=java&limit=lots' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^This search cannot be saved: limit: /);
    expect((await save({ name: 'Too long', query: `q=${'x'.repeat(10_000)}` })).status).toBe(400);
    // The boolean search's own refusals (decision 0133): a parenthesis left open, an unknown field.
    const unclosed = await save({ name: 'Unclosed', query: `q=${encodeURIComponent('python AND (django')}` });
    expect(unclosed.status).toBe(400);
    expect(unclosed.body.message).toMatch(/^This search cannot be saved: q: /);
    expect((await save({ name: 'Unknown field', query: `q=${encodeURIComponent('salary:50000')}` })).status).toBe(400);
    const longName = await save({ name: 'n'.repeat(10_000), query: 'q=java' });
    expect(longName.status).toBe(400);
    expect(longName.body.message).toContain('A search name can be up to 80 characters.');
    expect((await save({ name: '   ', query: 'q=java' })).status).toBe(400);
    expect((await save({ name: 'Alerted', query: 'q=java', alert: 'hourly' })).status).toBe(400);
    expect((await save({ name: 'Huge', query: 'q=a&'.repeat(1_000) })).status).toBe(400);
    const kept = (await save({ name: 'Fine', query: 'q=java' })).body as SavedSearch;
    expect((await as(rita)('PATCH', `/api/saved-searches/${kept.id}`, { query: 'offset=-1' })).status).toBe(400);
    // The list's filters (decision 0134) are read as the list reads them.
    expect((await as(rita)('PATCH', `/api/saved-searches/${kept.id}`, { query: 'q=java&addedFrom=yesterday' })).status).toBe(400);
    expect((await as(rita)('PATCH', `/api/saved-searches/${kept.id}`, { query: 'q=java&addedFrom=2026-12-02&addedTo=2026-01-01' })).status).toBe(400);
    expect((await as(rita)('PATCH', `/api/saved-searches/${kept.id}`, {})).status).toBe(400);
    expect((await as(rita)('PATCH', '/api/saved-searches/not-an-id', { name: 'x' })).status).toBe(400);
  });

  it('are limited to 50 per person', async () => {
    const token = await recruiterToken('Lim');
    for (let index = 0; index < 50; index++) expect((await as(token)('POST', '/api/saved-searches', { name: `Search ${index}`, query: '' })).status).toBe(201);
    const refused = await as(token)('POST', '/api/saved-searches', { name: 'One more', query: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/up to 50 saved searches/);
  });
});

describe('saved search alerts', () => {
  it("'instant': a new matching candidate makes one event, a non-matching one none, a look with nothing new none", async () => {
    const search = (await as(rita)('POST', '/api/saved-searches', { name: 'Instant Zed', query: `q=${word('zed')}`, alert: 'instant' })).body as SavedSearch;
    const match = await addCandidate('Zoe Match', `Engineer ${word('zed')}`);
    await addCandidate('Nick Nomatch', 'Engineer');
    await Promise.all([first.alerts.look(soon()), second.alerts.look(soon())]);
    await eventually(() => alertsOf(search.id).length === 1);
    expect(alertsOf(search.id)[0]).toMatchObject({ name: 'Instant Zed', alert: 'instant', query: `q=${word('zed')}`, total: 1, matches: [{ id: match.id, name: 'Zoe Match' }] });
    // The owner, whose e-mail the notifications service looks up.
    const ritaId = ((await auth.call('GET', '/api/auth/me', { token: rita })).body as { id: string }).id;
    expect(alertsOf(search.id)[0]!.ownerId).toBe(ritaId);

    await first.alerts.look(soon());
    await addCandidate('Nora Nomatch', 'Designer');
    await second.alerts.look(soon());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alertsOf(search.id)).toHaveLength(1);
  });

  it("'instant': a batch of new matches (an import) is one event naming the first 20, with the total", async () => {
    const search = (await as(rita)('POST', '/api/saved-searches', { name: 'Import batch', query: `q=${word('batch')}`, alert: 'instant' })).body as SavedSearch;
    for (let index = 0; index < 25; index++) await addCandidate(`Batch Person ${index}`, `Analyst ${word('batch')}`);
    await first.alerts.look(soon());
    await eventually(() => alertsOf(search.id).length === 1);
    const [alert] = alertsOf(search.id);
    expect(alert!.total).toBe(25);
    expect(alert!.matches).toHaveLength(SAVED_SEARCH_ALERT_MATCHES_MAX);
    expect(alert!.matches[0]!.name).toBe('Batch Person 24'); // newest first
  });

  it("'daily': one event a day with two instances looking at once, the next day's new matches the next day", async () => {
    const search = (await as(sam)('POST', '/api/saved-searches', { name: 'Daily Quux', query: `q=${word('quux')}`, alert: 'daily' })).body as SavedSearch;
    const monday = await addCandidate('Mo Daily', `Tester ${word('quux')}`);
    await Promise.all([first.alerts.look(soon()), second.alerts.look(soon()), first.alerts.look(soon()), second.alerts.look(soon())]);
    await eventually(() => alertsOf(search.id).length === 1);
    expect(alertsOf(search.id)[0]).toMatchObject({ alert: 'daily', total: 1, matches: [{ id: monday.id, name: 'Mo Daily' }] });

    // Later the same day: nothing, even with a new match.
    const tuesday = await addCandidate('Tu Daily', `Tester ${word('quux')}`);
    await Promise.all([first.alerts.look(soon()), second.alerts.look(soon())]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alertsOf(search.id)).toHaveLength(1);

    // The next morning: only what is new since.
    await Promise.all([first.alerts.look(soon(1)), second.alerts.look(soon(1))]);
    await eventually(() => alertsOf(search.id).length === 2);
    expect(alertsOf(search.id)[1]).toMatchObject({ total: 1, matches: [{ id: tuesday.id, name: 'Tu Daily' }] });
  });

  it('run the boolean search: python AND (django OR flask) NOT php location:Leeds', async () => {
    const q = `${word('bool')} AND (django OR flask) NOT php location:Leeds`;
    const search = (await as(rita)('POST', '/api/saved-searches', { name: 'Boolean', query: `q=${encodeURIComponent(q)}`, alert: 'instant' })).body as SavedSearch;
    const role = `Developer ${word('bool')}`;
    const flask = await addCandidate('Fran Flask', role, 'available', { skills: ['Python', 'Flask'], location: 'Leeds' });
    await addCandidate('Phil Php', role, 'available', { skills: ['Django', 'PHP'], location: 'Leeds' });
    await addCandidate('Dan Django', role, 'available', { skills: ['Django'], location: 'York' });
    await first.alerts.look(soon());
    await eventually(() => alertsOf(search.id).length === 1);
    expect(alertsOf(search.id)[0]).toMatchObject({ total: 1, matches: [{ id: flask.id, name: 'Fran Flask' }] });
  });

  it("apply the list's filters: a new candidate matching the words but not the filter makes no event", async () => {
    const search = (await as(rita)('POST', '/api/saved-searches', { name: 'Placed only', query: `q=${word('filt')}&availability=placed`, alert: 'instant' })).body as SavedSearch;
    await addCandidate('Fay Available', `Chemist ${word('filt')}`);
    const placed = await addCandidate('Pat Placed', `Chemist ${word('filt')}`, 'placed');
    await first.alerts.look(soon());
    await eventually(() => alertsOf(search.id).length === 1);
    expect(alertsOf(search.id)[0]).toMatchObject({ total: 1, matches: [{ id: placed.id, name: 'Pat Placed' }] });
  });

  it("'off', and a search deleted, make no event", async () => {
    const off = (await as(rita)('POST', '/api/saved-searches', { name: 'Quiet', query: `q=${word('quiet')}` })).body as SavedSearch;
    const gone = (await as(rita)('POST', '/api/saved-searches', { name: 'Gone', query: `q=${word('quiet')}`, alert: 'instant' })).body as SavedSearch;
    expect((await as(rita)('DELETE', `/api/saved-searches/${gone.id}`)).status).toBe(204);
    await addCandidate('Quinn Quiet', `Writer ${word('quiet')}`);
    await first.alerts.look(soon());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([...alertsOf(off.id), ...alertsOf(gone.id)]).toEqual([]);
  });
});
