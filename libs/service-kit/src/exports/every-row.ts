/** A page of a list, as every staff list answers one. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

/** How many rows an export asks its list for at a time. */
export const EXPORT_PAGE_SIZE = 1_000;

/**
 * Every row of a list, asked page after page of the list's own function (so an export filters exactly as the
 * list does), starting with a page already read. Ends at the first short page.
 */
export async function* everyRow<Row>(first: ListPage<Row>, page: (offset: number) => ListPage<Row> | Promise<ListPage<Row>>, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<Row> {
  let current = first;
  let offset = 0;
  for (;;) {
    yield* current.items;
    if (current.items.length < pageSize) return;
    offset += current.items.length;
    current = await page(offset);
  }
}
