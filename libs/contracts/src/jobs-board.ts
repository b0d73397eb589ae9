import { z } from 'zod';
import { EmploymentType } from './enums';
import { SITE_NAME } from './job-page-meta';

/**
 * The jobs board `/jobs` (decision 0117): its address holds its filters and page
 * (`/jobs?q=react&location=London&type=full-time&page=2`), read the same by the website and by the gateway,
 * which renders the page's title, meta description and canonical link, and asks the catalog for the same list.
 */
export const JOBS_BOARD_PAGE_SIZE = 10;

/** The labels of the employment types, as the board shows them. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
};

// A form sends an empty field as `q=`: the same as no filter.
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const filterText = z.preprocess(blankIsAbsent, z.string().trim().max(200, 'must be at most 200 characters').optional());

export const JobsBoardQuery = z.object({
  q: filterText,
  location: filterText,
  type: z.preprocess(blankIsAbsent, EmploymentType.optional()),
  page: z.preprocess(blankIsAbsent, z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'must be at most 10000').default(1)),
});
export type JobsBoardQuery = z.infer<typeof JobsBoardQuery>;

/** The board's query string in its one order, without defaults: '' for every open role's first page. */
export function jobsBoardSearch(query: Partial<JobsBoardQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.location) params.set('location', query.location);
  if (query.type) params.set('type', query.type);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The catalog's list of open roles that the board shows for this query. */
export function jobsBoardApiPath(query: JobsBoardQuery): string {
  const params = new URLSearchParams({ status: 'open' });
  if (query.q) params.set('q', query.q);
  if (query.location) params.set('location', query.location);
  if (query.type) params.set('type', query.type);
  params.set('limit', String(JOBS_BOARD_PAGE_SIZE));
  params.set('offset', String((query.page - 1) * JOBS_BOARD_PAGE_SIZE));
  return `/api/job-roles?${params.toString()}`;
}

/** What the board's filters say, in words: '“react”, London, Full-time'. */
function filterWords(query: JobsBoardQuery): string {
  return [query.q && `“${query.q}”`, query.location, query.type && EMPLOYMENT_TYPE_LABELS[query.type]].filter(Boolean).join(', ');
}

/** The board's document title and meta description, the same in the browser and in the gateway's HTML. */
export function jobsBoardMeta(query: JobsBoardQuery): { title: string; description: string } {
  const filters = filterWords(query);
  const page = query.page > 1 ? ` (page ${query.page})` : '';
  return {
    title: `${filters ? `Open Roles: ${filters}` : 'Open Roles'}${page} | ${SITE_NAME}`,
    description: filters
      ? `Open roles at ${SITE_NAME} matching ${filters}${page}. Search by keyword, location and employment type, and apply online.`
      : `Every open role at ${SITE_NAME}, newest first${page}. Search by keyword, location and employment type, and apply online.`,
  };
}
