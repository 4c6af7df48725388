import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminRates, ApplicationResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, signedIn, staffSignedIn, type Client } from '../../test/orders';
import { createExchangeRatesRepository } from './repository';
import { createExchangeRatesService } from './service';
import { fetchDue } from './schedule';
import { parseTcmbXml, TcmbFormatError } from './tcmb';

/**
 * TCMB exchange rates: the Central Bank's daily file, served here by a local HTTP server from saved
 * files (a normal day, a holiday without a file, a malformed file), read into exact per-unit rates, kept as
 * history; a failure keeps the last rates; staff may set a rate by hand, audited, which the file leaves alone.
 */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

let ctx: TestContext;
let admin: Client;
let server: http.Server;
let base = '';
/** What the local "TCMB" answers next: a file's text, or a status. */
let answer: { status: number; body: string } = { status: 404, body: '' };
/** The day after the demo's newest rate: the files are dated to it, so they are the newest rates. */
let day = '';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  const { rows } = await ctx.query(sql`select (max(rate_date) + 1)::text as d from exchange_rates`);
  day = String(rows[0]!.d);
  server = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/xml; charset=utf-8' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}/kurlar/today.xml`;
});
afterAll(async () => {
  server.close();
  await ctx.close();
});

/** The saved file, dated `day` (TCMB writes the date as mm/dd/yyyy). */
const normalDay = () => {
  const [y, m, d] = day.split('-');
  return fixture('today-2026-11-26.xml').replace('Date="11/26/2026"', `Date="${m}/${d}/${y}"`);
};

/** The service as the loop runs it, on this test's database, at 16:00 in Türkiye on `day`. */
const service = () =>
  createExchangeRatesService(createExchangeRatesRepository(ctx.database.db), {
    url: base,
    now: () => new Date(`${day}T13:00:00Z`),
    retryMs: 3_600_000,
    invalidate: () => {},
  });

const topBar = async () => ((await client(ctx, undefined).get('/application/')).json() as ApplicationResponse).dovizs;

