import { describe, expect, it } from 'vitest';
import type { Product } from '@bayi/common';
import Decimal from 'decimal.js';
import { pageBody, productsJson, type BoxPage } from './product-json';
import { pricedBoxes, productBox } from './present';
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
        return stoks;
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
    // Without other fields the answer is the array of boxes (autocomplete).
    expect(parse(pageBody('c', page(stoks, null)))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(pageBody('d', page([], null)).toString()).toBe('[]');
    expect(JSON.parse(productsJson(stoks))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(productsJson([])).toBe('[]');
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
    const viewer = (discount: string) => ({
      dealerId: 1,
      terms: { lists, discountRate: new Decimal(discount), selectedListId: 2 },
      // A contract price for this product at one of the discounts.
      agreements: new Map(
        discount === '5' ? [[7, { price: '90.0000', currency: 'TL' as const, discountRate: '2.50' }]] : [],
      ),
      key: discount,
      signature: discount,
    });
    const context = { showTesk: true, barcodesAllowed: true, rates: new Map([['USD' as const, new Decimal('38.5')]]) };
    for (const discount of ['0', '12.5', '5', '12.5']) {
      const boxes = pricedBoxes([row, row], viewer(discount), context);
      const p = boxes[0]!;
      // The boxes are written in ASCII (kept rows hold it one-byte, an answer encodes as a copy): Turkish letters as
      // escapes, in the shared part and in the prices.
      expect(productsJson(boxes)).toMatch(/^[ -~]+$/);
      expect(productsJson(boxes)).toContain('"marka":"\\u00d6znur"');
      expect(productsJson(boxes)).toContain('"ad":"Bayi Fiyat\\u0131"');
      expect(p.stokAnlasmaFiyat?.fiyatF ?? null).toBe(discount === '5' ? '90,00' : null);
      expect(p.fiyats?.[0]?.netFiyatF).toBe({ '0': '100,00', '12.5': '87,50', '5': '95,00' }[discount]);
      expect(JSON.parse(productsJson(boxes))).toEqual(JSON.parse(JSON.stringify(boxes)));
      expect(p).toMatchObject({ miktarDisplayName: 'Son 4 Metre', showAddBasketButton: true, aciklama: '' });
      // The same boxes in another array (not made by pricedBoxes) are serialised whole, to the same content.
      expect(JSON.parse(productsJson([...boxes]))).toEqual(JSON.parse(productsJson(boxes)));
    }
    const detail = productBox(row, viewer('5'), context, '<p>Açıklama</p>');
    expect(detail.aciklama).toContain('Açıklama');
    expect(detail).toEqual({ ...pricedBoxes([row], viewer('5'), context)[0], aciklama: detail.aciklama });
    const visitors = pricedBoxes(
      [row],
      { dealerId: null, terms: null, agreements: new Map(), key: 'v', signature: 'v' },
      context,
    );
    expect(productsJson(visitors)).toMatch(/^[ -~]+$/);
    expect(JSON.parse(productsJson(visitors))).toEqual(JSON.parse(JSON.stringify(visitors)));
    expect(visitors[0]).toMatchObject({ fiyats: null, miktar: null, showAddBasketButton: false });
  });
});
