import { Readable } from 'node:stream';
import { quickOrderMessages as m, rowsFromCells, type QuickOrderRow } from '@bayi/common';
import { detectFormat, readRows } from '../../lib/spreadsheet';
import { RequestValidationError } from '../../plugins/errors';

/** A refused file: the Turkish 400 naming the file field. */
export const refuseFile = (message: string) => new RequestValidationError('body', message, { file: message });

/** An uploaded list: its bytes, and whether the upload limit cut it. */
export interface QuickOrderUpload {
  fileName: string;
  bytes: Buffer;
  truncated: boolean;
}

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The rows of an uploaded list, through the same reader as the back office's imports (lib/spreadsheet.ts): CSV in
 * UTF-8 or Windows-1254 with its separator read from the first line, or an XLSX's first sheet, cells as Turkish
 * Excel shows them. The kind is read from the bytes, not the name; an old .xls (OLE) is refused with a hint. The
 * first two columns are the code and the quantity.
 */
export async function rowsOfFile(upload: QuickOrderUpload | undefined): Promise<QuickOrderRow[]> {
  if (!upload || upload.bytes.length === 0) throw refuseFile(m.fileMissing);
  if (upload.truncated) throw refuseFile(m.fileTooLarge);
  const head = upload.bytes.subarray(0, 4);
  if (head.equals(OLE)) throw refuseFile(m.fileType);
  const format = detectFormat(head);
  if (format === 'csv' && upload.bytes.includes(0)) throw refuseFile(m.fileType);
  const records: { line: number; cells: string[] }[] = [];
  try {
    for await (const { row, cells } of readRows(format, Readable.from([upload.bytes]))) {
      records.push({ line: row, cells: cells.slice(0, 2) });
    }
  } catch {
    throw refuseFile(m.fileUnreadable);
  }
  return rowsFromCells(records);
}