describe('the TCMB file', () => {
  it('is read as exact per-unit rates: JPY per 100 yen, lines without forex figures left out', () => {
    const bulletin = parseTcmbXml(fixture('today-2026-11-26.xml'));
    expect(bulletin.date).toBe('2026-11-26');
    expect(bulletin.rates).toEqual([
      { code: 'USD', buy: '41.8123', sell: '41.8877' },
      { code: 'AUD', buy: '27.0911', sell: '27.2678' },
      { code: 'EUR', buy: '48.5702', sell: '48.6577' },
      { code: 'GBP', buy: '55.125', sell: '55.4124' },
      { code: 'JPY', buy: '0.267712', sell: '0.269484' },
    ]);
    expect(() => parseTcmbXml(fixture('malformed.xml'))).toThrow(TcmbFormatError);
    expect(() => parseTcmbXml('<html>Bakım çalışması</html>')).toThrow('Tarih_Date');
  });

  it('is due on business days from 15:30 in Türkiye, once a day, and again an hour after a miss', () => {
    const hour = 3_600_000;
    // 2026-11-26 is a Thursday; Türkiye is UTC+3.
    expect(fetchDue(new Date('2026-11-26T12:29:00Z'), '2026-11-25', null, hour)).toBe(false);
    expect(fetchDue(new Date('2026-11-26T12:30:00Z'), '2026-11-25', null, hour)).toBe(true);
    expect(fetchDue(new Date('2026-11-26T15:00:00Z'), '2026-11-26', null, hour)).toBe(false);
    expect(fetchDue(new Date('2026-11-26T13:00:00Z'), '2026-11-25', new Date('2026-11-26T12:40:00Z'), hour)).toBe(
      false,
    );
    expect(fetchDue(new Date('2026-11-26T13:45:00Z'), '2026-11-25', new Date('2026-11-26T12:40:00Z'), hour)).toBe(true);
    // Saturday 28 November, Sunday 29 November.
    expect(fetchDue(new Date('2026-11-28T14:00:00Z'), '2026-11-27', null, hour)).toBe(false);
    expect(fetchDue(new Date('2026-11-29T14:00:00Z'), '2026-11-27', null, hour)).toBe(false);
  });

  it("stores the day's rates of the distributor's currencies; the top bar uses the new selling rate", async () => {
    answer = { status: 200, body: normalDay() };
    const result = await service().fetchNow();
    expect(result).toMatchObject({ outcome: 'ok', rateDate: day });
    const { rows } = await ctx.query(sql`select currency_code, buy::text, sell::text, source from exchange_rates
      where rate_date = ${day} order by currency_code`);
    expect(rows).toEqual([
      { currency_code: 'EUR', buy: '48.570200', sell: '48.657700', source: 'tcmb' },
      { currency_code: 'USD', buy: '41.812300', sell: '41.887700', source: 'tcmb' },
    ]);
    expect(await topBar()).toEqual(
      expect.arrayContaining([expect.objectContaining({ kod: 'USD', satis: 41.8877, tarih: day })]),
    );
    // The history stays: the days before are still there.
    const older = await ctx.query(sql`select count(*)::int as n from exchange_rates where rate_date < ${day}`);
    expect(Number(older.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('a holiday (no file) and a malformed file keep the last rates and say why', async () => {
    const before = await topBar();
    answer = { status: 404, body: '' };
    expect(await service().fetchNow()).toMatchObject({ outcome: 'no-file' });
    answer = { status: 200, body: fixture('malformed.xml') };
    const broken = await service().fetchNow();
    expect(broken.outcome).toBe('failed');
    expect(broken.message).toMatch(/^Kur dosyası okunamadı/);
    answer = { status: 200, body: normalDay().replace('<ForexBuying>41.8123<', '<ForexBuying>41,8123<') };
    expect((await service().fetchNow()).message).toMatch(/USD satırı geçersiz/);
    expect(await topBar()).toEqual(before);
    const overview = (await admin.get('/admin/rates')).json() as AdminRates;
    expect(overview.lastFetch).toMatchObject({ outcome: 'failed' });
    expect(overview.rates.find((r) => r.code === 'USD')).toMatchObject({ date: day, source: 'tcmb' });
  });

  it('an admin sets a rate by hand, audited; the same day’s file then leaves it', async () => {
    // Today's rates are the newest again (the file above was dated a day ahead).
    await ctx.query(sql`delete from exchange_rates where rate_date = ${day}`);
    const bad = await admin.put('/admin/rates/USD', { buy: '42,5', sell: '42.1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ sell: 'Satış kuru alış kurundan küçük olamaz.' });
    expect((await admin.put('/admin/rates/XYZ', { buy: '1', sell: '1' })).statusCode).toBe(404);
    const res = await admin.put('/admin/rates/USD', { buy: '42,5', sell: '42.6' });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.query(sql`select user_name, summary from audit_log where action = 'rate.set'`);
    expect(rows).toEqual([
      {
        user_name: 'Sistem Yöneticisi',
        summary: expect.stringMatching(/^USD kuru elle girildi: alış 42\.5, satış 42\.6/),
      },
    ]);
    const usd = (await topBar()).find((r) => r.kod === 'USD')!;
    expect(usd.satis).toBe(42.6);
    // Today's manual rate (real today) stands: a file read afterwards does not overwrite a manual day.
    const manual = await ctx.query(sql`select rate_date::text as d from exchange_rates where source = 'manual'`);
    const manualDay = String(manual.rows[0]!.d);
    const [y, m, d] = manualDay.split('-');
    answer = {
      status: 200,
      body: fixture('today-2026-11-26.xml').replace('Date="11/26/2026"', `Date="${m}/${d}/${y}"`),
    };
    await service().fetchNow();
    const after = await ctx.query(sql`select sell::text as sell, source from exchange_rates
      where currency_code = 'USD' and rate_date = ${manualDay}`);
    expect(after.rows).toEqual([{ sell: '42.600000', source: 'manual' }]);
  });

  it('only admins read and set rates', async () => {
    const editor = await staffSignedIn(ctx, 'kur-editor', 'editor');
    const dealer = await signedIn(ctx, DEMO.dealer);
    for (const c of [editor, dealer]) {
      expect((await c.get('/admin/rates')).statusCode).toBe(403);
      expect((await c.put('/admin/rates/USD', { buy: '1', sell: '1' })).statusCode).toBe(403);
    }
  });
});
