import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { basketMessages, STOCK_EXCEEDED_CLASS, type BasketResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import {
  amountOf,
  basketOf,
  client,
  demoUser,
  fill,
  inStockProducts,
  listPricedProducts,
  place,
  signedIn,
  type Client,
} from '../../test/orders';

let ctx: TestContext;
let dealer: Client;
let dealer2: Client;
let visitor: Client;
let products: number[];
/** In stock and without an agreement price for the first dealer: list price, dealer discount. */
let listPriced: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signedIn(ctx, DEMO.dealer);
  dealer2 = await signedIn(ctx, DEMO.dealer2);
  visitor = client(ctx, undefined);
  products = await inStockProducts(ctx, 220, 5);
  listPriced = await listPricedProducts(ctx, DEMO.dealer.cariNo, 3);
});
afterAll(() => ctx.close());

const stockOf = async (productId: number) =>
  new Decimal(
    String((await ctx.query(sql`select stock_qty from products where id = ${productId}`)).rows[0]!.stock_qty),
  );

describe('GET /basket/', () => {
  it('answers an empty basket for a dealer who has none', async () => {
    const fresh = await signedIn(ctx, demoUser(5));
    const res = await fresh.get('/basket/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 0, products: [], sums: [], showIskonto: false, hideOrderButton: false });
  });

  it('refuses visitors and staff with 401', async () => {
    expect((await visitor.get('/basket/')).statusCode).toBe(401);
    const admin = await signedIn(ctx, DEMO.admin);
    expect((await admin.get('/basket/')).statusCode).toBe(401);
  });

  it('shows the lines in the order they were added, with money, stock and image', async () => {
    const ids = [listPriced[2]!, listPriced[0]!, listPriced[1]!];
    for (const id of ids) await dealer.post(`/basket/add/${id}?amount=2`);
    const basket = await basketOf(dealer);
    expect(basket.id).toBeGreaterThan(0);
    expect(basket.products.map((p) => p.stokId)).toEqual(ids);
    expect(basket.hideOrderButton).toBe(false);

    const { rows } = await ctx.query(sql`
      select l.id, l.quantity, l.unit_price, l.discount_rate, l.vat_rate, l.currency_code, p.code, p.name, p.stock_qty,
        (select file_name from product_images i where i.product_id = p.id order by sort, id limit 1) as image
      from order_lines l join products p on p.id = l.product_id where l.order_id = ${basket.id} order by l.id`);
    for (const [i, line] of basket.products.entries()) {
      const row = rows[i]!;
      const unit = new Decimal(String(row.unit_price));
      const netUnit = unit
        .times(new Decimal(100).minus(String(row.discount_rate)))
        .div(100)
        .toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
      const tutar = netUnit.times(2).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const cur = String(row.currency_code);
      expect(line).toMatchObject({
        id: row.id,
        rowId: row.id,
        ad: row.name,
        kod: row.code,
        miktar: 2,
        miktarF: '2',
        iskontoOrani: Number(row.discount_rate),
        stokMiktarUygun: true,
        stokMiktarUygunClass: '',
        StokMiktar: new Decimal(String(row.stock_qty)).floor().toNumber(),
      });
      expect(amountOf(line.tutarF)).toBe(tutar.toFixed(2));
      expect(line.tutarF.endsWith(` ${cur}`)).toBe(true);
      expect(line.birimFiyatF).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} (TL|USD|EUR)$/);
      expect(line.image).toEqual(
        row.image ? { smallUrl: `/image/show/?fileName=${encodeURIComponent(String(row.image))}&size=1` } : null,
      );
    }
    // The demo dealer has a 10 % discount: the basket shows the discount column.
    expect(basket.showIskonto).toBe(true);
    expect(basket.products.every((p) => amountOf(p.iskontoTutarKdvDahilF) !== '0.00')).toBe(true);
  });

  it('totals per currency are the sums of the rounded lines', async () => {
    const basket = await basketOf(dealer);
    for (const sum of basket.sums) {
      const own = basket.products.filter((p) => p.tutarF.endsWith(` ${sum.paraBirimi}`));
      const satir = own.reduce((s, p) => s.plus(amountOf(p.tutarF)), new Decimal(0));
      expect(amountOf(sum.satirToplamWCF)).toBe(satir.toFixed(2));
      expect(new Decimal(amountOf(sum.satirToplamWCF)).plus(amountOf(sum.kdvToplamWCF)).toFixed(2)).toBe(
        amountOf(sum.genelToplamWCF),
      );
    }
  });

  it('reads a basket of 200 lines with as many statements as a basket of one', async () => {
    const big = await signedIn(ctx, demoUser(6));
    const execute = vi.spyOn(ctx.database.db, 'execute');
    await fill(big, products.slice(0, 1));
    execute.mockClear();
    await basketOf(big);
    const forOne = execute.mock.calls.length;
    await fill(big, products.slice(1, 200));
    execute.mockClear();
    const basket = await basketOf(big);
    expect(basket.products).toHaveLength(200);
    expect(execute.mock.calls.length).toBe(forOne);
    execute.mockRestore();
  });
});

