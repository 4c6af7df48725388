import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { quickOrderMessages as m, rowsFromCells, type QuickOrderRow } from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';

/** A refused file: the Turkish 400 naming the file field. */
export const refuseFile = (message: string) => new RequestValidationError('body', message, { file: message });

/** An uploaded list: its bytes, and whether the upload limit cut it. */
export interface QuickOrderUpload {
  fileName: string;
  bytes: Buffer;
  truncated: boolean;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The text of a CSV file: UTF-8 (with or without a BOM) when its bytes are, else Windows-1254 — what
 * Excel in Turkish writes with "CSV (virgülle ayrılmış)".
 */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

/** CSV records (csv-parse): the separator is the first line's ';', else tab, else ','. */
function csvRows(bytes: Buffer): QuickOrderRow[] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw refuseFile(m.fileType);
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch {
    throw refuseFile(m.fileUnreadable);
  }
  return rowsFromCells(records.map(({ record, info }) => ({ line: info.lines, cells: record })));
}

/** A cell as the dealer sees it: numbers with a Turkish decimal comma (2.5 → "2,5"), formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return '';
  if (value instanceof Date) return '';
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet's rows (exceljs), first two columns. */
async function xlsxRows(bytes: Buffer): Promise<QuickOrderRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuseFile(m.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    records.push({ line, cells: [cellText(row.getCell(1).value), cellText(row.getCell(2).value)] });
  });
  return rowsFromCells(records);
}

/**
 * The rows of an uploaded list. The kind is read from the bytes, not the name: an XLSX is a ZIP, an old
 * .xls (OLE) is refused with a hint, anything else is read as CSV text.
 */
export async function rowsOfFile(upload: QuickOrderUpload | undefined): Promise<QuickOrderRow[]> {
  if (!upload || upload.bytes.length === 0) throw refuseFile(m.fileMissing);
  if (upload.truncated) throw refuseFile(m.fileTooLarge);
  const head = upload.bytes.subarray(0, 4);
  if (head.equals(ZIP)) return xlsxRows(upload.bytes);
  if (head.equals(OLE)) throw refuseFile(m.fileType);
  return csvRows(upload.bytes);
}
