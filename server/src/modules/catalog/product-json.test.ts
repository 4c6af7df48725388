import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@bayi/common';
import { listBody, productsJson } from './product-json';

const box = (id: number) => ({ id, ad: `Ürün "${id}" ışık`, kod: `K-${id}`, fiyats: null }) as unknown as Product;
const parse = (body: Buffer) => JSON.parse(body.toString('utf8'));

describe('pre-serialised product answers', () => {
  it('are the same JSON as serialising the whole answer', () => {
    const stoks = [box(1), box(2)];
    const list = {
      stoks,
      title: 'Kablo </script>',
      noRecord: false,
      pagerInfo: { pageNo: 1 },
    } as unknown as ProductListResponse;
    expect(parse(listBody('a', list))).toEqual(JSON.parse(JSON.stringify(list)));
    expect(parse(listBody('b', { title: '', stoks: [], chosenByRule: false }))).toEqual({
      title: '',
      stoks: [],
      chosenByRule: false,
    });
    expect(JSON.parse(productsJson(stoks))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(productsJson([])).toBe('[]');
  });

  it('a page is written from the kept bytes only while its boxes and other fields are the same', () => {
    const stoks = [box(1), box(2)];
    const page = (s: Product[], title: string) => ({ stoks: s, title }) as unknown as ProductListResponse;
    const first = listBody('k', page(stoks, 'A'));
    expect(listBody('k', page([...stoks], 'A'))).toBe(first);
    // A re-priced box is a new object: new bytes, with the new content.
    const repriced = listBody('k', page([stoks[0]!, { ...stoks[1]!, ad: 'Yeni' }], 'A'));
    expect(repriced).not.toBe(first);
    expect(parse(repriced).stoks[1].ad).toBe('Yeni');
    expect(parse(listBody('k', page(stoks, 'B'))).title).toBe('B');
  });
});
