import { STOCK_EXCEEDED_CLASS, type BasketLine, type BasketResponse, type CurrencyCode } from '@bayi/common';
import { imageUrl } from '../content/image-url';
import { formatAmount, formatQuantity, storedLineMoney, totalsByCurrency, type LineMoney } from '../pricing/line-money';
import { canOrder, orderableStock } from '../pricing/stock';
import type { BasketLineRow } from '../orders/service';

/** The basket screen's answer in the shape of the API contract (spec §3 "Basket response"). */

/** The money a basket line shows: a pure function of its stored quantity, price, discount, VAT and currency. */
interface ShownMoney {
  money: LineMoney;
  birimFiyatF: string;
  tutarF: string;
  iskontoTutarKdvDahilF: string;
  miktarF: string;
  miktar: number;
  iskontoOrani: number;
}

/**
 * Shown money by line values, kept for the next read: the basket screen reads the whole basket again
 * after every edit, with all lines but one unchanged, and working a line out in decimal.js costs
 * about as much as the rest of the request. The values are a function of the key alone, so an entry
 * can never be stale; the oldest entries go first once the memo is full.
 */
const SHOWN_MONEY_MAX = 20_000;
const shownMoneyMemo = new Map<string, ShownMoney>();

function shownMoney(row: BasketLineRow): ShownMoney {
  const key = `${row.quantity}|${row.unit_price}|${row.discount_rate}|${row.vat_rate}|${row.currency_code}`;
  const known = shownMoneyMemo.get(key);
  if (known) return known;
  const money = storedLineMoney(row);
  const currency = row.currency_code;
  const shown: ShownMoney = {
    money,
    birimFiyatF: formatAmount(money.unitPrice, currency),
    tutarF: formatAmount(money.net, currency),
    iskontoTutarKdvDahilF: formatAmount(money.discountWithVat, currency),
    miktarF: formatQuantity(money.quantity),
    miktar: money.quantity.toNumber(),
    iskontoOrani: money.discountRate.toNumber(),
  };
  if (shownMoneyMemo.size >= SHOWN_MONEY_MAX) shownMoneyMemo.delete(shownMoneyMemo.keys().next().value!);
  shownMoneyMemo.set(key, shown);
  return shown;
}

function basketLine(row: BasketLineRow) {
  const { money, ...shown } = shownMoney(row);
  const fits = canOrder(money.quantity, row.stock_qty, row.is_active);
  const line: BasketLine = {
    id: row.row_id,
    rowId: row.row_id,
    stokId: row.product_id,
    ad: row.name,
    kod: row.code,
    image: row.image ? { smallUrl: imageUrl(row.image, 1) } : null,
    birimFiyatF: shown.birimFiyatF,
    miktarF: shown.miktarF,
    miktar: shown.miktar,
    tutarF: shown.tutarF,
    iskontoOrani: shown.iskontoOrani,
    iskontoTutarKdvDahilF: shown.iskontoTutarKdvDahilF,
    stokMiktarUygun: fits,
    stokMiktarUygunClass: fits ? '' : STOCK_EXCEEDED_CLASS,
    StokMiktar: orderableStock(row.stock_qty, row.is_active).floor().toNumber(),
  };
  return { line, money };
}

/** The basket as the basket screen shows it: its lines, the stock warning and the totals per currency. */
export function basketAnswer(orderId: number | null, rows: BasketLineRow[]): BasketResponse {
  const built = rows.map(basketLine);
  return {
    id: orderId ?? 0,
    showIskonto: built.some((b) => !b.money.discountRate.isZero()),
    hideOrderButton: built.some((b) => !b.line.stokMiktarUygun),
    products: built.map((b) => b.line),
    sums: totalsByCurrency(built.map((b) => b.money)).map((t) => ({
      satirToplamWCF: formatAmount(t.subtotal, t.currency),
      kdvToplamWCF: formatAmount(t.vat, t.currency),
      genelToplamWCF: formatAmount(t.grandTotal, t.currency),
      paraBirimi: t.currency as CurrencyCode,
    })),
  };
}
