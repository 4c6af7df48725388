import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderListResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import {
  client,
  demoUser,
  inStockProducts,
  placedOrder,
  signedIn,
  staffSignedIn,
  type Client,
} from '../../test/orders';
import { plasiyerOfFirstDealer } from '../../test/staff';

/**
 * The back office's orders: admins and sales representatives list, read and move orders;
 * a representative sees only the dealers assigned to them; editors and dealers are refused; every move
 * is audited and seen by the dealer.
 */
let ctx: TestContext;
let admin: Client;
let editor: Client;
let plasiyer: Client;
let dealer: Client;
let mine: number; // dealer 1's order: the representative's dealer
let other: number; // dealer 2's order: another representative's

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  dealer = await signedIn(ctx, demoUser(1));
  const dealer2 = await signedIn(ctx, demoUser(2));
  const products = await inStockProducts(ctx, 2);
  mine = (await placedOrder(dealer, products)).siparisId;
  other = (await placedOrder(dealer2, products)).siparisId;
  // Dealer 1 gets a representative of its own; dealer 2 another one.
  plasiyer = await plasiyerOfFirstDealer(ctx, 'plasiyer1');
  editor = await staffSignedIn(ctx, 'editor1', 'editor', 'Test editor');
});
afterAll(() => ctx.close());

