import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import { formatMoney } from '@bayi/common';
import type { Cell, CellKind, ExportDocument } from './export-model';
import { formatInstant, formatInstantDay } from './range';

/**
 * PDF exports with pdfmake 0.3, on the server: its bundled Roboto covers ş ğ ı İ; tables repeat their
 * header on every page; pages are numbered. pdfmake never reaches outside: it may fetch no URL and read
 * no file — the fonts are loaded into its virtual file system once and the logo comes as bytes.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A statement of this many rows takes seconds to lay out; a wider question goes to Excel. */
export const MAX_PDF_ROWS = 5_000;

const FONT_FILES = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'];
let ready = false;

function setUp(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of FONT_FILES) pdfmake.virtualfs.writeFileSync(file, fs.readFileSync(path.join(fontDir, file)));
  pdfmake.addFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(() => false);
  ready = true;
}

const rateFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const quantityFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

/** A cell as tr-TR text (spec §1: 2 decimals, dd.MM.yyyy). */
function text(kind: CellKind, cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') {
    // A date column's label cells (totals) are text, not instants.
    const instant = (kind === 'date' || kind === 'datetime') && !Number.isNaN(Date.parse(cell));
    if (!instant) return cell;
    return kind === 'date' ? formatInstantDay(cell) : formatInstant(cell);
  }
  switch (kind) {
    case 'money':
    case 'percent':
      return formatMoney(cell);
    case 'rate':
      return rateFormat.format(cell);
    case 'quantity':
      return quantityFormat.format(cell);
    default:
      return String(cell);
  }
}

const NUMERIC: ReadonlySet<CellKind> = new Set(['money', 'rate', 'quantity', 'percent']);

/** The PDF of one report or document. */
export async function renderPdf(doc: ExportDocument): Promise<Buffer> {
  setUp();
  const columns = doc.columns;
  const cellOf = (cells: Cell[], strong: boolean) =>
    columns.map((c, i) => ({
      text: text(c.kind, cells[i] ?? null),
      alignment: NUMERIC.has(c.kind) && typeof cells[i] === 'number' ? 'right' : 'left',
      ...(strong ? { bold: true } : {}),
    }));
  // A totals row's label spans the empty cells after it.
  const totalsRow = (cells: Cell[]) => {
    let span = 1;
    while (span < cells.length - 1 && cells[span] === null) span++;
    const row: Record<string, unknown>[] = cellOf(cells, true);
    row[0] = { ...row[0], colSpan: span };
    return row;
  };
  const body = [
    columns.map((c) => ({
      text: c.header,
      bold: true,
      fillColor: '#e2e8f0',
      alignment: NUMERIC.has(c.kind) ? 'right' : 'left',
    })),
    ...doc.rows.map((r) => cellOf(r.cells, r.strong ?? false)),
    ...(doc.rows.length
      ? []
      : [[{ text: doc.emptyText, colSpan: columns.length, color: '#b91c1c' }, ...columns.slice(1).map(() => '')]]),
    ...doc.totals.map((r) => totalsRow(r.cells)),
  ];
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const landscape = totalWidth > 90;
  const definition = {
    pageSize: 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [28, 28, 28, 36],
    info: { title: doc.title, author: doc.company.name, creator: doc.company.name, producer: 'Bayi' },
    images: doc.company.logoPng ? { logo: `data:image/png;base64,${doc.company.logoPng.toString('base64')}` } : {},
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content: [
      {
        columns: [
          doc.company.logoPng
            ? { image: 'logo', fit: [150, 44] }
            : { text: doc.company.name, bold: true, fontSize: 12 },
          {
            stack: [{ text: doc.company.name, bold: true }, ...doc.company.lines.map((line) => ({ text: line }))],
            alignment: 'right',
            fontSize: 7.5,
          },
        ],
      },
      { text: doc.title, fontSize: 14, bold: true, margin: [0, 12, 0, 6] },
      // pdfmake cannot lay out a table without rows.
      doc.details.length
        ? {
            table: {
              widths: ['auto', '*'],
              body: doc.details.map(([label, value]) => [{ text: label, bold: true }, value]),
            },
            layout: 'noBorders',
            margin: [0, 0, 0, 8],
          }
        : { text: '' },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: columns.map((c) => `${((c.width / totalWidth) * 100).toFixed(2)}%`),
          body,
        },
        layout: {
          hLineWidth: (i: number) => (i === 0 || i === 1 ? 0.8 : 0.3),
          vLineWidth: () => 0,
          hLineColor: () => '#94a3b8',
          paddingTop: () => 2,
          paddingBottom: () => 2,
          paddingLeft: () => 3,
          paddingRight: () => 3,
        },
        fontSize: landscape ? 7 : 7.5,
      },
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${doc.company.name} · ${doc.title} · ${formatInstant(doc.generatedAt.toISOString())}` },
        { text: `Sayfa ${page} / ${pages}`, alignment: 'right' },
      ],
      fontSize: 7,
      color: '#475569',
      margin: [28, 12, 28, 0],
    }),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
