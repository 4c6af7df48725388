import type { Product, ProductListResponse, ProductSliderResponse } from '@bayi/common';
import { BoundedMap } from '../../lib/bounded-map';
import { SeenFilter } from '../../lib/seen-filter';

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
 * The answer of a list page as bytes, kept per viewer and address from its second request on, while its
 * boxes are priced from the same rows with the same signature and its other fields are the same: the
 * busiest pages are then written from one buffer instead of building and encoding 35 KB per request.
 * Only what the boxes were priced from is kept beside the bytes, never the boxes themselves.
 */
const PAGE_BODIES_MAX = 2_000;
const askedBefore = new SeenFilter();
const pageBodies = new BoundedMap<string, { rows: readonly object[]; sig: string; others: string; body: Buffer }>(
  PAGE_BODIES_MAX,
);

/** What a list of boxes was priced from: the shared rows (replaced when their product changes) and the box signature. */
const origins = new WeakMap<Product[], { rows: readonly object[]; sig: string }>();

export function pricedFrom<T extends Product[]>(boxes: T, rows: readonly object[], sig: string): T {
  origins.set(boxes, { rows, sig });
  return boxes;
}

export function listBody(key: string, answer: ProductListResponse | ProductSliderResponse): Buffer {
  const { stoks, ...rest } = answer;
  const others = JSON.stringify(rest);
  const origin = origins.get(stoks);
  const held = pageBodies.get(key);
  if (held && origin && held.others === others && held.sig === origin.sig && sameItems(held.rows, origin.rows))
    return held.body;
  // The other fields are serialised as usual and put after the pre-serialised boxes.
  const body = Buffer.from(`{"stoks":${productsJson(stoks)}${others === '{}' ? '' : `,${others.slice(1, -1)}`}}`);
  if (origin && (held || askedBefore.seenBefore(key))) pageBodies.set(key, { ...origin, others, body });
  return body;
}

/** The same objects in the same order. */
export const sameItems = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);
