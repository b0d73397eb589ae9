import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { seedCandidates } from '../src/seed';
import { newId } from './helpers';

const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('candidates_seed'));
afterAll(() => db.close());

describe('demo seed', () => {
  it('adds a dozen candidates with skills and their applications to the open demo roles, once', async () => {
    const roles = [
      { id: newId(), title: 'Senior Backend Engineer' },
      { id: newId(), title: 'Head Chef' },
    ];
    expect(await seedCandidates(db, roles)).toEqual({ candidates: 12, applications: 3 });
    const stored = await db.collection('candidates').find().toArray();
    expect(stored).toHaveLength(12);
    expect(stored.filter((candidate) => (candidate.skills ?? []).length >= 3)).toHaveLength(12);
    const applications = await db.collection('applications').find().toArray();
    expect(applications.map((application) => application.jobRoleId).sort()).toEqual([roles[0]!.id, roles[0]!.id, roles[1]!.id].sort());
    expect(await seedCandidates(db, roles)).toEqual({ candidates: 0, applications: 0 });
  });
});
