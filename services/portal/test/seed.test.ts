import { afterAll, describe, expect, inject, it } from 'vitest';
import { addDays } from 'date-fns';
import { connectDatabase } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { catalogStores, seedCatalog } from '@agency/catalog/testing';
import { DEMO_RECRUITER_ID, seedPortal } from '../src/seed';
import { portalStores } from '../src/service';
import { newId } from './helpers';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('portal_seed'));
const catalogDb = await connectDatabase(inject('mongoUrl'), uniqueDbName('portal_seed_catalog'));
afterAll(() => Promise.all([db.close(), catalogDb.close()]));

/** The catalog's demo roles that are open, read as scripts/seed.ts reads them: the matches must point at these. */
async function demoOpenRoles() {
  await seedCatalog(catalogDb);
  const roles = await catalogStores(catalogDb).jobRoles.list({ status: 'open', limit: 100, offset: 0 });
  return roles.items.map((role) => ({ id: role.id, title: role.title }));
}

describe('demo seed', () => {
  it("gives the demo candidate two matches to open roles, two messages and her scheduled interview, once", async () => {
    const candidateId = newId();
    const openRoles = await demoOpenRoles();
    const backend = openRoles.find((role) => role.title === 'Senior Backend Engineer')!;
    const wind = openRoles.find((role) => role.title === 'Offshore Wind Technician')!;
    const interview = { id: newId(), subject: 'First interview: Senior Backend Engineer', description: 'Video call', date: addDays(new Date(), 1), jobRoleId: backend.id, createdBy: null };
    expect(await seedPortal(db, { candidateId, openRoles, interviews: [interview] })).toEqual({ matches: 2, messages: 2, appointments: 1 });

    const stores = portalStores(db);
    const matches = await stores.matches.list({ candidateId });
    expect(matches.map((match) => [match.jobRoleId, match.matchScore, match.userId])).toEqual([
      [wind.id, 61, DEMO_RECRUITER_ID],
      [backend.id, 92, DEMO_RECRUITER_ID],
    ]);
    expect((await stores.messages.ofCandidate(candidateId)).every((message) => message.senderId === DEMO_RECRUITER_ID && !message.isRead)).toBe(true);
    const [appointment] = await stores.appointments.list({ candidateId });
    expect(appointment).toMatchObject({ interactionId: interview.id, title: interview.subject, date: interview.date.toISOString(), status: 'scheduled', userId: null });

    // The interview's own event, read later by the service, finds the appointment as it would have made it.
    await stores.appointments.follow(interview.id, { ...interview, type: 'interview', status: 'scheduled', candidateId, date: interview.date.toISOString(), createdAt: '', updatedAt: '' }, () => false);
    expect(await stores.appointments.list({ candidateId })).toEqual([appointment]);

    expect(await seedPortal(db, { candidateId, openRoles, interviews: [interview] })).toEqual({ matches: 0, messages: 0, appointments: 0 });
    expect(await stores.matches.list({ candidateId })).toHaveLength(2);
  });
});
