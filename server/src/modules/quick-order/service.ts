import Decimal from 'decimal.js';
import {
  foldTurkish,
  MAX_LINE_QUANTITY,
  parseQuantity,
  parseQuickOrderText,
  QUICK_ORDER_CODE_MAX,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_TEMPLATE_HEADER,
  quickOrderMessages as m,
  type CurrencyCode,
  type QuickOrderLine,
  type QuickOrderResponse,
  type QuickOrderRow,
  type QuickOrderStatus,
} from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';
import {
  formatAmount,
  formatQuantity,
  lineMoney,
  storedPriceOf,
  totalsByCurrency,
  type LineMoney,
} from '../pricing/line-money';
import type { OrderQuote, PricingService, Viewer } from '../pricing/service';
import { orderableStock, stockStatus } from '../pricing/stock';
import { rowsOfFile, type QuickOrderUpload } from './files';

export type { QuickOrderUpload };
import type { MatchedProduct, QuickOrderRepository } from './repository';

/**
 * Quick order (Hızlı Sipariş): the dealer's lines of "code or barcode; quantity" resolved at once —
 * one statement for every code and barcode with the dealer's pricing data read fresh — and priced with the
 * pricing service's order prices, the same the basket records when the lines are added. Nothing is written:
 * the page adds the valid lines with one POST /basket/addproducts/, which checks them again.
 */

const QUANTITY_MAX_TEXT = MAX_LINE_QUANTITY.toLocaleString('tr-TR');
// A written code may contain no control character (PostgreSQL refuses NUL); such a line is simply unknown.
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** A line on its way to the preview: the row, its product when one matched, its quantity when readable. */
interface Draft {
  lines: number[];
  row: QuickOrderRow;
  product: MatchedProduct | null;
  quote: OrderQuote | null;
  quantity: Decimal | null;
  status: QuickOrderStatus;
  message: string | null;
}

/**
 * Which product a written code or barcode means: the code first (as written, then in capitals), then the barcode,
 * then the code folded the Turkish way as search folds it ("kış-i77" is KIŞ-İ77; active products only, as search).
 */
function finder(products: readonly MatchedProduct[]) {
  const byCode = new Map(products.map((p) => [p.code, p]));
  const byFolded = new Map<string, MatchedProduct[]>();
  for (const p of products) {
    if (!p.is_active) continue;
    const folded = foldTurkish(p.code);
    byFolded.set(folded, [...(byFolded.get(folded) ?? []), p]);
  }
  const byBarcode = new Map<string, MatchedProduct[]>();
  for (const p of products) {
    if (p.barcode) byBarcode.set(p.barcode, [...(byBarcode.get(p.barcode) ?? []), p]);
  }
  return (token: string): MatchedProduct | 'ambiguous' | null => {
    const upper = token.toUpperCase();
    const code = byCode.get(token) ?? byCode.get(upper);
    if (code) return code;
    const withBarcode = byBarcode.get(token) ?? byBarcode.get(upper) ?? [];
    const active = withBarcode.filter((p) => p.is_active);
    if (active.length > 1) return 'ambiguous';
    const found = active[0] ?? withBarcode[0];
    if (found) return found;
    const folded = byFolded.get(foldTurkish(token)) ?? [];
    return folded.length > 1 ? 'ambiguous' : (folded[0] ?? null);
  };
}

