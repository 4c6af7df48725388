import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { turkishWallClock } from '../../lib/turkey-time';
import type { Cell, CellKind, ExportDocument } from './export-model';

/**
 * Excel exports (.xlsx) behind one function, so exceljs — capable, but no longer maintained — could be
 * replaced without touching a report (LIBRARIES.md). The streaming writer commits each row as it goes:
 * the workbook is never held whole in memory. Numbers are real numbers and dates real dates, with a
 * format Excel shows in the reader's locale (1.234,56 and 31.01.2026 in a Turkish Excel).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  date: 'dd.mm.yyyy',
  datetime: 'dd.mm.yyyy hh:mm',
  money: '#,##0.00',
  rate: '#,##0.0000',
  quantity: '#,##0.###',
  percent: '0.00',
};

/** A cell's value: ISO instants become the Turkish wall-clock date (cells carry no time zone). */
function value(kind: CellKind, cell: Cell): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  if ((kind === 'date' || kind === 'datetime') && typeof cell === 'string') {
    const at = new Date(cell);
    return Number.isNaN(at.getTime()) ? cell : turkishWallClock(at);
  }
  return cell;
}

/** The workbook of one report or document, as a stream of bytes (one sheet). */
export function writeSpreadsheet(doc: ExportDocument): Readable {
  const out = new PassThrough();
  void write(doc, out).catch((err: unknown) => out.destroy(err as Error));
  return out;
}

async function write(doc: ExportDocument, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = doc.company.name;
  workbook.created = doc.generatedAt;
  const headerRow = 3 + doc.details.length + 1;
  const sheet = workbook.addWorksheet(doc.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: headerRow }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = doc.columns.map((c) => ({
    width: c.width,
    style: NUMBER_FORMATS[c.kind] ? { numFmt: NUMBER_FORMATS[c.kind] } : {},
  }));

  // Heading: title, company, the details (dealer, tax number, period…), then the column headers.
  sheet.addRow([doc.title]).font = { bold: true, size: 14 };
  sheet.addRow([doc.company.name]).font = { bold: true };
  sheet.addRow([doc.company.lines.join(' · ')]);
  for (const [label, text] of doc.details) sheet.addRow([label, text]).getCell(1).font = { bold: true };
  const header = sheet.addRow(doc.columns.map((c) => c.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2E8F0' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  header.commit();

  const addRow = (cells: Cell[], strong: boolean) => {
    const row = sheet.addRow(cells.map((cell, i) => value(doc.columns[i]?.kind ?? 'text', cell)));
    if (strong) row.font = { bold: true };
    row.commit();
  };
  for (const row of doc.rows) addRow(row.cells, row.strong ?? false);
  if (!doc.rows.length) addRow([doc.emptyText], false);
  for (const row of doc.totals) {
    addRow(row.cells, true);
  }
  sheet.commit();
  await workbook.commit();
}
