import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createCatalogRepository, type CatalogRepository, type ProductRow } from '../repository';
import { createRowStore, type RowStoreSource } from './row-store';

/**
 * The off-heap copy of every row answers exactly what PostgreSQL answers, and never a row older
 * than the changes the feed reported.
 */
let ctx: TestContext;
let repo: CatalogRepository;
const KEEP_MS = 30 * 60_000;

beforeAll(async () => {
  ctx = await createTestApp();
  repo = createCatalogRepository(ctx.database.db);
  // Rows of every shape beside the demo catalogue's: no barcode, brand, category, image or price; two images;
  // text JSON escapes (quotes, a backslash, a tab, a control character) and Turkish letters.
  await ctx.query(sql`insert into products (code, name, barcode, unit, brand_id, category_id, vat_rate, stock_qty,
      delivery_text, show_barcode)
    values ('RS-"1"', 'Çift "tırnaklı" \\ ters\tbölü ' || chr(1) || ' ğüşıöç', null, 'Metre', null, null, 10, 0,
            '2-3 İş Günü', false),
           ('RS-2', 'İki görselli ürün', '8690000000001', 'Adet',
            (select id from brands order by id limit 1), (select id from categories order by id limit 1), 20, 12.5,
            null, true)`);
  await ctx.query(sql`insert into product_images (product_id, file_name, sort)
    select id, f, s from products, (values ('urun/b.svg', 2), ('urun/a.svg', 1)) v(f, s) where code = 'RS-2'`);
});
afterAll(async () => {
  await ctx.close();
});

async function activeIds(): Promise<number[]> {
  const { rows } = await ctx.query(sql`select id from products where is_active order by id`);
  return rows.map((r) => r.id as number);
}

async function idOf(code: string): Promise<number> {
  const { rows } = await ctx.query(sql`select id from products where code = ${code}`);
  return rows[0]!.id as number;
}

function storeOn(source: RowStoreSource, opts: { maxBytes?: number; now?: () => number; keepMs?: number | null } = {}) {
  return createRowStore(source, {
    maxBytes: opts.maxBytes ?? 64 * 1024 * 1024,
    keepMs: opts.keepMs === undefined ? KEEP_MS : opts.keepMs,
    now: opts.now,
  });
}

const byId = (rows: ProductRow[]) => new Map(rows.map((r) => [r.id, r]));

describe('the row store', () => {
  it('answers every active product with the row PostgreSQL gives, member for member and in the same order', async () => {
    const store = storeOn(repo);
    await store.read();
    const ids = await activeIds();
    expect(store.size).toBe(ids.length);
    const { found, ask } = store.rows(ids);
    expect(ask).toEqual([]);
    const fromDb = byId(await repo.productsByIds(ids));
    for (const id of ids) {
      expect(found.get(id)).toEqual(fromDb.get(id));
      // The row cache compares a reloaded row by its JSON: the members must come in the same order.
      expect(JSON.stringify(found.get(id))).toBe(JSON.stringify(fromDb.get(id)));
    }
    const twoImages = found.get(await idOf('RS-2'))!;
    expect(twoImages.images!.map((i) => i.file)).toEqual(['urun/a.svg', 'urun/b.svg']);
    expect(found.get(await idOf('RS-"1"'))!.name).toBe('Çift "tırnaklı" \\ ters\tbölü \u0001 ğüşıöç');
  });

  it('is read only once the change feed has its starting point, and is then settled', async () => {
    let calls = 0;
    const store = storeOn({
      storedRowsAfter: (after, limit) => {
        calls++;
        return repo.storedRowsAfter(after, limit);
      },
    });
    let follow!: () => void;
    store.start(new Promise<void>((resolve) => (follow = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(0);
    expect(store.isSettled()).toBe(false);
    follow();
    const by = performance.now() + 10_000;
    while (!store.isSettled() && performance.now() < by) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.size).toBe((await activeIds()).length);
    store.stop();
  });

  it('an id that was no active product is neither answered nor asked for; an unknown one neither', async () => {
    const inactive = await idOf('RS-2');
    await ctx.query(sql`update products set is_active = false where id = ${inactive}`);
    try {
      const store = storeOn(repo);
      await store.read();
      expect(store.rows([inactive, 987_654_321])).toEqual({ found: new Map(), ask: [] });
    } finally {
      await ctx.query(sql`update products set is_active = true where id = ${inactive}`);
    }
  });

  it('a product the feed reports changed is asked of PostgreSQL from then on', async () => {
    const store = storeOn(repo);
    await store.read();
    const [first, second] = await activeIds();
    await ctx.query(sql`update product_prices set price = price + 1 where product_id = ${first!}`);
    await ctx.query(sql`update products set stock_qty = 0 where id = ${second!}`);
    store.forget([first!, second!]);
    const { found, ask } = store.rows([first!, second!]);
    expect(found.size).toBe(0);
    expect(ask).toEqual([first, second]);
    // Read again, the copy holds the new price and stock.
    await store.read();
    const again = store.rows([first!, second!]);
    expect(again.ask).toEqual([]);
    const fromDb = byId(await repo.productsByIds([first!, second!]));
    expect(again.found.get(first!)!.prices).toEqual(fromDb.get(first!)!.prices);
    expect(again.found.get(second!)!.stock_qty).toBe(fromDb.get(second!)!.stock_qty);
  });

  it('a change of everything drops the copy until it is read again', async () => {
    const store = storeOn(repo);
    await store.read();
    const ids = await activeIds();
    store.forget('all');
    expect(store.rows(ids.slice(0, 3)).ask).toEqual(ids.slice(0, 3));
    // forget started the read again.
    const by = performance.now() + 10_000;
    while (store.size === 0 && performance.now() < by) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.rows(ids.slice(0, 3)).found.size).toBe(3);
  });

  it('a change reported while the copy is read marks its product; a change of everything reads it again', async () => {
    const [id] = await activeIds();
    let calls = 0;
    let report: (() => void) | null = null;
    const source: RowStoreSource = {
      async storedRowsAfter(after, limit) {
        calls++;
        const rows = await repo.storedRowsAfter(after, limit);
        // The change lands after its row was read, and the feed reports it before the read ends.
        report?.();
        report = null;
        return rows;
      },
    };
    const store = storeOn(source);
    report = () => store.forget([id!]);
    await store.read();
    expect(store.rows([id!]).ask).toEqual([id]);

    const everything = storeOn(source);
    report = () => everything.forget('all');
    calls = 0;
    await everything.read();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(everything.rows([id!]).ask).toEqual([]);
  });

  it('a copy older than half of keepMs is not answered (the safety net)', async () => {
    let t = 1_000_000;
    const store = storeOn(repo, { now: () => t });
    await store.read();
    const [id] = await activeIds();
    expect(store.rows([id!]).found.size).toBe(1);
    t += KEEP_MS / 2 + 1;
    expect(store.rows([id!])).toEqual({ found: new Map(), ask: [id] });
    // The embedded database's copy (keepMs null) is its process's own: answered however old.
    const own = storeOn(repo, { now: () => t, keepMs: null });
    await own.read();
    t += 24 * 60 * 60_000;
    expect(own.rows([id!]).found.size).toBe(1);
  });

  it('a catalogue larger than maxBytes is not copied: every row is asked of PostgreSQL, and the store is settled', async () => {
    const store = storeOn(repo, { maxBytes: 100 });
    await store.read();
    expect(store.isSettled()).toBe(true);
    expect(store.size).toBe(0);
    const ids = (await activeIds()).slice(0, 2);
    expect(store.rows(ids).ask).toEqual(ids);
    store.stop();
  });
});
