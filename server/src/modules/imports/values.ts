import Decimal from 'decimal.js';
import { findControlCharacter } from '@bayi/common';

/**
 * Reading one cell of an import file. ERP exports write numbers either the Turkish way ("1.250,50") or the
 * programmer's way ("1250.50"), and Excel gives numbers and dates as values; each reader answers a value, or an
 * error with a code and a Turkish message naming the column.
 */

export interface CellError {
  column: string;
  code: string;
  message: string;
}

export class RowErrors {
  readonly list: CellError[] = [];
  add(column: string, code: string, message: string): void {
    this.list.push({ column, code, message });
  }
  get any(): boolean {
    return this.list.length > 0;
  }
}

/** A cell as written: text, trimmed; null when empty. */
export function cellText(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** Text of at most max characters; control characters refused. */
export function readText(errors: RowErrors, column: string, value: string | undefined, max: number): string | null {
  const text = cellText(value);
  if (text === null) return null;
  if (findControlCharacter(text)) {
    errors.add(column, 'control_character', `${column} izin verilmeyen bir kontrol karakteri içeriyor.`);
    return null;
  }
  if (text.length > max) {
    errors.add(column, 'too_long', `${column} en fazla ${max} karakter olabilir.`);
    return null;
  }
  return text;
}

export function requireText(errors: RowErrors, column: string, value: string | undefined, max: number): string | null {
  const text = readText(errors, column, value, max);
  if (text === null && !errors.list.some((e) => e.column === column)) {
    errors.add(column, 'required', `${column} boş olamaz.`);
  }
  return text;
}

const TURKISH_NUMBER = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A decimal from a cell, as an exact string with at most `scale` decimals: "1.250,50" and "1250,5" (Turkish) or
 * "1250.50" (a point and no comma: an ERP's or Excel's plain number). "1.250" is read as 1250 only with a comma
 * somewhere else; alone it is the plain decimal 1.25 — ERP exports write plain numbers, people write commas.
 */
export function readDecimal(
  errors: RowErrors,
  column: string,
  value: string | undefined,
  options: { scale: number; min?: string; max: string },
): string | null {
  const text = cellText(value);
  if (text === null) return null;
  const compact = text.replace(/\s/g, '').replace(/^\+/, '');
  let normal: string | null = null;
  if (PLAIN_NUMBER.test(compact)) normal = compact;
  else if (TURKISH_NUMBER.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
  if (normal === null) {
    errors.add(column, 'invalid_number', `${column} bir sayı olmalı (ör. 1.250,50): "${text.slice(0, 40)}".`);
    return null;
  }
  const plain = options.min === undefined && !normal.startsWith('-') ? plainDecimal(normal, options) : undefined;
  if (plain === 'too_many_decimals') {
    errors.add(column, 'too_many_decimals', `${column} en fazla ${options.scale} ondalık basamak olabilir.`);
    return null;
  }
  if (plain !== undefined) return plain;
  const number = new Decimal(normal);
  if (number.decimalPlaces() > options.scale) {
    errors.add(column, 'too_many_decimals', `${column} en fazla ${options.scale} ondalık basamak olabilir.`);
    return null;
  }
  const min = new Decimal(options.min ?? '0');
  if (number.lessThan(min) || number.greaterThan(options.max)) {
    errors.add(
      column,
      'out_of_range',
      `${column} ${min.toString()} ile ${new Decimal(options.max).toString()} arasında olmalı.`,
    );
    return null;
  }
  return number.toFixed(options.scale);
}

/**
 * The common case of readDecimal without decimal.js (an import reads hundreds of thousands of prices): a
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
export function readDate(errors: RowErrors, column: string, value: string | undefined): string | null {
  const text = cellText(value);
  if (text === null) return null;
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
    errors.add(column, 'invalid_date', `${column} gg.aa.yyyy biçiminde bir tarih olmalı: "${text.slice(0, 40)}".`);
    return null;
  }
  return at.toISOString();
}

const YES = new Set(['evet', 'e', '1', 'true', 'aktif', 'var']);
const NO = new Set(['hayır', 'hayir', 'h', '0', 'false', 'pasif', 'yok']);

/** Evet/Hayır (also 1/0, true/false); empty is `empty` (null: keep what is stored). */
export function readYesNo(
  errors: RowErrors,
  column: string,
  value: string | undefined,
  empty: boolean | null,
): boolean | null {
  const text = cellText(value)?.toLocaleLowerCase('tr-TR');
  if (text === undefined) return empty;
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  errors.add(column, 'invalid_choice', `${column} Evet veya Hayır olmalı.`);
  return null;
}
