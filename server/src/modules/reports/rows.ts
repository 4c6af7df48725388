import Decimal from 'decimal.js';
import {
  balanceLetter,
  CARD_COLLECTION_TYPE,
  foldTurkish,
  OPENING_BALANCE_TYPE,
  type BalanceLetter,
  type DetailLine,
  type InvoiceListRow,
  type MovementRow,
  type StatementRow,
} from '@bayi/common';
import { amountNumber, formatAmount, storedLineMoney, totalsByCurrency } from '../pricing/line-money';
import type {
  DeliveryNoteListRow,
  DocumentHead,
  DocumentLineRow,
  InvoiceListDbRow,
  MovementDbRow,
  OrderDetailLineRow,
  OrderHead,
  StatementDbRow,
} from './repository';

/**
 * The rows of the reports and documents (spec §3), from what the statements read: pure functions, all
 * arithmetic in decimal.js; numbers are written once, from the exact result.
 */

/** A rate or unit price as the raw number beside it (4 decimals, exact). */
export const fourDecimals = (value: Decimal.Value) =>
  Number(new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4));
const money = (value: Decimal.Value) => amountNumber(new Decimal(value));
const letterOf = (value: Decimal) => balanceLetter(value.toFixed());

/**
 * B/A of an amount PostgreSQL rounded to kuruş ("-12.50", "0.00"): the text is exact, so the sign is
 * read from it (the same rule as balanceLetter, without parsing a decimal per row).
 */
export const letterOfRounded = (text: string): BalanceLetter =>
  /^-?0(\.0+)?$/.test(text) ? '' : text.startsWith('-') ? 'A' : 'B';

/**
 * A movement (spec §3 "Movement or statement row"). The amounts arrive rounded by PostgreSQL; a year
 * of a busy dealer is ten thousand rows, so each becomes its number once, with no decimal arithmetic here.
 */
export function movementRow(m: MovementDbRow): MovementRow {
  return {
    // The print link of a card collection opens /payment2/print/{ID} (spec §2 "Row actions").
    ID: m.type === CARD_COLLECTION_TYPE && m.payment_id !== null ? m.payment_id : m.id,
    BA: letterOfRounded(m.net),
    BELGENO: m.document_no,
    TARIH: m.date,
    FINANS_ISLEM_TURU: m.type,
    BORC: Number(m.debit),
    ALACAK: Number(m.credit),
    DOVIZ_AD: m.currency_code,
    DOVIZ_KURU: Number(m.exchange_rate),
    FINANS: m.payment_id,
    BORC_TL: Number(m.debit_tl),
    ALACAK_TL: Number(m.credit_tl),
    VADE: m.due_date,
    ACIKLAMA: m.description ?? '',
  };
}

/** A delivery note among the movements: it moves no balance, so its amounts are 0 and the note says its total. */
export function deliveryNoteMovementRow(n: DeliveryNoteListRow): MovementRow {
  return {
    ID: n.id,
    BA: '',
    BELGENO: n.document_no,
    TARIH: n.date,
    FINANS_ISLEM_TURU: n.type,
    BORC: 0,
    ALACAK: 0,
    DOVIZ_AD: n.currency_code,
    DOVIZ_KURU: fourDecimals(n.exchange_rate),
    FINANS: null,
    BORC_TL: 0,
    ALACAK_TL: 0,
    VADE: null,
    ACIKLAMA: `Belge tutarı ${formatAmount(new Decimal(n.grand_total), n.currency_code)}; bakiyeyi etkilemez.`,
  };
}

/** Movements and delivery notes, newest first (both lists come newest first). */
export function mergeNewestFirst(movements: MovementRow[], notes: MovementRow[]): MovementRow[] {
  const out: MovementRow[] = [];
  let i = 0;
  let j = 0;
  while (i < movements.length || j < notes.length) {
    const takeNote = j < notes.length && (i >= movements.length || notes[j]!.TARIH > movements[i]!.TARIH);
    out.push(takeNote ? notes[j++]! : movements[i++]!);
  }
  return out;
}

/**
 * Hesap Ekstresi: the opening balance **Devir** — the net of every movement before the
 * period, in TL — then the period's movements oldest first, each with the running balance after it
 * (PostgreSQL sums it, exactly). Balance = Σ TL debit − Σ TL credit, each movement's sides at its own
 * rate (BORC_TL, ALACAK_TL); the letter is B above 0, A below, none at 0,00. Empty when the period has
 * no movement and nothing is carried over.
 */
export function statementRows(
  opening: string,
  movements: StatementDbRow[],
  openingAt: string,
  openingText: string,
): StatementRow[] {
  if (!movements.length && new Decimal(opening).isZero()) return [];
  return [openingRow(opening, openingAt, openingText), ...movements.map(statementRow)];
}

