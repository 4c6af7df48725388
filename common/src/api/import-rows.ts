import Decimal from 'decimal.js';
import { z } from 'zod';
import { isStaffCariNo, STAFF_CARI_NO } from '../roles';
import { foldTurkish } from '../turkish';
import { findControlCharacter } from '../validation';
import { adminDealerFormSchema, adminDealerUserCreateSchema, PAYMENT_METHOD_IDS } from './dealers';
import { PAYMENT_METHOD_NAMES } from './orders';
import { adminRepresentativeBodySchema } from './representatives';
import { IMPORT_KIND_INFO, type ImportColumn, type ImportKind, type ImportValue } from './imports';

/**
 * The rows of an import file (and the items of the integration API's batches, which the server turns into the same
 * rows): one zod schema per kind, a field per column, each reading the cell as written — text, trimmed; empty is
 * null — into its value or refusing it with a Turkish message naming the column and a code (the issue's
 * `params.code`) the import report shows. The limits are the columns' rules (IMPORT_KIND_INFO), and where the back
 * office edits the same field its own schema checks the cell (adminDealerFormSchema…), so a value the form refuses
 * cannot come in through a file. What only the database knows (a price list's or a currency's name, an unknown
 * dealer) is checked by the server's reader of the kind.
 *
 * ERP exports write numbers either the Turkish way ("1.250,50") or the programmer's way ("1250.50"), and Excel
 * gives numbers and dates as values; each cell reader accepts both.
 */

/** A cell's refusal: the issue's message and `params.code`. */
class Refusal {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

/** Reads a non-empty cell (`text` trimmed, `raw` as written) into its value or a refusal. */
type CellReader<T> = (text: string, raw: string) => T | Refusal;

/** A cell's refusal as a row's error shows it: its code and its Turkish message naming the column. */
export interface ImportCellIssue {
  code: string;
  message: string;
}

/**
 * The schema of one cell: an absent or blank cell is null (a required column's is "<Sütun> boş olamaz.",
 * `required`), any other is read by `read`.
 */
function cellSchema<T>(column: string, required: boolean, read: CellReader<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | null => {
      const text = raw?.trim() ?? '';
      const value = text === '' ? null : read(text, raw!);
      const refusal =
        value instanceof Refusal
          ? value
          : value === null && required
            ? new Refusal('required', `${column} boş olamaz.`)
            : null;
      if (!refusal) return value as T | null;
      ctx.addIssue({ code: 'custom', message: refusal.message, params: { code: refusal.code } });
      return null;
    });
}
export type ImportCellSchema<T> = ReturnType<typeof cellSchema<T>>;

/** The code and message of each of a cell's issues (the import report's and the batch answer's per-row errors). */
export function importCellIssues(error: z.ZodError): ImportCellIssue[] {
  return error.issues.map((issue) => ({
    code: (issue as { params?: { code?: string } }).params?.code ?? 'invalid',
    message: issue.message,
  }));
}

// -- Cell readers ----------------------------------------------------------------------------------------------

/** Text of at most max characters; control characters refused. */
const textReader =
  (column: string, max: number): CellReader<string> =>
  (text) => {
    if (findControlCharacter(text)) {
      return new Refusal('control_character', `${column} izin verilmeyen bir kontrol karakteri içeriyor.`);
    }
    if (text.length > max) return new Refusal('too_long', `${column} en fazla ${max} karakter olabilir.`);
    return text;
  };

const TURKISH_NUMBER = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A decimal, as an exact string with at most `scale` decimals: "1.250,50" and "1250,5" (Turkish) or "1250.50" (a
 * point and no comma: an ERP's or Excel's plain number). "1.250" is read as 1250 only with a comma somewhere else;
 * alone it is the plain decimal 1.25 — ERP exports write plain numbers, people write commas.
 */
