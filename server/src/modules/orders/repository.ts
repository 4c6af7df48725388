import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, preparedRows, queryRows, valueArray, withTransactions } from '../../db/query';
import type { StoredLine, StoredPrice } from '../pricing/line-money';
import { enqueueOrderEvent } from '../webhooks/events';

export interface NewBasketLine extends StoredPrice {
  productId: number;
  quantity: string;
}

/** A line would hold more than the most one line may: the add was not written. */
export class LineQuantityLimit extends Error {
  constructor(readonly productId: number) {
    super(`line quantity limit for product ${productId}`);
  }
}

/** Whose basket: every statement filters by the session's user and dealer, in SQL. */
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

/** An order as read for placing: its head, the version of its lines, the lines with their products, their pricing data. */
export interface OrderToPlace<Pricing> {
  head: OrderHead & { lines_version: number };
  lines: Omit<BasketLineRow, 'image'>[];
  pricing: Pricing;
}

/**
 * What the placing read reads besides the lines, in the same statement: the pricing service's
 * columns for the lines' products, the join they need (given the order's dealer id) and how its
 * rows are read back (pricing.orderPricingRead). The statement's text stays the same on every call.
 */
export interface JoinedRead<Pricing> {
  columns: SQL;
  join: (dealerId: SQL) => SQL;
  read: (rows: readonly object[]) => Pricing;
}

/** The document series an order is numbered in, and what placing writes with the number. */
export interface Numbering {
  prefix: string;
  year: number;
  note: string | null;
  placedAt: Date;
}

/**
 * What one placing statement did: `documentNo` when the order is placed; else `found` tells
 * whether the order was still the basket that was priced (then only the series had no sequence yet).
 */
