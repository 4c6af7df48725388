import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FOLD, foldTurkish } from '@bayi/common';
import { createTestApp, type TestContext } from '../test/app';
import { valueArray } from './query';
import { migrationsFolder } from '../paths';

/**
 * The database folds a product's code itself (fold_turkish, where product_search is written) and a typed code is
 * folded in JS (foldTurkish): one rule in two languages, so a code is found whichever case it is typed in.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('fold_turkish', () => {
  it('folds every Turkish and accented Latin letter and product code as foldTurkish does', async () => {
    // Latin-1 and Latin Extended-A: every character whose fold is one letter or digit (what a code may hold).
    const latin = Array.from({ length: 0x180 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i)).filter((ch) =>
      /^[a-z0-9]$/.test(foldTurkish(ch)),
    );
    const texts = [
      ...Object.keys(FOLD),
      ...latin,
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 -_./%',
      'KIŞ-İ77',
      'IŞIK-10',
      'ışık-10',
      'DİRSEK Ø20 ÇİFT',
      'NYAF 1,5 MM² ÜÇLÜ',
      'Ağ Anahtarı Ölçü Âlet',
    ];
    const { rows } = await ctx.query(
      sql`select t, fold_turkish(t) as folded from unnest(${valueArray(texts, 'text')}) as t`,
    );
    expect(rows.map((r) => [r.t, r.folded])).toEqual(texts.map((t) => [t, foldTurkish(t)]));
  });

  it("is what product_search keeps as a product's code", async () => {
    const { rows } = await ctx.query(sql`select p.code, s.code_lower from product_search s
      join products p on p.id = s.id order by p.id limit 50`);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.code_lower).toBe(foldTurkish(String(r.code)));
  });

  it('answers a code comparison from the folded unique indexes', async () => {
    const plan = async (statement: ReturnType<typeof sql>) => {
      // On a handful of demo rows a scan is cheaper; the point is that the index can answer at all.
      await ctx.query(sql`set enable_seqscan = off`);
      try {
        return (await ctx.query(sql`explain ${statement}`)).rows.map((r) => Object.values(r)[0]).join('\n');
      } finally {
        await ctx.query(sql`reset enable_seqscan`);
      }
    };
    expect(await plan(sql`select id from dealers where fold_turkish(code) = fold_turkish(${'120.01.001'})`)).toContain(
      'dealers_code',
    );
    expect(
      await plan(sql`select id from users where dealer_id = 1 and fold_turkish(user_code) = fold_turkish(${'DEMO'})`),
    ).toContain('users_dealer_code');
  });
});

/** The statement of a migration that stops before its folded unique indexes when the data would not take them. */
function clashCheck(file: string): string {
  const migration = readFileSync(path.join(migrationsFolder, file), 'utf8');
  const check = migration.split('--> statement-breakpoint').find((statement) => statement.includes('DO $$'));
  expect(check).toBeDefined();
  return check!;
}

/** Runs it, answering the database's message when it stops (the driver's error carries it as its cause). */
const refusal = (check: string) =>
  ctx.query(sql.raw(check)).then(
    () => null,
    (failed: unknown) => (failed as { cause?: { message?: string } }).cause?.message ?? String(failed),
  );

describe('the migration that makes codes unique as folded', () => {
  it('stops on a database holding two codes that fold alike, naming them, and changes nothing', async () => {
    const check = clashCheck('0032_code_indexes_folded.sql');
    // As on a database from before the rule: the folded index is not there yet, and two codes differ by case only.
    await ctx.query(sql`drop index dealers_code`);
    try {
      await ctx.query(sql`insert into dealers (code, name) values ('IŞIK-02', 'Işık A'), ('ışık-02', 'Işık B')`);
      expect(await refusal(check)).toMatch(
        /Türkçe harf farkı dışında aynı olan kodlar var: Cari No (IŞIK-02 = ışık-02|ışık-02 = IŞIK-02)/,
      );
    } finally {
      await ctx.query(sql`delete from dealers where code in ('IŞIK-02', 'ışık-02')`);
      await ctx.query(sql`create unique index dealers_code on dealers using btree (fold_turkish(code))`);
    }
  });
});

describe('the migration that makes representative names and address titles unique as folded', () => {
  it('answers a name or title comparison from the folded unique indexes', async () => {
    await ctx.query(sql`set enable_seqscan = off`);
    try {
      const plan = async (statement: ReturnType<typeof sql>) =>
        (await ctx.query(sql`explain ${statement}`)).rows.map((r) => Object.values(r)[0]).join('\n');
      expect(
        await plan(sql`select id from representatives where fold_turkish(name) = fold_turkish(${'IŞIK'})`),
      ).toContain('representatives_name');
      expect(
        await plan(
          sql`select id from dealer_addresses where dealer_id = 1 and fold_turkish(title) = fold_turkish(${'Merkez'})`,
        ),
      ).toContain('dealer_addresses_dealer_title');
    } finally {
      await ctx.query(sql`reset enable_seqscan`);
    }
  });

  it('stops on a database holding two names or titles that fold alike, naming them, and changes nothing', async () => {
    const check = clashCheck('0033_names_unique_by_turkish_fold.sql');
    // As on a database from before the rule: lower() kept "Işık" and "IŞIK", "İSTANBUL" and "istanbul" apart.
    await ctx.query(sql`drop index representatives_name`);
    await ctx.query(sql`drop index dealer_addresses_dealer_title`);
    try {
      expect(await refusal(check)).toBeNull();
      await ctx.query(sql`insert into representatives (name) values ('Işık Kaya'), ('IŞIK KAYA')`);
      await ctx.query(sql`insert into dealer_addresses (dealer_id, title, address, contact_person)
        select id, t, 'Adres', 'Yetkili' from dealers, unnest(array['İSTANBUL', 'istanbul']) as t
        where code = '120.01.001'`);
      const message = await refusal(check);
      expect(message).toMatch(/Türkçe harf farkı dışında aynı olan adlar var: /);
      expect(message).toMatch(/plasiyer adı (Işık Kaya = IŞIK KAYA|IŞIK KAYA = Işık Kaya)/);
      expect(message).toMatch(/Cari No 120\.01\.001 adres başlığı (İSTANBUL = istanbul|istanbul = İSTANBUL)/);
    } finally {
      await ctx.query(sql`delete from representatives where name in ('Işık Kaya', 'IŞIK KAYA')`);
      await ctx.query(sql`delete from dealer_addresses where title in ('İSTANBUL', 'istanbul')`);
      await ctx.query(
        sql`create unique index representatives_name on representatives using btree (fold_turkish(name))`,
      );
      await ctx.query(sql`create unique index dealer_addresses_dealer_title on dealer_addresses
        using btree (dealer_id, fold_turkish(title))`);
    }
  });
});
