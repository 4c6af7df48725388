import { gunzipSync } from 'node:zlib';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AccountInfo, InvoiceListRow, MovementRow, StatementRow } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, demoUser, signedIn, type Client } from '../../test/orders';

/**
 * GET /report/genelhareket, hesapekstresi and faturalistesi: every field against the
 * database, inclusive range ends in Türkiye's calendar, Devir and the running balance against a sum
 * made here, the B/A letters, bad ranges, unknown types, visitors and other dealers.
 */

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy.MM.dd of the Turkish calendar day of an instant. */
const dayOf = (at: Date | string) => {
  const d = new Date(new Date(at).getTime() + 3 * HOUR);
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
};
/** yyyy.MM.dd of the Turkish calendar day `days` from today. */
const day = (days = 0) => dayOf(new Date(Date.now() + days * 86_400_000));
/** The instant a Turkish calendar day (yyyy.MM.dd) starts. */
const startOf = (d: string) => {
  const [y, m, dd] = d.split('.').map(Number);
  return new Date(Date.UTC(y!, m! - 1, dd!) - 3 * HOUR);
};
const round2 = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

async function dealerId(code: string): Promise<number> {
  const { rows } = await ctx.query(sql`select id from dealers where code = ${code}`);
  return Number(rows[0]!.id);
}

/** Inserts a ledger movement behind the API's back. */
async function insertMovement(
  code: string,
  m: { at: Date; no: string; type?: string; debit?: string; credit?: string; currency?: string; rate?: string },
) {
  await ctx.query(sql`
    insert into account_movements (dealer_id, document_no, date, type, debit, credit, currency_code, exchange_rate, description)
    values (${await dealerId(code)}, ${m.no}, ${m.at.toISOString()}, ${m.type ?? 'Havale/EFT'}, ${m.debit ?? '0'}, ${m.credit ?? '0'},
      ${m.currency ?? 'TL'}, ${m.rate ?? '1'}, 'test')`);
}

