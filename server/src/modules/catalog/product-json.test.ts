import { describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '@bayi/common';
import { productsJson, withProductsJson } from './product-json';

const box = (id: number) => ({ id, ad: `Ürün "${id}" ışık`, kod: `K-${id}`, fiyats: null }) as unknown as Product;

describe('pre-serialised product answers', () => {
  it('are the same JSON as serialising the whole answer, served again from the same boxes', () => {
    const stoks = [box(1), box(2)];
    const list = {
      stoks,
      title: 'Kablo </script>',
      noRecord: false,
      pagerInfo: { pageNo: 1 },
    } as unknown as ProductListResponse;
    expect(JSON.parse(withProductsJson(list))).toEqual(JSON.parse(JSON.stringify(list)));
    expect(JSON.parse(withProductsJson(list))).toEqual(JSON.parse(JSON.stringify(list)));
    expect(JSON.parse(withProductsJson({ title: '', stoks: [] }))).toEqual({ title: '', stoks: [] });
    expect(JSON.parse(productsJson(stoks))).toEqual(JSON.parse(JSON.stringify(stoks)));
    expect(productsJson([])).toBe('[]');
  });
});
