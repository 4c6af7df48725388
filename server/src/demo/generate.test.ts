import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { verifyPassword } from '../modules/auth/password';
import { isValidIban } from '@bayi/common';
import { isValidEan13 } from './codes';
import { generateDemoData, isDatabaseEmpty, type DemoSummary } from './generate';
import { resetDatabase } from './reset';

const NOW = new Date(2026, 10, 21, 12, 0, 0);
const PRODUCTS = 300;

let database: Database;
let summary: DemoSummary;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('query returned no row');
  return row;
}

async function productFingerprint() {
  return rows<{ id: number; code: string; name: string; barcode: string; prices: string }>(sql`
    select p.id, p.code, p.name, p.barcode, string_agg(pp.price::text, ' ' order by pp.price_list_id) as prices
    from products p join product_prices pp on pp.product_id = p.id
    group by p.id order by p.id`);
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  summary = await generateDemoData(database.db, { products: PRODUCTS, now: NOW });
});

afterAll(async () => {
  await database?.close();
});

describe('demo data generator', () => {
  it('reports what it wrote and marks the database as set up', async () => {
    expect(summary.counts.products).toBe(PRODUCTS);
    expect(summary.counts.dealers).toBe(25);
    expect(summary.counts.invoices).toBeGreaterThan(100);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(n).toBe(PRODUCTS);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('has the three demo logins with working passwords', async () => {
    const logins = await rows<{ code: string | null; user_code: string; role: string; password_hash: string }>(sql`
      select d.code, u.user_code, u.role, u.password_hash
      from users u left join dealers d on d.id = u.dealer_id
      where (d.code in ('120.01.001', '120.01.002') and u.user_code = 'demo') or (u.dealer_id is null and u.user_code = 'admin')
      order by d.code nulls last`);
    expect(logins.map((l) => [l.code, l.user_code, l.role])).toEqual([
      ['120.01.001', 'demo', 'dealer'],
      ['120.01.002', 'demo', 'dealer'],
      [null, 'admin', 'admin'],
    ]);
    expect(await verifyPassword(logins[0]!.password_hash, 'demo1234')).toBe(true);
    expect(await verifyPassword(logins[1]!.password_hash, 'demo1234')).toBe(true);
    expect(await verifyPassword(logins[2]!.password_hash, 'admin1234')).toBe(true);
    expect(await verifyPassword(logins[2]!.password_hash, 'demo1234')).toBe(false);
  });

  it('prices every product in every price list, consistently with the exchange rates', async () => {
    const { missing } = await one<{ missing: number }>(sql`
      select count(*)::int as missing
      from products p cross join price_lists l
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = l.id
      where pp.price is null or pp.price <= 0`);
    expect(missing).toBe(0);
    // A USD list price converted at today's rate lands within a cent-rounding of the TL price.
    const sample = await rows<{ tl: string; usd: string; rate: string }>(sql`
      select tl.price as tl, usd.price as usd, r.sell as rate
      from products p
      join product_prices tl on tl.product_id = p.id and tl.price_list_id = (select id from price_lists where currency_code = 'TL')
      join product_prices usd on usd.product_id = p.id and usd.price_list_id = (select id from price_lists where currency_code = 'USD')
      join exchange_rates r on r.currency_code = 'USD' and r.rate_date = ${'2026-11-21'}
      order by p.id limit 50`);
    expect(sample).toHaveLength(50);
    for (const s of sample) {
      expect(new Decimal(s.usd).times(s.rate).minus(s.tl).abs().toNumber()).toBeLessThanOrEqual(
        new Decimal(s.rate).div(200).toNumber(),
      );
    }
  });

  it('gives products valid, unique EAN-13 barcodes and Turkish-folded search text', async () => {
    const products = await rows<{ code: string; barcode: string; name: string; search_text: string }>(
      sql`select code, barcode, name, search_text from products`,
    );
    for (const p of products) {
      expect(isValidEan13(p.barcode), p.barcode).toBe(true);
      expect(p.barcode.startsWith('869')).toBe(true);
      expect(p.code).toMatch(/^[A-Z]{3}-\d{6}$/);
    }
    expect(new Set(products.map((p) => p.barcode)).size).toBe(products.length);
    const withTurkish = products.find((p) => /[çğıİöşü]/i.test(p.name))!;
    expect(withTurkish.search_text).not.toMatch(/[çğıİöşüÇĞÖŞÜ]/);
    expect(withTurkish.search_text).toContain(withTurkish.code.toLowerCase());
  });

  it('makes invoice and delivery-note totals the sums of their rounded lines', async () => {
    for (const [doc, lines, key] of [
      ['invoices', 'invoice_lines', 'invoice_id'],
      ['delivery_notes', 'delivery_note_lines', 'delivery_note_id'],
    ] as const) {
      const { wrong, total } = await one<{ wrong: number; total: number }>(
        sql.raw(`
        with sums as (
          select l.${key} as id, sum(l.line_total) as subtotal, sum(round(l.line_total * l.vat_rate / 100, 2)) as vat,
                 -- The storefront's line rule (pricing/line-money.ts): the net unit price to 4 decimals, then the line.
                 bool_and(l.net_price = round(l.unit_price * (100 - l.discount_rate) / 100, 4)
                          and l.line_total = round(l.quantity * l.net_price, 2)) as lines_ok
          from ${lines} l group by l.${key})
        select count(*) filter (where s.id is null or d.subtotal <> s.subtotal or d.vat_total <> s.vat
                                  or d.grand_total <> d.subtotal + d.vat_total or not s.lines_ok)::int as wrong,
               count(*)::int as total
        from ${doc} d left join sums s on s.id = d.id`),
      );
      expect(total, doc).toBeGreaterThan(0);
      expect(wrong, doc).toBe(0);
    }
  });

  it('books every invoice and collection once on the account, pointing at the real document', async () => {
    const check = await one<Record<string, number>>(sql`
      select
        (select count(*) from account_movements m left join invoices i on i.id = m.invoice_id
          where m.type = 'Satış faturası' and (i.id is null or i.dealer_id <> m.dealer_id or i.document_no <> m.document_no
            or i.grand_total <> m.debit or m.credit <> 0))::int as bad_invoice_rows,
        (select count(*) from invoices i where (select count(*) from account_movements m where m.invoice_id = i.id) <> 1)::int as invoices_not_booked_once,
        (select count(*) from account_movements m left join payments p on p.id = m.payment_id
          where m.type = 'Pos kartı ile tahsilat' and (p.id is null or p.dealer_id <> m.dealer_id or p.document_no <> m.document_no
            or p.amount <> m.credit or p.status <> 'succeeded' or p.masked_card_number !~ '^[0-9]{6}[*]{6}[0-9]{4}$'))::int as bad_card_rows,
        (select count(*) from payments p where not exists (select 1 from account_movements m where m.payment_id = p.id))::int as payments_not_booked,
        (select count(*) from account_movements where type = 'Havale/EFT' and (credit <= 0 or debit <> 0))::int as bad_transfers,
        (select count(*) from account_movements where type not in ('Satış faturası', 'Pos kartı ile tahsilat', 'Havale/EFT'))::int as unknown_types,
        (select count(*) - count(distinct document_no) from account_movements)::int as duplicate_numbers,
        (select count(*) from account_movements where type = 'Havale/EFT')::int as transfers,
        (select count(*) from account_movements where date > ${NOW.toISOString()}::timestamptz)::int as future_rows`);
    expect(check).toEqual({
      bad_invoice_rows: 0,
      invoices_not_booked_once: 0,
      bad_card_rows: 0,
      payments_not_booked: 0,
      bad_transfers: 0,
      unknown_types: 0,
      duplicate_numbers: 0,
      transfers: expect.any(Number),
      future_rows: 0,
    });
    expect(check.transfers).toBeGreaterThan(0);
  });

  it('gives the order list web orders with unique WEB numbers, some still waiting', async () => {
    const o = await one<{ completed: number; placed: number; bad_numbers: number; without_lines: number }>(sql`
      select count(*) filter (where status = 'completed')::int as completed,
             count(*) filter (where status = 'placed')::int as placed,
             count(*) filter (where document_no !~ '^WEB20[0-9]{2}[0-9]{6}$')::int as bad_numbers,
             count(*) filter (where not exists (select 1 from order_lines l where l.order_id = orders.id))::int as without_lines
      from orders`);
    expect(o.completed).toBeGreaterThan(50);
    expect(o.placed).toBeGreaterThan(0);
    expect(o.bad_numbers).toBe(0);
    expect(o.without_lines).toBe(0);
  });

  it('sets up dealer 120.01.001 for the demo: all lists, a discount, agreement prices under list', async () => {
    const d = await one<{ id: number; discount_rate: string; lists: number }>(sql`
      select d.id, d.discount_rate, (select count(*) from dealer_price_lists g where g.dealer_id = d.id)::int as lists
      from dealers d where d.code = '120.01.001'`);
    expect(d.lists).toBe(3);
    expect(Number(d.discount_rate)).toBeGreaterThan(0);
    const agreements = await rows<{ price: string; list_price: string }>(sql`
      select a.price, pp.price as list_price from agreement_prices a
      join product_prices pp on pp.product_id = a.product_id
      join price_lists l on l.id = pp.price_list_id and l.currency_code = a.currency_code
      where a.dealer_id = ${d.id}`);
    expect(agreements.length).toBeGreaterThanOrEqual(10);
    for (const a of agreements) expect(new Decimal(a.price).lt(a.list_price)).toBe(true);
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from dealers where code ~ '^120[.]01[.]0[0-2][0-9]$'`,
    );
    expect(n).toBe(25);
  });

  it('fills the home page, menus, pages and checkout choices', async () => {
    const sliders = await rows<{ key: string; items: number }>(sql`
      select s.key, count(i.product_id)::int as items from product_sliders s
      left join product_slider_items i on i.slider_id = s.id
      where s.key like 'home.produtcs.level%' group by s.key order by s.key`);
    expect(sliders.map((s) => s.key)).toEqual([1, 2, 3, 4].map((n) => `home.produtcs.level${n}`));
    for (const s of sliders) expect(s.items).toBeGreaterThanOrEqual(8);

    const { related } = await one<{ related: number }>(sql`
      select count(*)::int as related from products p
      where p.id <= 50
        and exists (select 1 from product_sliders s join product_slider_items i on i.slider_id = s.id where s.key = 'sys.alternatifstoklar:' || p.id)
        and exists (select 1 from product_sliders s join product_slider_items i on i.slider_id = s.id where s.key = 'sys.birliktesatilanlar:' || p.id)`);
    expect(related).toBe(50);

    const pages = await rows<{ id: number; title: string }>(sql`select id, title from pages order by id limit 2`);
    expect(pages).toEqual([
      { id: 1, title: 'Hakkımızda' },
      { id: 2, title: 'İletişim' },
    ]);
    const menus = await rows<{ menu_key: string; n: number }>(
      sql`select menu_key, count(*)::int as n from menu_items group by menu_key order by menu_key`,
    );
    expect(menus.map((m) => m.menu_key)).toEqual(['menu.footer', 'menu.header', 'menu.logon']);

    const promos = await rows<{ type: number; items: number }>(sql`
      select p.type, count(i.id)::int as items from promotions p join promotion_items i on i.promotion_id = p.id
      group by p.type order by p.type`);
    expect(promos).toEqual([
      { type: 10, items: 4 },
      { type: 40, items: 1 },
      { type: 50, items: 3 },
    ]);
    const { missing_images } = await one<{ missing_images: number }>(sql`
      select count(*)::int as missing_images from (
        select image_url as f from promotion_items union all select file_name from product_images
        union all select logo from brands union all select value from settings where key in ('siteLogo', 'favicon', 'login.background')
      ) x where not exists (select 1 from media m where m.file_name = x.f)`);
    expect(missing_images).toBe(0);

    const banks = await rows<{ iban: string }>(sql`select iban from bank_accounts`);
    expect(banks.length).toBeGreaterThanOrEqual(4);
    for (const b of banks) {
      expect(b.iban).toHaveLength(26);
      expect(isValidIban(b.iban)).toBe(true);
    }
    const slots = await one<{ arac: number; kurye: number }>(sql`
      select count(*) filter (where kind = 'arac')::int as arac, count(*) filter (where kind = 'kurye')::int as kurye from delivery_slots`);
    expect(slots.arac).toBeGreaterThan(0);
    expect(slots.kurye).toBeGreaterThan(0);
  });

  it('draws small product pictures and real PNG/JPEG site images', async () => {
    const files = await rows<{ file_name: string; content_type: string; size: number; head: string }>(sql`
      select file_name, content_type, length(bytes)::int as size, encode(substring(bytes from 1 for 4), 'hex') as head
      from media where file_name in ('logo.png', 'favicon.png', 'login-bg.jpg', 'odeme-guvenlik.png') or file_name like 'urun/%'`);
    const byName = new Map(files.map((f) => [f.file_name, f]));
    expect(byName.get('logo.png')!.head).toBe('89504e47');
    expect(byName.get('favicon.png')!.head).toBe('89504e47');
    expect(byName.get('login-bg.jpg')!.head.slice(0, 6)).toBe('ffd8ff');
    const svgs = files.filter((f) => f.file_name.startsWith('urun/'));
    expect(svgs.length).toBeGreaterThanOrEqual(PRODUCTS);
    for (const f of svgs) {
      expect(f.content_type).toBe('image/svg+xml');
      expect(f.size).toBeLessThan(2048);
    }
  });

  it('is deterministic: a reset and a second run give the same catalogue and ledger', async () => {
    const firstProducts = await productFingerprint();
    const firstLedger = await rows(
      sql`select dealer_id, document_no, debit, credit from account_movements order by id`,
    );
    await resetDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await generateDemoData(database.db, { products: PRODUCTS, now: NOW });
    expect(await productFingerprint()).toEqual(firstProducts);
    expect(await rows(sql`select dealer_id, document_no, debit, credit from account_movements order by id`)).toEqual(
      firstLedger,
    );
  });
});