/** The Devir row: the balance carried into the period, on the side it falls. */
export function openingRow(opening: string, openingAt: string, openingText: string): StatementRow {
  const balance = new Decimal(opening);
  const debit = money(Decimal.max(balance, 0));
  const credit = money(Decimal.max(balance.neg(), 0));
  const letter = letterOf(balance);
  return {
    ID: 0,
    BA: letter,
    BELGENO: '',
    TARIH: openingAt,
    FINANS_ISLEM_TURU: OPENING_BALANCE_TYPE,
    BORC: debit,
    ALACAK: credit,
    DOVIZ_AD: 'TL',
    DOVIZ_KURU: 1,
    FINANS: null,
    BORC_TL: debit,
    ALACAK_TL: credit,
    VADE: null,
    ACIKLAMA: openingText,
    BAKIYE: money(balance),
    BAKIYE_BA: letter,
    DEVIR: true,
  };
}

/** A movement of the statement with the running balance after it. */
export const statementRow = (m: StatementDbRow): StatementRow => ({
  ...movementRow(m),
  BAKIYE: Number(m.balance),
  BAKIYE_BA: letterOfRounded(m.balance),
  DEVIR: false,
});

/** Fatura Listesi (spec §3 "Invoice list row"). */
export function invoiceListRow(i: InvoiceListDbRow): InvoiceListRow {
  return {
    Id: i.id,
    BELGENO: i.document_no,
    FIS_TARIHI: i.date,
    FIS_TURU: i.type,
    VADE: i.due_date,
    SATIR_TOPLAM: money(i.subtotal),
    KDV_TOPLAM: money(i.vat_total),
    GENELTOPLAM: money(i.grand_total),
    DOVIZ_AD: i.currency_code,
    DOVIZ_KUR: fourDecimals(i.exchange_rate),
  };
}

/** Which of the optional columns the settings let through (showReportBarcode, showReportSerino). */
export interface DetailColumns {
  barcode: boolean;
  serial: boolean;
}

/** An invoice's type that names an order: the panel shows the order's lines instead (spec §2 "Detail side panels"). */
export const isOrderType = (type: string) => foldTurkish(type).includes('siparis');

/** The lines of an invoice or delivery note as stored, with the document's stored totals on each. */
export function documentDetailLines(head: DocumentHead, lines: DocumentLineRow[], show: DetailColumns): DetailLine[] {
  return lines.map((l) => ({
    ID: l.id,
    BELGENO: head.document_no,
    FIS_TARIHI: head.date,
    FIS_TURU: head.type,
    STOK_ID: l.product_id,
    STOK_KOD: l.product_code,
    STOK_AD: l.product_name,
    ...(show.barcode ? { BARKOD: l.barcode ?? '' } : {}),
    ...(show.serial ? { SERI_NO: l.serial_no ?? '' } : {}),
    MIKTAR_FIS: Number(new Decimal(l.quantity).toFixed()),
    STOK_BIRIM: l.unit,
    KDV_TOPTAN: money(l.vat_rate),
    ISKONTO: money(l.discount_rate),
    FIYAT: fourDecimals(l.unit_price),
    NET_FIYAT: fourDecimals(l.net_price),
    SATIR_TUTAR: money(l.line_total),
    SATIR_GENEL_TOPLAM: money(new Decimal(l.line_total).plus(l.vat_amount)),
    SATIR_TOPLAM: money(head.subtotal),
    KDV_TOPLAM: money(head.vat_total),
    GENELTOPLAM: money(head.grand_total),
    DOVIZ_AD: head.currency_code,
    DOVIZ_KURU: fourDecimals(head.exchange_rate),
  }));
}

/**
 * The lines of an order, priced as it was placed (line money, pricing/line-money.ts); each line
 * carries the totals of its currency (an order may hold lines in TL and USD).
 */
export function orderDetailLines(head: OrderHead, lines: OrderDetailLineRow[], show: DetailColumns): DetailLine[] {
  const money2 = lines.map((l) => storedLineMoney(l));
  const totals = new Map(totalsByCurrency(money2).map((t) => [t.currency, t]));
  return lines.map((l, i) => {
    const m = money2[i]!;
    const t = totals.get(m.currency)!;
    return {
      ID: l.id,
      BELGENO: head.document_no,
      ISLEM_TARIHI: head.placed_at,
      FIS_TURU: head.order_type,
      STOK_ID: l.product_id,
      STOK_KOD: l.product_code,
      STOK_AD: l.product_name,
      ...(show.barcode ? { BARKOD: l.barcode ?? '' } : {}),
      ...(show.serial ? { SERI_NO: '' } : {}),
      MIKTAR_FIS: Number(m.quantity.toFixed()),
      STOK_BIRIM: l.unit,
      KDV_TOPTAN: money(m.vatRate),
      ISKONTO: money(m.discountRate),
      FIYAT: fourDecimals(m.unitPrice),
      NET_FIYAT: fourDecimals(m.netUnitPrice),
      SATIR_TUTAR: money(m.net),
      SATIR_GENEL_TOPLAM: money(m.total),
      SATIR_TOPLAM: money(t.subtotal),
      KDV_TOPLAM: money(t.vat),
      GENELTOPLAM: money(t.grandTotal),
      DOVIZ_AD: m.currency,
      DOVIZ_KURU: l.currency_code === 'TL' ? 1 : fourDecimals(l.exchange_rate),
    };
  });
}
