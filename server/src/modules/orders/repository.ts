import { sql, type SQL } from 'drizzle-orm';
import type { OrderStage, OrderStatus, PlacedOrderStatus, UserRole } from '@bayi/common';
import type { Db } from '../../db/client';
import {
  foldedContains,
  intArray,
  isoInstant,
  likeEscape,
  preparedRows,
  queryRows,
  valueArray,
  withTransactions,
} from '../../db/query';
import type { StoredLine, StoredPrice } from '../pricing/line-money';
import { enqueueOrderEvent } from '../webhooks/events';

/**
 * The only SQL that writes orders, their lines and the basket's add keys (orders, order_lines,
 * basket_add_requests; the lint rule bayi/table-writes-by-owner holds every other file to reading them). Sections:
 * the basket (an order in status 'basket'), placing, completing, the back office's list and stages, and the ERP
 * feed.
 */

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

// ——— completing ———————————————————————————————————————————————————————————————————————

/** An order with the delivery and payment chosen at completion (all null before). */
export interface OrderWithChoice extends OrderHead {
  delivery_method: string | null;
  delivery_address_id: number | null;
  delivery_slot: string | null;
  payment_method: string | null;
  bank_account_id: number | null;
}

/** What the money of an order line needs (pricing/line-money.ts). */
export interface OrderMoneyLine extends StoredLine {
  order_id: number;
  exchange_rate: string;
}

/** What completing writes: the delivery and payment chosen, and when. */
export interface Completion {
  deliveryMethod: string;
  deliveryAddressId: number | null;
  deliverySlot: string | null;
  paymentMethod: string;
  bankAccountId: number | null;
  completedAt: Date;
}

// ——— the back office ——————————————————————————————————————————————————————————————————

const iso = isoInstant;

/** Which placed orders a list shows; `representativeId` limits a sales representative to their dealers. */
export interface OrderFilter {
  stage?: OrderStage;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  dealer?: string;
  documentNo?: string;
  representativeId: number | null;
}

export interface OrderHeadRow {
  id: number;
  document_no: string | null;
  placed_at: string;
  stage: OrderStage;
  status: PlacedOrderStatus;
  payment_method: string | null;
  dealer_id: number;
  dealer_code: string;
  dealer_name: string;
}

export interface OrderPageRow extends OrderHeadRow {
  lines: Omit<OrderLineMoneyRow, 'order_id'>[] | null;
}

export interface OrderDetailRow extends OrderHeadRow {
  order_type: string;
  note: string | null;
  placed_by: string | null;
  /** Who placed it: the dealer's user, or staff shopping for the dealer (a representative). */
  placed_by_role: UserRole | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address: string | null;
  /** The ERP's number for the order and when it was given; null until then. */
  erp_document_no: string | null;
  erp_acknowledged_at: string | null;
}

