import { describe, expect, it } from 'vitest';
import type { Lead, LeadList, Placement, PlacementList } from '@agency/contracts';
import { LEAD_GONE, LEAD_THANKS } from '../src/leads/routes';
import { PLACEMENT_GONE } from '../src/placements/routes';
import { ReferenceMessages as LinkMessages } from '@agency/service-kit';
import { knownLinks, newId, OtherContexts, startEngagementApi } from './helpers';

const { engagement, staffToken, bus } = await startEngagementApi();

const others = new OtherContexts(bus);
const { candidate, employer, role, links } = await knownLinks(engagement, others, {
  candidate: 'Katherine Johnson',
  currentRole: 'Mathematician',
  employer: 'NASA Langley',
  jobRole: 'Flight Analyst',
});

const call = (method: string, path: string, body?: unknown, token: string | null = staffToken) =>
  engagement.call(method, path, { token: token ?? undefined, body });
const addPlacement = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/api/placements', { ...links, ...body });
  expect(answer.status).toBe(201);
  return answer.body as Placement;
};

describe('the pipeline', () => {
  it('adds a card as a lead by default, with its value in cents and the names of all three', async () => {
    const added = await addPlacement({ value: 1_250_000, notes: 'Referred by the team lead' });
    expect(added).toMatchObject({
      status: 'lead',
      value: 1_250_000,
      notes: 'Referred by the team lead',
      placementDate: null,
      candidate: { id: candidate.id, name: 'Katherine Johnson', currentRole: 'Mathematician' },
      employer: { id: employer.id, name: 'NASA Langley' },
      jobRole: { id: role.id, title: 'Flight Analyst', slug: role.slug },
    });
    const noValue = await addPlacement({ status: 'qualified', notes: '' });
    expect(noValue).toMatchObject({ status: 'qualified', value: null, notes: null });
  });

  it('needs candidate, employer and job role, a whole non-negative number of cents and a known stage', async () => {
    const missing = await call('POST', '/api/placements', { candidateId: candidate.id, employerId: employer.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('jobRoleId');
    const fraction = await call('POST', '/api/placements', { ...links, value: 10.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toContain('value: Value must be a whole number of cents');
    expect((await call('POST', '/api/placements', { ...links, value: -1 })).status).toBe(400);
    expect((await call('POST', '/api/placements', { ...links, status: 'won' })).status).toBe(400);
  });

  it('refuses a candidate, employer or role it does not know, saying which to choose again', async () => {
    expect(await call('POST', '/api/placements', { ...links, candidateId: newId() })).toMatchObject({ status: 400, body: { message: LinkMessages.candidate } });
    expect(await call('POST', '/api/placements', { ...links, employerId: newId() })).toMatchObject({ status: 400, body: { message: LinkMessages.employer } });
    expect(await call('POST', '/api/placements', { ...links, jobRoleId: newId() })).toMatchObject({ status: 400, body: { message: LinkMessages.jobRole } });
  });

  it('moves a card to another stage with { status } alone, keeping the rest; null clears value and notes', async () => {
    const card = await addPlacement({ value: 900_000, notes: 'Keep me', placementDate: '2026-12-01' });
    const moved = await call('PUT', `/api/placements/${card.id}`, { status: 'proposal' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: card.id, status: 'proposal', value: 900_000, notes: 'Keep me', placementDate: '2026-12-01T00:00:00.000Z', createdAt: card.createdAt });
    const cleared = await call('PUT', `/api/placements/${card.id}`, { value: null, notes: null });
    expect(cleared.body).toMatchObject({ status: 'proposal', value: null, notes: null });
    expect((await call('PUT', `/api/placements/${card.id}`, { candidateId: null })).status).toBe(400);
    expect((await call('PUT', `/api/placements/${card.id}`, {})).body.message).toContain('Send at least one field to change.');
    expect(await call('PUT', `/api/placements/${card.id}`, { jobRoleId: newId() })).toMatchObject({ status: 400, body: { message: LinkMessages.jobRole } });
  });

  it('lists newest first with the total, by stage, and pages', async () => {
    const won = await addPlacement({ status: 'closed_won', value: 100 });
    const lost = await addPlacement({ status: 'closed_lost', value: 200 });
    const all = (await call('GET', '/api/placements')).body as PlacementList;
    expect(all.items.slice(0, 2).map((item) => item.id)).toEqual([lost.id, won.id]);
    expect(all.total).toBe(all.items.length);
    const wonOnly = (await call('GET', '/api/placements?status=closed_won')).body as PlacementList;
    expect(wonOnly.items.map((item) => item.id)).toEqual([won.id]);
    expect(wonOnly.total).toBe(1);
    const page = (await call('GET', '/api/placements?limit=1&offset=1')).body as PlacementList;
    expect(page.items.map((item) => item.id)).toEqual([won.id]);
    expect((await call('GET', '/api/placements?status=closed')).status).toBe(400);
  });

  it('deletes a card; a gone card answers 404 with what to do', async () => {
    const card = await addPlacement({});
    expect((await call('DELETE', `/api/placements/${card.id}`)).status).toBe(204);
    expect(await call('DELETE', `/api/placements/${card.id}`)).toMatchObject({ status: 404, body: { message: PLACEMENT_GONE } });
    expect(await call('PUT', `/api/placements/${card.id}`, { status: 'qualified' })).toMatchObject({ status: 404, body: { message: PLACEMENT_GONE } });
    const ids = ((await call('GET', '/api/placements')).body as PlacementList).items.map((item) => item.id);
    expect(ids).not.toContain(card.id);
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/placements', undefined, null)).status).toBe(401);
    expect((await call('POST', '/api/placements', links, null)).status).toBe(401);
    expect((await call('PUT', `/api/placements/${newId()}`, { status: 'lead' }, null)).status).toBe(401);
    expect((await call('DELETE', `/api/placements/${newId()}`, undefined, 'garbage')).status).toBe(401);
  });
});

describe('leads', () => {
  const send = (body: Record<string, unknown>) => call('POST', '/api/leads', body, null);
  const leads = async (query = '') => (await call('GET', `/api/leads${query}`)).body as LeadList;

  it('takes a visitor request without a token, stores it as new and answers the thank-you text', async () => {
    const sent = await send({ name: ' Rosa Parks ', email: 'Rosa@Example.com', phone: '', service: 'consultation', source: 'exit_intent', status: 'converted' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), message: LEAD_THANKS });
    expect(LEAD_THANKS).toBe("Thank you! We'll contact you within 24 hours to schedule your free service.");
    const stored = (await leads()).items.find((lead) => lead.id === sent.body.id);
    expect(stored).toMatchObject({ name: 'Rosa Parks', email: 'rosa@example.com', phone: null, message: null, service: 'consultation', source: 'exit_intent', status: 'new' });
  });

  it('refuses a lead without name, e-mail or service with the messages the form shows', async () => {
    const noName = await send({ name: '', email: 'x@example.com', service: 'consultation' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('Please fill in your name');
    const badEmail = await send({ name: 'X', email: 'nope', service: 'cv_assessment' });
    expect(badEmail.body.message).toContain('Please enter a valid email address');
    expect((await send({ name: 'X', email: 'x@example.com' })).status).toBe(400);
    expect((await send({ name: 'X', email: 'x@example.com', service: 'coaching' })).status).toBe(400);
  });

  it('lists new leads first, oldest first among them, then the others newest first, with the count of new ones', async () => {
    const sentIds: string[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth']) {
      sentIds.push((await send({ name, email: `${name.toLowerCase()}@example.com`, service: 'cv_assessment' })).body.id);
    }
    const [first, second, third, fourth] = sentIds as [string, string, string, string];
    expect((await call('PUT', `/api/leads/${first}`, { status: 'contacted' })).body).toMatchObject({ id: first, status: 'contacted' });
    await call('PUT', `/api/leads/${third}`, { status: 'closed' });
    const page = await leads('?limit=200');
    const mine = page.items.map((lead) => lead.id).filter((id) => sentIds.includes(id));
    expect(mine).toEqual([second, fourth, third, first]);
    const newOnes = page.items.filter((lead) => lead.status === 'new');
    expect(page.items.slice(0, newOnes.length).every((lead: Lead) => lead.status === 'new')).toBe(true);
    expect(page.newCount).toBe(newOnes.length);
    const contacted = await leads('?status=contacted');
    expect(contacted.items.map((lead) => lead.id)).toEqual([first]);
    expect(contacted).toMatchObject({ total: 1, newCount: newOnes.length });
  });

  it('refuses an unknown status and answers 404 for a lead that does not exist', async () => {
    const sent = await send({ name: 'Status', email: 'status@example.com', service: 'consultation' });
    expect((await call('PUT', `/api/leads/${sent.body.id}`, { status: 'won' })).status).toBe(400);
    expect(await call('PUT', `/api/leads/${newId()}`, { status: 'contacted' })).toMatchObject({ status: 404, body: { message: LEAD_GONE } });
  });

  it('shows and changes leads for staff only', async () => {
    expect((await call('GET', '/api/leads', undefined, null)).status).toBe(401);
    expect((await call('PUT', `/api/leads/${newId()}`, { status: 'contacted' }, null)).status).toBe(401);
  });
});
