import { XMLParser } from 'fast-xml-parser';
import Decimal from 'decimal.js';

/**
 * The Central Bank's daily rates file (https://www.tcmb.gov.tr/kurlar/today.xml): a `Tarih_Date` with
 * the day (`Date="11/26/2026"`) and one `Currency` per currency with `Unit`, `ForexBuying` and `ForexSelling`.
 * Values are read as text and divided by the unit with decimal.js (JPY is quoted per 100 yen): never a float.
 */
export interface TcmbRate {
  code: string;
  /** TL for one unit of the currency, at most 6 decimals (the column's scale). */
  buy: string;
  sell: string;
}

export interface TcmbBulletin {
  /** yyyy-mm-dd */
  date: string;
  rates: TcmbRate[];
}

export class TcmbFormatError extends Error {
  override readonly name = 'TcmbFormatError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => name === 'Currency',
});

const DECIMAL = /^\d+(\.\d+)?$/;

/** TL per one unit: the quoted figure divided by the unit, rounded half up to 6 places. */
const perUnit = (value: string, unit: string) =>
  new Decimal(value).div(new Decimal(unit)).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();

export function parseTcmbXml(xml: string): TcmbBulletin {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch (err) {
    throw new TcmbFormatError(`Kur dosyası okunamadı: ${(err as Error).message}`);
  }
  const root = doc.Tarih_Date as { Date?: string; Currency?: Record<string, unknown>[] } | undefined;
  const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(root?.Date ?? '');
  if (!root || !day) throw new TcmbFormatError('Kur dosyasında Tarih_Date ve tarihi yok.');
  const rates: TcmbRate[] = [];
  for (const c of root.Currency ?? []) {
    const code = String(c.CurrencyCode ?? c.Kod ?? '');
    const unit = String(c.Unit ?? '');
    const buy = String(c.ForexBuying ?? '');
    const sell = String(c.ForexSelling ?? '');
    // Some lines carry only cross rates (no forex figures): they are not TL rates.
    if (!/^[A-Z]{3}$/.test(code) || !buy || !sell) continue;
    if (!/^[1-9]\d*$/.test(unit) || !DECIMAL.test(buy) || !DECIMAL.test(sell))
      throw new TcmbFormatError(`Kur dosyasında ${code} satırı geçersiz (birim ${unit}, alış ${buy}, satış ${sell}).`);
    rates.push({ code, buy: perUnit(buy, unit), sell: perUnit(sell, unit) });
  }
  if (rates.length === 0) throw new TcmbFormatError('Kur dosyasında hiç döviz kuru yok.');
  return { date: `${day[3]}-${day[1]}-${day[2]}`, rates };
}
