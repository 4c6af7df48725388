import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';

/**
 * The order feed's promise to the ERP (migration 0023): positions follow COMMIT order, so a reader that
 * has seen position n never later finds a smaller one and skips it. The race needs real concurrent transactions,
 * which PGlite (one connection) cannot have: this file runs on PostgreSQL only (npm run test:pg).
 *
 * Two placings overlap: the first takes its position and then, still committing, waits (a test trigger that sleeps
 * after the feed trigger, deferred to COMMIT like it); the second commits meanwhile. Without the feed trigger's lock
 * the second would be numbered n+1 and visible while n is not yet — a reader passing then would move its cursor
 * past n for good.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.query(sql`create function test_slow_commit() returns trigger language plpgsql as $$
    begin perform pg_sleep(0.8); return null; end $$`);
  // Deferred triggers of one event fire in name order: this one after orders_feed_position.
  await ctx.query(sql`create constraint trigger orders_feed_position_zz_slow after update of status on orders
    deferrable initially deferred for each row
    when (current_setting('bayi.test_slow_commit', true) = 'on')
    execute function test_slow_commit()`);
});
afterAll(() => ctx.close());

const positionOf = async (id: number) =>
  Number((await ctx.query(sql`select feed_seq::text as seq from orders where id = ${id}`)).rows[0]!.seq);

it('numbers two overlapping placings in the order they commit, the later never visible before the earlier', async () => {
  const ids = (
    await ctx.query(sql`select id from orders where status <> 'basket' and feed_seq is not null order by id limit 2`)
  ).rows.map((r) => Number(r.id));
  expect(ids).toHaveLength(2);
  const [slow, fast] = ids as [number, number];
  // Both leave the basket again: no position yet, and the status written (UPDATE OF status fires the trigger).
  await ctx.query(sql`update orders set feed_seq = null where id in (${slow}, ${fast})`);

  const done: string[] = [];
  const first = ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('bayi.test_slow_commit', 'on', true)`);
    await tx.execute(sql`update orders set status = status where id = ${slow}`);
  });
  const firstDone = first.then(() => done.push('slow'));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const second = ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`update orders set status = status where id = ${fast}`);
  });
  await second;
  done.push('fast');
  // When the second placing's commit returns, the first one is visible, and numbered before it.
  const slowSeq = await positionOf(slow);
  const fastSeq = await positionOf(fast);
  expect(slowSeq).toBeGreaterThan(0);
  expect(fastSeq).toBe(slowSeq + 1);
  await firstDone;
  expect(done).toEqual(['slow', 'fast']);

  // The feed as the ERP reads it, from just before the first: both, in that order.
  const feed = await ctx.query(sql`select id from orders where feed_seq > ${slowSeq - 1} order by feed_seq limit 2`);
  expect(feed.rows.map((r) => Number(r.id))).toEqual([slow, fast]);
});
