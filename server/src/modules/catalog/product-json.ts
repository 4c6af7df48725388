import type { Product, ProductListResponse, ProductSliderResponse } from '@bayi/common';

/**
 * Product boxes are most of every catalogue answer (about 1.4 KB each, 24 to a page) and come
 * from the box cache as the same objects again and again; each is turned into JSON once and the
 * answer is put together from those pieces instead of serialising every box on every request.
 */
const jsonOf = new WeakMap<Product, string>();

function productJson(p: Product): string {
  let json = jsonOf.get(p);
  if (json === undefined) {
    json = JSON.stringify(p);
    jsonOf.set(p, json);
  }
  return json;
}

export const productsJson = (products: Product[]) => `[${products.map(productJson).join(',')}]`;

/** JSON of an object whose `stoks` are product boxes; the other fields are serialised as usual. */
export function withProductsJson(answer: ProductListResponse | ProductSliderResponse): string {
  const { stoks, ...rest } = answer;
  const others = JSON.stringify(rest);
  return `{"stoks":${productsJson(stoks)}${others === '{}' ? '' : `,${others.slice(1, -1)}`}}`;
}
