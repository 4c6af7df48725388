import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { foldTurkish, turkishCollator, type Product, type ProductListResponse } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

let ctx: TestContext;
let dealer: string;
let dealer2: string;

beforeAll(async () => {
  ctx = await createTestApp();
  dealer = await signIn(ctx.app, DEMO.dealer);
  dealer2 = await signIn(ctx.app, DEMO.dealer2);
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
const list = async (url: string, cookie?: string) => {
  const res = await get(url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductListResponse;
};
const rows = async <T>(statement: ReturnType<typeof sql>) => (await ctx.query(statement)).rows as T[];

async function topCategory() {
  const [row] = await rows<{ id: number; name: string }>(sql`
    select c.id, c.name from categories c where c.parent_id is null order by c.sort, c.id limit 1`);
  return row!;
}

function expectNoPriceData(p: Product) {
  expect(p.fiyats).toBeNull();
  expect(p.iskonto).toBeNull();
  expect(p.stokAnlasmaFiyat).toBeNull();
  expect(p.teskFiyatFTL).toBeNull();
  expect(p.miktar).toBeNull();
  expect(p.miktarDisplayName).toBeNull();
  expect(p.showAddBasketButton).toBe(false);
}

describe('product lists', () => {
  it('a category lists its own and its subcategories’ products, a page at a time', async () => {
    const top = await topCategory();
    const body = await list(`/category/${top.id}`);
    const [count] = await rows<{ n: number }>(sql`
      with recursive tree as (select id from categories where id = ${top.id}
        union all select c.id from categories c join tree t on c.parent_id = t.id)
      select count(*)::int as n from products where is_active and category_id in (select id from tree)`);
    expect(body.pagerInfo).toEqual({ totalRecords: count!.n, pageNo: 1, pageSize: 24 });
    expect(body.stoks).toHaveLength(24);
    expect(body.title).toBe(top.name);
    expect(body.category).toEqual({ id: top.id, displayName: top.name });
    expect(body.markas.length).toBeGreaterThan(1);
    expect(body.noRecord).toBe(false);
  });

  it('gives visitors no prices, quantities or stock figures at all', async () => {
    const top = await topCategory();
    const res = await get(`/category/${top.id}`);
    for (const p of res.json().stoks) expectNoPriceData(p);
    expect(res.body).not.toMatch(/"fiyatF"|"netFiyatF"|Stokta Var|Stokta Yok/);
    const detail = (await get(`/product/${res.json().stoks[0].id}`)).json();
    expectNoPriceData(detail.stok);
  });

  it('gives a dealer every visible price list, discount, net price and VAT-included TL price', async () => {
    const top = await topCategory();
    const body = await list(`/category/${top.id}`, dealer);
    const lists = await rows<{ name: string }>(sql`
      select pl.name from dealer_price_lists dp join price_lists pl on pl.id = dp.price_list_id
      join dealers d on d.id = dp.dealer_id where d.code = '120.01.001' order by dp.sort, pl.id`);
    expect(body.fiyatAds).toEqual(lists.map((l) => l.name).reverse());
    expect(body.multiPrice).toBe(lists.length > 1);
    const discount_rate = (
      await rows<{ discount_rate: string }>(sql`select discount_rate from dealers where code = '120.01.001'`)
    )[0]!.discount_rate;
    expect(body.showIskonto).toBe(Number(discount_rate) > 0);
    const p = body.stoks.find((s) => !s.stokAnlasmaFiyat)!;
    expect(p.fiyats!.map((f) => f.ad)).toEqual(lists.map((l) => l.name));
    const [stored] = await rows<{ price: string; vat_rate: string }>(sql`
      select pp.price, p.vat_rate from product_prices pp join price_lists pl on pl.id = pp.price_list_id
      join products p on p.id = pp.product_id where pp.product_id = ${p.id} and pl.name = ${lists[0]!.name}`);
    const price = new Decimal(stored!.price);
    const net = price.times(new Decimal(100).minus(discount_rate)).div(100);
    const fmt = (d: Decimal) =>
      new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
      );
    expect(p.fiyats![0]).toMatchObject({
      fiyatF: fmt(price),
      netFiyatF: fmt(net),
      fiyatFK: fmt(price.times(new Decimal(100).plus(stored!.vat_rate)).div(100)),
    });
    expect(p.fiyats![0]!.fiyatF).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(p.showTeskFiyat).toBe(true);
    expect(p.teskFiyatFTL).toMatch(/,\d{2}$/);
    expect(p.miktar).not.toBeNull();
    expect(['Stokta Var', 'Stokta Yok']).toContain(
      p.miktarDisplayName!.startsWith('Son ') ? 'Stokta Var' : p.miktarDisplayName,
    );
  });

  it('shows an 18-digit price to the kuruş: prices never pass through a float', async () => {
    const [row] = await rows<{ product_id: number; price_list_id: number; name: string }>(sql`
      select pp.product_id, pp.price_list_id, pl.name from product_prices pp
      join price_lists pl on pl.id = pp.price_list_id and not pl.includes_vat
      join dealer_price_lists dp on dp.price_list_id = pl.id join dealers d on d.id = dp.dealer_id
      join products p on p.id = pp.product_id and p.is_active
      where d.code = '120.01.001' and not exists (select 1 from agreement_prices a where a.product_id = p.id)
      order by p.id desc limit 1`);
    await ctx.query(sql`update product_prices set price = '99999999999999.9949'
      where product_id = ${row!.product_id} and price_list_id = ${row!.price_list_id}`);
    const res = await get(`/product/${row!.product_id}`, dealer);
    const line = (res.json() as { stok: Product }).stok.fiyats!.find((f) => f.ad === row!.name)!;
    expect(line.fiyatF).toBe('99.999.999.999.999,99');
  });

  it('shows only the price lists granted to a dealer', async () => {
    const [d2] = await rows<{ n: number }>(
      sql`select count(*)::int as n from dealer_price_lists dp join dealers d on d.id = dp.dealer_id where d.code = '120.01.002'`,
    );
    const body = await list('/product/all/', dealer2);
    expect(body.fiyatAds).toHaveLength(d2!.n);
    for (const p of body.stoks) expect(p.fiyats!.length).toBeLessThanOrEqual(d2!.n);
  });

  it('an agreement price is shown beside the list price and is what the basket charges', async () => {
    const [a] = await rows<{ product_id: number; price: string; discount_rate: string; list_price: string }>(sql`
      select a.product_id, a.price, a.discount_rate, pp.price as list_price from agreement_prices a
      join dealers d on d.id = a.dealer_id join products p on p.id = a.product_id and p.is_active and p.stock_qty > 0
      join dealer_price_lists dl on dl.dealer_id = d.id
      join product_prices pp on pp.product_id = a.product_id and pp.price_list_id = dl.price_list_id
      where d.code = '120.01.001' and (a.valid_to is null or a.valid_to >= current_date) and (a.valid_from is null or a.valid_from <= current_date)
      order by dl.sort limit 1`);
    expect(new Decimal(a!.price).lt(a!.list_price)).toBe(true);
    const { stok } = (await get(`/product/${a!.product_id}`, dealer)).json();
    expect(stok.stokAnlasmaFiyat).toMatchObject({
      fiyat: new Decimal(a!.price).toDecimalPlaces(2).toNumber(),
      iskonto: Number(a!.discount_rate),
    });
    const add = await ctx.app.inject({
      method: 'POST',
      url: `/basket/add/${a!.product_id}?amount=2`,
      headers: { cookie: dealer },
    });
    expect(add.statusCode, add.body).toBe(200);
    const [line] = await rows<{ unit_price: string; discount_rate: string; quantity: string }>(sql`
      select l.unit_price, l.discount_rate, l.quantity from order_lines l join orders o on o.id = l.order_id
      join users u on u.id = o.user_id join dealers d on d.id = u.dealer_id
      where d.code = '120.01.001' and o.status = 'basket' and l.product_id = ${a!.product_id}`);
    expect(new Decimal(line!.unit_price).eq(a!.price)).toBe(true);
    expect(new Decimal(line!.discount_rate).eq(a!.discount_rate)).toBe(true);
    // The other dealer has no such contract: it sees no agreement price for the product.
    expect((await get(`/product/${a!.product_id}`, dealer2)).json().stok.stokAnlasmaFiyat).toBeNull();
  });

  it('a page’s delivery-text and contract-price flags say what its boxes show, for each viewer', async () => {
    const [a] = await rows<{ code: string }>(sql`
      select p.code from agreement_prices a join dealers d on d.id = a.dealer_id
      join products p on p.id = a.product_id and p.is_active
      where d.code = '120.01.001' and (a.valid_to is null or a.valid_to >= current_date)
        and (a.valid_from is null or a.valid_from <= current_date) limit 1`);
    const [t] = await rows<{ code: string }>(sql`
      select code from products where is_active and delivery_text is not null limit 1`);
    const top = await topCategory();
    const urls = [
      `/search/?q=${a!.code}`,
      `/search/?q=${t!.code}`,
      `/category/${top.id}`,
      `/category/${top.id}?page=2`,
    ];
    const seen = { temin: new Set<boolean>(), anlasma: new Set<boolean>() };
    for (const url of urls) {
      for (const cookie of [dealer, dealer2, undefined]) {
        // Twice: the second answer may come from the kept bytes.
        for (let i = 0; i < 2; i++) {
          const body = await list(url, cookie);
          expect(body.showTemin).toBe(body.stoks.some((p) => p.temin));
          expect(body.showAnlasmaFiyat).toBe(body.stoks.some((p) => p.stokAnlasmaFiyat !== null));
          seen.temin.add(body.showTemin);
          seen.anlasma.add(body.showAnlasmaFiyat);
        }
      }
    }
    expect([...seen.temin].sort()).toEqual([false, true]);
    expect([...seen.anlasma].sort()).toEqual([false, true]);
    expect((await list(urls[0]!, dealer)).showAnlasmaFiyat).toBe(true);
  });

  it('the priceName cookie marks the chosen list', async () => {
    const body = await list('/product/all/', `${dealer}; priceName=${encodeURIComponent('Liste Fiyatı USD')}`);
    const p = body.stoks[0]!;
    expect(p.fiyats!.filter((f) => f.CssClass === 'selected').map((f) => f.ad)).toEqual(['Liste Fiyatı USD']);
  });

  it('sorts by name in Turkish alphabet order and by price both ways', async () => {
    const byName = await list('/product/all/?f=ad&d=asc', dealer);
    const names = byName.stoks.map((s) => s.ad);
    expect(names).toEqual([...names].sort(turkishCollator.compare));
    const desc = await list('/product/all/?f=ad&d=desc', dealer);
    expect(desc.stoks[0]!.ad.localeCompare(names[0]!, 'tr')).toBeGreaterThan(0);
    const cheap = await list('/product/all/?f=fiyat&d=asc', dealer);
    const prices = cheap.stoks.map((s) => s.fiyats![0]!.fiyat);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await list('/product/all/?f=fiyat&d=desc', dealer);
    expect(dear.stoks[0]!.fiyats![0]!.fiyat).toBeGreaterThanOrEqual(prices.at(-1)!);
    expect(dear.sort).toEqual({ f: 'fiyat', d: 'desc', instock: false });
  });

  it('applies the default sort and in-stock filter from the settings', async () => {
    await ctx.query(sql`update settings set value = 'True' where key = 'stok.listele.stoktakiler'`);
    await ctx.query(sql`update settings set value = 'fiyat' where key = 'stok.default.sort.field'`);
    const body = await list('/product/all/', dealer);
    expect(body.sort).toEqual({ f: 'fiyat', d: 'asc', instock: true });
    expect(body.stoks.every((s) => s.miktar! > 0)).toBe(true);
    expect((await list('/product/all/?instock=false', dealer)).sort.instock).toBe(false);
    await ctx.query(sql`update settings set value = 'False' where key = 'stok.listele.stoktakiler'`);
    await ctx.query(sql`update settings set value = 'ad' where key = 'stok.default.sort.field'`);
  });

  it('in-stock only leaves out products without stock', async () => {
    const all = await list('/product/all/', dealer);
    const inStock = await list('/product/all/?instock=true', dealer);
    const n = (
      await rows<{ n: number }>(sql`select count(*)::int as n from products where is_active and stock_qty > 0`)
    )[0]!.n;
    expect(inStock.pagerInfo.totalRecords).toBe(n);
    expect(inStock.pagerInfo.totalRecords).toBeLessThan(all.pagerInfo.totalRecords);
  });

  it('pages to the end and answers an empty page past it', async () => {
    const first = await list('/product/all/');
    const last = Math.ceil(first.pagerInfo.totalRecords / first.pagerInfo.pageSize);
    const end = await list(`/product/all/?page=${last}`);
    expect(end.stoks.length).toBe(first.pagerInfo.totalRecords - (last - 1) * first.pagerInfo.pageSize);
    const beyond = await list(`/product/all/?page=${last + 1}`);
    expect(beyond.stoks).toEqual([]);
    expect(beyond.pagerInfo.pageNo).toBe(last + 1);
    const page2 = await list('/product/all/?page=2');
    expect(page2.stoks[0]!.id).not.toBe(first.stoks[0]!.id);
  });

  it('a brand page lists the brand, optionally within a category', async () => {
    const [b] = await rows<{ id: number; name: string; category_id: number }>(sql`
      select b.id, b.name, p.category_id from brands b join products p on p.brand_id = b.id group by b.id, b.name, p.category_id
      order by count(*) desc limit 1`);
    const body = await list(`/brand/${b!.id}`);
    expect(body.marka).toEqual({ id: b!.id, ad: b!.name });
    expect(body.stoks.every((s) => s.markaId === b!.id)).toBe(true);
    const within = await list(`/brand/${b!.id}?category=${b!.category_id}`);
    expect(within.category!.id).toBe(b!.category_id);
    expect(within.stoks.every((s) => s.stokNotId === b!.category_id)).toBe(true);
    expect(within.pagerInfo.totalRecords).toBeLessThanOrEqual(body.pagerInfo.totalRecords);
  });

  it('refuses bad parameters with 400 and unknown ids with 404, in Turkish', async () => {
    for (const url of [
      '/category/abc',
      '/category/1?page=0',
      '/category/1?page=x',
      '/category/1?d=up',
      '/category/1?f=stok',
      '/category/1?instock=yes',
      '/brand/1?category=-1',
      '/product/0',
      '/product/1.5',
      '/search/',
      '/search/?q=',
      `/search/?q=${'a'.repeat(101)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorMessage).toMatch(/[a-zçğıöşü]/i);
    }
    expect((await get('/category/999999')).json()).toMatchObject({
      statusCode: 404,
      errorMessage: 'Kategori bulunamadı.',
    });
    expect((await get('/brand/999999')).json().errorMessage).toBe('Marka bulunamadı.');
    expect((await get('/brand/1?category=999999')).statusCode).toBe(404);
    expect((await get('/product/999999')).json().errorMessage).toBe('Ürün bulunamadı.');
  });
});

describe('Turkish search', () => {
  const total = async (q: string, cookie?: string) =>
    (await list(`/search/?q=${encodeURIComponent(q)}`, cookie)).pagerInfo.totalRecords;

  it('ışık, IŞIK, isik and ISIK find the same products', async () => {
    const counts = await Promise.all(['ışık', 'IŞIK', 'isik', 'ISIK'].map((q) => total(q)));
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
  });

  it('every word must match, in any order', async () => {
    const [p] = await rows<{ name: string }>(sql`
      select name from products where name ~ '^[[:alpha:]çğıöşüÇĞİÖŞÜ]{4,} [[:alpha:]çğıöşüÇĞİÖŞÜ]{4,} ' order by id limit 1`);
    const [w1, w2] = p!.name.split(' ') as [string, string];
    const a = await list(`/search/?q=${encodeURIComponent(`${w1} ${w2}`)}`);
    const b = await list(`/search/?q=${encodeURIComponent(`${w2.toLocaleUpperCase('tr-TR')} ${w1}`)}`);
    expect(a.pagerInfo.totalRecords).toBeGreaterThan(0);
    expect(b.pagerInfo.totalRecords).toBe(a.pagerInfo.totalRecords);
    for (const s of a.stoks) {
      expect(foldTurkish(s.ad)).toContain(foldTurkish(w1));
      expect(foldTurkish(s.ad)).toContain(foldTurkish(w2));
    }
    expect(await total(`${w1} zzqqxx`)).toBe(0);
  });

  it('an exact code or barcode comes first, then prefix matches', async () => {
    const [p] = await rows<{ id: number; code: string; barcode: string; name: string }>(sql`
      select id, code, barcode, name from products where barcode is not null order by id desc limit 1`);
    expect((await list(`/search/?q=${p!.code}`)).stoks[0]!.id).toBe(p!.id);
    expect((await list(`/search/?q=${p!.barcode}`)).stoks[0]!.id).toBe(p!.id);
    expect((await list(`/search/?q=${p!.code.toLowerCase()}`)).stoks[0]!.id).toBe(p!.id);
    const firstWord = p!.name.split(' ')[0]!;
    const hits = (await list(`/search/?q=${encodeURIComponent(firstWord)}`)).stoks;
    const starts = hits.map((h) => foldTurkish(h.ad).startsWith(foldTurkish(firstWord)));
    // Prefix matches are never behind a match in the middle of the name.
    expect(starts.indexOf(false) === -1 || starts.lastIndexOf(true) < starts.indexOf(false)).toBe(true);
  });

  it('survives one typo: kalbo finds kablo, after the exact matches', async () => {
    const kablo = await total('kablo');
    expect(kablo).toBeGreaterThan(0);
    expect(await total('kalbo')).toBe(kablo);
    expect(await total('kablp')).toBeGreaterThan(0);
    expect(await total('xqzvw')).toBe(0);
  });

  it('the in-stock filter and paging work on search results, and the pager keeps counting', async () => {
    const all = await list('/search/?q=kablo');
    const inStock = await list('/search/?q=kablo&instock=true');
    expect(inStock.pagerInfo.totalRecords).toBeLessThan(all.pagerInfo.totalRecords);
    const page2 = await list('/search/?q=kablo&page=2');
    expect(page2.stoks.map((s) => s.id)).not.toContain(all.stoks[0]!.id);
    expect(all.title).toBe('Arama Sonuçları');
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await total('%')).toBe(0);
    expect(await total('_')).toBe(0);
  });
});

describe('GET /search/autocompletev2', () => {
  it('suggests up to ten products, prices only for dealers, stock filter honoured', async () => {
    const visitor = (await get('/search/autocompletev2?q=led&stok=false')).json() as Product[];
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor.length).toBeLessThanOrEqual(10);
    for (const p of visitor) expectNoPriceData(p);
    const signedIn = (await get('/search/autocompletev2?q=led&stok=true', dealer)).json() as Product[];
    expect(signedIn.every((p) => p.fiyats!.length > 0 && p.miktar! > 0)).toBe(true);
    expect((await get('/search/autocompletev2?q=')).json()).toEqual([]);
    expect((await get('/search/autocompletev2?q=led&stok=evet')).statusCode).toBe(400);
  });
});

describe('GET /product/{id}', () => {
  it('gives the product with sanitised description, images and its category path', async () => {
    const [p] = await rows<{ id: number; category_id: number }>(
      sql`select id, category_id from products order by id limit 1`,
    );
    await ctx.query(sql`update products set description = '<p>İyi<script>alert(1)</script></p>' where id = ${p!.id}`);
    const body = (await get(`/product/${p!.id}`, dealer)).json();
    expect(body.stok.aciklama).toBe('<p>İyi</p>');
    expect(body.category.id).toBe(p!.category_id);
    expect(body.categoryPath.at(-1).id).toBe(p!.category_id);
    expect(body.categoryPath.length).toBe(3);
    expect(body.stok.images[0].smallUrl).toMatch(/^\/image\/show\/\?fileName=.+&size=1$/);
    expect((await get(body.stok.images[0].mediumUrl)).statusCode).toBe(200);
  });

  it('a brand page follows the brand: renamed, it shows the new name; inactive, it is not found', async () => {
    const [b] = await rows<{ id: number; name: string }>(sql`select id, name from brands where is_active limit 1`);
    const [c] = await rows<{ id: number; name: string }>(
      sql`select c.id, c.name from categories c join products p on p.category_id = c.id
          where p.brand_id = ${b!.id} and p.is_active limit 1`,
    );
    const withinCategory = () => list(`/brand/${b!.id}?category=${c!.id}`);
    expect(await withinCategory()).toMatchObject({
      title: `${b!.name} — ${c!.name}`,
      category: { id: c!.id, displayName: c!.name },
    });
    await ctx.query(sql`update brands set name = ${`${b!.name} Yeni`} where id = ${b!.id}`);
    expect((await list(`/brand/${b!.id}`)).marka).toEqual({ id: b!.id, ad: `${b!.name} Yeni` });
    // Within a category its title follows too (brand pages' titles are made once per brand and category).
    expect((await withinCategory()).title).toBe(`${b!.name} Yeni — ${c!.name}`);
    await ctx.query(sql`update brands set name = ${b!.name}, is_active = false where id = ${b!.id}`);
    expect((await get(`/brand/${b!.id}`)).json()).toMatchObject({ statusCode: 404, errorMessage: 'Marka bulunamadı.' });
    await ctx.query(sql`update brands set is_active = true where id = ${b!.id}`);
    expect((await list(`/brand/${b!.id}`)).marka).toEqual({ id: b!.id, ad: b!.name });
  });

  it('an inactive product is not found', async () => {
    const [p] = await rows<{ id: number }>(
      sql`update products set is_active = false where id = (select max(id) from products) returning id`,
    );
    expect((await get(`/product/${p!.id}`)).statusCode).toBe(404);
    await ctx.query(sql`update products set is_active = true where id = ${p!.id}`);
  });
});

describe('GET /brand/all', () => {
  it('lists every brand in Turkish alphabet order', async () => {
    const brands = (await get('/brand/all')).json() as { id: number; ad: string }[];
    const n = (await rows<{ n: number }>(sql`select count(*)::int as n from brands where is_active`))[0]!.n;
    expect(brands).toHaveLength(n);
    expect(brands.map((b) => b.ad)).toEqual(brands.map((b) => b.ad).sort(turkishCollator.compare));
  });
});

describe('promotions and product sliders', () => {
  it('gives the carousel, the modal banner and the three tiles with image addresses', async () => {
    const carousel = (await get('/promotion/GetPromotion?type=10&viewType=10')).json();
    expect(carousel.activeItems.length).toBeGreaterThan(1);
    expect(carousel.activeItems[0].imageUrl).toMatch(/^\/image\/show\/\?fileName=/);
    expect((await get(carousel.activeItems[0].imageUrl)).statusCode).toBe(200);
    const modal = (await get('/promotion/GetPromotion?type=40')).json();
    expect(modal.id).toBeGreaterThan(0);
    expect(modal.activeItems).toHaveLength(1);
    const tiles = (await get('/promotion/GetPromotion?type=50')).json();
    expect(tiles.displayName).toMatch(/\S/);
    expect(tiles.activeItems).toHaveLength(3);
    expect((await get('/promotion/GetPromotion?type=20')).statusCode).toBe(400);
    expect((await get('/promotion/GetPromotion')).statusCode).toBe(400);
  });

  it('gives the four home lists and a product’s alternative and companion lists', async () => {
    for (const level of [1, 2, 3, 4]) {
      const slider = (
        await get(`/promotion/GetProductSlider?key=home.produtcs.level${level}&itemCount=0`, dealer)
      ).json();
      expect(slider.title).toMatch(/\S/);
      expect(slider.stoks.length).toBeGreaterThan(3);
      expect(slider.stoks[0].fiyats.length).toBeGreaterThan(0);
    }
    const [p] = await rows<{ id: number }>(sql`select min(id) as id from products`);
    for (const key of [`sys.alternatifstoklar:${p!.id}`, `sys.birliktesatilanlar:${p!.id}`]) {
      const slider = (await get(`/promotion/GetProductSlider?key=${key}&itemCount=3`)).json();
      expect(slider.stoks.length).toBeGreaterThan(0);
      expect(slider.stoks.length).toBeLessThanOrEqual(3);
      expect(slider.stoks[0].fiyats).toBeNull();
    }
    expect((await get('/promotion/GetProductSlider?key=sys.alternatifstoklar:99999999')).json()).toEqual({
      title: '',
      stoks: [],
      chosenByRule: false,
    });
    for (const bad of ['key=home.produtcs.level9', 'key=drop%20table', 'key=home.produtcs.level1&itemCount=-1', '']) {
      expect((await get(`/promotion/GetProductSlider?${bad}`)).statusCode).toBe(400);
    }
  });
});

describe('related lists the distributor did not set', () => {
  /** A product with no distributor list: the demo sets them for the first products only. */
  async function productWithoutLists() {
    const [p] = await rows<{ id: number; category_id: number; brand_id: number | null }>(sql`
      select p.id, p.category_id, p.brand_id from products p
      where p.is_active and not exists (select 1 from product_sliders s where s.key = 'sys.alternatifstoklar:' || p.id)
        and (select count(*) from products o where o.category_id = p.category_id and o.is_active) > 3
        and exists (select 1 from order_lines l join orders o on o.id = l.order_id
                    where l.product_id = p.id and o.status in ('placed', 'completed')
                      and exists (select 1 from order_lines m where m.order_id = o.id and m.product_id <> p.id))
      order by p.id limit 1`);
    return p!;
  }

  it('are alternatives of the same category, the same brand first, marked as chosen by rule', async () => {
    const p = await productWithoutLists();
    const slider = (
      await get(`/promotion/GetProductSlider?key=sys.alternatifstoklar:${p.id}&itemCount=0`, dealer)
    ).json();
    expect(slider.chosenByRule).toBe(true);
    expect(slider.title).toBe('Alternatif Satanlar');
    expect(slider.stoks.length).toBeGreaterThan(0);
    const ids: number[] = slider.stoks.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(p.id);
    const facts = await rows<{ id: number; category_id: number; brand_id: number | null }>(
      sql`select id, category_id, brand_id from products where id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    const byId = new Map(facts.map((f) => [f.id, f]));
    expect(ids.every((id) => byId.get(id)!.category_id === p.category_id)).toBe(true);
    const sameBrand = ids.map((id) => byId.get(id)!.brand_id === p.brand_id);
    // Same brand first: once a product of another brand appears, none of the same brand follows.
    expect(sameBrand.indexOf(false) === -1 || !sameBrand.slice(sameBrand.indexOf(false)).includes(true)).toBe(true);
    expect(slider.stoks[0].fiyats.length).toBeGreaterThan(0);
  });

  it('sold together are the products on the same orders and invoices, most often first', async () => {
    const p = await productWithoutLists();
    const slider = (await get(`/promotion/GetProductSlider?key=sys.birliktesatilanlar:${p.id}&itemCount=0`)).json();
    expect(slider.chosenByRule).toBe(true);
    expect(slider.title).toBe('Birlikte Satılanlar');
    // Every active product that shared an order or an invoice with it, and how often.
    const companions = await rows<{ product_id: number; times: number }>(sql`
      select c.product_id, count(*)::int as times from (
        select m.product_id from order_lines l join orders o on o.id = l.order_id and o.status in ('placed', 'completed')
        join order_lines m on m.order_id = o.id and m.product_id <> l.product_id where l.product_id = ${p.id}
        union all
        select m.product_id from invoice_lines l
        join invoice_lines m on m.invoice_id = l.invoice_id and m.product_id <> l.product_id where l.product_id = ${p.id}
      ) c join products on products.id = c.product_id and products.is_active group by c.product_id`);
    const times = new Map(companions.map((c) => [c.product_id, c.times]));
    const ids: number[] = slider.stoks.map((s: { id: number }) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => times.has(id))).toBe(true);
    // Most often first: the counts never rise, and the first is the highest there is.
    const counts = ids.map((id) => times.get(id)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(Math.max(...times.values()));
    expect(ids).not.toContain(p.id);
  });

  it('a product never ordered or invoiced gets what was sold with its category, from other categories', async () => {
    // A product as if it had just been added: no list set, never on an order or invoice, in a category that sells.
    const [p] = await rows<{ id: number; category_id: number }>(sql`
      select p.id, p.category_id from products p
      where p.is_active
        and not exists (select 1 from product_sliders s where s.key = 'sys.birliktesatilanlar:' || p.id)
        and (select count(distinct l.product_id) from order_lines l join products k on k.id = l.product_id
             join orders o on o.id = l.order_id and o.status in ('placed', 'completed')
             where k.category_id = p.category_id and k.id <> p.id) >= 3
      order by p.id desc limit 1`);
    await rows(sql`delete from order_lines where product_id = ${p!.id}`);
    await rows(sql`delete from invoice_lines where product_id = ${p!.id}`);
    expect(p).toBeDefined();
    const slider = (await get(`/promotion/GetProductSlider?key=sys.birliktesatilanlar:${p!.id}&itemCount=0`)).json();
    expect(slider.chosenByRule).toBe(true);
    const ids: number[] = slider.stoks.map((s: { id: number }) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    // Each was on an order or invoice with a product of p's category, and none is of that category.
    const found = await rows<{ id: number }>(sql`
      select distinct other.product_id as id from order_lines mine
        join products k on k.id = mine.product_id and k.category_id = ${p!.category_id}
        join order_lines other on other.order_id = mine.order_id
      union
      select distinct other.product_id from invoice_lines mine
        join products k on k.id = mine.product_id and k.category_id = ${p!.category_id}
        join invoice_lines other on other.invoice_id = mine.invoice_id`);
    const together = new Set(found.map((f) => f.id));
    expect(ids.every((id) => together.has(id))).toBe(true);
    const cats = await rows<{ category_id: number }>(
      sql`select category_id from products where id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    expect(cats.every((c) => c.category_id !== p!.category_id)).toBe(true);
  });

  it('a list the distributor set is sent as set', async () => {
    const [p] = await rows<{ id: number }>(sql`
      select min(p.id) as id from products p join product_sliders s on s.key = 'sys.alternatifstoklar:' || p.id`);
    const slider = (await get(`/promotion/GetProductSlider?key=sys.alternatifstoklar:${p!.id}`)).json();
    expect(slider.chosenByRule).toBe(false);
    expect(slider.stoks.length).toBeGreaterThan(0);
  });
});
