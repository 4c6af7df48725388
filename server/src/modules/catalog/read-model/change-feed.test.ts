import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { createCatalogRepository } from '../repository';

/** The catalogue's change feed (migration 0012) read the way every process reads it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('reading catalogue changes', () => {
  it('answers the changes after a position in number order, across a change in the number of digits', async () => {
    const [product] = (await ctx.query(sql`select id from products order by id limit 1`)).rows as { id: number }[];
    for (const seq of [99_999_999, 100_000_000, 100_000_001]) {
      await ctx.query(sql`insert into catalog_changes (seq, product_id) values (${seq}, ${product!.id})`);
    }
    const repo = createCatalogRepository(ctx.database.db);
    const rows = await repo.catalogChangesAfter(99_999_998, 2);
    expect(rows.map((r) => r.seq)).toEqual([99_999_999, 100_000_000]);
    expect(await repo.lastCatalogChange()).toBe(100_000_001);
  });
});