async function get<T>(c: Client, url: string): Promise<T> {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/** The dealer's ledger as stored, for sums made here rather than by the server. */
async function ledger(code: string) {
  const { rows } = await ctx.query(sql`
    select m.id, m.date, m.debit::text as debit, m.credit::text as credit, m.exchange_rate::text as rate
    from account_movements m join dealers d on d.id = m.dealer_id where d.code = ${code} order by m.date, m.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(String(r.date)),
    // Each side in TL at the movement's rate, rounded to kuruş.
    net: round2(new Decimal(String(r.debit)).times(String(r.rate))).minus(
      round2(new Decimal(String(r.credit)).times(String(r.rate))),
    ),
  }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  // A foreign-currency movement with a rate whose TL value needs rounding: 123,45 USD × 41,8125 = 5.161,753125.
  await insertMovement(DEMO.dealer.cariNo, {
    at: new Date(Date.now() - 2 * 86_400_000),
    no: 'TEST-USD-1',
    type: 'Satış faturası',
    debit: '123.45',
    currency: 'USD',
    rate: '41.8125',
  });
});
afterAll(() => ctx.close());

describe('GET /report/genelhareket', () => {
  it('lists the ledger movements and delivery notes of the period, newest first, with every field', async () => {
    const rows = await get<MovementRow[]>(dealer, `/report/genelhareket?begin=${day(-90)}&end=${day()}`);
    expect(rows.length).toBeGreaterThan(10);
    const times = rows.map((r) => Date.parse(r.TARIH));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'ACIKLAMA',
          'ALACAK',
          'ALACAK_TL',
          'BA',
          'BELGENO',
          'BORC',
          'BORC_TL',
          'DOVIZ_AD',
          'DOVIZ_KURU',
          'FINANS',
          'FINANS_ISLEM_TURU',
          'ID',
          'TARIH',
          'VADE',
        ].sort(),
      );
    }

    // A ledger row, field by field.
    const invoice = rows.find((r) => r.FINANS_ISLEM_TURU === 'Satış faturası' && r.BELGENO.startsWith('FAT'))!;
    const { rows: db } = await ctx.query(sql`
      select m.id, m.debit::text as debit, m.credit::text as credit, m.currency_code, m.exchange_rate::text as rate,
        m.due_date, m.description, m.date from account_movements m where m.document_no = ${invoice.BELGENO}`);
    const m = db[0]!;
    expect(invoice).toEqual({
      ID: Number(m.id),
      BA: 'B',
      BELGENO: invoice.BELGENO,
      TARIH: new Date(String(m.date)).toISOString(),
      FINANS_ISLEM_TURU: 'Satış faturası',
      BORC: Number(m.debit),
      ALACAK: 0,
      DOVIZ_AD: m.currency_code,
      DOVIZ_KURU: Number(m.rate),
      FINANS: null,
      BORC_TL: round2(new Decimal(String(m.debit)).times(String(m.rate))).toNumber(),
      ALACAK_TL: 0,
      VADE: new Date(String(m.due_date)).toISOString(),
      ACIKLAMA: m.description,
    });

    // A card collection: its ID and FINANS are the payment the receipt link prints.
    const card = rows.find((r) => r.FINANS_ISLEM_TURU === 'Pos kartı ile tahsilat')!;
    const { rows: payment } = await ctx.query(
      sql`select payment_id from account_movements where document_no = ${card.BELGENO}`,
    );
    expect(card.ID).toBe(Number(payment[0]!.payment_id));
    expect(card.FINANS).toBe(card.ID);
    expect(card.BA).toBe('A');

    // Delivery notes move no balance.
    const note = rows.find((r) => r.FINANS_ISLEM_TURU === 'Satış irsaliyesi')!;
    expect(note).toMatchObject({ BORC: 0, ALACAK: 0, BORC_TL: 0, ALACAK_TL: 0, BA: '', FINANS: null });
    expect(note.ACIKLAMA).toMatch(/^Belge tutarı [\d.]+,\d\d TL; bakiyeyi etkilemez\.$/);

    // A foreign-currency movement carries its rate and counts in TL at it.
    const usd = rows.find((r) => r.BELGENO === 'TEST-USD-1')!;
    expect(usd).toMatchObject({ BORC: 123.45, DOVIZ_AD: 'USD', DOVIZ_KURU: 41.8125, BORC_TL: 5161.75, BA: 'B' });
  });

  it('holds only the session dealer’s documents', async () => {
    const rows = await get<MovementRow[]>(dealer2, `/report/genelhareket?begin=${day(-400)}&end=${day()}`);
    expect(rows.length).toBeGreaterThan(0);
    const numbers = `{${rows.map((r) => `"${r.BELGENO}"`).join(',')}}`;
    const { rows: foreign } = await ctx.query(sql`
      select document_no from account_movements m join dealers d on d.id = m.dealer_id
        where d.code <> ${DEMO.dealer2.cariNo} and m.document_no = any(${numbers}::text[])
      union all
      select document_no from delivery_notes n join dealers d on d.id = n.dealer_id
        where d.code <> ${DEMO.dealer2.cariNo} and n.document_no = any(${numbers}::text[])`);
    expect(foreign).toEqual([]);
    expect(rows.some((r) => r.BELGENO === 'TEST-USD-1')).toBe(false);
  });
});

describe('GET /report/hesapekstresi', () => {
  it('opens with Devir, the net of everything before the period, and runs the balance row by row', async () => {
    const begin = day(-120);
    const rows = await get<StatementRow[]>(dealer, `/report/hesapekstresi?begin=${begin}&end=${day()}`);
    const all = await ledger(DEMO.dealer.cariNo);
    const from = startOf(begin);
    const opening = all.filter((m) => m.at < from).reduce((s, m) => s.plus(m.net), new Decimal(0));
    expect(opening.gt(0)).toBe(true);

    const [devir, ...movements] = rows;
    expect(devir).toEqual({
      ID: 0,
      BA: 'B',
      BELGENO: '',
      TARIH: from.toISOString(),
      FINANS_ISLEM_TURU: 'Devir',
      BORC: opening.toNumber(),
      ALACAK: 0,
      DOVIZ_AD: 'TL',
      DOVIZ_KURU: 1,
      FINANS: null,
      BORC_TL: opening.toNumber(),
      ALACAK_TL: 0,
      VADE: null,
      ACIKLAMA: `${begin.split('.').reverse().join('.')} öncesinden devreden bakiye`,
      BAKIYE: opening.toNumber(),
      BAKIYE_BA: 'B',
      DEVIR: true,
    });

    // Oldest first, each with the balance after it, against the sum made here.
    const inPeriod = all.filter((m) => m.at >= from);
    expect(movements.length).toBe(inPeriod.length);
    let balance = opening;
    movements.forEach((r, i) => {
      balance = balance.plus(inPeriod[i]!.net);
      expect(r.DEVIR).toBe(false);
      expect(new Decimal(r.BORC_TL).minus(r.ALACAK_TL).toNumber(), r.BELGENO).toBe(inPeriod[i]!.net.toNumber());
      expect(r.BAKIYE, r.BELGENO).toBe(balance.toNumber());
      expect(r.BAKIYE_BA).toBe(balance.gt(0) ? 'B' : balance.lt(0) ? 'A' : '');
    });
    const times = movements.map((r) => Date.parse(r.TARIH));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Totals: Σ TL debit − Σ TL credit (Devir included) is the closing balance, which is the account page's.
    const debit = rows.reduce((s, r) => s.plus(r.BORC_TL), new Decimal(0));
    const credit = rows.reduce((s, r) => s.plus(r.ALACAK_TL), new Decimal(0));
    expect(debit.minus(credit).toNumber()).toBe(balance.toNumber());
    const info = await get<AccountInfo>(dealer, '/info/me');
    expect(info.bakiye).toBe(balance.toNumber());
    expect(info.bakiyeBA).toBe('B');
  });

  it('counts a foreign-currency movement in TL at its rate, rounded to kuruş', async () => {
    const rows = await get<StatementRow[]>(dealer, `/report/hesapekstresi?begin=${day(-3)}&end=${day()}`);
    const i = rows.findIndex((r) => r.BELGENO === 'TEST-USD-1');
    expect(rows[i]).toMatchObject({
      BORC: 123.45,
      DOVIZ_AD: 'USD',
      DOVIZ_KURU: 41.8125,
      BORC_TL: 5161.75,
      ALACAK_TL: 0,
    });
    expect(new Decimal(rows[i]!.BAKIYE).minus(rows[i - 1]!.BAKIYE).toNumber()).toBe(5161.75);
  });

  it('writes B above 0, A below 0 and no letter at 0,00, per row and for the running balance', async () => {
    const code = demoUser(3).cariNo;
    const c = await signedIn(ctx, demoUser(3));
    // Before any history: Devir is 0,00 without a letter.
    const first = await get<StatementRow[]>(c, `/report/hesapekstresi?begin=${day(-366 * 2)}&end=${day()}`);
    expect(first[0]).toMatchObject({ DEVIR: true, BORC: 0, ALACAK: 0, BA: '', BAKIYE: 0, BAKIYE_BA: '' });

    // Settle the account to the kuruş, then pay one lira more.
    const owed = (await ledger(code)).reduce((s, m) => s.plus(m.net), new Decimal(0));
    expect(owed.gt(0)).toBe(true);
    const at = new Date(Date.now() - 60_000);
    await insertMovement(code, { at, no: 'TEST-SETTLE', credit: owed.toFixed(2) });
    await insertMovement(code, { at: new Date(at.getTime() + 1000), no: 'TEST-EMPTY' });
    await insertMovement(code, { at: new Date(at.getTime() + 2000), no: 'TEST-OVERPAY', credit: '1.00' });
    const rows = await get<StatementRow[]>(c, `/report/hesapekstresi?begin=${day(-1)}&end=${day()}`);
    const by = (no: string) => rows.find((r) => r.BELGENO === no)!;
    expect(by('TEST-SETTLE')).toMatchObject({ BA: 'A', BAKIYE: 0, BAKIYE_BA: '' });
    expect(by('TEST-EMPTY')).toMatchObject({ BA: '', BORC: 0, ALACAK: 0, BAKIYE: 0, BAKIYE_BA: '' });
    expect(by('TEST-OVERPAY')).toMatchObject({ BA: 'A', BAKIYE: -1, BAKIYE_BA: 'A' });
    const info = await get<AccountInfo>(c, '/info/me');
    expect(info).toMatchObject({ bakiye: -1, bakiyeF: '1,00 TL', bakiyeBA: 'A' });
  });

  it('is empty for a period with no movement and nothing carried over', async () => {
    expect(await get<StatementRow[]>(dealer, '/report/hesapekstresi?begin=2001.01.01&end=2001.12.31')).toEqual([]);
  });
});

describe('GET /report/faturalistesi', () => {
  it('lists the invoices of the period, newest first, with every field', async () => {
    const rows = await get<InvoiceListRow[]>(dealer, `/report/faturalistesi?begin=${day(-365)}&end=${day()}`);
    expect(rows.length).toBeGreaterThan(20);
    const times = rows.map((r) => Date.parse(r.FIS_TARIHI));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { rows: db } = await ctx.query(sql`
      select i.id, i.document_no, i.date, i.type, i.due_date, i.subtotal::text as subtotal, i.vat_total::text as vat,
        i.grand_total::text as total, i.currency_code, i.exchange_rate::text as rate
      from invoices i join dealers d on d.id = i.dealer_id
      where d.code = ${DEMO.dealer.cariNo} and i.date >= ${startOf(day(-365)).toISOString()}
      order by i.date desc, i.id desc`);
    expect(rows).toEqual(
      db.map((i) => ({
        Id: Number(i.id),
        BELGENO: i.document_no,
        FIS_TARIHI: new Date(String(i.date)).toISOString(),
        FIS_TURU: i.type,
        VADE: new Date(String(i.due_date)).toISOString(),
        SATIR_TOPLAM: Number(i.subtotal),
        KDV_TOPLAM: Number(i.vat),
        GENELTOPLAM: Number(i.total),
        DOVIZ_AD: i.currency_code,
        DOVIZ_KUR: Number(i.rate),
      })),
    );
    for (const r of rows) expect(new Decimal(r.SATIR_TOPLAM).plus(r.KDV_TOPLAM).toNumber()).toBe(r.GENELTOPLAM);
  });

  it('shows the second dealer only their own invoices', async () => {
    const rows = await get<InvoiceListRow[]>(dealer2, `/report/faturalistesi?begin=${day(-400)}&end=${day()}`);
    expect(rows.length).toBeGreaterThan(0);
    const { rows: foreign } = await ctx.query(sql`
      select count(*)::int as n from invoices i join dealers d on d.id = i.dealer_id
      where d.code <> ${DEMO.dealer2.cariNo} and i.id = any(${`{${rows.map((r) => r.Id).join(',')}}`}::int[])`);
    expect(foreign[0]!.n).toBe(0);
  });
});

describe('reports to a browser', () => {
  it('go gzipped when the client takes gzip, the same JSON as plain, and plain to a client that does not', async () => {
    const range = `begin=${day(-365)}&end=${day()}`;
    for (const type of ['hesapekstresi', 'genelhareket', 'faturalistesi', 'siparislistesi']) {
      const url = `/report/${type}?${range}`;
      const plain = await dealer.get(url);
      expect(plain.headers['content-encoding'], type).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      const gz = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: dealer.cookie!, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-encoding'], type).toBe('gzip');
      expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
      expect(gunzipSync(gz.rawPayload).toString('utf8'), type).toBe(plain.body);
      expect((plain.json() as unknown[]).length, type).toBeGreaterThan(0);
    }
  });
});

describe('report periods', () => {
  it('include both days, from 00:00 of the first to the last instant of the last, in Türkiye', async () => {
    const code = demoUser(4).cariNo;
    const c = await signedIn(ctx, demoUser(4));
    const d = day(-10);
    const start = startOf(d);
    const last = new Date(start.getTime() + 86_400_000 - 1);
    await insertMovement(code, { at: start, no: 'TEST-EDGE-FIRST', debit: '10' });
    await insertMovement(code, { at: last, no: 'TEST-EDGE-LAST', debit: '20' });
    await ctx.query(sql`
      insert into invoices (dealer_id, document_no, date, currency_code, subtotal, vat_total, grand_total)
      values (${await dealerId(code)}, 'TEST-EDGE-INV', ${last.toISOString()}, 'TL', '10', '2', '12')`);
    const edges = (rows: { BELGENO: string }[]) =>
      rows
        .map((r) => r.BELGENO)
        .filter((n) => n.startsWith('TEST-EDGE'))
        .sort();
    const ask = async (type: string, begin: string, end: string) =>
      edges(await get<{ BELGENO: string }[]>(c, `/report/${type}?begin=${begin}&end=${end}`));

    expect(await ask('genelhareket', d, d)).toEqual(['TEST-EDGE-FIRST', 'TEST-EDGE-LAST']);
    expect(await ask('hesapekstresi', d, d)).toEqual(['TEST-EDGE-FIRST', 'TEST-EDGE-LAST']);
    expect(await ask('faturalistesi', d, d)).toEqual(['TEST-EDGE-INV']);
    for (const type of ['genelhareket', 'hesapekstresi', 'faturalistesi']) {
      expect(await ask(type, day(-9), day())).toEqual([]);
      expect(await ask(type, day(-20), day(-11))).toEqual([]);
    }
    // The day after: both count in Devir. Its opening balance is the day's closing one, which moved from the
    // day's own Devir by the day's rows: the two edges, and whatever the demo data booked that day.
    const after = await get<StatementRow[]>(c, `/report/hesapekstresi?begin=${day(-9)}&end=${day(-9)}`);
    const before = await get<StatementRow[]>(c, `/report/hesapekstresi?begin=${d}&end=${d}`);
    expect(after[0]!.BAKIYE).toBe(before.at(-1)!.BAKIYE);
    const dayNet = before
      .slice(1)
      .reduce((net, r) => net.plus(r.BORC_TL).minus(r.ALACAK_TL), new Decimal(0))
      .toNumber();
    expect(new Decimal(after[0]!.BAKIYE).minus(before[0]!.BAKIYE).toNumber()).toBe(dayNet);
  });

  it('default to the last month when no date is given (the order list and links rely on it)', async () => {
    const rows = await get<StatementRow[]>(dealer, '/report/hesapekstresi');
    const month = await get<StatementRow[]>(dealer, `/report/hesapekstresi?end=${day()}`);
    expect(rows).toEqual(month);
    const begin = startOf(dayOf(rows[0]!.TARIH)).getTime();
    expect(Date.now() - begin).toBeGreaterThan(27 * 86_400_000);
    expect(Date.now() - begin).toBeLessThan(32 * 86_400_000);
  });

  it('refuse bad dates, a reversed range and more than five years with a Turkish 400', async () => {
    for (const type of ['genelhareket', 'hesapekstresi', 'faturalistesi', 'siparislistesi']) {
      for (const query of [
        '?begin=2026-11-01',
        '?end=2026.13.01',
        '?begin=2026.02.30',
        '?begin=bugün',
        '?begin=',
        `?begin=${day(1)}&end=${day()}`,
        '?begin=2015.01.01&end=2020.01.02',
      ]) {
        const res = await dealer.get(`/report/${type}${query}`);
        expect(res.statusCode, `${type}${query}`).toBe(400);
        expect(res.json().errorMessage, query).toMatch(/tarih/i);
      }
      expect((await dealer.get(`/report/${type}?begin=2015.01.02&end=2020.01.02`)).statusCode).toBe(200);
    }
  });

  it('unknown types answer 404 in Turkish; visitors 401', async () => {
    for (const url of [
      '/report/bilinmeyen',
      '/report/bilinmeyen/excel',
      '/report/bilinmeyen/pdf',
      '/report/HESAPEKSTRESI',
    ]) {
      const res = await dealer.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ hasError: true, errorMessage: 'Rapor bulunamadı.' });
    }
    const visitor = client(ctx, undefined);
    for (const type of ['genelhareket', 'hesapekstresi', 'siparislistesi', 'faturalistesi', 'bilinmeyen']) {
      for (const url of [`/report/${type}`, `/report/${type}/excel`, `/report/${type}/pdf`]) {
        expect((await visitor.get(url)).statusCode, url).toBe(401);
      }
    }
  });
});