export interface PlaceResult {
  found: boolean;
  documentNo: string | null;
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
export interface RepricedLine extends StoredPrice {
  rowId: number;
}

const lineColumns = sql`
  l.id as row_id, l.product_id, l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
  l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate,
  p.code, p.name, p.stock_qty::text as stock_qty, p.is_active`;

/**
 * The sequence that numbers a series (prefix + year). Numbers come from a sequence, not a counter
 * row, so placings never wait for each other's commit; a number is lost only if its placing
 * statement fails after taking it (see docs/architecture.md "Order numbers").
 */
export function seriesSequence(prefix: string, year: number): string {
  if (!/^[A-Za-z0-9]{1,10}$/.test(prefix) || !Number.isInteger(year)) throw new Error(`bad series ${prefix}${year}`);
  return `order_no_${prefix.toLowerCase()}_${year}`;
}

/** What every change of an order's lines sets on the order row (see orders.lines_version). */
const linesChanged = sql`updated_at = now(), lines_version = lines_version + 1`;

/** The statements, on the pool or inside one transaction. */
function basketStatements(db: Db) {
  return {
    /** Lines in the user's open basket for the dealer (the draft order). */
    async lineCount(owner: BasketOwner): Promise<number> {
      const [row] = await preparedRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
            where o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId} and o.status = 'basket'`,
      );
      return row?.n ?? 0;
    },

    /**
     * Adds to the user's basket, creating it on first use. The partial unique index
     * (one basket per user and dealer) makes two first adds at once meet on one basket; a product
     * already in the basket gets the quantities added and today's price. If a line would then hold
     * more than `maxQuantity`, nothing is written and LineQuantityLimit is thrown.
     *
     * With a `requestKey` (the client's Idempotency-Key) the key is recorded in the same transaction, and a
     * key this user already used adds nothing: false is returned. Two calls with one key at once take turns
     * on the basket row, and the second finds the key.
     */
    async addLines(
      owner: BasketOwner,
      lines: NewBasketLine[],
      maxQuantity: number,
      requestKey: string | null = null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The basket found by the insert can be placed before it is locked (order2 in another tab);
        // the lock then finds no basket and the next round starts a new one.
        let basket: { id: number } | undefined;
        for (let attempt = 0; !basket && attempt < 3; attempt++) {
          await tx.execute(sql`
            insert into orders (dealer_id, user_id, status) values (${owner.dealerId}, ${owner.userId}, 'basket')
            on conflict (user_id, dealer_id) where status = 'basket' do nothing`);
          [basket] = await queryRows<{ id: number }>(
            tx as unknown as Db,
            sql`select id from orders
                where user_id = ${owner.userId} and dealer_id = ${owner.dealerId} and status = 'basket' for update`,
          );
        }
        if (!basket) throw new Error('no basket after three attempts');
        if (requestKey !== null) {
          const recorded = await queryRows<{ ok: number }>(
            tx as unknown as Db,
            sql`insert into basket_add_requests (user_id, request_key, order_id)
                values (${owner.userId}, ${requestKey}, ${basket.id})
                on conflict (user_id, request_key) do nothing returning 1 as ok`,
          );
          if (!recorded.length) return false;
          await tx.execute(sql`delete from basket_add_requests
            where user_id = ${owner.userId} and created_at < now() - interval '1 day'`);
        }
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
        // The basket row is locked: no other add can pass the limit between this write and this check.
        const over = await queryRows<{ product_id: number }>(
          tx as unknown as Db,
          sql`select product_id from order_lines where order_id = ${basket.id} and quantity > ${maxQuantity} limit 1`,
        );
        if (over.length) throw new LineQuantityLimit(over[0]!.product_id);
        await tx.execute(sql`update orders set ${linesChanged} where id = ${basket.id}`);
        return true;
      });
    },

    /**
     * The user's open basket with its lines in the order they were added, product name, code,
     * stock and first image: one statement whatever the number of lines. The version is the
     * basket's id and lines version ('' when there is none), as `basketVersion` gives it.
     */
    async basket(owner: BasketOwner): Promise<{ orderId: number | null; lines: BasketLineRow[]; version: string }> {
      const rows = await preparedRows<
        BasketLineRow & { order_id: number; lines_version: number; row_id: number | null }
      >(
        db,
        sql`select o.id as order_id, o.lines_version, ${lineColumns},
              (select i.file_name from product_images i where i.product_id = l.product_id
                order by i.sort, i.id limit 1) as image
            from orders o
            left join order_lines l on l.order_id = o.id
            left join products p on p.id = l.product_id
            where o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId} and o.status = 'basket'
            order by l.id`,
      );
      if (!rows.length) return { orderId: null, lines: [], version: '' };
      const { order_id, lines_version } = rows[0]!;
      return {
        orderId: order_id,
        lines: rows.filter((r) => r.row_id !== null),
        version: `${order_id}:${lines_version}`,
      };
    },

    /** The version of the user's basket as `basket()` gives it, from the order row alone. */
    async basketVersion(owner: BasketOwner): Promise<string> {
      const [row] = await preparedRows<{ id: number; lines_version: number }>(
        db,
        sql`select id, lines_version from orders
            where user_id = ${owner.userId} and dealer_id = ${owner.dealerId} and status = 'basket'`,
      );
      return row ? `${row.id}:${row.lines_version}` : '';
    },

    /**
     * One of the user's orders with its lines and their products in the order they were added, and
     * the data the lines are priced from today (`pricing`: the pricing service's orderPricingRead,
     * reading dealer d, products p and contract prices): one statement, no lock.
     */
    async orderToPlace<Pricing>(
      orderId: number,
      owner: BasketOwner,
      pricing: JoinedRead<Pricing>,
    ): Promise<OrderToPlace<Pricing> | undefined> {
      const rows = await preparedRows<
        OrderToPlace<Pricing>['head'] & Omit<BasketLineRow, 'image' | 'row_id'> & { row_id: number | null }
      >(
        db,
        sql`select o.id, o.status, o.document_no, o.lines_version, ${lineColumns}, ${pricing.columns}
            from orders o
            join dealers d on d.id = o.dealer_id
            left join order_lines l on l.order_id = o.id
            left join products p on p.id = l.product_id
            ${pricing.join(sql`o.dealer_id`)}
            where o.id = ${orderId} and o.user_id = ${owner.userId} and o.dealer_id = ${owner.dealerId}
            order by l.id`,
      );
      if (!rows.length) return undefined;
      const { id, status, document_no, lines_version } = rows[0]!;
      return {
        head: { id, status, document_no, lines_version },
        lines: rows.filter((r): r is typeof r & { row_id: number } => r.row_id !== null),
        pricing: pricing.read(rows),
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

    /** Records a change of the order's lines (call in the transaction that made it). */
    async linesChanged(orderId: number): Promise<void> {
      await db.execute(sql`update orders set ${linesChanged} where id = ${orderId}`);
    },

    /**
     * Places the order in one statement, so no lock is held between round trips: only if the
     * order is still the user's basket with the lines version that was priced, it takes the next
     * number of the series, writes today's price into every line and marks the order placed. The
     * order row is locked first, so a second placing waits, finds it placed and takes no number.
     * A series without its sequence yet places nothing (startSeries, then again).
     */
    async place(
      order: OrderToPlace<unknown>['head'],
      owner: BasketOwner,
      lines: RepricedLine[],
      numbering: Numbering,
    ): Promise<PlaceResult> {
      if (!lines.length) return { found: false, documentNo: null };
      const series = `${numbering.prefix}${numbering.year}`;
      // The lines as arrays, one parameter each, so the statement's text is the same for any basket.
      const column = (key: Exclude<keyof RepricedLine, 'rowId'>, type: 'text' | 'numeric') =>
        valueArray(
          lines.map((l) => l[key]),
          type,
        );
      const [row] = await preparedRows<PlaceResult>(
        db,
        sql`with o as (
              select id from orders
              where id = ${order.id} and user_id = ${owner.userId} and dealer_id = ${owner.dealerId}
                and status = 'basket' and lines_version = ${order.lines_version}
              for update),
            n as (
              select nextval(s.seq)::int as last_no
              from o, (select to_regclass(${seriesSequence(numbering.prefix, numbering.year)}) as seq) s
              where s.seq is not null),
            repriced as (
              update order_lines l set unit_price = v.unit_price, currency_code = v.currency_code,
                exchange_rate = v.exchange_rate, discount_rate = v.discount_rate, vat_rate = v.vat_rate
              from unnest(${intArray(lines.map((l) => l.rowId))}, ${column('unitPrice', 'numeric')},
                  ${column('currencyCode', 'text')}, ${column('exchangeRate', 'numeric')},
                  ${column('discountRate', 'numeric')}, ${column('vatRate', 'numeric')})
                as v(id, unit_price, currency_code, exchange_rate, discount_rate, vat_rate), n
              -- A line whose price did not change since it was added (the usual case) is not rewritten.
              where l.id = v.id and l.order_id = ${order.id}
                and (l.unit_price, l.currency_code, l.exchange_rate, l.discount_rate, l.vat_rate)
                    is distinct from (v.unit_price, v.currency_code, v.exchange_rate, v.discount_rate, v.vat_rate)),
            placed as (
              update orders set status = 'placed',
                document_no = ${series} || case when n.last_no >= 100000 then n.last_no::text
                                                else lpad(n.last_no::text, 6, '0') end,
                note = ${numbering.note}, placed_at = ${numbering.placedAt.toISOString()}, ${linesChanged}
              from n where orders.id = ${order.id}
              returning orders.document_no)
            select exists (select 1 from o) as found, (select document_no from placed) as "documentNo"`,
      );
      return row ?? { found: false, documentNo: null };
    },

    /** The webhook event order.placed: call in the transaction that placed the order. */
    orderPlacedEvent: (orderId: number) => enqueueOrderEvent(db, 'order.placed', orderId),

    /**
     * Starts a series: its sequence, continuing after the highest number `orders` already holds for
     * it (demo or ERP history). Processes starting the same series at once take turns.
     */
    async startSeries(prefix: string, year: number): Promise<void> {
      const series = `${prefix}${year}`;
      const sequence = seriesSequence(prefix, year);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${sequence}))`);
        await tx.execute(sql`create sequence if not exists ${sql.identifier(sequence)} as integer`);
        await tx.execute(sql`
          select setval(${sequence}::regclass, x.m)
          from (select coalesce(max(substr(document_no, ${series.length + 1})::int), 0) as m
                from orders
                where document_no like ${series + '%'}
                  and substr(document_no, ${series.length + 1}) ~ '^[0-9]{6,9}$') x,
               ${sql.identifier(sequence)} s
          where x.m > 0 and (not s.is_called or x.m > s.last_value)`);
      });
    },
  };
}

export type BasketStatements = ReturnType<typeof basketStatements>;

export const createBasketRepository = (db: Db) => withTransactions(db, basketStatements);

export type BasketRepository = ReturnType<typeof createBasketRepository>;
