import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { seedEngagement } from '../src/seed';
import { newId } from './helpers';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('engagement_seed'));
afterAll(() => db.close());

const names = ['Sarah Mitchell', 'James Okoro', 'Emily Chen', 'Marco Rossi', 'Aisha Khan', 'David Thompson', 'Priya Natarajan', 'Tom Fletcher', 'Sofia Alvarez', 'Liam Murphy'];
const titles = ['Senior Backend Engineer', 'Product Designer', 'Head Chef', 'Front Office Manager', 'Chief Operating Officer', 'Data Analyst', 'Asset Performance Engineer'];

describe('demo seed', () => {
  it('links interactions and placements to the demo candidates and roles, past and coming, every stage and a new lead, once', async () => {
    const candidates = names.map((name) => ({ id: newId(), name }));
    const jobRoles = titles.map((title) => ({ id: newId(), title, employerId: newId() }));
    const seeded = await seedEngagement(db, { candidates, jobRoles });
    expect(seeded).toEqual({ interactions: 11, placements: 8, leads: 3 });

    const now = new Date();
    const interactions = await db.collection('interactions').find().toArray();
    const scheduled = interactions.filter((interaction) => interaction.status === 'scheduled');
    expect(scheduled.length).toBeGreaterThanOrEqual(4);
    expect(scheduled.every((interaction) => interaction.date > now)).toBe(true);
    expect(scheduled.filter((interaction) => interaction.type === 'interview').length).toBeGreaterThanOrEqual(3);
    expect(interactions.filter((interaction) => interaction.status === 'completed').every((interaction) => interaction.date < now)).toBe(true);
    const sarah = candidates.find((candidate) => candidate.name === 'Sarah Mitchell')!;
    const backend = jobRoles.find((role) => role.title === 'Senior Backend Engineer')!;
    expect(interactions.find((interaction) => interaction.subject === 'First interview: Senior Backend Engineer')).toMatchObject({
      candidateId: sarah.id,
      jobRoleId: backend.id,
      employerId: backend.employerId,
    });

    const placements = await db.collection('placements').find().toArray();
    expect(new Set(placements.map((placement) => placement.status))).toEqual(new Set(['lead', 'qualified', 'proposal', 'closed_won', 'closed_lost']));
    expect(placements.filter((placement) => Number.isInteger(placement.value)).length).toBe(7);
    const leads = await db.collection('leads').find().toArray();
    expect(leads.filter((lead) => lead.status === 'new')).toHaveLength(1);

    expect(await seedEngagement(db, { candidates, jobRoles })).toEqual({ interactions: 0, placements: 0, leads: 0 });
    expect(await db.collection('interactions').countDocuments()).toBe(11);
  });
});
