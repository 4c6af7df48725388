import Decimal from 'decimal.js';
import {
  basketMessages,
  MAX_LINE_QUANTITY,
  type AddToBasketResponse,
  type BasketLineInput,
  type CurrencyCode,
  type PlaceOrderResponse,
  type UpdateBasketRequest,
} from '@bayi/common';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { turkishYear } from '../../lib/turkey-time';
import type { ApplicationService } from '../application/service';
import { storedPriceOf } from '../pricing/line-money';
import type { OrderQuote, PricingService, Viewer } from '../pricing/service';
import { canOrder, inStock } from '../pricing/stock';
import {
  LineQuantityLimit,
  type BasketLineRow,
  type BasketOwner,
  type BasketRepository,
  type BasketStatements,
  type OrderHead,
  type RepricedLine,
} from './repository';
import { KeptAnswers } from './kept-answer';
import { basketAnswer } from './present';

export const LINE_NOT_FOUND = 'Sepet satırı bulunamadı.';
export const NOT_EDITABLE = 'Bu sipariş artık düzenlenemez.';
const lineLimitMessage = `Bir üründen sepette en fazla ${MAX_LINE_QUANTITY.toLocaleString('tr-TR')} adet olabilir.`;
const CHANGED_WHILE_PLACING = 'Sepetiniz bu sırada değişti; lütfen siparişi tekrar verin.';
const DEFAULT_ORDER_PREFIX = 'WEB';
/** Placing rounds before giving up on a basket that keeps changing under it (another tab adding). */
const PLACING_ROUNDS = 10;

const conflict = (message: string) => new HttpError(409, message);

/** The document prefix setting (belge.siparis.onek), when it is a plain code; else WEB. */
export function orderPrefix(setting: string | undefined): string {
  const value = setting?.trim() ?? '';
  return /^[A-Za-z0-9]{1,10}$/.test(value) ? value.toUpperCase() : DEFAULT_ORDER_PREFIX;
}

