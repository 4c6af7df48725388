import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

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
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
