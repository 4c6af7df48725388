import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, withTransactions } from '../../db/query';
import { orderLines, orders } from '../../db/schema';
import type { StoredLine } from './line-money';

export interface NewBasketLine {
  productId: number;
  quantity: string;
  unitPrice: string;
  currencyCode: string;
  exchangeRate: string;
  discountRate: string;
  vatRate: string;
}

/** Whose basket: every statement filters by the session's user and dealer (DESIGN §5). */
export interface BasketOwner {
  userId: number;
  dealerId: number;
}

export type OrderStatus = 'basket' | 'placed' | 'completed' | 'cancelled';

export interface OrderHead {
  id: number;
  status: OrderStatus;
  document_no: string | null;
}

/** A basket line with what the basket screen shows of its product. */
export interface BasketLineRow extends StoredLine {
  row_id: number;
  product_id: number;
  exchange_rate: string;
  code: string;
  name: string;
  stock_qty: string;
  is_active: boolean;
  /** File name of the product's first image. */
  image: string | null;
}

/** Today's price of a line, written when the order is placed. */
export interface RepricedLine {
  rowId: number;
  unitPrice: string;
  currencyCode: string;
  exchangeRate: string;
  discountRate: string;
  vatRate: string;
}

const lineColumns = sql`
  l.id as row_id, l.product_id, l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
  l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate,
  p.code, p.name, p.stock_qty::text as stock_qty, p.is_active`;

/**
 * Everything a basket answer is made of except images, as one hash: the lines' values and their
 * products' code, name, stock and state. Computed in the statement that reads the lines (same
 * snapshot) and alone as the cheap check of a kept answer.
 */
const lineText = sql`concat_ws(':', l.id, l.product_id, l.quantity, l.unit_price, l.currency_code, l.discount_rate,
  l.vat_rate, p.code, p.name, p.stock_qty, p.is_active)`;
const groupedSignature = sql`md5(coalesce(string_agg(${lineText}, ',' order by l.id), ''))`;
// The same text as a window over the rows of the read (aggregate ORDER BY is not allowed in a window).
const windowSignature = sql`md5(coalesce(string_agg(${lineText}, ',')
  over (order by l.id rows between unbounded preceding and unbounded following), ''))`;