const decimalReader =
  (column: string, options: { scale: number; min?: string; max: string }): CellReader<string> =>
  (text) => {
    const compact = text.replace(/\s/g, '').replace(/^\+/, '');
    let normal: string | null = null;
    if (PLAIN_NUMBER.test(compact)) normal = compact;
    else if (TURKISH_NUMBER.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
    if (normal === null) {
      return new Refusal('invalid_number', `${column} bir sayı olmalı (ör. 1.250,50): "${text.slice(0, 40)}".`);
    }
    const plain = options.min === undefined && !normal.startsWith('-') ? plainDecimal(normal, options) : undefined;
    if (plain !== undefined && plain !== 'too_many_decimals') return plain;
    const number = new Decimal(normal);
    if (plain === 'too_many_decimals' || number.decimalPlaces() > options.scale) {
      return new Refusal('too_many_decimals', `${column} en fazla ${options.scale} ondalık basamak olabilir.`);
    }
    const min = new Decimal(options.min ?? '0');
    if (number.lessThan(min) || number.greaterThan(options.max)) {
      return new Refusal(
        'out_of_range',
        `${column} ${min.toString()} ile ${new Decimal(options.max).toString()} arasında olmalı.`,
      );
    }
    return number.toFixed(options.scale);
  };

/**
 * The common case of a decimal without decimal.js (an import reads hundreds of thousands of prices): a
 * non-negative number whose integer part has fewer digits than the maximum's is within range, and its text is
 * its exact value. Answers undefined where the general path must decide (the range is close).
 */
function plainDecimal(
  normal: string,
  options: { scale: number; max: string },
): string | 'too_many_decimals' | undefined {
  const point = normal.indexOf('.');
  const whole = (point < 0 ? normal : normal.slice(0, point)).replace(/^0+(?=\d)/, '');
  const decimals = point < 0 ? '' : normal.slice(point + 1).replace(/0+$/, '');
  if (decimals.length > options.scale) return 'too_many_decimals';
  const maxPoint = options.max.indexOf('.');
  if (whole.length >= (maxPoint < 0 ? options.max.length : maxPoint)) return undefined;
  return options.scale === 0 ? whole : `${whole}.${decimals.padEnd(options.scale, '0')}`;
}

const DMY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date (and optional time) as written in Türkiye — dd.mm.yyyy [hh:mm] — or ISO yyyy-mm-dd; the time is Istanbul
 * time (UTC+3 all year). Answers an ISO timestamp.
 */
const dateReader =
  (column: string): CellReader<string> =>
  (text) => {
    let parts: number[] | null = null;
    const dmy = DMY.exec(text);
    if (dmy) parts = [+dmy[3]!, +dmy[2]!, +dmy[1]!, +(dmy[4] ?? 0), +(dmy[5] ?? 0), +(dmy[6] ?? 0)];
    const iso = ISO.exec(text);
    if (iso) parts = [+iso[1]!, +iso[2]!, +iso[3]!, +(iso[4] ?? 0), +(iso[5] ?? 0), +(iso[6] ?? 0)];
    const [y, m, d, hh, mm, ss] = parts ?? [];
    const at = parts ? new Date(Date.UTC(y!, m! - 1, d!, hh! - 3, mm!, ss!)) : null;
    const valid =
      at !== null &&
      y! >= 1900 &&
      y! <= 2100 &&
      m! >= 1 &&
      m! <= 12 &&
      hh! < 24 &&
      mm! < 60 &&
      ss! < 60 &&
      new Date(Date.UTC(y!, m! - 1, d!)).getUTCDate() === d;
    if (!valid) {
      return new Refusal('invalid_date', `${column} gg.aa.yyyy biçiminde bir tarih olmalı: "${text.slice(0, 40)}".`);
    }
    return at.toISOString();
  };

/** A calendar day (gg.aa.yyyy or yyyy-mm-dd) as yyyy-mm-dd. */
const dayReader = (column: string): CellReader<string> => {
  const date = dateReader(column);
  return (text, raw) => {
    const at = date(text, raw);
    // A date answers midnight Türkiye time (UTC+3) as an instant: the day is the one three hours later in UTC.
    return at instanceof Refusal ? at : new Date(Date.parse(at) + 3 * 3_600_000).toISOString().slice(0, 10);
  };
};

/** Folded (foldTurkish), as the cell is read: "HAYIR", "Hayır" and "hayir" are one answer, "AKTIF" and "Aktif" too. */
const YES = new Set(['evet', 'e', '1', 'true', 'aktif', 'var']);
const NO = new Set(['hayir', 'h', '0', 'false', 'pasif', 'yok']);

/** Evet/Hayır (also 1/0, true/false); an empty cell is null (keep what is stored). */
const yesNoReader =
  (column: string): CellReader<boolean> =>
  (text) => {
    const folded = foldTurkish(text);
    if (YES.has(folded)) return true;
    if (NO.has(folded)) return false;
    return new Refusal('invalid_choice', `${column} Evet veya Hayır olmalı.`);
  };

const integerReader =
  (column: string, min: number, max: number): CellReader<number> =>
  (text) => {
    const number = /^-?\d+$/.test(text) ? Number(text) : NaN;
    return number >= min && number <= max
      ? number
      : new Refusal('invalid_number', `${column} ${min} ile ${max} arasında bir tam sayı olmalı.`);
  };

const choiceReader =
  (column: string, values: readonly string[]): CellReader<string> =>
  (text) =>
    values.includes(text)
      ? text
      : new Refusal('invalid_choice', `${column} şunlardan biri olmalı: ${values.join(', ')}.`);

/** A cell checked by a field of a back-office schema: the schema's first Turkish message under `code`. */
const bySchema =
  <T>(schema: z.ZodType<T>, code: string): CellReader<T> =>
  (text) => {
    const parsed = schema.safeParse(text);
    return parsed.success ? parsed.data : new Refusal(code, parsed.error.issues[0]?.message ?? 'Geçersiz değer.');
  };

/** The reader of a column by its rule. */
function readerOf(column: string, value: ImportValue): CellReader<unknown> {
  switch (value.type) {
    case 'text':
      return textReader(column, value.maxLength);
    case 'decimal':
      return decimalReader(column, value);
    case 'integer':
      return integerReader(column, value.min, value.max);
    case 'date':
      return dateReader(column);
    case 'day':
      return dayReader(column);
    case 'yesNo':
      return yesNoReader(column);
    case 'choice':
      return choiceReader(column, value.values);
  }
}

// -- The kinds' own rules ----------------------------------------------------------------------------------------

/**
 * The Cari No of a row of users, addresses or agreements: "ADMIN" is the staff's sign-in and no dealer's, so it is
 * refused by name rather than as an unknown dealer.
 */
const DEALER_OF_ROW: CellReader<string> = (text, raw) => {
  const code = textReader('Cari No', 50)(text, raw);
  if (typeof code === 'string' && isStaffCariNo(code)) {
    return new Refusal('staff_not_allowed', `"${STAFF_CARI_NO}" personelin Cari No'su; aktarım yalnız bayilere yazar.`);
  }
  return code;
};

/** A product's category path: levels separated by ">", at least one named. */
const CATEGORY_PATH: CellReader<string> = (text, raw) => {
  const path = textReader('Kategori', 300)(text, raw);
  if (typeof path === 'string' && path.split('>').every((level) => level.trim() === '')) {
    return new Refusal('invalid', 'Kategori yolu en az bir ad içermeli (ör. Elektrik > Kablolar).');
  }
  return path;
};

/** A payment method by its code or its name as staff read it ("Açık hesap", "Havale/EFT"). */
const PAYMENT_METHODS = new Map<string, string>(
  PAYMENT_METHOD_IDS.flatMap((id) => [
    [id, id],
    [foldTurkish(PAYMENT_METHOD_NAMES[id]!).replace(/[\s/]+/g, ''), id],
  ]),
);
const PAYMENT_METHOD: CellReader<string> = (text) =>
  PAYMENT_METHODS.get(foldTurkish(text).replace(/[\s/]+/g, '')) ??
  new Refusal(
    'invalid_choice',
    'Varsayılan Ödeme havale, acikhesap ya da kredikarti (Havale / EFT, Açık hesap, Kredi kartı) olmalı.',
  );

/** A dealer's price lists by name, in order, separated by "," or ";" (the server finds each among the lists). */
const PRICE_LIST_NAMES: CellReader<string[]> = (text) =>
  text
    .split(/[;,]/)
    .map((n) => n.trim())
    .filter((n) => n !== '');

/**
 * A user's password, as written: no forgotten-password flow exists, so it is checked as the back office's would
 * be, and never trimmed (spaces around it are refused, not silently dropped).
 */
const PASSWORD = (min: number, max: number): CellReader<string> => {
  return (_text, password) => {
    if (password !== password.trim()) {
      return new Refusal('invalid_password', 'Şifre boşlukla başlayamaz ya da bitemez.');
    }
    if (findControlCharacter(password)) {
      return new Refusal('control_character', 'Şifre izin verilmeyen bir kontrol karakteri içeriyor.');
    }
    if ([...password].length < min) return new Refusal('too_short', `Şifre en az ${min} karakter olmalı.`);
    if (password.length > max) return new Refusal('too_long', `Şifre en fazla ${max} karakter olabilir.`);
    return password;
  };
};

const dealerForm = adminDealerFormSchema.shape;
const userForm = adminDealerUserCreateSchema.shape;

/** Each kind's columns read by their own rule rather than their column's plain one. */
const OWN_READERS: Partial<Record<ImportKind, Record<string, CellReader<unknown>>>> = {
  products: { Kategori: CATEGORY_PATH },
  dealers: {
    'Cari No': bySchema(dealerForm.code, 'invalid_code'),
    'Vergi No': bySchema(dealerForm.taxNumber, 'invalid_tax_number'),
    'E-posta': bySchema(dealerForm.email, 'invalid_email'),
    Telefon: bySchema(dealerForm.phone, 'invalid_phone'),
    'Vade Günü': bySchema(dealerForm.paymentTermDays, 'invalid_number'),
    'Varsayılan Ödeme': PAYMENT_METHOD,
    'Fiyat Listeleri': PRICE_LIST_NAMES,
    'Plasiyer Kodu': bySchema(adminRepresentativeBodySchema.shape.code, 'invalid_representative_code'),
  },
  users: {
    'Cari No': DEALER_OF_ROW,
    'Kullanıcı Kodu': bySchema(userForm.userCode, 'invalid_user_code'),
    'E-posta': bySchema(userForm.email, 'invalid_email'),
  },
  addresses: { 'Cari No': DEALER_OF_ROW, Telefon: bySchema(dealerForm.phone, 'invalid_phone') },
  agreements: { 'Cari No': DEALER_OF_ROW },
};

function columnSchema(kind: ImportKind, column: ImportColumn) {
  const own = OWN_READERS[kind]?.[column.header];
  const value = column.value;
  const read =
    own ??
    (kind === 'users' && column.header === 'Şifre' && value.type === 'text'
      ? PASSWORD(value.minLength ?? 0, value.maxLength)
      : readerOf(column.header, value));
  return cellSchema(column.header, column.required, read);
}

/** The schema of a row of this kind: a field per column, by its header. */
export function importRowSchema(kind: ImportKind) {
  const shape: Record<string, ImportCellSchema<unknown>> = {};
  for (const column of IMPORT_KIND_INFO[kind].columns) shape[column.header] = columnSchema(kind, column);
  return z.object(shape);
}
export type ImportRowSchema = ReturnType<typeof importRowSchema>;

/** One schema per kind of row. */
export const IMPORT_ROW_SCHEMAS = Object.fromEntries(
  Object.keys(IMPORT_KIND_INFO).map((kind) => [kind, importRowSchema(kind as ImportKind)]),
) as Record<ImportKind, ImportRowSchema>;

/** The schema of a cell of this rule, outside any kind (a column's rule where no kind reads it otherwise). */
export function importCellSchemaOf(column: string, value: ImportValue, required = false): ImportCellSchema<unknown> {
  return cellSchema(column, required, readerOf(column, value));
}

/** The schema of a kind's pattern column (products: "Fiyat: <liste>"), by the header the file gives it. */
export function importExtraCellSchema(kind: ImportKind, header: string): ImportCellSchema<unknown> {
  const extra = IMPORT_KIND_INFO[kind].extra;
  if (!extra) throw new Error(`import ${kind}: no pattern columns`);
  return importCellSchemaOf(header, extra.value);
}
