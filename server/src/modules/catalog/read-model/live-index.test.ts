import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductListResponse } from '@bayi/common';
import { buildApp } from '../../../app';
import { createTestApp, type TestContext } from '../../../test/app';
import { catalogueFollowsChanges, type FollowTarget } from '../../../test/catalog-follow';

/**
 * The catalogue index follows the database. Two apps on one embedded database, as two processes
 * are on one PostgreSQL (multi-process.pg.test.ts runs the same changes against a second OS process): the
 * test app checks the catalogue's version on every list request; the second checks it every 200 ms, as a
 * server does every CATALOG_INDEX_POLL_MS.
 */
const POLL_MS = 200;
let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({
    config: { ...ctx.config, CATALOG_INDEX_POLL_MS: POLL_MS },
    database: ctx.database,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

function target(app: FastifyInstance): FollowTarget {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      // $1… placeholders as drizzle parameters.
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
      return (await ctx.query(sql.join(chunks, sql``))).rows as T[];
    },
    async get<T>(url: string) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    },
  };
}

describe('the catalogue index follows the database', () => {
  it('a second app polling every 200 ms shows a price, a new product, a stock change and a removed product within a second', async () => {
    const took = await catalogueFollowsChanges(target(second), POLL_MS + 800);
    expect(took).toHaveLength(4);
  });

  it('an app checking on every request shows each change on the next request', async () => {
    // Within 0 ms: the first request after each change must show it.
    const took = await catalogueFollowsChanges(target(ctx.app), 0);
    expect(took).toHaveLength(4);
  });

  it('a product row is kept until it changes: a rename shows on an app keeping rows for a minute within a second', async () => {
    const keeping = await buildApp({
      config: { ...ctx.config, CATALOG_INDEX_POLL_MS: POLL_MS, SHARED_CACHE_SECONDS: 60 },
      database: ctx.database,
    });
    try {
      // Ready (the readiness probe) once the index is built and every row copied (row-store.ts).
      const readyBy = performance.now() + 20_000;
      while ((await keeping.inject({ method: 'GET', url: '/health/ready' })).statusCode !== 200) {
        expect(performance.now()).toBeLessThan(readyBy);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // One product read before the change (kept in the row cache), one never read (only in the row store).
      const rows = (await ctx.query(sql`select id, name from products where is_active order by id limit 2`)).rows as {
        id: number;
        name: string;
      }[];
      const name = async (id: number) =>
        (await keeping.inject({ method: 'GET', url: `/product/${id}` })).json<{ stok: { ad: string } }>().stok.ad;
      expect(await name(rows[0]!.id)).toBe(rows[0]!.name); // read, and kept for a minute
      await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS)); // the feed has started
      for (const row of rows)
        await ctx.query(sql`update products set name = ${row.name + ' (yeni)'} where id = ${row.id}`);
      const started = performance.now();
      for (const row of rows) {
        while ((await name(row.id)) !== row.name + ' (yeni)') {
          expect(performance.now() - started).toBeLessThan(POLL_MS + 800);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      await keeping.close();
    }
  });

  it('a category moved under another parent moves its products into that branch', async () => {
    const [moved] = (
      await ctx.query(sql`select c.id, c.parent_id, (select count(*)::int from products p
          where p.category_id = c.id and p.is_active) as n
        from categories c where c.parent_id is not null and exists (select 1 from categories k where k.parent_id = c.id) = false
        order by c.id limit 1`)
    ).rows as { id: number; parent_id: number; n: number }[];
    const [other] = (
      await ctx.query(sql`select id from categories where parent_id is null and id <> (
          with recursive up as (select id, parent_id from categories where id = ${moved!.parent_id}
            union all select c.id, c.parent_id from categories c join up on c.id = up.parent_id)
          select id from up where parent_id is null) order by id limit 1`)
    ).rows as { id: number }[];
    const count = async (id: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/category/${id}` })).json<ProductListResponse>().pagerInfo
        .totalRecords;
    const before = await count(other!.id);
    await ctx.query(sql`update categories set parent_id = ${other!.id} where id = ${moved!.id}`);
    expect(moved!.n).toBeGreaterThan(0);
    expect(await count(other!.id)).toBe(before + moved!.n);
  });

  it('a product given a brand its category did not have shows that brand in the category’s drop-down', async () => {
    const [row] = (
      await ctx.query(sql`select p.id, p.category_id, b.id as brand_id, b.name as brand_name
        from products p cross join lateral (select id, name from brands b where b.is_active and not exists (
          select 1 from products q where q.category_id = p.category_id and q.brand_id = b.id) order by id limit 1) b
        where p.is_active order by p.id limit 1`)
    ).rows as { id: number; category_id: number; brand_id: number; brand_name: string }[];
    const markas = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/category/${row!.category_id}` }))
        .json<ProductListResponse>()
        .markas.map((m) => m.ad);
    expect(await markas()).not.toContain(row!.brand_name);
    await ctx.query(sql`update products set brand_id = ${row!.brand_id} where id = ${row!.id}`);
    expect(await markas()).toContain(row!.brand_name);
  });
});
