import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminSlider, AdminSliderList, ProductLookup, ProductSliderResponse } from '@bayi/common';
import { DEMO } from '../../test/app';
import { productTextColumns } from '../catalog/derived-data';
import { signedIn, type Client } from '../../test/orders';
import { staffTestApp } from '../../test/staff';

/**
 * Product sliders: an editor finds products by code or name, puts them in a home list in a new
 * order and the storefront's GetProductSlider serves that list at once; a product's own "alternatives" list
 * replaces the one chosen by rule, and deleting it brings the rule back.
 */
const t = staffTestApp();
let dealer: Client;

beforeAll(async () => {
  dealer = await signedIn(t.ctx, DEMO.dealer);
});

const served = async (key: string) =>
  (await dealer.get(`/promotion/GetProductSlider?key=${key}`)).json() as ProductSliderResponse;

async function activeProducts(count: number, offset = 0): Promise<{ id: number; code: string; name: string }[]> {
  const { rows } = await t.ctx.query(
    sql`select id, code, name from products where is_active order by id limit ${count} offset ${offset}`,
  );
  return rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name) }));
}

describe('product sliders', () => {
  it('lists the four home lists first, and finds per-product lists by key', async () => {
    const list = (await t.editor.get('/admin/sliders')).json() as AdminSliderList;
    expect(list.items.slice(0, 4).map((s) => s.key)).toEqual([1, 2, 3, 4].map((n) => `home.produtcs.level${n}`));
    expect(list.items[0]!.keyName).toBe('Ana sayfa listesi 1');
    expect(list.total).toBeGreaterThan(4);
    const found = (await t.editor.get('/admin/sliders?q=alternatifstoklar')).json() as AdminSliderList;
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((s) => s.key.startsWith('sys.alternatifstoklar:'))).toBe(true);
    expect(found.items[0]!.keyName).toMatch(/^Alternatif ürünler \(ürün \d+\)$/);
  });

  it('the product picker finds the exact code first, and words of a name the Turkish way', async () => {
    const [product] = await activeProducts(1, 7);
    const byCode = (
      await t.editor.get(`/admin/products/lookup?q=${encodeURIComponent(product!.code)}`)
    ).json() as ProductLookup;
    expect(byCode.items[0]).toMatchObject({ id: product!.id, code: product!.code });
    const word = product!.name.split(' ')[0]!;
    const byName = (
      await t.editor.get(`/admin/products/lookup?q=${encodeURIComponent(word.toLocaleUpperCase('tr-TR'))}`)
    ).json() as ProductLookup;
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.length).toBeLessThanOrEqual(20);
    expect((await t.editor.get('/admin/products/lookup?q=')).statusCode).toBe(400);
  });

  it('the product picker puts a code with I, İ, ı or Ş first whichever case it is typed in', async () => {
    const [coded, named] = await activeProducts(2, 11);
    // Another product names the code in its text and sorts first by name: only the code's own match ranks it lower.
    // Written as the products import writes them, with their derived search columns.
    const rename = async (id: number, p: { name: string; code: string; barcode: null }) => {
      const { searchText, sortName } = productTextColumns(p);
      await t.ctx.query(sql`update products set name = ${p.name}, code = ${p.code}, search_text = ${searchText},
        sort_name = ${sortName} where id = ${id}`);
    };
    await rename(coded!.id, { name: 'Zzz sıva altı kutu', code: 'KIŞ-İ77', barcode: null });
    await rename(named!.id, { name: 'Aaa kış-i77 uyumlu kapak', code: named!.code, barcode: null });
    for (const typed of ['KIŞ-İ77', 'kış-i77', 'kis-i77', 'KIS-I77', 'kış-']) {
      const found = (
        await t.editor.get(`/admin/products/lookup?q=${encodeURIComponent(typed)}`)
      ).json() as ProductLookup;
      expect(found.items.map((p) => p.id).slice(0, 2), typed).toEqual([coded!.id, named!.id]);
      expect(found.items[0]!.code).toBe('KIŞ-İ77');
    }
  });

  it('an editor saves a home list in a new order; the storefront serves it at once, audited', async () => {
    const list = (await t.editor.get('/admin/sliders')).json() as AdminSliderList;
    const home = (await t.editor.get(`/admin/sliders/${list.items[0]!.id}`)).json() as AdminSlider;
    const picked = await activeProducts(3, 40);
    const ids = picked.map((p) => p.id).reverse();
    const res = await t.editor.put(`/admin/sliders/${home.id}`, {
      title: 'Kışın Çok Satanlar',
      isActive: true,
      productIds: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSlider).products.map((p) => p.id)).toEqual(ids);
    const answer = await served(home.key);
    expect(answer.title).toBe('Kışın Çok Satanlar');
    expect(answer.stoks.map((s) => s.id)).toEqual(ids);
    const { rows } = await t.ctx.query(
      sql`select user_name, entity_id, summary from audit_log where action = 'slider.update'`,
    );
    expect(rows).toEqual([
      {
        user_name: 'İçerik Editörü',
        entity_id: home.key,
        summary: 'Ana sayfa listesi 1 kaydedildi: "Kışın Çok Satanlar" (3 ürün).',
      },
    ]);
    await t.editor.put(`/admin/sliders/${home.id}`, { title: 'Kışın Çok Satanlar', isActive: false, productIds: ids });
    expect((await served(home.key)).stoks).toEqual([]);
  });

  it("a product's own alternatives replace the rule's; deleted, the rule is back", async () => {
    const { rows } = await t.ctx.query(sql`select p.id from products p where p.is_active
      and not exists (select 1 from product_sliders s where s.key = 'sys.alternatifstoklar:' || p.id) order by p.id desc limit 1`);
    const productId = Number(rows[0]!.id);
    const key = `sys.alternatifstoklar:${productId}`;
    expect((await served(key)).chosenByRule).toBe(true);
    const picked = (await activeProducts(2, 60)).map((p) => p.id);
    const res = await t.editor.post('/admin/sliders', {
      key,
      title: 'Yerine Kullanılabilir',
      isActive: true,
      productIds: picked,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as AdminSlider;
    expect(await served(key)).toMatchObject({ title: 'Yerine Kullanılabilir', chosenByRule: false });
    expect((await served(key)).stoks.map((s) => s.id)).toEqual(picked);
    const again = await t.editor.post('/admin/sliders', { key, title: 'İkinci', isActive: true, productIds: [] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ key: 'Bu anahtarla bir liste zaten var; onu düzenleyin.' });
    expect((await t.editor.delete(`/admin/sliders/${created.id}`)).statusCode).toBe(200);
    expect((await served(key)).chosenByRule).toBe(true);
    expect((await t.editor.get(`/admin/sliders/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad key, an unknown or repeated product and too many products, per field; writes nothing', async () => {
    const list = (await t.editor.get('/admin/sliders')).json() as AdminSliderList;
    const id = list.items[1]!.id;
    const before = (await t.editor.get(`/admin/sliders/${id}`)).json() as AdminSlider;
    const unknown = await t.editor.put(`/admin/sliders/${id}`, {
      title: 'x',
      isActive: true,
      productIds: [before.products[0]?.id ?? 1, 99999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'productIds.1': 'Ürün 99999999 bulunamadı.' });
    const repeated = await t.editor.put(`/admin/sliders/${id}`, { title: '', isActive: 'evet', productIds: [5, 5] });
    expect(Object.keys(repeated.json().errors).sort()).toEqual(['isActive', 'productIds', 'title']);
    const many = await t.editor.put(`/admin/sliders/${id}`, {
      title: 'x',
      isActive: true,
      productIds: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(many.json().errors.productIds).toBe('Bir listede en fazla 50 ürün olabilir.');
    const badKey = await t.editor.post('/admin/sliders', {
      key: 'home.produtcs.level9',
      title: 'x',
      isActive: true,
      productIds: [],
    });
    expect(Object.keys(badKey.json().errors)).toEqual(['key']);
    const noProduct = await t.editor.post('/admin/sliders', {
      key: 'sys.birliktesatilanlar:99999999',
      title: 'x',
      isActive: true,
      productIds: [],
    });
    expect(noProduct.json().errors).toEqual({ key: 'Anahtardaki ürün (99999999) bulunamadı.' });
    expect((await t.editor.get(`/admin/sliders/${id}`)).json()).toEqual(before);
  });

  it('dealers and sales representatives may not read or change sliders', async () => {
    for (const c of await t.outsiders()) {
      expect((await c.get('/admin/sliders')).statusCode).toBe(403);
      expect((await c.get('/admin/products/lookup?q=kablo')).statusCode).toBe(403);
    }
  });
});
