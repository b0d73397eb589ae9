import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS, ImportErrors } from '@agency/contracts';
import { HttpError } from '../errors';

/** A row of a file: its number as a spreadsheet shows it (the header is row 1) and its cells' texts. */
export interface TableRow {
  line: number;
  cells: string[];
}

/** A file as a table: the header's column names and the rows (each as long as the header). */
export interface Table {
  columns: string[];
  rows: TableRow[];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
const refuse = (message: string) => new HttpError(400, message);

/**
 * Reads a CSV (comma or semicolon separated, UTF-8 with or without BOM) or the first sheet of an .xlsx, both
 * streamed row by row so that a file over the row limit is refused at the first row too many. Empty rows are
 * dropped; a refused file leaves nothing behind (nothing is stored before the whole file reads).
 */
export async function readTable(bytes: Buffer, fileName: string): Promise<Table> {
  const lower = fileName.toLowerCase();
  if (isZip(bytes)) {
    if (!lower.endsWith('.xlsx')) throw new HttpError(415, ImportErrors.wrongType);
    return shaped(await xlsxRows(bytes));
  }
  if (lower.endsWith('.xlsx') || lower.endsWith('.xls') || bytes.includes(0)) throw new HttpError(415, ImportErrors.wrongType);
  return shaped(await csvRows(bytes));
}

async function csvRows(bytes: Buffer): Promise<TableRow[]> {
  const firstLine = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('utf8').split(/\r?\n/)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = Readable.from([bytes]).pipe(
    parse({ info: true, bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, max_record_size: 1024 * 1024 }),
  );
  const rows: TableRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (rows.length > IMPORT_LIMITS.maxRows) throw refuse(ImportErrors.tooManyRows);
      rows.push({ line: info.lines, cells: record });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof HttpError) throw error;
    throw refuse(`${ImportErrors.unreadable} (${(error as Error).message})`);
  }
  return rows;
}

async function xlsxRows(bytes: Buffer): Promise<TableRow[]> {
  const rows: TableRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit' });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (rows.length > IMPORT_LIMITS.maxRows) throw refuse(ImportErrors.tooManyRows);
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (values.some((value) => value !== '')) rows.push({ line: row.number, cells: values });
      }
      break; // The first sheet only.
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse(ImportErrors.unreadable);
  }
  return rows;
}

/** A cell as text: dates as YYYY-MM-DD, formulas by their result, links and rich text by their text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.result !== undefined) return cellText(cell.result);
    return '';
  }
  return String(value);
}

function shaped(records: TableRow[]): Table {
  const [header, ...rest] = records;
  const columns = (header?.cells ?? []).map((name) => name.trim());
  if (columns.length === 0 || columns.every((name) => name === '')) throw refuse(ImportErrors.noHeader);
  if (columns.length > IMPORT_LIMITS.maxColumns) throw refuse(ImportErrors.tooManyColumns);
  const rows = rest
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
    .map((row) => ({ line: row.line, cells: columns.map((_, index) => (row.cells[index] ?? '').trim()) }));
  if (rows.length === 0) throw refuse(ImportErrors.noRows);
  if (rows.length > IMPORT_LIMITS.maxRows) throw refuse(ImportErrors.tooManyRows);
  return { columns: columns.map((name, index) => name || `Column ${index + 1}`), rows };
}
