import { createHash } from 'node:crypto';
import type { OrderStage } from '@bayi/common';
import Decimal from 'decimal.js';
import type { Db } from '../db/client';
import {
  accountMovements,
  deliveryNoteLines,
  deliveryNotes,
  invoiceLines,
  invoices,
  orderLines,
  orders,
  payments,
} from '../db/schema';
import { insertAll, insertReturning } from './batch';
import { simulateHistory, type Collection, type HistoryInput, type Sale } from './history';
import type { Rng } from './random';
import { amountText } from '../modules/pricing/line-money';

export interface HistoryResult {
  /** Product ids by quantity sold, most first (for the "Çok Satanlar" slider). */
  bestSellers: number[];
  counts: Record<string, number>;
}

/** A year of trade per dealer: simulated (history.ts), then numbered and written (with any extra trade). */
export async function seedHistory(
  db: Db,
  rng: Rng,
  input: HistoryInput,
  extra: { sales: Sale[]; collections: Collection[] } = { sales: [], collections: [] },
): Promise<HistoryResult> {
  const { sales, collections } = simulateHistory(rng, input);
  // Extra trade (the large seed's busy dealer) is numbered and written with the rest, in date order.
  return writeHistory(db, [...sales, ...extra.sales], [...collections, ...extra.collections]);
}

/**
 * Writes a simulated history: numbers the documents in date order across all dealers (as an ERP
 * issues them), inserts orders, invoices, delivery notes and card payments with their lines, then
 * the account ledger that points at them.
 */
