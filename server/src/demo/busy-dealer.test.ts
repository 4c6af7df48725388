import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { BUSY_DEALER_CODE } from './busy-dealer';
import { generateDemoData, type DemoSummary } from './generate';

/** The large seed's busy dealer (`npm run seed -- --busy-dealer`), at a small size. */

const NOW = new Date(2026, 10, 21, 12, 0, 0);
const SIZE = { invoices: 120, movements: 900, years: 2 };

let database: Database;
let summary: DemoSummary;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  summary = await generateDemoData(database.db, { products: 200, now: NOW, busyDealer: SIZE });
});
afterAll(async () => {
  await database?.close();
});

describe('the busy dealer', () => {
  it('has exactly the invoices and movements asked for, spread over the years, paying about what it owes', async () => {
    const [d] = await rows<{
      id: number;
      invoices: number;
      movements: number;
      first: string;
      balance: string;
      users: number;
    }>(sql`
      select d.id,
        (select count(*)::int from invoices i where i.dealer_id = d.id) as invoices,
        (select count(*)::int from account_movements m where m.dealer_id = d.id) as movements,
        (select min(m.date)::text from account_movements m where m.dealer_id = d.id) as first,
        (select sum(round(m.debit * m.exchange_rate, 2) - round(m.credit * m.exchange_rate, 2))::text
           from account_movements m where m.dealer_id = d.id) as balance,
        (select count(*)::int from users u where u.dealer_id = d.id and u.user_code = 'demo') as users
      from dealers d where d.code = ${BUSY_DEALER_CODE}`);
    expect(d).toMatchObject({ invoices: SIZE.invoices, movements: SIZE.movements, users: 1 });
    expect(new Date(d!.first).getFullYear()).toBe(NOW.getFullYear() - SIZE.years);
    const [invoiced] = await rows<{ total: string }>(sql`
      select sum(round(grand_total * exchange_rate, 2))::text as total from invoices where dealer_id = ${d!.id}`);
    // Collections pay about what was invoiced: the balance is a small part of it.
    expect(new Decimal(d!.balance).abs().lt(new Decimal(invoiced!.total).times(0.5))).toBe(true);
    expect(summary.counts.dealers).toBe(26);
  });

  it('numbers its documents in the same series as everyone else’s, without a clash', async () => {
    const [dupes] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select document_no from account_movements group by document_no, type having count(*) > 1) x`);
    expect(dupes!.n).toBe(0);
  });
});
