import { describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '@agency/service-kit';
import { uniqueDbName } from '@agency/testing';
import { seedCatalog } from '../src/seed';
import { catalogStores } from '../src/service';

describe('demo seed', () => {
  it('writes employers of every status and roles of several statuses and priorities, once', async () => {
    const db = await connectDatabase(inject('mongoUrl'), uniqueDbName('catalog-seed'));
    try {
      const seeded = await seedCatalog(db);
      expect(seeded.employers).toBeGreaterThanOrEqual(6);
      const { employers, jobRoles } = catalogStores(db);
      const allEmployers = (await employers.list({ limit: 100, offset: 0 })).items;
      for (const status of ['active', 'inactive', 'prospect'] as const) {
        expect(allEmployers.filter((employer) => employer.status === status).length, status).toBeGreaterThanOrEqual(2);
      }
      const roles = (await jobRoles.list({ limit: 100, offset: 0 })).items;
      expect(new Set(roles.map((role) => role.status))).toEqual(new Set(['open', 'on_hold', 'filled', 'closed']));
      expect(new Set(roles.map((role) => role.priority))).toEqual(new Set(['low', 'medium', 'high', 'urgent']));
      // More open roles than the landing page shows, the walking skeleton's role among its six newest.
      const open = (await jobRoles.list({ status: 'open', limit: 6, offset: 0 }));
      expect(open.total).toBeGreaterThan(6);
      expect(open.items.map((role) => role.slug)).toContain('senior-backend-engineer');
      for (const role of roles) {
        expect(role.description!.split('\n').length, role.title).toBeGreaterThanOrEqual(2);
        expect(role.requirements!.split(',').length, role.title).toBeGreaterThanOrEqual(3);
        expect(role.employer?.name).toEqual(expect.any(String));
      }
      expect(await seedCatalog(db)).toEqual({ employers: 0, jobRoles: 0 });
    } finally {
      await db.close();
    }
  });
});