export async function writeHistory(db: Db, sales: Sale[], collections: Collection[]): Promise<HistoryResult> {
  number(sales, collections);
  const orderSales = sales
    .filter((s) => s.order)
    .sort((a, b) => a.order!.placedAt.getTime() - b.order!.placedAt.getTime());
  const invoiceSales = sales
    .filter((s) => s.invoice)
    .sort((a, b) => a.invoice!.date.getTime() - b.invoice!.date.getTime());
  const noteSales = sales
    .filter((s) => s.deliveryNote)
    .sort((a, b) => a.deliveryNote!.date.getTime() - b.deliveryNote!.date.getTime());
  const cardCollections = collections.filter((c) => c.card).sort((a, b) => a.date.getTime() - b.date.getTime());

  // Orders and their lines. The distributor has shipped the older orders and is still handling the last days'.
  const newest = Math.max(...orderSales.map((s) => s.order!.placedAt.getTime()));
  const stageOf = (o: { status: string; placedAt: Date }): OrderStage => {
    if (o.status === 'cancelled') return 'cancelled';
    const days = (newest - o.placedAt.getTime()) / 86_400_000;
    return days > 7 ? 'shipped' : days > 3 ? 'preparing' : days > 1 ? 'approved' : 'received';
  };
  assignIds(
    orderSales.map((s) => s.order!),
    await insertReturning<typeof orders, Returned>(
      db,
      orders,
      orderSales.map(({ dealer, order }) => ({
        dealerId: dealer.id,
        userId: order!.userId,
        status: order!.status,
        stage: stageOf(order!),
        documentNo: order!.documentNo!,
        orderType: 'Web Siparişi',
        note: order!.note,
        deliveryMethod: order!.deliveryMethod,
        deliveryAddressId: order!.deliveryAddressId,
        deliverySlot: order!.deliverySlot,
        paymentMethod: order!.paymentMethod,
        bankAccountId: order!.bankAccountId,
        placedAt: order!.placedAt,
        completedAt: order!.completedAt,
        createdAt: new Date(order!.placedAt.getTime() - 20 * 60_000),
        updatedAt: order!.completedAt ?? order!.placedAt,
      })),
      ['id', 'documentNo'],
    ),
  );
  const orderLineRows = orderSales.flatMap((s) =>
    s.lines.map((l) => ({
      orderId: s.order!.id!,
      productId: l.product.id,
      quantity: l.quantity,
      unitPrice: l.price.unitPrice,
      currencyCode: l.price.currencyCode,
      exchangeRate: l.price.exchangeRate,
      discountRate: l.price.discountRate,
      vatRate: l.price.vatRate,
      createdAt: s.order!.placedAt,
    })),
  );
  await insertAll(db, orderLines, orderLineRows);

  // Invoices and their lines.
  assignIds(
    invoiceSales.map((s) => s.invoice!),
    await insertReturning<typeof invoices, Returned>(
      db,
      invoices,
      invoiceSales.map((s) => ({
        dealerId: s.dealer.id,
        documentNo: s.invoice!.documentNo!,
        date: s.invoice!.date,
        type: 'Satış faturası',
        dueDate: s.invoice!.dueDate,
        currencyCode: s.currency,
        exchangeRate: s.rate.toFixed(4),
        ...s.totals,
        orderId: s.order?.id ?? null,
      })),
      ['id', 'documentNo'],
    ),
  );
  await insertAll(
    db,
    invoiceLines,
    invoiceSales.flatMap((s) => documentLines(s).map((l) => ({ ...l, invoiceId: s.invoice!.id! }))),
  );

  // Delivery notes (most follow an invoice; the newest ones wait for theirs).
  assignIds(
    noteSales.map((s) => s.deliveryNote!),
    await insertReturning<typeof deliveryNotes, Returned>(
      db,
      deliveryNotes,
      noteSales.map((s) => ({
        dealerId: s.dealer.id,
        documentNo: s.deliveryNote!.documentNo!,
        date: s.deliveryNote!.date,
        type: 'Satış irsaliyesi',
        currencyCode: s.currency,
        exchangeRate: s.rate.toFixed(4),
        ...s.totals,
        invoiceId: s.invoice?.id ?? null,
      })),
      ['id', 'documentNo'],
    ),
  );
  await insertAll(
    db,
    deliveryNoteLines,
    noteSales.flatMap((s) => documentLines(s).map((l) => ({ ...l, deliveryNoteId: s.deliveryNote!.id! }))),
  );

  // Card collections.
  assignIds(
    cardCollections,
    await insertReturning<typeof payments, Returned>(
      db,
      payments,
      cardCollections.map((c) => ({
        dealerId: c.dealer.id,
        userId: c.card!.userId,
        orderId: c.sale?.order?.id ?? null,
        documentNo: c.documentNo!,
        status: 'succeeded' as const,
        amount: amountText(c.amount),
        chargedAmount: c.card!.chargedAmount,
        currencyCode: 'TL',
        installment: c.card!.installment,
        commissionRate: c.card!.commissionRate,
        bankName: c.card!.bankName,
        cardHolder: c.card!.holder,
        maskedCardNumber: c.card!.masked,
        providerReference: c.card!.reference,
        authCode: authCodeOf(c.card!.reference),
        createdAt: c.date,
        completedAt: new Date(c.date.getTime() + 45_000),
      })),
      ['id', 'documentNo'],
    ),
  );

  const movements = ledgerRows(sales, collections);
  await insertAll(db, accountMovements, movements);

  const sold = new Map<number, Decimal>();
  for (const s of sales)
    for (const l of s.lines) sold.set(l.product.id, (sold.get(l.product.id) ?? new Decimal(0)).plus(l.quantity));
  const bestSellers = [...sold.entries()].sort((a, b) => b[1].comparedTo(a[1]) || a[0] - b[0]).map(([id]) => id);

  return {
    bestSellers,
    counts: {
      orders: orderSales.length,
      orderLines: orderLineRows.length,
      invoices: invoiceSales.length,
      invoiceLines: invoiceSales.reduce((n, s) => n + s.lines.length, 0),
      deliveryNotes: noteSales.length,
      deliveryNoteLines: noteSales.reduce((n, s) => n + s.lines.length, 0),
      payments: cardCollections.length,
      accountMovements: movements.length,
    },
  };
}