/** The statements, on the pool or inside one transaction. */
function basketStatements(db: Db) {
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
    async addLines(owner: BasketOwner, lines: NewBasketLine[]): Promise<void> {
      await db.transaction(async (tx) => {
        // The basket found by the insert can be placed before it is locked (order2 in another tab);
        // the lock then finds no basket and the next round starts a new one.
        let basket: { id: number } | undefined;
        for (let attempt = 0; !basket && attempt < 3; attempt++) {
          await tx.execute(sql`
            insert into orders (dealer_id, user_id, status) values (${owner.dealerId}, ${owner.userId}, 'basket')
            on conflict (user_id) where status = 'basket' do nothing`);
          [basket] = await queryRows<{ id: number }>(
            tx as unknown as Db,
            sql`select id from orders where user_id = ${owner.userId} and status = 'basket' for update`,
          );
        }
        if (!basket) throw new Error('no basket after three attempts');
        const values = lines.map(
          (l) =>
            sql`(${basket.id}, ${l.productId}, ${l.quantity}, ${l.unitPrice}, ${l.currencyCode}, ${l.exchangeRate}, ${l.discountRate}, ${l.vatRate})`,
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
        await tx.execute(sql`update orders set updated_at = now() where id = ${basket.id}`);
      });
    },

    /**
     * The user's open basket with its lines in the order they were added, product name, code,
     * stock and first image: one statement whatever the number of lines.
     */
    async basket(owner: BasketOwner): Promise<{ orderId: number | null; lines: BasketLineRow[]; signature: string }> {
      const rows = await queryRows<BasketLineRow & { order_id: number; row_id: number | null; signature: string }>(
        db,
        sql`select o.id as order_id, ${lineColumns},
              (select i.file_name from product_images i where i.product_id = l.product_id
                order by i.sort, i.id limit 1) as image,
              ${windowSignature} as signature
            from orders o
            left join order_lines l on l.order_id = o.id
            left join products p on p.id = l.product_id
            where o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId} and o.status = 'basket'
            order by l.id`,
      );
      if (!rows.length) return { orderId: null, lines: [], signature: '' };
      const { order_id, signature } = rows[0]!;
      return { orderId: order_id, lines: rows.filter((r) => r.row_id !== null), signature: `${order_id}:${signature}` };
    },

    /** The signature of the user's basket as `basket()` gives it ('' when there is none), without reading it. */
    async basketSignature(owner: BasketOwner): Promise<string> {
      const [row] = await queryRows<{ order_id: number; signature: string }>(
        db,
        sql`select o.id as order_id, ${groupedSignature} as signature
            from orders o
            left join order_lines l on l.order_id = o.id
            left join products p on p.id = l.product_id
            where o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId} and o.status = 'basket'
            group by o.id`,
      );
      return row ? `${row.order_id}:${row.signature}` : '';
    },

    /** One of the user's orders, without a lock, with the product and currency of each line. */
    async orderForPlacing(
      orderId: number,
      owner: BasketOwner,
    ): Promise<{ head: OrderHead; lines: { product_id: number; currency_code: string }[] } | undefined> {
      const rows = await queryRows<OrderHead & { product_id: number | null; currency_code: string | null }>(
        db,
        sql`select o.id, o.status, o.document_no, l.product_id, l.currency_code
            from orders o left join order_lines l on l.order_id = o.id
            where o.id = ${orderId} and o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId}`,
      );
      if (!rows.length) return undefined;
      const { id, status, document_no } = rows[0]!;
      return {
        head: { id, status, document_no },
        lines: rows
          .filter((r) => r.product_id !== null)
          .map((r) => ({ product_id: r.product_id!, currency_code: r.currency_code! })),
      };
    },

    /** One of the user's orders, locked until the transaction ends (call inside transaction()). */
    async lockOrder(orderId: number, owner: BasketOwner): Promise<OrderHead | undefined> {
      const [row] = await queryRows<OrderHead>(
        db,
        sql`select id, status, document_no from orders
            where id = ${orderId} and user_id = ${owner.userId} and dealer_id = ${owner.dealerId}
            for update`,
      );
      return row;
    },

    /**
     * The order locked (only the order row) with its lines and their products, in the order they
     * were added: one statement.
     */
    async lockOrderWithLines(
      orderId: number,
      owner: BasketOwner,
    ): Promise<{ head: OrderHead; lines: Omit<BasketLineRow, 'image'>[] } | undefined> {
      const rows = await queryRows<OrderHead & Omit<BasketLineRow, 'image' | 'row_id'> & { row_id: number | null }>(
        db,
        sql`select o.id, o.status, o.document_no, ${lineColumns}
            from orders o left join order_lines l on l.order_id = o.id left join products p on p.id = l.product_id
            where o.id = ${orderId} and o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId}
            order by l.id
            for update of o`,
      );
      if (!rows.length) return undefined;
      const { id, status, document_no } = rows[0]!;
      return {
        head: { id, status, document_no },
        lines: rows.filter((r): r is typeof r & { row_id: number } => r.row_id !== null),
      };
    },

    /** Sets a line's quantity; false when the order has no such line for that product. */
    async setQuantity(orderId: number, rowId: number, productId: number, quantity: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update order_lines set quantity = ${quantity}
            where id = ${rowId} and order_id = ${orderId} and product_id = ${productId} returning id`,
      );
      return rows.length > 0;
    },

    async deleteLine(orderId: number, rowId: number): Promise<void> {
      await db.execute(sql`delete from order_lines where id = ${rowId} and order_id = ${orderId}`);
    },

    async touch(orderId: number): Promise<void> {
      await db.execute(sql`update orders set updated_at = now() where id = ${orderId}`);
    },

    /** Writes today's prices into the lines, one statement for all of them. */
    async repriceLines(orderId: number, lines: RepricedLine[]): Promise<void> {
      if (!lines.length) return;
      const values = lines.map(
        (l) =>
          sql`(${l.rowId}::int, ${l.unitPrice}::numeric, ${l.currencyCode}::text, ${l.exchangeRate}::numeric, ${l.discountRate}::numeric, ${l.vatRate}::numeric)`,
      );
      await db.execute(sql`
        update order_lines l set unit_price = v.unit_price, currency_code = v.currency_code,
          exchange_rate = v.exchange_rate, discount_rate = v.discount_rate, vat_rate = v.vat_rate
        from (values ${sql.join(values, sql`, `)}) as v(id, unit_price, currency_code, exchange_rate, discount_rate, vat_rate)
        where l.id = v.id and l.order_id = ${orderId}`);
    },

    /**
     * Places the order under the next number of its series (prefix + year), in one statement: the
     * counter row stays locked from here to the commit right after, so concurrent placings take
     * turns for the shortest time and no number is given twice. undefined when the series has no
     * counter yet (startSeries, then again).
     */
    async markPlacedWithNextNumber(
      orderId: number,
      placed: { prefix: string; year: number; note: string | null; placedAt: Date },
    ): Promise<string | undefined> {
      const series = `${placed.prefix}${placed.year}`;
      const [row] = await queryRows<{ document_no: string }>(
        db,
        sql`with n as (
              update document_counters set last_no = last_no + 1
              where prefix = ${placed.prefix} and year = ${placed.year} returning last_no)
            update orders o set status = 'placed',
              document_no = ${series} || case when n.last_no >= 100000 then n.last_no::text
                                              else lpad(n.last_no::text, 6, '0') end,
              note = ${placed.note}, placed_at = ${placed.placedAt.toISOString()}, updated_at = now()
            from n where o.id = ${orderId}
            returning o.document_no`,
      );
      return row?.document_no;
    },

    /** Starts a document series after the highest number `orders` already holds for it (demo or ERP history). */
    async startSeries(prefix: string, year: number): Promise<void> {
      const series = `${prefix}${year}`;
      await db.execute(sql`
        insert into document_counters (prefix, year, last_no)
        select ${prefix}, ${year}, coalesce(max(substr(document_no, ${series.length + 1})::int), 0)
        from orders
        where document_no like ${series + '%'} and substr(document_no, ${series.length + 1}) ~ '^[0-9]{6,9}$'
        on conflict (prefix, year) do nothing`);
    },
  };
}

export type BasketStatements = ReturnType<typeof basketStatements>;

export const createBasketRepository = (db: Db) => withTransactions(db, basketStatements);

export type BasketRepository = ReturnType<typeof createBasketRepository>;
