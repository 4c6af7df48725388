import { Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

/**
 * Rows of a spreadsheet a person or an ERP saved — an import file, a dealer's quick-order list — streamed: a file
 * of 200,000 rows is never held whole. CSV goes through csv-parse,
 * XLSX through exceljs' streaming WorkbookReader (first sheet only), both as arrays of cell texts with the row
 * number a spreadsheet shows (the header is row 1).
 */

export type FileFormat = 'csv' | 'xlsx';

export interface FileRow {
  row: number;
  cells: string[];
}

/** XLSX is a zip: it starts with "PK\x03\x04". Anything else is read as CSV text. */
export function detectFormat(firstBytes: Uint8Array): FileFormat {
  return firstBytes[0] === 0x50 && firstBytes[1] === 0x4b && firstBytes[2] === 0x03 && firstBytes[3] === 0x04
    ? 'xlsx'
    : 'csv';
}

/** Counts the bytes that pass, for the progress bar. */
export function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      onBytes(total);
      done(null, chunk);
    },
  });
}

/**
 * Decodes the bytes to text: UTF-8 (a BOM is dropped), or Windows-1254 — what Turkish Excel and many ERPs save
 * a CSV as — when the start of the file is not valid UTF-8.
 */
function decodeText(): Transform {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      if (!decoder) {
        let utf8 = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(chunk, { stream: true });
        } catch {
          utf8 = false;
        }
        decoder = new TextDecoder(utf8 ? 'utf-8' : 'windows-1254');
      }
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder?.decode() ?? '');
    },
  });
}

/** The delimiter of the header line: whichever of ; tab , appears most outside quotes (Turkish Excel writes ;). */
export function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    ['\t', 0],
    [',', 0],
  ]);
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ';';
  for (const [ch, n] of counts) if (n > counts.get(best)!) best = ch;
  return best;
}

async function* csvRows(source: Readable): AsyncGenerator<FileRow> {
  const text = source.pipe(decodeText());
  // The delimiter is read from the header line before the parser starts. The text is read by hand, not with
  // for await: leaving such a loop early would destroy the stream.
  const text$ = text[Symbol.asyncIterator]() as AsyncIterator<string | Buffer>;
  let head = '';
  const pending: string[] = [];
  while (!/\r|\n/.test(head) && head.length <= 65_536) {
    const next = await text$.next();
    if (next.done) break;
    pending.push(String(next.value));
    head += String(next.value);
  }
  const delimiter = detectDelimiter(head.replace(/^\uFEFF/, '').split(/\r?\n|\r/)[0] ?? '');
  const rest = Readable.from(
    (async function* () {
      yield* pending;
      for (;;) {
        const next = await text$.next();
        if (next.done) return;
        yield String(next.value);
      }
    })(),
  );
  const parser = rest.pipe(
    parse({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }),
  );
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { row: info.lines, cells: record };
  }
}

/**
 * A cell of exceljs as the text a person sees in Turkish Excel: dates as dd.mm.yyyy, numbers in full with a decimal
 * comma (2.125 is "2,125" — a point would read as a thousands separator to a Turkish reader), formulas by their
 * result.
 */
export function excelCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const d = String(value.getUTCDate()).padStart(2, '0');
    const m = String(value.getUTCMonth() + 1).padStart(2, '0');
    const time =
      value.getUTCHours() || value.getUTCMinutes()
        ? ` ${String(value.getUTCHours()).padStart(2, '0')}:${String(value.getUTCMinutes()).padStart(2, '0')}`
        : '';
    return `${d}.${m}.${value.getUTCFullYear()}${time}`;
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15))).replace('.', ',');
  }
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return excelCellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

async function* xlsxRows(source: Readable): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(excelCellText(values[i] ?? null));
      if (cells.some((c) => c.trim() !== '')) yield { row: row.number, cells };
    }
    // The first sheet only; the rest of the file is left unread.
    return;
  }
}

export function readRows(format: FileFormat, source: Readable): AsyncGenerator<FileRow> {
  return format === 'xlsx' ? xlsxRows(source) : csvRows(source);
}