const list = async (c: Client, query = '') => {
  const res = await c.get(`/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrderListResponse;
};

describe('back office orders', () => {
  it('lists placed orders newest first with dealer, stage and totals, 50 to a page', async () => {
    const page = await list(admin);
    expect(page.pageSize).toBe(50);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const ids = page.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mine, other]));
    expect(ids.indexOf(other)).toBeLessThan(ids.indexOf(mine));
    const row = page.rows.find((r) => r.id === mine)!;
    expect(row).toMatchObject({ stage: 'received', dealer: { code: '120.01.001' }, lineCount: 2 });
    expect(row.totals[0]!.grandTotal).toMatch(/^\d+\.\d{2}$/);
    // A basket is never listed.
    const { rows } = await ctx.query(sql`select id from orders where status = 'basket'`);
    for (const b of rows) expect(ids).not.toContain(Number(b.id));
  });

  it('filters by stage, dealer, document number and Turkish calendar days; the count matches', async () => {
    const document_no = String(
      (await ctx.query(sql`select document_no from orders where id = ${mine}`)).rows[0]!.document_no,
    );
    const byDoc = await list(admin, `?documentNo=${encodeURIComponent(document_no)}`);
    expect(byDoc.rows.map((r) => r.id)).toEqual([mine]);
    expect(byDoc.total).toBe(1);
    // The start of the number finds it too, in either case.
    const prefix = await list(admin, `?documentNo=${encodeURIComponent(document_no.slice(0, -1).toLowerCase())}`);
    expect(prefix.rows.map((r) => r.id)).toContain(mine);
    const byDealer = await list(admin, `?dealer=120.01.002`);
    expect(byDealer.rows.every((r) => r.dealer.code === '120.01.002')).toBe(true);
    expect(byDealer.rows.map((r) => r.id)).toContain(other);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(admin, `?from=${today}&to=${today}`)).rows.map((r) => r.id)).toContain(mine);
    expect((await list(admin, `?to=2001-01-01`)).total).toBe(0);
    expect((await list(admin, `?stage=shipped&documentNo=${encodeURIComponent(document_no)}`)).total).toBe(0);
  });

  it('refuses bad filters with Turkish messages naming the field', async () => {
    for (const [query, field] of [
      ['?stage=bitti', 'stage'],
      ['?from=2026-02-30', 'from'],
      ['?from=26.11.2026', 'from'],
      ['?from=2026-11-20&to=2026-11-01', 'to'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      [`?dealer=${'x'.repeat(101)}`, 'dealer'],
    ] as const) {
      const res = await admin.get(`/admin/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { hasError: boolean; errorMessage: string; errors: Record<string, string> };
      expect(body.hasError).toBe(true);
      expect(Object.keys(body.errors), query).toContain(field);
      expect(body.errorMessage).not.toMatch(/invalid|expected|required/i);
    }
  });

  it('gives an order with lines, delivery and payment; unknown orders and baskets are 404', async () => {
    const res = await admin.get(`/admin/orders/${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as AdminOrderDetail;
    expect(order.lines).toHaveLength(2);
    expect(order.lines[0]!.unitPrice).toMatch(/^\d+\.\d+$/);
    expect(order.nextStages).toEqual(['approved', 'cancelled']);
    expect(order.placedBy).toBeTruthy();
    expect((await admin.get('/admin/orders/999999')).statusCode).toBe(404);
    const [basket] = (await ctx.query(sql`select id from orders where status = 'basket' limit 1`)).rows;
    if (basket) expect((await admin.get(`/admin/orders/${Number(basket.id)}`)).statusCode).toBe(404);
  });

  it('moves an order one stage at a time with a reason, audited, and a second click changes nothing', async () => {
    const approve = await admin.post(`/admin/orders/${mine}/stage`, {
      stage: 'approved',
      reason: 'Stok kontrol edildi',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const order = approve.json() as AdminOrderDetail;
    expect(order.stage).toBe('approved');
    expect(order.nextStages).toEqual(['preparing', 'cancelled']);
    expect(order.history).toEqual([
      expect.objectContaining({
        from: 'received',
        to: 'approved',
        reason: 'Stok kontrol edildi',
        by: 'Sistem Yöneticisi',
      }),
    ]);
    // The same click again: the order is no longer 'received', so approving is not a next stage.
    const again = await admin.post(`/admin/orders/${mine}/stage`, { stage: 'approved', reason: 'Stok kontrol edildi' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.stage).toContain('Onaylandı');
    // Skipping a stage is refused; shipping needs preparing first.
    expect(
      (await admin.post(`/admin/orders/${mine}/stage`, { stage: 'shipped', reason: 'Kargoya verildi' })).statusCode,
    ).toBe(400);
    const { rows } = await ctx.query(
      sql`select user_name, action, before, after, summary from audit_log where entity = 'order' and entity_id = ${String(mine)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'order.stage',
      before: { stage: 'received' },
      after: { stage: 'approved' },
    });
    expect(String(rows[0]!.summary)).toContain('Alındı → Onaylandı');
  });

  it('refuses a move without a reason, or to an unknown stage, naming the field; nothing is written', async () => {
    for (const [body, field] of [
      [{ stage: 'preparing' }, 'reason'],
      [{ stage: 'preparing', reason: ' a ' }, 'reason'],
      [{ stage: 'preparing', reason: 'x'.repeat(501) }, 'reason'],
      [{ stage: 'bitti', reason: 'Olmaz' }, 'stage'],
      [{ stage: 5, reason: 'Olmaz' }, 'stage'],
    ] as const) {
      const res = await admin.post(`/admin/orders/${mine}/stage`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const stage = (await ctx.query(sql`select stage from orders where id = ${mine}`)).rows[0]!.stage;
    expect(stage).toBe('approved');
  });

  it('cancelling takes the order out of the open account and is final', async () => {
    const res = await admin.post(`/admin/orders/${other}/stage`, { stage: 'cancelled', reason: 'Bayi vazgeçti' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminOrderDetail).nextStages).toEqual([]);
    const [row] = (await ctx.query(sql`select status, stage from orders where id = ${other}`)).rows;
    expect(row).toMatchObject({ status: 'cancelled', stage: 'cancelled' });
    expect(
      (await admin.post(`/admin/orders/${other}/stage`, { stage: 'approved', reason: 'Geri al' })).statusCode,
    ).toBe(400);
  });

  it('shows a sales representative only their own dealers’ orders: another dealer’s order is 404 and cannot be moved', async () => {
    const page = await list(plasiyer);
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.dealer.code === '120.01.001')).toBe(true);
    expect((await plasiyer.get(`/admin/orders/${mine}`)).statusCode).toBe(200);
    expect((await plasiyer.get(`/admin/orders/${other}`)).statusCode).toBe(404);
    const move = await plasiyer.post(`/admin/orders/${other}/stage`, { stage: 'approved', reason: 'Deneme' });
    expect(move.statusCode).toBe(404);
    // Asking for the other dealer by name finds nothing either.
    expect((await list(plasiyer, '?dealer=120.01.002')).total).toBe(0);
  });

  it('a kept page is current at the next request after any writer changes what it shows', async () => {
    const before = await list(admin);
    expect((await list(admin)).rows).toEqual(before.rows);
    const { rows: kept } = await ctx.query(sql`select o.stage, d.representative_id from orders o
      join dealers d on d.id = o.dealer_id where o.id = ${mine}`);
    // A dealer renamed outside the application (an ERP script): the list shows the new name at once.
    await ctx.query(sql`update dealers set name = name || ' (yeni)' where code = '120.01.001'`);
    const renamed = await list(admin);
    expect(renamed.rows.find((r) => r.id === mine)!.dealer.name).toMatch(/ \(yeni\)$/);
    // A stage written straight into the table, and an order placed meanwhile: both seen, the count too.
    await ctx.query(sql`update orders set stage = 'preparing' where id = ${mine}`);
    const placed = (await placedOrder(dealer, await inStockProducts(ctx, 1))).siparisId;
    const after = await list(admin);
    expect(after.total).toBe(before.total + 1);
    expect(after.rows[0]!.id).toBe(placed);
    expect(after.rows.find((r) => r.id === mine)!.stage).toBe('preparing');
    // A line of a placed order changed by another writer: the row's total follows.
    const total = (r: AdminOrderListResponse) => r.rows.find((x) => x.id === mine)!.totals[0]!.grandTotal;
    const was = total(after);
    await ctx.query(sql`update order_lines set quantity = quantity + 1
      where id = (select min(id) from order_lines where order_id = ${mine})`);
    expect(total(await list(admin))).not.toBe(was);
    await ctx.query(sql`update order_lines set quantity = quantity - 1
      where id = (select min(id) from order_lines where order_id = ${mine})`);
    expect(total(await list(admin))).toBe(was);
    // A representative moved to another dealer no longer sees the first one's orders.
    const { rows } = await ctx.query(sql`select representative_id from dealers where code = '120.01.002'`);
    await ctx.query(
      sql`update dealers set representative_id = ${rows[0]!.representative_id} where code = '120.01.001'`,
    );
    expect((await list(plasiyer)).total).toBe(0);
    // The other tests go on with the order and the dealer as they were.
    await ctx.query(sql`update orders set stage = ${kept[0]!.stage} where id = ${mine}`);
    await ctx.query(sql`update dealers set name = regexp_replace(name, ' \(yeni\)$', ''),
      representative_id = ${kept[0]!.representative_id} where code = '120.01.001'`);
  });

  it('refuses editors and dealers (403) and visitors (401)', async () => {
    for (const url of ['/admin/orders', `/admin/orders/${mine}`]) {
      expect((await editor.get(url)).statusCode, url).toBe(403);
      expect((await dealer.get(url)).statusCode, url).toBe(403);
      expect((await client(ctx, undefined).get(url)).statusCode, url).toBe(401);
    }
    expect(
      (await editor.post(`/admin/orders/${mine}/stage`, { stage: 'preparing', reason: 'Deneme' })).statusCode,
    ).toBe(403);
  });

  it('exports the orders the filters find as Excel: Turkish headers, the stage, real numbers; a representative only theirs', async () => {
    const sheetOf = async (c: Client, query: string) => {
      const res = await c.get(`/admin/orders/excel${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml\.sheet/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="siparisler-/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: ExcelJS.CellValue[][] = [];
      wb.worksheets[0]!.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
      return rows;
    };
    const rows = await sheetOf(admin, '?dealer=120.01.001');
    const header = rows.findIndex((r) => r[0] === 'BELGE NO');
    expect(rows[header]).toEqual([
      'BELGE NO',
      'SİPARİŞ TARİHİ',
      'CARİ NO',
      'BAYİ',
      'DURUM',
      'ÖDEME',
      'SATIR',
      'TOPLAM',
      'KDV',
      'GENEL TOPLAM',
      'DÖVİZ',
    ]);
    const data = rows.slice(header + 1).filter((r) => typeof r[9] === 'number');
    const listed = await list(admin, '?dealer=120.01.001');
    expect(data.length).toBeGreaterThanOrEqual(listed.total);
    expect(data.every((r) => r[2] === '120.01.001')).toBe(true);
    const document_no = String(
      (await ctx.query(sql`select document_no from orders where id = ${mine}`)).rows[0]!.document_no,
    );
    const mineRow = data.find((r) => r[0] === document_no)!;
    expect(mineRow[4]).toBe('Onaylandı');
    expect(mineRow[1]).toBeInstanceOf(Date);
    const detail = (await admin.get(`/admin/orders/${mine}`)).json() as AdminOrderDetail;
    expect(mineRow[9]).toBe(Number(detail.totals[0]!.grandTotal));
    // A representative's file holds their dealers only.
    const theirs = await sheetOf(plasiyer, '');
    expect(theirs.filter((r) => typeof r[9] === 'number').every((r) => r[2] === '120.01.001')).toBe(true);
    // Bad filters are the list's Turkish 400.
    expect((await admin.get('/admin/orders/excel?from=2026-13-01')).statusCode).toBe(400);
  });
});
