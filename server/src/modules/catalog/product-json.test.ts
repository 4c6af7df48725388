import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@bayi/common';
import Decimal from 'decimal.js';
import { listBody, pricedFrom, productsJson } from './product-json';
import { pricedBoxes, productBox } from './present';
import type { ProductRow } from './repository';

const box = (id: number) => ({ id, ad: `Ürün "${id}" ışık`, kod: `K-${id}`, fiyats: null }) as unknown as Product;
const parse = (body: Buffer) => JSON.parse(body.toString('utf8'));

describe('pre-serialised product answers', () => {
  it('are the same JSON as serialising the whole answer', () => {
    const stoks = [box(1), box(2)];
    const list = {
      stoks,
      title: 'Kablo </script> ışık',
      noRecord: false,
      pagerInfo: { pageNo: 1 },
    } as unknown as ProductListResponse;
    expect(parse(listBody('a', list))).toEqual(JSON.parse(JSON.stringify(list)));
    // The fields beside the boxes are written in ASCII too: Turkish letters as escapes.
    expect(listBody('a', { ...list, stoks: [] }).toString('latin1')).toMatch(/^[ -~]+$/);
    expect(parse(listBody('b', { title: '', stoks: [], chosenByRule: false }))).toEqual({
      title: '',
      stoks: [],
      chosenByRule: false,
    });
    expect(JSON.parse(productsJson(stoks))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(productsJson([])).toBe('[]');
  });

  it('a page is written from kept bytes from its second request on, while its rows, signature and other fields are the same', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const page = (r: object[], sig: string, title: string, names = ['A', 'B']) =>
      ({
        stoks: pricedFrom(
          names.map((ad, i) => ({ ...box(i + 1), ad })),
          r,
          sig,
        ),
        title,
      }) as unknown as ProductListResponse;
    const first = listBody('k', page(rows, 's1', 'T'));
    // Asked once: nothing is kept.
    const second = listBody('k', page(rows, 's1', 'T'));
    expect(second).not.toBe(first);
    // Asked again, boxes priced anew from the same rows with the same signature: the kept bytes.
    expect(listBody('k', page([...rows], 's1', 'T'))).toBe(second);
    // A changed row (a new object), another signature or another title: new bytes with the new content.
    const renamed = listBody('k', page([rows[0]!, { id: 2 }], 's1', 'T', ['A', 'Yeni']));
    expect(renamed).not.toBe(second);
    expect(parse(renamed).stoks[1].ad).toBe('Yeni');
    expect(listBody('k', page(rows, 's2', 'T'))).not.toBe(second);
    expect(parse(listBody('k', page(rows, 's1', 'U'))).title).toBe('U');
    // Boxes whose origin is unknown are never served kept bytes.
    const unknown = { stoks: [box(1)], title: 'T' } as unknown as ProductListResponse;
    expect(listBody('u', unknown)).not.toBe(listBody('u', unknown));
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