describe('POST /basket/updatebasket/', () => {
  let basket: BasketResponse;
  beforeAll(async () => {
    basket = await basketOf(dealer);
  });
  const update = (c: Client, body: unknown) => c.post('/basket/updatebasket/', body);
  const line = () => basket.products[0]!;
  const valid = () => ({ productId: line().stokId, rowId: line().rowId, siparisId: basket.id, adet: 3 });

  it('sets the quantity and answers the fresh basket', async () => {
    const res = await update(dealer, { ...valid(), adet: 4 });
    expect(res.statusCode).toBe(200);
    const after = res.json() as BasketResponse;
    expect(after.products.find((p) => p.rowId === line().rowId)).toMatchObject({ miktar: 4, miktarF: '4' });
    expect(after.products.map((p) => p.rowId)).toEqual(basket.products.map((p) => p.rowId));
  });

  it('keeps a quantity above the stock and then warns and hides the order button', async () => {
    const stock = await stockOf(line().stokId);
    const over = stock.floor().plus(1).toNumber();
    const res = await update(dealer, { ...valid(), adet: over });
    expect(res.statusCode).toBe(200);
    const after = res.json() as BasketResponse;
    expect(after.products.find((p) => p.rowId === line().rowId)).toMatchObject({
      miktar: over,
      stokMiktarUygun: false,
      stokMiktarUygunClass: STOCK_EXCEEDED_CLASS,
      StokMiktar: stock.floor().toNumber(),
    });
    expect(after.hideOrderButton).toBe(true);
    // Back within stock, ordering is possible again.
    expect(((await update(dealer, valid())).json() as BasketResponse).hideOrderButton).toBe(false);
  });

  it('refuses quantities below 1 and malformed bodies with 400 in Turkish', async () => {
    for (const body of [
      { ...valid(), adet: 0 },
      { ...valid(), adet: -2 },
      { ...valid(), adet: 1.5 },
      { ...valid(), adet: 'çok' },
      { ...valid(), siparisId: undefined },
      { ...valid(), rowId: 'x' },
      { productId: line().stokId },
      [],
      'metin',
    ]) {
      const res = await update(dealer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(typeof body === 'string' ? 415 : 400);
      expect(res.json().hasError).toBe(true);
    }
    expect((await update(dealer, { ...valid(), adet: 0 })).json().errorMessage).toBe('Adet en az 1 olmalı.');
    expect((await update(dealer, [])).json().errorMessage).toBe('İstek gövdesi bir JSON nesnesi olmalı.');
  });

  it('answers 404 for an order, row or product that is not this basket’s', async () => {
    const cases: [object, string][] = [
      [{ ...valid(), siparisId: 99999999 }, basketMessages.orderNotFound],
      [{ ...valid(), rowId: 99999999 }, 'Sepet satırı bulunamadı.'],
      [{ ...valid(), productId: basket.products[1]!.stokId }, 'Sepet satırı bulunamadı.'],
    ];
    for (const [body, message] of cases) {
      const res = await update(dealer, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().errorMessage).toBe(message);
    }
  });

  it('the second dealer cannot touch the first dealer’s basket', async () => {
    const res = await update(dealer2, { ...valid(), adet: 9 });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe(basketMessages.orderNotFound);
    // A colleague at the same dealer has a basket of their own, too.
    const colleague = await signedIn(ctx, demoUser(1, 'muhasebe'));
    expect((await update(colleague, { ...valid(), adet: 9 })).statusCode).toBe(404);
    expect((await basketOf(dealer)).products[0]!.miktar).toBe(3);
  });

  it('refuses visitors with 401', async () => {
    expect((await update(visitor, valid())).statusCode).toBe(401);
  });
});

describe('DELETE /basket/removeProduct/{rowId}', () => {
  it('removes a line, and removing it again is a harmless no-op', async () => {
    const before = await basketOf(dealer);
    const gone = before.products[1]!;
    const url = `/basket/removeProduct/${gone.rowId}?siparisId=${before.id}`;
    const res = await dealer.delete(url);
    expect(res.statusCode).toBe(200);
    const after = res.json() as BasketResponse;
    expect(after.products.map((p) => p.rowId)).toEqual(
      before.products.filter((p) => p.rowId !== gone.rowId).map((p) => p.rowId),
    );
    const again = await dealer.delete(url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(after);
  });

  it('emptying line by line leaves an empty basket', async () => {
    const c = await signedIn(ctx, demoUser(7));
    const basket = await fill(c, products.slice(0, 3));
    let last: BasketResponse | undefined;
    for (const p of basket.products) {
      last = (await c.delete(`/basket/removeProduct/${p.rowId}?siparisId=${basket.id}`)).json() as BasketResponse;
    }
    expect(last).toEqual({ id: basket.id, products: [], sums: [], showIskonto: false, hideOrderButton: false });
  });

  it('answers 404 for another dealer’s or an unknown order, 400 for malformed ids, 401 for visitors', async () => {
    const basket = await basketOf(dealer);
    const rowId = basket.products[0]!.rowId;
    const foreign = await dealer2.delete(`/basket/removeProduct/${rowId}?siparisId=${basket.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(basketMessages.orderNotFound);
    expect((await dealer.delete(`/basket/removeProduct/${rowId}?siparisId=99999999`)).statusCode).toBe(404);
    expect((await basketOf(dealer)).products[0]!.rowId).toBe(rowId);
    for (const url of [
      `/basket/removeProduct/abc?siparisId=${basket.id}`,
      `/basket/removeProduct/${rowId}`,
      `/basket/removeProduct/${rowId}?siparisId=x`,
      `/basket/removeProduct/0?siparisId=${basket.id}`,
    ]) {
      const res = await dealer.delete(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().hasError).toBe(true);
    }
    expect((await visitor.delete(`/basket/removeProduct/${rowId}?siparisId=${basket.id}`)).statusCode).toBe(401);
  });

  it('an order already placed can no longer be edited: 409', async () => {
    const c = await signedIn(ctx, demoUser(8));
    const basket = await fill(c, products.slice(0, 2));
    await place(c, basket.id);
    const line = basket.products[0]!;
    const remove = await c.delete(`/basket/removeProduct/${line.rowId}?siparisId=${basket.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().errorMessage).toBe('Bu sipariş artık düzenlenemez.');
    const update = await c.post('/basket/updatebasket/', {
      siparisId: basket.id,
      rowId: line.rowId,
      productId: line.stokId,
      adet: 5,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().errorMessage).toBe('Bu sipariş artık düzenlenemez.');
  });
});