/** Document numbers: prefix + year + 6-digit counter, issued in date order across dealers. */
function number(sales: Sale[], collections: Collection[]): void {
  const counters = new Map<string, number>();
  const next = (prefix: string, date: Date) => {
    const key = `${prefix}${date.getFullYear()}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return `${key}${String(n).padStart(6, '0')}`;
  };
  const byTime = <T>(items: T[], at: (item: T) => Date) =>
    items.slice().sort((a, b) => at(a).getTime() - at(b).getTime());
  for (const s of byTime(
    sales.filter((s) => s.order),
    (s) => s.order!.placedAt,
  ))
    s.order!.documentNo = next('WEB', s.order!.placedAt);
  for (const s of byTime(
    sales.filter((s) => s.invoice),
    (s) => s.invoice!.date,
  ))
    s.invoice!.documentNo = next('FAT', s.invoice!.date);
  for (const s of byTime(
    sales.filter((s) => s.deliveryNote),
    (s) => s.deliveryNote!.date,
  ))
    s.deliveryNote!.documentNo = next('IRS', s.deliveryNote!.date);
  for (const c of byTime(collections, (c) => c.date)) c.documentNo = next(c.card ? 'TAH' : 'HAV', c.date);
}

/** The ledger: invoices debit the dealer, collections credit it; delivery notes do not move the balance. */
function ledgerRows(sales: Sale[], collections: Collection[]): (typeof accountMovements.$inferInsert)[] {
  const rows: (typeof accountMovements.$inferInsert & { date: Date })[] = [];
  for (const s of sales) {
    if (!s.invoice) continue;
    rows.push({
      dealerId: s.dealer.id,
      documentNo: s.invoice.documentNo!,
      date: s.invoice.date,
      type: 'Satış faturası',
      debit: s.totals.grandTotal,
      credit: '0.00',
      currencyCode: s.currency,
      exchangeRate: s.rate.toFixed(4),
      dueDate: s.invoice.dueDate,
      description: s.order ? `${s.order.documentNo} nolu web siparişi` : 'Telefon / mağaza satışı',
      invoiceId: s.invoice.id!,
      deliveryNoteId: s.deliveryNote?.id ?? null,
    });
  }
  for (const c of collections) {
    rows.push({
      dealerId: c.dealer.id,
      documentNo: c.documentNo!,
      date: c.date,
      type: c.card ? 'Pos kartı ile tahsilat' : 'Havale/EFT',
      debit: '0.00',
      credit: amountText(c.amount),
      currencyCode: c.currency,
      exchangeRate: c.rate.toFixed(4),
      description: c.card
        ? `${c.card.bankName} ${c.card.masked} ${c.card.installment ? `${c.card.installment} taksit` : 'tek çekim'}${c.sale ? ` (${c.sale.order!.documentNo})` : ''}`
        : `${c.bank!.bankName} hesabına gelen havale/EFT`,
      paymentId: c.id ?? null,
    });
  }
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime() || a.documentNo.localeCompare(b.documentNo));
}

type Returned = { id: number; documentNo: string };

/**
 * The bank's authorisation code of a demo card charge: six characters derived from its reference, so
 * the random stream (and with it every other demo figure) stays as it was.
 */
const authCodeOf = (reference: string) => createHash('sha1').update(reference).digest('hex').slice(0, 6).toUpperCase();

/** Matches inserted rows back to their documents by the unique document number. */
function assignIds(items: { documentNo?: string; id?: number }[], rows: Returned[]): void {
  const byNo = new Map(rows.map((row) => [row.documentNo, row.id]));
  for (const item of items) item.id = byNo.get(item.documentNo!)!;
}

function documentLines(s: Sale) {
  return s.lines.map((l, i) => ({
    productId: l.product.id,
    productCode: l.product.code,
    productName: l.product.name,
    barcode: l.product.barcode,
    serialNo: null,
    quantity: l.quantity,
    unit: l.product.unit,
    vatRate: l.price.vatRate,
    discountRate: l.price.discountRate,
    unitPrice: l.price.unitPrice,
    netPrice: l.money.netUnitPrice.toFixed(4),
    lineTotal: l.money.net.toFixed(2),
    vatAmount: l.money.vat.toFixed(2),
    sort: i + 1,
  }));
}
