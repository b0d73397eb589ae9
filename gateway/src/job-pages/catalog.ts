import { JobRole, JobRoleList } from '@agency/contracts';

export type RoleLookup = { found: JobRole } | { missing: true } | { unavailable: string };

/** The catalog service's public answers, read the way a visitor's browser reads them (open roles only). */
export function catalogClient(baseUrl: string) {
  const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5_000) });
  return {
    async role(slug: string): Promise<RoleLookup> {
      try {
        const response = await get(`/api/job-roles/${encodeURIComponent(slug)}`);
        if (response.status === 404 || response.status === 400) return { missing: true };
        if (!response.ok) return { unavailable: `catalog answered ${response.status}` };
        return { found: JobRole.parse(await response.json()) };
      } catch (error) {
        return { unavailable: (error as Error).message };
      }
    },

    /** Every open role, a page at a time (the list is paged on the server). */
    async *openRoles(pageSize = 100): AsyncGenerator<JobRole> {
      for (let offset = 0; ; offset += pageSize) {
        const response = await get(`/api/job-roles?status=open&limit=${pageSize}&offset=${offset}`);
        if (!response.ok) throw new Error(`catalog answered ${response.status}`);
        const page = JobRoleList.parse(await response.json());
        yield* page.items;
        if (page.items.length < pageSize || offset + pageSize >= page.total) return;
      }
    },
  };
}
