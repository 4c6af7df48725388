import { describe, expect, it } from 'vitest';
import type { Product } from '@bayi/common';
import Decimal from 'decimal.js';
import { AsciiWriter, answerBytes, asciiJson, openJson, pageBody, type BoxPage } from './product-json';
import { boxJsons, brandOptions, productBox } from './present';
import type { ProductRow } from './repository';

const box = (id: number) => ({ id, ad: `Ürün "${id}" ışık`, kod: `K-${id}`, fiyats: null }) as unknown as Product;
const parse = (body: Buffer) => JSON.parse(body.toString('utf8'));

describe('pre-serialised product answers', () => {
  /** A page whose boxes are the given ones, counting how often they are priced. */
  const page = <A extends { stoks: Product[] }>(stoks: Product[], rest: Omit<A, 'stoks'> | null, rows = stoks) => {
    const priced = { count: 0 };
    const boxPage: BoxPage<A> = {
      rows,
      sig: 's1',
      rest,
      boxes: () => {
        priced.count++;
        return stoks.map((s) => ({ shared: openJson(asciiJson(s)), priced: null }));
      },
    };
    return Object.assign(boxPage, { priced });
  };

  it('are the same JSON as serialising the whole answer', () => {
    const stoks = [box(1), box(2)];
    const rest = { title: 'Kablo </script> ışık', noRecord: false, pagerInfo: { pageNo: 1 } };
    expect(parse(pageBody('a', page(stoks, rest)))).toEqual(JSON.parse(JSON.stringify({ stoks, ...rest })));
    // The fields beside the boxes are written in ASCII too: Turkish letters as escapes.
    expect(pageBody('a2', page([], rest)).toString('latin1')).toMatch(/^[ -~]+$/);
    expect(parse(pageBody('b', page([], { title: '', chosenByRule: false })))).toEqual({
      title: '',
      stoks: [],
      chosenByRule: false,
    });
    // Flags, counts, nothing and nested fields: text for text what JSON.stringify writes (in ASCII).
    const mixed = {
      multiPrice: true,
      showIskonto: false,
      total: 1234,
      ratio: -0.5,
      marka: null,
      fiyatAds: Object.freeze(['Bayi Fiyatı', 'USD']),
      category: { id: 3, displayName: 'Aydınlatma' },
      sort: { f: 'ad', d: 'asc', instock: false },
    };
    expect(pageBody('m', page([], mixed)).toString('latin1')).toBe(asciiJson({ stoks: [], ...mixed }));
    // Without other fields the answer is the array of boxes (autocomplete).
    expect(parse(pageBody('c', page(stoks, null)))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(pageBody('d', page([], null)).toString()).toBe('[]');
    // A frozen field (the brand drop-down, kept by its cache) is written once, to the same JSON.
    const markas = brandOptions(
      [
        { id: 2, name: 'Şahin' },
        { id: 1, name: 'Çelik' },
      ],
      5,
    );
    for (let i = 0; i < 2; i++) {
      const body = pageBody(`e${i}`, page([], { title: 'T', markas, pagerInfo: { pageNo: i } }));
      expect(body.toString('latin1')).toMatch(/^[ -~]+$/);
      expect(parse(body)).toEqual({
        stoks: [],
        title: 'T',
        markas: JSON.parse(JSON.stringify(markas)),
        pagerInfo: { pageNo: i },
      });
    }
  });

  it('writes a text as its JSON in ASCII, escape for escape as asciiJson of it', () => {
    // Control characters, quotes, backslashes, DEL, Turkish letters, a paired and a lone surrogate, plain ASCII.
    const units = [
      0, 1, 8, 9, 10, 12, 13, 31, 0x20, 0x22, 0x2f, 0x41, 0x5c, 0x60, 0x7e, 0x7f, 0xa0, 0x131, 0x15f, 0x2028,
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    const w = new AsciiWriter(16);
    for (let n = 0; n < 500; n++) {
      let text = '';
      for (let i = next() % 40; i > 0; i--) {
        const pick = next() % (units.length + 2);
        text +=
          pick < units.length
            ? String.fromCharCode(units[pick]!)
            : pick === units.length
              ? '\u{1F4A1}'
              : String.fromCharCode(0xd800 + (next() % 0x800));
      }
      w.json(text);
      expect(w.take().toString('latin1')).toBe(asciiJson(text));
    }
    w.json(null);
    expect(w.take().toString('latin1')).toBe('null');
  });

  it('writes a raw number as String does, kuruş amounts from their integer', () => {
    const cases = [0, 0.01, 0.07, 0.1, 1, 10, 158.4, 158.45, 1234567.89, 99999999999.99, 1e12 + 0.05, 1e13 - 0.01];
    const random = Array.from({ length: 5_000 }, (_, i) => Math.floor(Math.random() * 10 ** (2 + (i % 14))) / 100);
    // A writer smaller than one number: it grows as it writes.
    const w = new AsciiWriter(4);
    const written = (n: number | null) => {
      w.number(n);
      return w.take().toString('latin1');
    };
    for (const n of [...cases, ...random, 1e15, 1e16 + 2, 1e21, -3.5, -0, 0.005, 1 / 3, 2 ** 53, 1e-7])
      expect(written(n), String(n)).toBe(String(n));
    expect(written(null)).toBe('null');
    expect(written(Number.NaN)).toBe('null');
    // Texts short and long and bytes, in one answer.
    const long = 'x'.repeat(100);
    w.text('ab');
    w.text(long);
    w.bytes(Buffer.from('{"y":1', 'latin1'));
    w.byte(0x7d);
    expect(w.take().toString('latin1')).toBe(`ab${long}{"y":1}`);
  });

  it('a page asked again soon is written from kept bytes without pricing, while its rows, signature and other fields are the same', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const named = (names: string[], r: object[] = rows, sig = 's1', title = 'T') =>
      Object.assign(
        page(
          names.map((ad, i) => ({ ...box(i + 1), ad })),
          { title },
          r as Product[],
        ),
        { sig },
      );
    const first = pageBody('k', named(['A', 'B']));
    // Asked once: nothing is kept.
    const again = named(['A', 'B']);
    const second = pageBody('k', again);
    expect(second).not.toBe(first);
    expect(again.priced.count).toBe(1);
    // Asked again with the same rows and signature: the kept bytes, and the boxes are not priced.
    const third = named(['A', 'B'], [...rows]);
    expect(pageBody('k', third)).toBe(second);
    expect(third.priced.count).toBe(0);
    // A changed row (a new object), another signature or another title: new bytes with the new content.
    const renamed = pageBody('k', named(['A', 'Yeni'], [rows[0]!, { id: 2 }]));
    expect(renamed).not.toBe(second);
    expect(parse(renamed).stoks[1].ad).toBe('Yeni');
    expect(pageBody('k', named(['A', 'B'], rows, 's2'))).not.toBe(second);
    expect(parse(pageBody('k', named(['A', 'B'], rows, 's1', 'U'))).title).toBe('U');
  });

  it('a page asked again only after many others is not kept', () => {
    const rows = [{ id: 1 }];
    const asked = () => page([box(1)], { title: 'T' }, rows as Product[]);
    pageBody('k|/category/7?page=3', asked());
    // More than the window of distinct pages in between: its second request does not admit it.
    for (let i = 0; i < 2_100; i++) pageBody(`other ${i}`, page([], { title: String(i) }));
    pageBody('k|/category/7?page=3', asked());
    const third = asked();
    pageBody('k|/category/7?page=3', third);
    expect(third.priced.count).toBe(1);
  });

  it('a dealer’s box, put together from the shared part and its prices, is the box serialised whole', () => {
    const row: ProductRow = {
      id: 7,
      code: 'KBL-7',
      name: 'NYM "3x2,5" kablo',
      barcode: '8691491000007',
      unit: 'Metre',
      brand_id: 3,
      brand_name: 'Öznur',
      category_id: 12,
      vat_rate: '20.00',
      stock_qty: '4.000',
      delivery_text: '2 gün',
      show_barcode: true,
      images: [{ id: 1, file: 'urun/kablo 1.jpg' }],
      prices: { '1': '100.0000', '2': '2.5000' },
    };
    const lists = [
      { id: 1, name: 'Bayi Fiyatı', currency: 'TL' as const, includesVat: false },
      { id: 2, name: 'USD', currency: 'USD' as const, includesVat: false },
    ];
    const viewer = (discount: string, selectedListId: number | null = 2) => ({
      dealerId: 1,
      terms: { lists, discountRate: new Decimal(discount), selectedListId },
      // A contract price for this product at one of the discounts.
      agreements: new Map(
        discount === '5' ? [[7, { price: '90.0000', currency: 'TL' as const, discountRate: '2.50' }]] : [],
      ),
      key: discount,
      signature: discount,
    });
    const context = { showTesk: true, barcodesAllowed: true, rates: new Map([['USD' as const, new Decimal('38.5')]]) };
    const whole = (v: ReturnType<typeof viewer>) => JSON.parse(JSON.stringify(productBox(row, v, context, '')));
    /** A list's boxes as their answer's bytes give them (the array alone, as autocomplete answers). */
    const boxesJson = (rows: ProductRow[], v: Parameters<typeof boxJsons>[1]) =>
      answerBytes(boxJsons(rows, v, context), null).toString('latin1');
    for (const discount of ['0', '12.5', '5', '12.5']) {
      const json = boxesJson([row, row], viewer(discount));
      const [p] = JSON.parse(json) as Product[];
      // The boxes are written in ASCII (kept rows hold it one-byte, an answer encodes as a copy): Turkish letters as
      // escapes, in the shared part and in the prices.
      expect(json).toMatch(/^[ -~]+$/);
      expect(json).toContain('"marka":"\\u00d6znur"');
      expect(json).toContain('"ad":"Bayi Fiyat\\u0131"');
      expect(p!.stokAnlasmaFiyat?.fiyatF ?? null).toBe(discount === '5' ? '90,00' : null);
      expect(p!.fiyats?.[0]?.netFiyatF).toBe({ '0': '100,00', '12.5': '87,50', '5': '95,00' }[discount]);
      expect(p).toMatchObject({ miktarDisplayName: 'Son 4 Metre', showAddBasketButton: true, aciklama: '' });
      // The same as the detail page's box (without its description) serialised whole.
      expect(JSON.parse(json)).toEqual([whole(viewer(discount)), whole(viewer(discount))]);
      // The figures per discount are kept with the list price (price-product.ts netAfter): a dealer who chose no
      // list after one who chose the USD list sees no line marked, and the other way round.
      for (const selected of [null, 2, null]) {
        const lines = (JSON.parse(boxesJson([row], viewer(discount, selected))) as Product[])[0]!.fiyats!;
        expect(lines.map((l) => l.CssClass)).toEqual(selected === null ? ['', ''] : ['', 'selected']);
        expect(lines[1]!.netFiyatF).toBe({ '0': '2,50', '12.5': '2,19', '5': '2,38' }[discount]);
      }
    }
    // A list renamed or given another currency comes as new list objects (the pricing service reloads them): the
    // same row's kept lines were written for the old objects, and its boxes show the new name and currency.
    const renamed = lists.map((l) => (l.id === 1 ? { ...l, name: 'Özel Fiyat' } : { ...l, currency: 'EUR' as const }));
    const afterRename = { ...viewer('12.5'), terms: { ...viewer('12.5').terms, lists: renamed } };
    const renamedLines = (JSON.parse(boxesJson([row], afterRename)) as Product[])[0]!.fiyats!;
    expect(renamedLines.map((l) => [l.ad, l.paraBirimi, l.netFiyatF])).toEqual([
      ['Özel Fiyat', 'TL', '87,50'],
      ['USD', 'EUR', '2,19'],
    ]);
    // Rows of every shape: no barcode, brand, images or category, two images, no stock, text JSON must escape.
    const odd: ProductRow[] = [
      { ...row, id: 8, barcode: null, brand_id: null, brand_name: null, images: null, category_id: null },
      { ...row, id: 9, name: 'Tırnak \\ "A"\t\u0001 ğüşiöç', images: [row.images![0]!, { id: 2, file: 'ü/ş ?&.png' }] },
      { ...row, id: 10, stock_qty: '0.000', delivery_text: null, show_barcode: false, unit: 'Çift' },
      { ...row, id: 11, stock_qty: '12345.500', images: [] },
      // No price in the dealer's lists: no lines, no order price, no price with VAT in TL.
      { ...row, id: 12, prices: {} },
      // Only the USD list: the price with VAT in TL through today's rate.
      { ...row, id: 13, prices: { '2': '1234567.8900' } },
      // Figures at the edges of a thousands dot, nothing, and beyond a safe integer's kuruş (written from a bigint).
      { ...row, id: 14, prices: { '1': '1000.0000', '2': '999999.9900' } },
      { ...row, id: 15, prices: { '1': '0.0000', '2': '0.0049' } },
      { ...row, id: 16, prices: { '1': '99999999999999.9999', '2': '90071992547409.9100' } },
    ];
    for (const v of [viewer('0'), viewer('5')]) {
      // Member for member the same text as the detail page's box serialised whole: names, order and escapes.
      const boxes = odd.map((r) => asciiJson({ ...productBox(r, v, context, ''), aciklama: '' }));
      expect(boxesJson(odd, v)).toBe(`[${boxes.join(',')}]`);
    }
    // A page larger than the writer's first 64 KB, of boxes with a dozen lines under long Turkish names and a
    // contract price: each box's priced part gets its room before it is written, and is byte for byte the whole box.
    const manyLists = Array.from({ length: 12 }, (_, i) => ({
      id: 20 + i,
      name: `Çok uzun ışıklı liste adı ${i} `.repeat(8),
      currency: i % 3 === 0 ? ('TL' as const) : ('EUR' as const),
      includesVat: i % 2 === 0,
    }));
    const wide = {
      ...viewer('7.5'),
      terms: { lists: manyLists, discountRate: new Decimal('7.5'), selectedListId: 25 },
      agreements: new Map([[101, { price: '1234567.8900', currency: 'USD' as const, discountRate: '12.50' }]]),
    };
    const wideRows = Array.from({ length: 60 }, (_, i) => ({
      ...row,
      id: 100 + i,
      prices: Object.fromEntries(manyLists.map((l, j) => [String(l.id), `${98765 * i + j}.1234`])),
    }));
    const written = boxesJson(wideRows, wide);
    expect(written.length).toBeGreaterThan(64 * 1024);
    const wholeBoxes = wideRows.map((r) => asciiJson({ ...productBox(r, wide, context, ''), aciklama: '' }));
    expect(written).toBe(`[${wholeBoxes.join(',')}]`);
    expect((JSON.parse(written) as Product[])[1]!.stokAnlasmaFiyat?.fiyatF).toBe('1.234.567,89');
    const detail = productBox(row, viewer('5'), context, '<p>Açıklama</p>');
    expect(detail.aciklama).toContain('Açıklama');
    const visitor = { dealerId: null, terms: null, agreements: new Map(), key: 'v', signature: 'v' };
    const visitors = boxesJson([row], visitor);
    expect(visitors).toMatch(/^[ -~]+$/);
    expect(JSON.parse(visitors)).toEqual([whole(visitor as never)]);
    expect(JSON.parse(visitors)[0]).toMatchObject({ fiyats: null, miktar: null, showAddBasketButton: false });
  });
});
