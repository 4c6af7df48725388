import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { orderLines, orders } from '../../db/schema';

export interface NewBasketLine {
  productId: number;
  quantity: string;
  unitPrice: string;
  currencyCode: string;
  exchangeRate: string;
  discountRate: string;
  vatRate: string;
}

export function createBasketRepository(db: Db) {
  return {
    /** Lines in the user's open basket (the draft order, DESIGN §4). */
    async lineCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.userId, userId), eq(orders.status, 'basket')));
      return Number(row?.n ?? 0);
    },

    /**
     * Adds to the user's basket, creating it on first use. The partial unique index
     * (one basket per user) makes two first adds at once meet on one basket; a product
     * already in the basket gets the quantities added and today's price.
     */
    async addLines(owner: { userId: number; dealerId: number }, lines: NewBasketLine[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into orders (dealer_id, user_id, status) values (${owner.dealerId}, ${owner.userId}, 'basket')
          on conflict (user_id) where status = 'basket' do nothing`);
        const [basket] = await queryRows<{ id: number }>(
          tx as unknown as Db,
          sql`select id from orders where user_id = ${owner.userId} and status = 'basket' for update`,
        );
        const values = lines.map(
          (l) =>
            sql`(${basket!.id}, ${l.productId}, ${l.quantity}, ${l.unitPrice}, ${l.currencyCode}, ${l.exchangeRate}, ${l.discountRate}, ${l.vatRate})`,
        );
        await tx.execute(sql`
          insert into order_lines (order_id, product_id, quantity, unit_price, currency_code, exchange_rate, discount_rate, vat_rate)
          values ${sql.join(values, sql`, `)}
          on conflict (order_id, product_id) do update set
            quantity = order_lines.quantity + excluded.quantity,
            unit_price = excluded.unit_price,
            currency_code = excluded.currency_code,
            exchange_rate = excluded.exchange_rate,
            discount_rate = excluded.discount_rate,
            vat_rate = excluded.vat_rate`);
        await tx.execute(sql`update orders set updated_at = now() where id = ${basket!.id}`);
      });
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
