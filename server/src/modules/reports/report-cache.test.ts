import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReportType } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { listPricedProducts, placedOrder, fill, signedIn, type Client } from '../../test/orders';
import { createReportCache } from './report-cache';
import { createReportsRepository } from './repository';
import { gzipJsonArray, jsonArray as chunks, rowSlab, rowsWithin, slabBytes, type RowSlab } from './row-slab';
import { createReportsService } from './service';

/**
 * The reports' history cache: any period cut from a dealer's cached history is exactly what
 * the period's own SQL answers, and a change to the data — whoever writes it — shows on the next read
 * (report_versions, bumped by triggers), while a basket's changes and another dealer's leave it standing.
 */

let ctx: TestContext;
let dealer: Client;
/** The range functions of the service, straight on the database: the reference the cached answers must equal. */
let reference: ReturnType<typeof createReportsService>;

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (at: number) => {
  const d = new Date(at + 3 * 3_600_000);
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
};
const TYPES: ReportType[] = ['hesapekstresi', 'genelhareket', 'faturalistesi', 'siparislistesi'];

async function dealerId(code: string): Promise<number> {
  const { rows } = await ctx.query(sql`select id from dealers where code = ${code}`);
  return Number(rows[0]!.id);
}

async function report(type: ReportType, begin: string, end: string): Promise<unknown[]> {
  const res = await dealer.get(`/report/${type}?begin=${begin}&end=${end}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as unknown[];
}

async function expected(type: ReportType, id: number, begin: string, end: string): Promise<unknown[]> {
  const input = { begin, end };
  switch (type) {
    case 'hesapekstresi':
      return reference.statement(id, input);
    case 'genelhareket':
      return reference.movements(id, input);
    case 'faturalistesi':
      return reference.invoiceList(id, input);
    case 'siparislistesi':
      return reference.orderList(id, input);
  }
}

async function versions(code: string) {
  const { rows } = await ctx.query(
    sql`select ledger::text, invoices::text, orders::text from report_versions where dealer_id = ${await dealerId(code)}`,
  );
  return rows[0] ?? null;
}

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  // Only the repository is used by the range functions; the other parts are never reached.
  reference = createReportsService({
    repo: createReportsRepository(ctx.database.db),
    application: {} as never,
    content: {} as never,
    pricing: {} as never,
    basket: {} as never,
  });
});

afterAll(async () => {
  await ctx.close();
});

describe('a period cut from the cached history', () => {
  it('equals what the period’s own SQL answers, for every report type, over 25 periods and their edges', async () => {
    const id = await dealerId(DEMO.dealer.cariNo);
    const { rows } = await ctx.query(
      sql`select min(date) as first, max(date) as last from account_movements where dealer_id = ${id}`,
    );
    const first = new Date(String(rows[0]!.first)).getTime();
    const last = new Date(String(rows[0]!.last)).getTime();
    const periods: [string, string][] = [
      [dayOf(first), dayOf(first)], // the first movement's day alone: Devir 0 with rows
      [dayOf(first - 30 * DAY), dayOf(first - DAY)], // before any data: empty
      [dayOf(last), dayOf(last + 400 * DAY)], // into the future
      [dayOf(first), dayOf(last)],
      [dayOf(Date.now() - 365 * DAY), dayOf(Date.now())],
    ];
    // Fixed pseudo-random periods inside the history, so a failure repeats.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    while (periods.length < 25) {
      const a = first + next() * (last - first);
      periods.push([dayOf(a), dayOf(a + next() * 200 * DAY)]);
    }
    for (const type of TYPES) {
      for (const [begin, end] of periods) {
        expect(await report(type, begin, end), `${type} ${begin}–${end}`).toEqual(await expected(type, id, begin, end));
      }
    }
  });
});

describe('a change to the data', () => {
  const begin = dayOf(Date.now() - 60 * DAY);
  const end = dayOf(Date.now());

  it('written behind the application’s back shows on the next read, with the running balance after it', async () => {
    const id = await dealerId(DEMO.dealer.cariNo);
    const before = await report('hesapekstresi', begin, end);
    await ctx.query(sql`
      insert into account_movements (dealer_id, document_no, date, type, debit, credit, currency_code, exchange_rate)
      values (${id}, 'CACHE-1', ${new Date(Date.now() - 10 * DAY).toISOString()}, 'Havale/EFT', 0, 250.5, 'TL', 1)`);
    const after = (await report('hesapekstresi', begin, end)) as { BELGENO: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((r) => r.BELGENO === 'CACHE-1')).toBe(true);
    expect(after).toEqual(await expected('hesapekstresi', id, begin, end));
    expect(await report('genelhareket', begin, end)).toEqual(await expected('genelhareket', id, begin, end));

    await ctx.query(sql`delete from account_movements where document_no = 'CACHE-1'`);
    expect(await report('hesapekstresi', begin, end)).toEqual(before);
  });

  it('to an invoice changes Fatura Listesi at once', async () => {
    const id = await dealerId(DEMO.dealer.cariNo);
    const list = (await report('faturalistesi', dayOf(Date.now() - 400 * DAY), end)) as { Id: number }[];
    expect(list.length).toBeGreaterThan(0);
    await ctx.query(sql`update invoices set grand_total = grand_total + 1 where id = ${list[0]!.Id}`);
    const changed = await report('faturalistesi', dayOf(Date.now() - 400 * DAY), end);
    expect(changed).not.toEqual(list);
    expect(changed).toEqual(await expected('faturalistesi', id, dayOf(Date.now() - 400 * DAY), end));
  });

  it('a placed order shows in Sipariş Listesi; filling a basket moves no version', async () => {
    const products = await listPricedProducts(ctx, DEMO.dealer.cariNo, 2);
    const listed = await report('siparislistesi', begin, end);
    const standing = await versions(DEMO.dealer.cariNo);
    await fill(dealer, [products[0]!]);
    expect(await versions(DEMO.dealer.cariNo)).toEqual(standing);
    const placed = await placedOrder(dealer, [products[1]!]);
    expect(placed.hasError).toBe(false);
    const after = (await report('siparislistesi', begin, end)) as { BELGENO: string }[];
    expect(after.length).toBeGreaterThan(listed.length);
    expect(after.map((r) => r.BELGENO)).toContain(placed.belgeNo);
  });

  it('of another dealer leaves this dealer’s versions standing', async () => {
    const mine = await versions(DEMO.dealer.cariNo);
    await ctx.query(sql`
      insert into account_movements (dealer_id, document_no, date, type, debit, currency_code)
      values (${await dealerId(DEMO.dealer2.cariNo)}, 'OTHER-1', now(), 'Havale/EFT', 10, 'TL')`);
    expect(await versions(DEMO.dealer.cariNo)).toEqual(mine);
    expect(await versions(DEMO.dealer2.cariNo)).not.toBeNull();
  });
});

const jsonArray = (slab: RowSlab, first: number, end: number, lead?: string) =>
  Buffer.concat(chunks(slab, first, end, lead));

describe('the cache', () => {
  const history = (rows: number) => ({
    slab: rowSlab(
      Array.from({ length: rows }, (_, i) => ({ TARIH: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), n: i })),
      (r) => r.TARIH,
      false,
    ),
  });

  it('builds a history once for readers that come together, and again only for a new version', async () => {
    let builds = 0;
    const cache = createReportCache({
      maxBytes: 1 << 20,
      build: async () => {
        builds++;
        await new Promise((r) => setTimeout(r, 10));
        return history(3);
      },
    });
    await Promise.all(Array.from({ length: 5 }, () => cache.history('genelhareket', 1, '4')));
    await cache.history('genelhareket', 1, '4');
    expect(builds).toBe(1);
    await cache.history('genelhareket', 1, '5');
    expect(builds).toBe(2);
  });

  it('keeps to its memory budget, least recently read out first', async () => {
    const one = history(50);
    const size = slabBytes(one.slab);
    const cache = createReportCache({ maxBytes: size * 2, build: async () => history(50) });
    await cache.history('genelhareket', 1, '1');
    await cache.history('genelhareket', 2, '1');
    await cache.history('genelhareket', 1, '1'); // dealer 1 read last
    await cache.history('genelhareket', 3, '1'); // dealer 2 goes
    expect(cache.stats()).toEqual({ bytes: size * 2, entries: 2 });
  });

  it('cuts periods at both ends, oldest-first and newest-first', () => {
    const rows = [1, 2, 2, 3, 5].map((d, i) => ({ TARIH: new Date(Date.UTC(2026, 0, d)).toISOString(), i }));
    const at = (d: number) => Date.UTC(2026, 0, d);
    const up = rowSlab(rows, (r) => r.TARIH, false);
    expect(rowsWithin(up, at(2), at(3))).toEqual({ first: 1, end: 3 });
    expect(JSON.parse(jsonArray(up, 1, 3).toString())).toEqual([rows[1], rows[2]]);
    expect(rowsWithin(up, at(6), at(9))).toEqual({ first: 5, end: 5 });
    expect(jsonArray(up, 5, 5).toString()).toBe('[]');
    const down = rowSlab([...rows].reverse(), (r) => r.TARIH, true);
    expect(rowsWithin(down, at(2), at(4))).toEqual({ first: 1, end: 4 });
    expect(JSON.parse(jsonArray(down, 1, 4, '{"lead":true}').toString())).toEqual([
      { lead: true },
      rows[3],
      rows[2],
      rows[1],
    ]);
    expect(JSON.parse(jsonArray(down, 0, 0, '{"lead":true}').toString())).toEqual([{ lead: true }]);
  });

  it('gzips every period to the same JSON, whole blocks compressed once and reused', () => {
    // Rows of 0.4–2.4 KB: the 32 KB blocks hold 15–80 rows, so periods start and end inside,
    // on and across block edges.
    const rows = Array.from({ length: 400 }, (_, i) => ({
      TARIH: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
      ACIKLAMA: `satır ${i} ${'ğüşıöç'.repeat(30 + ((i * 37) % 170))}`,
    }));
    const slab = rowSlab(rows, (r) => r.TARIH, false);
    expect(slab.blockStarts.length).toBeGreaterThan(8);
    const blocks = Array.from(slab.blockStarts);
    const edges = [0, 1, ...[...blocks.slice(0, 4), ...blocks.slice(-3)].flatMap((b) => [b - 1, b, b + 1])].filter(
      (e) => e >= 0 && e <= 400,
    );
    for (const lead of ['', '{"devir":true}']) {
      for (const first of edges) {
        for (const end of edges) {
          if (end < first) continue;
          const gz = zlib.gunzipSync(gzipJsonArray(slab, first, end, lead));
          expect(gz.equals(jsonArray(slab, first, end, lead)), `${first}–${end} ${lead}`).toBe(true);
        }
      }
    }
    // Every whole block was compressed once and kept (the last holds the last row, whose comma goes, so it
    // is always compressed with the answer); the answer is a small part of the plain rows.
    expect(slab.pieces.filter(Boolean).length).toBe(slab.pieces.length - 1);
    const kept = [...slab.pieces];
    expect(gzipJsonArray(slab, 0, 400).length).toBeLessThan(slab.body.length / 4);
    expect(slab.pieces.every((p, i) => p === kept[i])).toBe(true);
  });
});