export interface OrderLineMoneyRow {
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

export interface OrderLineRow extends OrderLineMoneyRow {
  order_id: number;
  product_id: number;
  code: string;
  name: string;
  quantity: string;
  unit_price: string;
  currency_code: string;
  discount_rate: string;
  vat_rate: string;
}

export interface StageChangeRow {
  at: string;
  by: string;
  before: { stage: OrderStage } | null;
  after: { stage: OrderStage; reason: string } | null;
}

function whereOf(f: OrderFilter): SQL {
  const parts: SQL[] = [sql`o.status <> 'basket'`];
  if (f.stage) parts.push(sql`o.stage = ${f.stage}`);
  if (f.from) parts.push(sql`o.placed_at >= ${f.from}`);
  if (f.to) parts.push(sql`o.placed_at < ${f.to}`);
  // The dealers' conditions as a set of dealer ids: the orders are then read from their own indexes alone.
  if (f.dealer) {
    const [code, name] = [foldedContains(sql`code`, f.dealer), foldedContains(sql`name`, f.dealer)];
    parts.push(sql`o.dealer_id in (select id from dealers where ${code} or ${name})`);
  }
  // Document numbers are upper case; a prefix walks orders_document_no_prefix.
  // Document numbers are an ASCII prefix and digits (orderPrefix): a plain upper case is their fold.
  if (f.documentNo) parts.push(sql`o.document_no like ${`${likeEscape(f.documentNo.toUpperCase())}%`}`);
  if (f.representativeId !== null) {
    parts.push(sql`o.dealer_id in (select id from dealers where representative_id = ${f.representativeId})`);
  }
  return sql.join(parts, sql` and `);
}

const headColumns = sql`o.id, o.document_no, ${iso(sql`o.placed_at`)} as placed_at, o.stage, o.status,
  o.payment_method, d.id as dealer_id, d.code as dealer_code, d.name as dealer_name`;

// ——— the ERP feed ——————————————————————————————————————————————————————————————————————

export interface FeedOrderRow {
  id: number;
  feed_seq: number;
  document_no: string | null;
  dealer_code: string;
  dealer_name: string;
  placed_by: string | null;
  placed_at: string;
  completed_at: string | null;
  status: PlacedOrderStatus;
  stage: OrderStage;
  order_type: string;
  note: string | null;
  delivery_method: string | null;
  delivery_slot: string | null;
  address_title: string | null;
  address: string | null;
  address_district: string | null;
  address_city: string | null;
  address_contact: string | null;
  address_phone: string | null;
  payment_method: string | null;
  transfer_bank: string | null;
  transfer_iban: string | null;
  transfer_currency: string | null;
  card_installment: number | null;
  card_amount: string | null;
  card_charged: string | null;
  card_currency: string | null;
  card_commission: string | null;
  card_bank: string | null;
  erp_document_no: string | null;
  erp_acknowledged_at: string | null;
}

export interface FeedLineRow {
  order_id: number;
  code: string;
  name: string;
  barcode: string | null;
  unit: string;
  quantity: string;
  unit_price: string;
  currency_code: string;
  exchange_rate: string;
  discount_rate: string;
  vat_rate: string;
}

const feedColumns = sql`o.id, o.feed_seq, o.document_no, d.code as dealer_code, d.name as dealer_name,
  u.display_name as placed_by, ${isoInstant(sql`o.placed_at`)} as placed_at,
  ${isoInstant(sql`o.completed_at`)} as completed_at, o.status, o.stage, o.order_type, o.note,
  o.delivery_method, o.delivery_slot, a.title as address_title, a.address, a.district as address_district,
  a.city as address_city, a.contact_person as address_contact, a.phone as address_phone,
  o.payment_method, b.bank_name as transfer_bank, b.iban as transfer_iban, b.currency_code as transfer_currency,
  p.installment as card_installment, p.amount::text as card_amount, p.charged_amount::text as card_charged,
  p.currency_code as card_currency, p.commission_rate::text as card_commission, p.bank_name as card_bank,
  o.erp_document_no, ${isoInstant(sql`o.erp_acknowledged_at`)} as erp_acknowledged_at`;

const feedJoins = sql`orders o join dealers d on d.id = o.dealer_id
  left join users u on u.id = o.user_id
  left join dealer_addresses a on a.id = o.delivery_address_id
  left join bank_accounts b on b.id = o.bank_account_id and o.payment_method = 'havale'
  left join lateral (
    select installment, amount, charged_amount, currency_code, commission_rate, bank_name from payments
    where order_id = o.id and status = 'succeeded' order by id desc limit 1
  ) p on true`;

/** The statements, on the pool or inside one transaction. */
function ordersStatements(db: Db) {
  return {
    // ——— the basket and placing ———————————————————————————————————————————————————————

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

    // ——— completing (checkout and the card payment) ————————————————————————————————————

    /** The dealer's order with the delivery and payment chosen at completion (all null before). */
    async dealerOrder(orderId: number, dealerId: number): Promise<OrderWithChoice | undefined> {
      const [row] = await queryRows<OrderWithChoice>(
        db,
        sql`select id, status, document_no, delivery_method, delivery_address_id, delivery_slot, payment_method,
              bank_account_id
            from orders where id = ${orderId} and dealer_id = ${dealerId}`,
      );
      return row;
    },

    /** The dealer's order, locked until the transaction ends (call inside transaction()). */
    async lockDealerOrder(orderId: number, dealerId: number): Promise<OrderHead | undefined> {
      const [row] = await queryRows<OrderHead>(
        db,
        sql`select id, status, document_no from orders where id = ${orderId} and dealer_id = ${dealerId} for update`,
      );
      return row;
    },

    /** What the money of an order's lines needs (pricing/line-money.ts), in the order they were added. */
    async moneyLines(orderId: number): Promise<OrderMoneyLine[]> {
      return queryRows(
        db,
        sql`select l.order_id, l.quantity::text as quantity, l.unit_price::text as unit_price, l.currency_code,
              l.exchange_rate::text as exchange_rate, l.discount_rate::text as discount_rate,
              l.vat_rate::text as vat_rate
            from order_lines l where l.order_id = ${orderId} order by l.id`,
      );
    },

    /**
     * The one statement that completes an order: only the dealer's order still 'placed' moves to 'completed',
     * whoever asks (checkout's submission, the card payment's verified charge), so an order completes at most
     * once. null: it was not placed any more (completed another way meanwhile); nothing was written.
     */
    async complete(orderId: number, dealerId: number, c: Completion): Promise<{ document_no: string | null } | null> {
      const [row] = await queryRows<{ document_no: string | null }>(
        db,
        sql`update orders set status = 'completed', delivery_method = ${c.deliveryMethod},
              delivery_address_id = ${c.deliveryAddressId}, delivery_slot = ${c.deliverySlot},
              payment_method = ${c.paymentMethod}, bank_account_id = ${c.bankAccountId},
              completed_at = ${c.completedAt.toISOString()}, updated_at = now()
            where id = ${orderId} and dealer_id = ${dealerId} and status = 'placed'
            returning document_no`,
      );
      return row ?? null;
    },

    /** An order's number, whatever its status. */
    async documentNo(orderId: number): Promise<string | null> {
      const [row] = await queryRows<{ document_no: string | null }>(
        db,
        sql`select document_no from orders where id = ${orderId}`,
      );
      return row?.document_no ?? null;
    },

    /** The webhook event order.placed / order.completed: call in the transaction that placed or completed it. */
    orderEvent: (type: 'order.placed' | 'order.completed', orderId: number) => enqueueOrderEvent(db, type, orderId),

    // ——— the back office ————————————————————————————————————————————————————————————

    /**
     * A page of the matching orders, newest first (the order of orders_placed_at: an index walk), each with
     * its lines' money: one statement, one round trip (on two shared cores the trips, not the rows, cost).
     */
    async staffPage(f: OrderFilter, limit: number, offset: number): Promise<OrderPageRow[]> {
      return preparedRows<OrderPageRow>(
        db,
        // The page's ids first (an index walk that skips the offset's rows cheaply), then their columns.
        sql`with page as (
              select o.id, o.placed_at from orders o
              where ${whereOf(f)} order by o.placed_at desc nulls last, o.id desc nulls last limit ${limit} offset ${offset})
            select ${headColumns},
              (select json_agg(json_build_object('quantity', l.quantity::text, 'unit_price', l.unit_price::text,
                        'currency_code', l.currency_code, 'discount_rate', l.discount_rate::text,
                        'vat_rate', l.vat_rate::text) order by l.id)
                 from order_lines l where l.order_id = o.id) as lines
            from page p join orders o on o.id = p.id join dealers d on d.id = o.dealer_id
            order by p.placed_at desc nulls last, p.id desc nulls last`,
      );
    },

    /**
     * A page's orders without their lines, each with its lines' version: the list keeps each order's totals by
     * that version and reads lines only for orders it has not seen. (`id desc nulls last` as the index has it,
     * or PostgreSQL sorts the walk again.)
     */
    async staffPageHeads(
      f: OrderFilter,
      limit: number,
      offset: number,
    ): Promise<(OrderHeadRow & { lines_version: number })[]> {
      return preparedRows(
        db,
        sql`with page as (
              select o.id, o.placed_at from orders o
              where ${whereOf(f)} order by o.placed_at desc nulls last, o.id desc nulls last limit ${limit} offset ${offset})
            select ${headColumns}, o.lines_version
            from page p join orders o on o.id = p.id join dealers d on d.id = o.dealer_id
            order by p.placed_at desc nulls last, p.id desc nulls last`,
      );
    },

    /**
     * A number that moves with every committed change the list shows: placed orders, their lines and their dealers'
     * code, name and representative (triggers of migrations 0008 and 0019). Each change writes a new, unique number
     * from one sequence to its dealer's row, so count and sum together differ after any commit.
     */
    async staffListVersion(): Promise<string> {
      const [row] = await preparedRows<{ v: string }>(
        db,
        sql`select count(*) || ':' || coalesce(sum(orders), 0) as v from report_versions`,
      );
      return row!.v;
    },

    /** How many orders match. */
    async staffCount(f: OrderFilter): Promise<number> {
      const [row] = await preparedRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from orders o where ${whereOf(f)}`,
      );
      return row?.n ?? 0;
    },

    /** A placed order, if the representative (null: anyone) may see it. */
    async staffOrder(id: number, representativeId: number | null): Promise<OrderDetailRow | undefined> {
      const [row] = await queryRows<OrderDetailRow>(
        db,
        sql`select ${headColumns}, o.order_type, o.note, u.display_name as placed_by, u.role as placed_by_role,
              o.delivery_method, o.delivery_slot, o.erp_document_no,
              ${iso(sql`o.erp_acknowledged_at`)} as erp_acknowledged_at,
              nullif(concat_ws(', ', a.title, a.address, a.district, a.city), '') as address
            from orders o join dealers d on d.id = o.dealer_id
              left join users u on u.id = o.user_id
              left join dealer_addresses a on a.id = o.delivery_address_id
            where o.id = ${id} and ${whereOf({ representativeId })}`,
      );
      return row;
    },

    async staffLines(orderIds: number[]): Promise<OrderLineRow[]> {
      if (!orderIds.length) return [];
      return queryRows<OrderLineRow>(
        db,
        sql`select l.order_id, l.product_id, p.code, p.name, l.quantity::text as quantity,
              l.unit_price::text as unit_price, l.currency_code, l.discount_rate::text as discount_rate,
              l.vat_rate::text as vat_rate
            from order_lines l join products p on p.id = l.product_id
            where l.order_id = any(${intArray(orderIds)}) order by l.order_id, l.id`,
      );
    },

    async stageChanges(orderId: number): Promise<StageChangeRow[]> {
      return queryRows<StageChangeRow>(
        db,
        sql`select ${iso(sql`at`)} as at, user_name as by, before, after from audit_log
            where entity = 'order' and entity_id = ${String(orderId)} and action = 'order.stage'
            order by at, id`,
      );
    },

    /**
     * Moves the order from `from` to `to` if it is still at `from` (a second click, or another staff member
     * first, changes nothing): cancelling also takes it out of the open account's risk (status 'cancelled').
     */
    async moveStage(id: number, from: OrderStage, to: OrderStage): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update orders set stage = ${to},
              status = case when ${to} = 'cancelled' then 'cancelled' else status end, updated_at = now()
            where id = ${id} and stage = ${from} and status <> 'basket' returning id`,
      );
      return rows.length === 1;
    },

    // ——— the ERP feed ———————————————————————————————————————————————————————————————

    /**
     * The orders after feed position `after`, in feed order (orders_feed_seq index); `limit` + 1 are read so the
     * caller knows whether more follow.
     */
    async feedPage(after: number, limit: number, unacknowledged: boolean): Promise<FeedOrderRow[]> {
      return queryRows<FeedOrderRow>(
        db,
        sql`select ${feedColumns} from ${feedJoins}
            where o.feed_seq > ${after} ${unacknowledged ? sql`and o.erp_document_no is null` : sql``}
            order by o.feed_seq limit ${limit + 1}`,
      );
    },

    async feedOrder(id: number): Promise<FeedOrderRow | undefined> {
      const [row] = await queryRows<FeedOrderRow>(
        db,
        sql`select ${feedColumns} from ${feedJoins} where o.id = ${id} and o.feed_seq is not null`,
      );
      return row;
    },

    async feedLines(orderIds: number[]): Promise<FeedLineRow[]> {
      if (!orderIds.length) return [];
      return queryRows<FeedLineRow>(
        db,
        sql`select l.order_id, p.code, p.name, p.barcode, p.unit, l.quantity::text as quantity,
              l.unit_price::text as unit_price, l.currency_code, l.exchange_rate::text as exchange_rate,
              l.discount_rate::text as discount_rate, l.vat_rate::text as vat_rate
            from order_lines l join products p on p.id = l.product_id
            where l.order_id = any(${intArray(orderIds)}) order by l.order_id, l.id`,
      );
    },

    /**
     * Writes the ERP's number on an order of the feed that has none yet; false when it has one already or is not
     * in the feed (the caller reads which). The row lock makes two acknowledgements at once take turns.
     */
    async acknowledge(id: number, documentNo: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update orders set erp_document_no = ${documentNo}, erp_acknowledged_at = now()
            where id = ${id} and feed_seq is not null and erp_document_no is null returning id`,
      );
      return rows.length > 0;
    },

    /** The order's ERP number as it stands, or undefined when the order is not in the feed. */
    async erpNumber(id: number): Promise<{ erp_document_no: string | null; document_no: string | null } | undefined> {
      const [row] = await queryRows<{ erp_document_no: string | null; document_no: string | null }>(
        db,
        sql`select erp_document_no, document_no from orders where id = ${id} and feed_seq is not null`,
      );
      return row;
    },
  };
}

export type OrdersStatements = ReturnType<typeof ordersStatements>;

export const createOrdersRepository = (db: Db) => withTransactions(db, ordersStatements);

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** The statements bound to a transaction another module opened (checkout's, the card payment's). */
export const ordersInTransaction = (tx: Db): OrdersStatements => ordersStatements(tx);
