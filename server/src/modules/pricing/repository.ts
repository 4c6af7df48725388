import { sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@bayi/common';
import type { Db } from '../../db/client';
import { intArray, preparedRows, queryRows } from '../../db/query';
import type { PriceList } from './price-product';

/** A dealer's contract price for a product (spec: agreement price). */
export interface AgreementRow {
  price: string;
  currency: CurrencyCode;
  discountRate: string;
}

/** What pricing an order needs of one product (see orderPricingColumns). */
export interface OrderPricingProduct {
  id: number;
  vat_rate: string;
  stock_qty: string;
  /** price list id → price as stored */
  prices: Record<string, string> | null;
  agreement: AgreementRow | undefined;
}

export interface OrderPricingData {
  dealer: { discountRate: string; listIds: number[] } | undefined;
  /** Active products only. */
  products: OrderPricingProduct[];
}

/** A row of orderPricingColumns. */
export interface OrderPricingRow {
  dealer_discount_rate: string | null;
  dealer_list_ids: number[] | null;
  pricing_product_id: number | null;
  pricing_active: boolean | null;
  pricing_vat_rate: string | null;
  pricing_stock_qty: string | null;
  pricing_prices: Record<string, string> | null;
  agreement_price: string | null;
  agreement_currency: CurrencyCode | null;
  agreement_discount_rate: string | null;
}

/** The one rule for when a contract price applies: today within its validity. */
const agreementValidToday = sql`(a.valid_from is null or a.valid_from <= current_date)
  and (a.valid_to is null or a.valid_to >= current_date)`;

/**
 * The one definition of what an order's prices are read from, fresh (money is never served from a
 * cache): the dealer's discount and lists (dealer d), and per product its VAT, stock and list prices
 * (products p) and the dealer's contract price valid today (a, from orderPricingJoin). Placing an
 * order reads these columns in the statement that reads its lines (the service's orderPricingRead).
 */
export const orderPricingColumns = sql`d.discount_rate::text as dealer_discount_rate,
  (select array_agg(dp.price_list_id order by dp.sort, dp.price_list_id)
     from dealer_price_lists dp where dp.dealer_id = d.id) as dealer_list_ids,
  p.id as pricing_product_id, p.is_active as pricing_active, p.vat_rate::text as pricing_vat_rate,
  p.stock_qty::text as pricing_stock_qty,
  (select json_object_agg(pp.price_list_id, pp.price::text) from product_prices pp where pp.product_id = p.id) as pricing_prices,
  a.price::text as agreement_price, a.currency_code as agreement_currency,
  a.discount_rate::text as agreement_discount_rate`;

/** The contract price (a) of product p for the dealer, valid today. */
export const orderPricingJoin = (dealerId: SQL) =>
  sql`left join agreement_prices a on a.dealer_id = ${dealerId} and a.product_id = p.id and ${agreementValidToday}`;

/** The pricing data in rows of orderPricingColumns (one row per product, the dealer on each). */
export function orderPricingData(rows: readonly OrderPricingRow[]): OrderPricingData {
  const first = rows[0];
  return {
    dealer:
      first && first.dealer_discount_rate !== null
        ? { discountRate: first.dealer_discount_rate, listIds: first.dealer_list_ids ?? [] }
        : undefined,
    products: rows
      .filter(
        (r): r is OrderPricingRow & { pricing_product_id: number } =>
          r.pricing_product_id !== null && !!r.pricing_active,
      )
      .map((r) => ({
        id: r.pricing_product_id,
        vat_rate: r.pricing_vat_rate!,
        stock_qty: r.pricing_stock_qty!,
        prices: r.pricing_prices,
        agreement:
          r.agreement_price !== null
            ? { price: r.agreement_price, currency: r.agreement_currency!, discountRate: r.agreement_discount_rate! }
            : undefined,
      })),
  };
}

export function createPricingRepository(db: Db) {
  return {
    /**
     * Everything the one pricing function needs to quote products for an order, read fresh in one
     * statement (see orderPricingColumns). The dealer is undefined when there is no such dealer; an
     * unknown or inactive product is missing.
     */
    async orderPricing(dealerId: number | null, productIds: number[]): Promise<OrderPricingData> {
      const rows = await preparedRows<OrderPricingRow>(
        db,
        sql`select ${orderPricingColumns}
            from (select ${dealerId}::int as id) q
            left join dealers d on d.id = q.id
            left join products p on p.id = any(${intArray(productIds)})
            ${orderPricingJoin(sql`q.id`)}`,
      );
      return orderPricingData(rows);
    },

    /** A dealer's contract prices valid today, for some products or (null) all of them. */
    async agreements(dealerId: number, productIds: number[] | null): Promise<Map<number, AgreementRow>> {
      const rows = await queryRows<AgreementRow & { product_id: number }>(
        db,
        sql`select a.product_id, a.price, a.currency_code as currency, a.discount_rate as "discountRate"
            from agreement_prices a
            where a.dealer_id = ${dealerId} and ${agreementValidToday}
              ${productIds ? sql`and a.product_id = any(${intArray(productIds)})` : sql``}`,
      );
      return new Map(rows.map(({ product_id, ...a }) => [product_id, a]));
    },

    async priceLists(): Promise<(PriceList & { sort: number })[]> {
      return queryRows(
        db,
        sql`select id, name, currency_code as currency, includes_vat as "includesVat", sort from price_lists order by sort, id`,
      );
    },

    /** A dealer's pricing context: visible lists in order and general discount. */
    async dealerPricing(dealerId: number): Promise<{ listIds: number[]; discountRate: string } | undefined> {
      const [row] = await queryRows<{ list_ids: number[] | null; discount_rate: string }>(
        db,
        sql`select d.discount_rate,
              (select array_agg(dp.price_list_id order by dp.sort, dp.price_list_id) from dealer_price_lists dp where dp.dealer_id = d.id) as list_ids
            from dealers d where d.id = ${dealerId}`,
      );
      return row && { listIds: row.list_ids ?? [], discountRate: row.discount_rate };
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
