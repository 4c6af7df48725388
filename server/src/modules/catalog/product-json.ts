import type { Product, ProductListResponse, ProductSliderResponse } from '@bayi/common';
import { BoundedMap } from '../../lib/bounded-map';

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

/** A box whose JSON its maker already has (present.ts puts a shared part and the prices together). */
export function withJson(p: Product, json: string): Product {
  jsonOf.set(p, json);
  return p;
}

export const productsJson = (products: Product[]) => `[${products.map(productJson).join(',')}]`;

/**
 * The answer of a list page as bytes, kept per viewer and address while it is made of the same box
 * objects and the same other fields: the busiest pages are then written from one buffer instead of
 * building and encoding 35 KB per request (the allocation that makes the tail latency).
 */
const PAGE_BODIES_MAX = 2_000;
const pageBodies = new BoundedMap<string, { stoks: Product[]; others: string; body: Buffer }>(PAGE_BODIES_MAX);

export function listBody(key: string, answer: ProductListResponse | ProductSliderResponse): Buffer {
  const { stoks, ...rest } = answer;
  const others = JSON.stringify(rest);
  const held = pageBodies.get(key);
  if (held && held.others === others && sameBoxes(held.stoks, stoks)) return held.body;
  // The other fields are serialised as usual and put after the pre-serialised boxes.
  const body = Buffer.from(`{"stoks":${productsJson(stoks)}${others === '{}' ? '' : `,${others.slice(1, -1)}`}}`);
  pageBodies.set(key, { stoks, others, body });
  return body;
}

const sameBoxes = (a: Product[], b: Product[]) => a.length === b.length && a.every((p, i) => p === b[i]);
