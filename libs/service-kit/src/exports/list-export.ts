import { finished } from 'node:stream';
import { z } from 'zod';
import { ErrorBody, EXPORT_MAX_ROWS, ExportMessages, type CustomFieldValues, type ExportFormat, type ExportedList } from '@agency/contracts';
import { staffOf } from '../auth/access-control';
import { badRequest } from '../errors';
import type { ServiceApp } from '../runtime';
import { everyRow, EXPORT_PAGE_SIZE, type ListPage } from './every-row';
import type { ExportLogStore } from './export-log';
import { EXPORT_CONTENT_TYPES, writeRows, type ExportColumn } from './write-rows';

/** What the export of one list needs: the list's own query and page function, and its columns. */
export interface ListExport<Query extends z.ZodType, Row> {
  list: ExportedList;
  /** The list's query with `format` (libs/contracts exports.ts): the same search and filters. */
  query: Query;
  /**
   * The list's own page, the one `GET /api/<list>` answers, so the export filters exactly as the list does; `url`
   * is the request's, for the filters read from it (custom fields' `cf.<key>`, decision 0125); `userId` the caller's,
   * for a filter on the caller (`owner=me`, decision 0134).
   */
  page: (query: Omit<z.output<Query>, 'format'> & { limit: number; offset: number }, url: string, userId: string) => ListPage<Row> | Promise<ListPage<Row>>;
  /** Asked at each export: custom fields defined since are columns too. */
  columns: () => ExportColumn<Row>[] | Promise<ExportColumn<Row>[]>;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** One column per custom field defined for the records (decision 0125), headed by its label, after the record's own. */
export function customFieldColumns<Row extends { customFields?: CustomFieldValues | null }>(definitions: { key: string; label: string }[]): ExportColumn<Row>[] {
  return definitions.map((definition) => ({ header: definition.label, value: (row) => row.customFields?.[definition.key] ?? null }));
}

/**
 * `GET /api/<list>/export?format=csv|xlsx&<the list's query>` (decision 0124): every row of the list as the user
 * sees it, streamed as a file named `<list>-<day>.<format>`, and recorded in the service's export log.
 */
export function registerListExport<Query extends z.ZodType, Row>(app: ServiceApp, log: ExportLogStore, spec: ListExport<Query, Row>): void {
  const file = {
    description: 'The list as a CSV or Excel file, a download',
    content: Object.fromEntries(Object.values(EXPORT_CONTENT_TYPES).map((type) => [type.split(';')[0]!, { schema: z.string() }])),
  };
  app.get(`/api/${spec.list}/export`, { schema: { querystring: spec.query, response: { 200: file, ...errors } } }, async (request, reply) => {
    const { format, limit: _limit, offset: _offset, ...filters } = request.query as Record<string, unknown> & { format: ExportFormat };
    const staff = staffOf(request.principal);
    const pageAt = (offset: number) => spec.page({ ...(filters as Omit<z.output<Query>, 'format'>), limit: EXPORT_PAGE_SIZE, offset }, request.url, staff.userId);
    const first = await pageAt(0);
    if (first.total > EXPORT_MAX_ROWS) throw badRequest(ExportMessages.tooManyRows(first.total));
    const columns = await spec.columns();

    // The filters as asked: the list's query, and the custom field filters the contract does not name.
    const customFilters = [...new URL(request.url, 'http://service').searchParams].filter(([key]) => key.startsWith('cf.'));
    const asked = Object.fromEntries([...Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])), ...customFilters]);
    const entryId = await log.start({ list: spec.list, format, filters: asked, rows: first.total, by: { id: staff.userId, name: staff.name || null, apiKey: staff.apiKey === true } });
    let written = 0;
    let allRead = false;
    const rows = async function* () {
      for await (const row of everyRow(first, pageAt)) {
        written++;
        yield row;
      }
      allRead = true;
    };
    const body = writeRows(format, rows(), columns);
    finished(body, (error) => {
      log.finish(entryId, written, !error && allRead).catch((failure: unknown) => request.log.error({ err: failure, entryId }, 'export log not finished'));
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', EXPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${spec.list}-${day}.${format}"`)
      // Personal data: kept by no shared cache.
      .header('cache-control', 'private, no-store')
      .send(body as never);
  });
}
