import type { CatalogStats } from '@agency/contracts';
import { countByMonth, monthsAround } from '@agency/service-kit';
import type { CatalogView } from '../catalog-view';
import type { ListedJobRole } from '../job-roles/snapshot';

const PAGE = 500;

/**
 * The catalog's part of the dashboard, from the in-memory view (decision 0028), never from a scan of the
 * database: totals by status are kept by the view's groups, so they cost nothing; the monthly counts walk
 * the active employers once, and the roles (newest first) only back to the start of last month.
 *
 * Each tile's change counts the population of its headline (decision 0104): the active employers added in
 * each month that are active now, as the open roles added that are open now. A prospect or an inactive
 * employer added this month is not one more active employer.
 */
export function catalogStats(view: CatalogView, now = new Date()): CatalogStats {
  const active = view.employers.list({ group: 'active', offset: 0, limit: view.employers.size });
  const openRolesCreated = [...rolesSince(view, monthsAround(now).lastMonthStart)]
    .filter((role) => role.status === 'open')
    .map((role) => role.createdAt);
  return {
    totalEmployers: view.employers.size,
    activeEmployers: active.total,
    openRoles: view.jobRoles.list({ group: 'open', offset: 0, limit: 0 }).total,
    monthly: {
      employers: countByMonth(active.items.map((employer) => employer.createdAt), now),
      openRoles: countByMonth(openRolesCreated, now),
    },
  };
}

/** The roles created at or after `since`, newest first, a page at a time. */
function* rolesSince(view: CatalogView, since: string): Generator<ListedJobRole> {
  for (let offset = 0; offset < view.jobRoles.size; offset += PAGE) {
    for (const role of view.jobRoles.list({ offset, limit: PAGE }).items) {
      if (role.createdAt < since) return;
      yield role;
    }
  }
}