export function createBasketService(
  repo: BasketRepository,
  pricing: PricingService,
  application: ApplicationService,
  options: {
    /** How long a kept basket answer may be served (its product facts' age); 0 reads every time. */
    keptAnswerMs: number;
    now?: () => Date;
    /** Told once an order is placed (the e-mail to the dealer's users); never fails the placing. */
    onOrderPlaced?: (orderId: number) => Promise<void>;
  },
) {
  const now = options.now ?? (() => new Date());
  const kept = new KeptAnswers(options.keptAnswerMs);

  /** GET /basket/ as bytes: the kept answer while nothing in it changed, else a fresh read. */
  async function viewBody(owner: BasketOwner): Promise<Buffer> {
    return (await kept.get(owner.userId, () => repo.basketVersion(owner))) ?? freshBody(owner);
  }

  /** The basket read now, as bytes, and kept for the next GET /basket/ (an edit's answer is the next read's). */
  async function freshBody(owner: BasketOwner): Promise<Buffer> {
    const builtAt = Date.now();
    const { orderId, lines, version } = await repo.basket(owner);
    const body = Buffer.from(JSON.stringify(basketAnswer(orderId, lines)));
    kept.keep(owner.userId, version, body, builtAt);
    return body;
  }

  /** The user's order locked for an edit of its lines: 404 when not theirs, 409 once it is placed. */
  async function lockBasket(tx: BasketStatements, owner: BasketOwner, orderId: number): Promise<OrderHead> {
    const order = await tx.lockOrder(orderId, owner);
    if (!order) throw notFound(basketMessages.orderNotFound);
    if (order.status !== 'basket') throw conflict(NOT_EDITABLE);
    return order;
  }

  const placedAnswer = (order: { id: number; document_no: string | null }): PlaceOrderResponse => ({
    hasError: false,
    errorMessage: null,
    siparisId: order.id,
    belgeNo: order.document_no ?? '',
  });

  return {
    /** The header's basket count: how many different products are in the basket. */
    productCount: (owner: BasketOwner) => repo.lineCount(owner),

    /** GET /basket/: the user's basket as the basket screen shows it (spec §3 "Basket response"), as bytes. */
    viewBody,

    /**
     * Adds products at the price the one pricing function gives this dealer.
     * All or nothing: one unknown, unpriced or out-of-stock product refuses the whole request. With a
     * `requestKey` (Idempotency-Key) a repeated call — a double click, a retry — adds nothing and answers the
     * basket's count as the first did.
     */
    async add(
      owner: BasketOwner,
      viewer: Viewer,
      input: BasketLineInput[],
      requestKey: string | null = null,
    ): Promise<AddToBasketResponse> {
      const merged = new Map<number, number>();
      for (const line of input) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.adet);
      if ([...merged.values()].some((q) => q > MAX_LINE_QUANTITY)) throw badRequest(lineLimitMessage);
      const [priced, rates] = await Promise.all([
        pricing.orderPrices(viewer, [...merged.keys()]),
        pricing.todaysRates(),
      ]);
      const lines = [...merged].map(([productId, quantity]) => {
        const p = priced.get(productId);
        if (!p) throw notFound('Ürün bulunamadı.');
        if (!p.orderPrice) throw badRequest('Bu ürün için tanımlı bir fiyatınız yok; lütfen temsilcinizle görüşün.');
        if (!inStock(p.stock)) throw badRequest('Bu ürün şu anda stokta yok.');
        return { productId, quantity: new Decimal(quantity).toFixed(3), ...storedPriceOf(p.orderPrice, rates) };
      });
      try {
        await repo.addLines(owner, lines, MAX_LINE_QUANTITY, requestKey);
      } catch (err) {
        if (err instanceof LineQuantityLimit) throw badRequest(lineLimitMessage);
        throw err;
      }
      return { hasError: false, errorMessage: null, basketProductCount: await repo.lineCount(owner) };
    },

    /**
     * POST /basket/updatebasket/: a new quantity for one line. A quantity above the stock is kept;
     * the basket then warns and hides the order button (spec §4).
     */
    async updateLine(owner: BasketOwner, input: UpdateBasketRequest): Promise<Buffer> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, input.siparisId);
        const found = await tx.setQuantity(
          input.siparisId,
          input.rowId,
          input.productId,
          new Decimal(input.adet).toFixed(3),
        );
        if (!found) throw notFound(LINE_NOT_FOUND);
        await tx.linesChanged(input.siparisId);
      });
      return freshBody(owner);
    },

    /** DELETE /basket/removeProduct/{rowId}: a line already gone is not an error (emptying sends one call per line). */
    async removeLine(owner: BasketOwner, orderId: number, rowId: number): Promise<Buffer> {
      await repo.transaction(async (tx) => {
        await lockBasket(tx, owner, orderId);
        await tx.deleteLine(orderId, rowId);
        await tx.linesChanged(orderId);
      });
      return freshBody(owner);
    },

    /**
     * POST /basket/order2: places the basket, idempotently and atomically. It reads the order with its lines,
     * re-prices every line with today's pricing (each in the currency it was added in), checks
     * stock, and then writes in one statement that succeeds only if the lines are still the ones
     * priced (their version): the prices, the next document number and the status, whole or not
     * at all. If the basket changed in between (another tab added a product) the round starts
     * again. A call for an order already placed — a double click, a retry, a second tab — answers
     * with the same order and number. Placing does not reserve stock: the ERP owns stock, and it
     * is checked here against the figure the ERP last sent.
     */
    async placeOrder(
      owner: BasketOwner,
      viewer: Viewer,
      input: { siparisId: number; aciklama: string },
    ): Promise<PlaceOrderResponse> {
      const prefix = orderPrefix((await application.settings()).get('belge.siparis.onek'));
      for (let round = 0; round < PLACING_ROUNDS; round++) {
        const order = await repo.orderToPlace(input.siparisId, owner, pricing.orderPricingRead);
        if (!order) throw notFound(basketMessages.orderNotFound);
        const { head, lines } = order;
        if (head.status === 'placed' || head.status === 'completed') return placedAnswer(head);
        if (head.status !== 'basket') throw conflict(NOT_EDITABLE);
        if (!lines.length) throw badRequest(basketMessages.empty);

        const currencyOf = new Map(lines.map((l) => [l.product_id, l.currency_code]));
        const [quotes, rates] = await Promise.all([
          pricing.quote(viewer, order.pricing, (id) => currencyOf.get(id)!),
          pricing.todaysRates(),
        ]);
        const repriced = lines.map((line) => reprice(line, quotes.get(line.product_id), rates));
        if (lines.some((line) => !canOrder(line.quantity, quotes.get(line.product_id)!.stock))) {
          throw badRequest(basketMessages.overStock);
        }

        const placedAt = now();
        const numbering = { prefix, year: turkishYear(placedAt), note: input.aciklama || null, placedAt };
        // The webhook event commits with the placing or not at all; it is sent by the webhook loop.
        const placed = await repo.transaction(async (tx) => {
          const result = await tx.place(head, owner, repriced, numbering);
          if (result.documentNo) await tx.orderPlacedEvent(head.id);
          return result;
        });
        if (placed.documentNo) {
          await options.onOrderPlaced?.(head.id);
          return placedAnswer({ id: head.id, document_no: placed.documentNo });
        }
        // Still the basket priced, but the series has no sequence yet: start it and place again.
        if (placed.found) await repo.startSeries(numbering.prefix, numbering.year);
        // Otherwise the lines changed or the order was placed meanwhile: read it again.
      }
      throw conflict(CHANGED_WHILE_PLACING);
    },
  };
}

/** A line with today's order price; a product no longer sold or no longer priced for the dealer is refused. */
function reprice(
  line: Omit<BasketLineRow, 'image'>,
  quote: OrderQuote | undefined,
  rates: ReadonlyMap<CurrencyCode, Decimal>,
): RepricedLine {
  if (!quote || !line.is_active) {
    throw badRequest(`${line.code} kodlu ürün artık satışta değil; lütfen sepetinizden çıkarın.`);
  }
  if (!quote.orderPrice) {
    throw badRequest(`${line.code} kodlu ürün için tanımlı bir fiyatınız yok; lütfen sepetinizden çıkarın.`);
  }
  return { rowId: line.row_id, ...storedPriceOf(quote.orderPrice, rates, line.exchange_rate) };
}

export type BasketService = ReturnType<typeof createBasketService>;
