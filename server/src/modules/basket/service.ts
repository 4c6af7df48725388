import Decimal from 'decimal.js';
import type { AddToBasketResponse, BasketLineInput, CurrencyCode } from '@bayi/common';
import { badRequest, notFound } from '../../plugins/errors';
import type { ApplicationService } from '../application/service';
import type { CatalogService, CatalogViewer } from '../catalog/service';
import type { BasketRepository } from './repository';

export function createBasketService(repo: BasketRepository, catalog: CatalogService, application: ApplicationService) {
  return {
    /** The header's basket count: how many different products are in the basket. */
    productCount: (userId: number) => repo.lineCount(userId),

    /**
     * Adds products at the price the one pricing function gives this dealer (DESIGN §4).
     * All or nothing: one unknown, unpriced or out-of-stock product refuses the whole request.
     */
    async add(
      owner: { userId: number; dealerId: number },
      viewer: CatalogViewer,
      input: BasketLineInput[],
    ): Promise<AddToBasketResponse> {
      const merged = new Map<number, number>();
      for (const line of input) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.adet);
      const priced = await catalog.orderPrices(viewer, [...merged.keys()]);
      const rates = new Map((await application.latestRates()).map((r) => [r.code as CurrencyCode, r.sell]));
      const lines = [...merged].map(([productId, quantity]) => {
        const p = priced.get(productId);
        if (!p) throw notFound('Ürün bulunamadı.');
        if (!p.orderPrice) throw badRequest('Bu ürün için tanımlı bir fiyatınız yok; lütfen temsilcinizle görüşün.');
        if (p.stock.lte(0)) throw badRequest('Bu ürün şu anda stokta yok.');
        const o = p.orderPrice;
        return {
          productId,
          quantity: new Decimal(quantity).toFixed(3),
          unitPrice: o.unitPrice.toFixed(4),
          currencyCode: o.currency,
          exchangeRate: o.currency === 'TL' ? '1' : (rates.get(o.currency) ?? '1'),
          discountRate: o.discountRate.toFixed(2),
          vatRate: o.vatRate.toFixed(2),
        };
      });
      await repo.addLines(owner, lines);
      return { hasError: false, errorMessage: null, basketProductCount: await repo.lineCount(owner.userId) };
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
