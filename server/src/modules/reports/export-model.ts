/**
 * A report or document as the exports write it: one model for Excel (xlsx.ts) and PDF (pdf.ts), so the
 * two files hold the same figures. Built by export-tables.ts from the rows the API answers.
 */

/** How a column's cells are written: Excel gets real numbers and dates with a format, PDF tr-TR text. */
export type CellKind = 'text' | 'date' | 'datetime' | 'money' | 'rate' | 'quantity' | 'percent';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** Relative width (Excel characters; PDF shares the page in proportion). */
  width: number;
}

/** A cell: text, an exact number (money already rounded), an ISO instant for date kinds, or empty. */
export type Cell = string | number | null;

export interface ExportRow {
  cells: Cell[];
  /** Totals and the opening balance: bold. */
  strong?: boolean;
}

export interface ExportCompany {
  name: string;
  /** Address, phone, e-mail: one line each. */
  lines: string[];
  /** The site logo as PNG, or null when there is none that can be drawn. */
  logoPng: Buffer | null;
}

export interface ExportDocument {
  title: string;
  /** Without the extension; ASCII only (the Turkish name goes into filename*). */
  fileName: string;
  company: ExportCompany;
  /** Label and value pairs under the title: dealer, tax office and number, period, document number… */
  details: [string, string][];
  columns: ExportColumn[];
  rows: ExportRow[];
  /** Rows after the data (totals), bold; their label sits in the first cell. */
  totals: ExportRow[];
  /** Shown when there are no rows. */
  emptyText: string;
  generatedAt: Date;
}

/** A file to send: its name, type and bytes (or a stream of them). */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
}