export function createQuickOrderService(repo: QuickOrderRepository, pricing: PricingService) {
  /** The preview of the dealer's rows (at most QUICK_ORDER_MAX_LINES). */
  async function preview(
    dealerId: number,
    viewer: Viewer,
    rows: readonly QuickOrderRow[],
    field: 'metin' | 'file' = 'metin',
  ): Promise<QuickOrderResponse> {
    const refuse = (message: string) => new RequestValidationError('body', message, { [field]: message });
    if (!rows.length) throw refuse(m.noLines);
    if (rows.length > QUICK_ORDER_MAX_LINES) throw refuse(m.tooManyLines(rows.length));

    const usable = (code: string) => code.length > 0 && code.length <= QUICK_ORDER_CODE_MAX && !hasControl(code);
    const tokens = new Set<string>();
    for (const { code } of rows) {
      if (!usable(code)) continue;
      tokens.add(code);
      tokens.add(code.toUpperCase());
    }
    const matched = await repo.match(dealerId, [...tokens], pricing.orderPricingRead);
    const quotes = await pricing.quote(viewer, matched.pricing);
    const find = finder(matched.products);

    // Each row alone: its product and quantity, or why it cannot be added.
    const drafts: Draft[] = rows.map((row) => {
      const draft: Draft = {
        lines: [row.line],
        row,
        product: null,
        quote: null,
        quantity: null,
        status: 'uygun',
        message: null,
      };
      const fail = (status: QuickOrderStatus, message: string) => Object.assign(draft, { status, message });
      if (!row.code) return fail('kodBos', m.emptyCode);
      if (row.code.length > QUICK_ORDER_CODE_MAX) return fail('bulunamadi', m.codeTooLong);
      const found = usable(row.code) ? find(row.code) : null;
      if (found === 'ambiguous') return fail('belirsiz', m.ambiguous);
      if (!found) return fail('bulunamadi', m.notFound);
      draft.product = found;
      draft.quote = quotes.get(found.id) ?? null;
      const parsed = parseQuantity(row.quantity);
      if (parsed === null) return fail('miktarHatali', m.unreadableQuantity(row.quantity));
      draft.quantity = new Decimal(parsed);
      if (!found.is_active) return fail('pasif', m.inactive);
      if (!draft.quote?.orderPrice) return fail('fiyatYok', m.noPrice);
      if (!draft.quantity.isInteger()) return fail('miktarHatali', m.wholeQuantity(found.unit));
      if (draft.quantity.lt(1) || draft.quantity.gt(MAX_LINE_QUANTITY)) {
        return fail('miktarHatali', m.quantityRange(QUANTITY_MAX_TEXT));
      }
      return draft;
    });

    // Lines of the same product are merged into the first one, their quantities summed — the basket adds them
    // up anyway, and the dealer sees one line and one stock check for what will be one basket line.
    const merged: Draft[] = [];
    const firstOf = new Map<number, Draft>();
    for (const draft of drafts) {
      const id = draft.status === 'uygun' ? draft.product!.id : null;
      const first = id !== null ? firstOf.get(id) : undefined;
      if (first) {
        first.lines.push(draft.row.line);
        first.quantity = first.quantity!.plus(draft.quantity!);
        continue;
      }
      if (id !== null) firstOf.set(id, draft);
      merged.push(draft);
    }

    // Then stock and the line limit, on the summed quantity.
    for (const draft of firstOf.values()) {
      const stock = orderableStock(draft.quote!.stock);
      if (draft.quantity!.gt(MAX_LINE_QUANTITY)) {
        Object.assign(draft, { status: 'miktarHatali', message: m.quantityRange(QUANTITY_MAX_TEXT) });
      } else if (stock.lte(0)) {
        Object.assign(draft, { status: 'stokYok', message: m.outOfStock });
      } else if (draft.quantity!.gt(stock)) {
        Object.assign(draft, {
          status: 'stokYetersiz',
          message: m.overStock(formatQuantity(stock), draft.product!.unit),
        });
      } else if (draft.lines.length > 1) {
        draft.message = m.merged(draft.lines);
      }
    }

    const money: LineMoney[] = [];
    const satirlar = merged.map((draft) => {
      // The amount only of a line that will be added: an over-stock or bad-quantity line's would be a figure nobody orders.
      const priced = draft.status === 'uygun' ? moneyOf(draft) : null;
      if (priced) money.push(priced);
      return present(draft, priced);
    });
    const uygunSayisi = satirlar.filter((l) => l.uygun).length;
    return {
      satirlar,
      uygunSayisi,
      hataliSayisi: satirlar.length - uygunSayisi,
      sums: totalsByCurrency(money).map((t) => ({
        satirToplamWCF: formatAmount(t.subtotal, t.currency),
        kdvToplamWCF: formatAmount(t.vat, t.currency),
        genelToplamWCF: formatAmount(t.grandTotal, t.currency),
        paraBirimi: t.currency as CurrencyCode,
      })),
    };
  }

  return {
    preview,
    /** POST /basket/quickorder: pasted text. */
    previewText: (dealerId: number, viewer: Viewer, text: string) =>
      preview(dealerId, viewer, parseQuickOrderText(text)),
    /** POST /basket/quickorder/file: an uploaded CSV or XLSX file (first two columns). */
    async previewFile(dealerId: number, viewer: Viewer, upload: QuickOrderUpload | undefined) {
      return preview(dealerId, viewer, await rowsOfFile(upload), 'file');
    },
    /** The template to fill in: UTF-8 with a BOM, so Excel shows ş, ğ and İ; ';' as Turkish Excel separates. */
    template: () => Buffer.from(`\uFEFF${QUICK_ORDER_TEMPLATE_HEADER}\r\n`, 'utf8'),
  };
}

const NO_RATES = new Map<CurrencyCode, Decimal>();

/** The line's money as the basket will show it: from the price as a basket line stores it (storedPriceOf). */
function moneyOf(draft: Draft): LineMoney {
  const stored = storedPriceOf(draft.quote!.orderPrice!, NO_RATES);
  return lineMoney({
    quantity: draft.quantity!,
    unitPrice: stored.unitPrice,
    discountRate: stored.discountRate,
    vatRate: stored.vatRate,
    currency: stored.currencyCode,
  });
}

function present(draft: Draft, priced: LineMoney | null): QuickOrderLine {
  const { product, quote, quantity } = draft;
  const price = quote?.orderPrice ?? null;
  const stock = product ? orderableStock(product.stock_qty, product.is_active) : null;
  return {
    satirNo: draft.lines[0]!,
    satirNolari: draft.lines,
    girdi: draft.row.code,
    miktarGirdi: draft.row.quantity,
    durum: draft.status,
    uygun: draft.status === 'uygun',
    mesaj: draft.message,
    stokId: product?.id ?? null,
    kod: product?.code ?? null,
    ad: product?.name ?? null,
    birim: product?.unit ?? null,
    miktar: quantity ? quantity.toNumber() : null,
    miktarF: quantity ? formatQuantity(quantity) : null,
    birimFiyatF: price ? formatAmount(price.unitPrice, price.currency) : null,
    iskontoOrani: price ? price.discountRate.toNumber() : null,
    tutarF: priced ? formatAmount(priced.net, priced.currency) : null,
    paraBirimi: price?.currency ?? null,
    stokDurumu: product?.is_active ? stockStatus(new Decimal(product.stock_qty), product.unit) : null,
    teminDisplayName: product?.is_active ? product.delivery_text : null,
    stokMiktar: stock ? stock.toDecimalPlaces(0, Decimal.ROUND_DOWN).toNumber() : null,
  };
}

export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
