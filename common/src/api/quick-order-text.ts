/**
 * Quick order (Hızlı Sipariş): reading lines of "code or barcode ; quantity" as a dealer pastes
 * them from Excel or a text file. Pure and zod-free, so the page can count lines as the dealer types
 * while the server — which validates anyway — reads the same text the same way.
 */

/** The most lines one preview may hold (the bulk add's own limit, spec §7 addproducts). */
export const QUICK_ORDER_MAX_LINES = 500;
/** Characters of pasted text: room for 500 long lines; the line count is the limit a dealer meets. */
export const QUICK_ORDER_MAX_TEXT = 200_000;
/** An uploaded CSV or XLSX file. */
export const QUICK_ORDER_MAX_FILE_BYTES = 1024 * 1024;
/** A product code or barcode longer than this is not one. */
export const QUICK_ORDER_CODE_MAX = 100;

/** The template's header row (UTF-8 with BOM, ';' as Excel in Turkish expects). */
export const QUICK_ORDER_TEMPLATE_HEADER = 'Ürün Kodu veya Barkod;Miktar';

export const quickOrderMessages = {
  noLines: 'Listede ürün satırı yok. Her satıra bir ürün kodu veya barkod ve miktar yazın.',
  tooManyLines: (n: number) =>
    `Tek seferde en fazla ${QUICK_ORDER_MAX_LINES} satır gönderilebilir; listede ${n.toLocaleString('tr-TR')} satır var. Listeyi bölerek gönderin.`,
  fileMissing: 'Dosya seçilmedi. CSV veya XLSX dosyasını file alanında gönderin.',
  fileTooLarge: `Dosya en fazla ${QUICK_ORDER_MAX_FILE_BYTES / 1024 / 1024} MB olabilir.`,
  fileType: 'Dosya CSV (.csv, .txt) veya Excel (.xlsx) olmalı.',
  fileUnreadable: 'Dosya okunamadı. CSV (noktalı virgül veya virgülle ayrılmış) ya da XLSX dosyası yükleyin.',
  notMultipart: 'Dosya multipart/form-data olarak, file alanında gönderilmeli.',
  // Per line (shown in the preview beside the line).
  emptyCode: 'Ürün kodu veya barkod boş.',
  codeTooLong: `Ürün kodu veya barkod en fazla ${QUICK_ORDER_CODE_MAX} karakter olabilir.`,
  notFound: 'Ürün bulunamadı.',
  ambiguous: 'Bu barkod birden çok üründe kayıtlı; ürün kodunu yazın.',
  inactive: 'Bu ürün artık satışta değil.',
  noPrice: 'Bu ürün için tanımlı bir fiyatınız yok; lütfen temsilcinizle görüşün.',
  outOfStock: 'Bu ürün şu anda stokta yok.',
  overStock: (stock: string, unit: string) => `Stokta en fazla ${stock} ${unit} var; miktarı azaltın.`,
  unreadableQuantity: (raw: string) => `"${raw}" miktar olarak okunamadı.`,
  quantityRange: (max: string) => `Miktar 1 ile ${max} arasında olmalı.`,
  wholeQuantity: (unit: string) => `Bu ürün tam sayı miktarla sipariş edilir (${unit}); küsuratlı miktar yazılamaz.`,
  merged: (lines: readonly number[]) => `${lines.join(', ')}. satırlar aynı ürün: miktarlar toplandı.`,
} as const;

/** One line of the dealer's list: where it was, the code or barcode and the quantity as written ('' when none). */
export interface QuickOrderRow {
  line: number;
  code: string;
  quantity: string;
}

// A header row names its columns: "Ürün Kodu", "Barkod", "Stok Kodu", "Miktar", "Adet", "Code", "Qty"…
const HEADER_CELL = /(ürün|urun|stok|malzeme)\s*kodu?|barkod|^kodu?$|^code$|^sku$|miktar|^adet$|quantity|^qty$/i;

/**
 * The quantity as written, as a plain decimal ("5", "2.5"), or null when it is not a number. Empty means 1.
 * Turkish writing: a comma is the decimal mark ("2,5") and dots group thousands ("1.000" is a thousand).
 * A dot that does not group thousands ("1.5", as an English-language Excel copies it) is a decimal mark.
 */
export function parseQuantity(raw: string): string | null {
  let s = raw.replace(/[\s\u00a0]/g, '');
  if (s === '') return '1';
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, '');
  s = s.replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.split('.');
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  return frac ? `${digits}.${frac}` : digits;
}

/** Cells of one pasted line: tab (Excel), else semicolon, else spaces with the quantity last. */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  const words = line.trim().split(/\s+/);
  if (words.length >= 2 && parseQuantity(words.at(-1)!) !== null) return [words.slice(0, -1).join(' '), words.at(-1)!];
  return [line];
}

/** Whether the first row is a header ("Ürün Kodu;Miktar") rather than a product: it names columns, and its quantity is no number. */
function isHeader(row: QuickOrderRow): boolean {
  if (row.quantity !== '' && parseQuantity(row.quantity) !== null) return false;
  return HEADER_CELL.test(row.code) || HEADER_CELL.test(row.quantity);
}

/**
 * Rows from cells (a pasted line's, a CSV record's, a sheet row's): the first two columns, trimmed; rows
 * with nothing in them are skipped; an optional header as the first row is skipped.
 */
export function rowsFromCells(records: Iterable<{ line: number; cells: readonly string[] }>): QuickOrderRow[] {
  const rows: QuickOrderRow[] = [];
  for (const { line, cells } of records) {
    const code = (cells[0] ?? '').trim();
    const quantity = (cells[1] ?? '').trim();
    if (!code && !quantity) continue;
    const row = { line, code, quantity };
    if (rows.length === 0 && isHeader(row)) continue;
    rows.push(row);
  }
  return rows;
}

/** The rows of pasted text (LF, CRLF or CR lines; a leading BOM ignored). Line numbers are the text's own. */
export function parseQuickOrderText(text: string): QuickOrderRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  return rowsFromCells(lines.map((line, i) => ({ line: i + 1, cells: line.trim() ? cellsOf(line) : [] })));
}
