import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@agency/contracts';

export type Cell = string | number | boolean | null | undefined;

/** One column of an export: its header as the user reads it, and its cell of each row. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => Cell;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A text a spreadsheet program would run as a formula (= + - @, and the tab and carriage return that some
 * programs strip first) gets a leading apostrophe, so it is shown as the text it is (OWASP's CSV injection
 * advice). Numbers and yes/no stay as they are.
 */
export function safeCell(value: Cell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The file of `rows` under `columns`, written as the rows come: never the whole list at once. */
export function writeRows<Row>(format: ExportFormat, rows: AsyncIterable<Row>, columns: ExportColumn<Row>[]): Readable {
  const cells = async function* () {
    for await (const row of rows) yield columns.map((column) => safeCell(column.value(row)));
  };
  return format === 'csv' ? writeCsv(cells(), columns) : writeXlsx(cells(), columns);
}

function writeCsv<Row>(cells: AsyncIterable<(string | number | boolean | null)[]>, columns: ExportColumn<Row>[]): Readable {
  // The byte-order mark makes Excel read the file as UTF-8 (names with accents).
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header), cast: { boolean: (value) => (value ? 'yes' : 'no') } });
  return Readable.from(cells).pipe(csv);
}

function writeXlsx<Row>(cells: AsyncIterable<(string | number | boolean | null)[]>, columns: ExportColumn<Row>[]): Readable {
  const out = new PassThrough();
  // Shared strings and styles would keep every distinct text in memory until the end: both off.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Export');
  (async () => {
    sheet.addRow(columns.map((column) => column.header)).commit();
    for await (const row of cells) {
      sheet.addRow(row).commit();
      // The reader sets the pace: wait while what is written is not yet read.
      if (out.writableNeedDrain) await once(out, 'drain');
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
