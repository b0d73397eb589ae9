import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { everyRow } from './every-row';
import { safeCell, writeRows, type ExportColumn } from './write-rows';

interface Person {
  name: string;
  note: string | null;
  age: number | null;
  active: boolean;
}
const columns: ExportColumn<Person>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Age', value: (row) => row.age },
  { header: 'Active', value: (row) => row.active },
];
const people: Person[] = [
  { name: 'Zoë "Zed" Müller', note: 'likes, commas\nand lines', age: 31, active: true },
  { name: '=HYPERLINK("http://evil.example","click")', note: '+44 20 7946 0000', age: -3, active: false },
  { name: '@SUM(A1:A2)', note: '-1+2', age: null, active: true },
  { name: '\tcmd', note: null, age: 0, active: false },
];
async function* slowly<T>(items: T[]) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

describe('export writers', () => {
  it('prefixes what a spreadsheet would run as a formula, and leaves numbers, yes/no and plain text alone', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1'].map(safeCell)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", "'\t=1", "'\r=1"]);
    expect([-1, 0, true, null, undefined, 'Anna', 'a=b', ''].map(safeCell)).toEqual([-1, 0, true, null, null, 'Anna', 'a=b', '']);
  });

  it('writes CSV with a header, quotes commas, quotes and line breaks, and defuses formulas', async () => {
    const file = await buffer(writeRows('csv', slowly(people), columns));
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for Excel
    const text = file.toString('utf8').slice(1);
    expect(text.split('\n')[0]).toBe('Name,Note,Age,Active');
    expect(text).toContain('"Zoë ""Zed"" Müller","likes, commas\nand lines",31,yes');
    expect(parse(text, { bom: true })).toEqual([
      ['Name', 'Note', 'Age', 'Active'],
      ['Zoë "Zed" Müller', 'likes, commas\nand lines', '31', 'yes'],
      ["'=HYPERLINK(\"http://evil.example\",\"click\")", "'+44 20 7946 0000", '-3', 'no'],
      ["'@SUM(A1:A2)", "'-1+2", '', 'yes'],
      ["'\tcmd", '', '0', 'no'],
    ]);
  });

  it('writes an .xlsx that exceljs reads back: header, text, numbers, yes/no as booleans, no formulas', async () => {
    const file = await buffer(writeRows('xlsx', slowly(people), columns));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1).map((row) => (row as ExcelJS.CellValue[]).slice(1));
    expect(values).toEqual([
      ['Name', 'Note', 'Age', 'Active'],
      ['Zoë "Zed" Müller', 'likes, commas\nand lines', 31, true],
      ["'=HYPERLINK(\"http://evil.example\",\"click\")", "'+44 20 7946 0000", -3, false],
      ["'@SUM(A1:A2)", "'-1+2", undefined, true],
      ["'\tcmd", undefined, 0, false],
    ]);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('writes the header alone for an empty list, in both formats', async () => {
    const csv = (await buffer(writeRows('csv', slowly([]), columns))).toString('utf8');
    expect(csv.replace('\ufeff', '')).toBe('Name,Note,Age,Active\n');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(writeRows('xlsx', slowly([]), columns))) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('reads every page of a list until a short one, each row once, in order', async () => {
    const all = Array.from({ length: 2_503 }, (_, index) => index);
    const asked: number[] = [];
    const page = (offset: number) => {
      asked.push(offset);
      return { items: all.slice(offset, offset + 1_000), total: all.length };
    };
    const rows: number[] = [];
    for await (const row of everyRow(page(0), page)) rows.push(row);
    expect(rows).toEqual(all);
    expect(asked).toEqual([0, 1_000, 2_000]);

    const exact = Array.from({ length: 2_000 }, (_, index) => index);
    const exactPage = (offset: number) => ({ items: exact.slice(offset, offset + 1_000), total: exact.length });
    const exactRows: number[] = [];
    for await (const row of everyRow(exactPage(0), exactPage)) exactRows.push(row);
    expect(exactRows).toEqual(exact);
  });

  it('stops writing an .xlsx when its reader goes away', async () => {
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        await new Promise((resolve) => setImmediate(resolve));
        yield { name: `Person ${produced}`, note: 'x'.repeat(200), age: produced, active: true };
      }
    }
    const body = writeRows('xlsx', endless(), columns);
    await new Promise((resolve) => body.once('data', resolve));
    body.destroy();
    const atDestroy = produced;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(produced - atDestroy).toBeLessThan(5);
    expect(Readable.isDisturbed(body)).toBe(true);
  });
});
