import Decimal from 'decimal.js';
import {
  MAX_LINE_QUANTITY,
  type AddToBasketResponse,
  type BasketLineInput,
  type PlaceOrderResponse,
  type UpdateBasketRequest,
} from '@bayi/common';
import { badRequest, notFound } from '../../plugins/errors';
import { storedPriceOf } from '../pricing/line-money';
import type { PricingService, Viewer } from '../pricing/service';
import { inStock } from '../pricing/stock';
import { LineQuantityLimit, type BasketOwner, type OrdersService } from '../orders/service';
import { KeptAnswers } from './kept-answer';
import { basketAnswer } from './present';

const lineLimitMessage = `Bir üründen sepette en fazla ${MAX_LINE_QUANTITY.toLocaleString('tr-TR')} adet olabilir.`;

/**
 * The dealer's basket screen: adds priced by the one pricing function, the kept answer of GET /basket/ and the
 * basket's edits. The basket is an order in status 'basket': the orders service writes it and places it.
 */
export function createBasketService(
  orders: OrdersService,
  pricing: PricingService,
  options: {
    /** How long a kept basket answer may be served (its product facts' age); 0 reads every time. */
    keptAnswerMs: number;
  },
) {
  const kept = new KeptAnswers(options.keptAnswerMs);

  /** GET /basket/ as bytes: the kept answer while nothing in it changed, else a fresh read. */
  async function viewBody(owner: BasketOwner): Promise<Buffer> {
    return (await kept.get(owner.userId, () => orders.basketVersion(owner))) ?? freshBody(owner);
  }

  /** The basket read now, as bytes, and kept for the next GET /basket/ (an edit's answer is the next read's). */
  async function freshBody(owner: BasketOwner): Promise<Buffer> {
    const builtAt = Date.now();
    const { orderId, lines, version } = await orders.basket(owner);
    const body = Buffer.from(JSON.stringify(basketAnswer(orderId, lines)));
    kept.keep(owner.userId, version, body, builtAt);
    return body;
  }

  return {
    /** The header's basket count: how many different products are in the basket. */
    productCount: (owner: BasketOwner) => orders.basketLineCount(owner),

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
        await orders.addToBasket(owner, lines, MAX_LINE_QUANTITY, requestKey);
      } catch (err) {
        if (err instanceof LineQuantityLimit) throw badRequest(lineLimitMessage);
        throw err;
      }
      return { hasError: false, errorMessage: null, basketProductCount: await orders.basketLineCount(owner) };
    },

    /**
     * POST /basket/updatebasket/: a new quantity for one line. A quantity above the stock is kept;
     * the basket then warns and hides the order button (spec §4).
     */
    async updateLine(owner: BasketOwner, input: UpdateBasketRequest): Promise<Buffer> {
      await orders.setBasketLineQuantity(owner, {
        orderId: input.siparisId,
        rowId: input.rowId,
        productId: input.productId,
        quantity: new Decimal(input.adet).toFixed(3),
      });
      return freshBody(owner);
    },

    /** DELETE /basket/removeProduct/{rowId}: a line already gone is not an error (emptying sends one call per line). */
    async removeLine(owner: BasketOwner, orderId: number, rowId: number): Promise<Buffer> {
      await orders.removeBasketLine(owner, orderId, rowId);
      return freshBody(owner);
    },

    /** POST /basket/order2: the orders service places the basket (priced again today, numbered, idempotent). */
    placeOrder: (
      owner: BasketOwner,
      viewer: Viewer,
      input: { siparisId: number; aciklama: string },
    ): Promise<PlaceOrderResponse> => orders.place(owner, viewer, input),
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
