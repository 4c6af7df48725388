import type { AgreementPrice, Product, ProductPrice } from '@bayi/common';
import { BoundedMap } from '../../lib/bounded-map';
import { SeenFilter } from '../../lib/seen-filter';

/**
 * Product boxes are most of every catalogue answer (about 1.4 KB each, 24 to a page). A list's boxes are written
 * as JSON by their maker (present.ts boxesJson) from pieces kept per row; the other fields of an answer are
 * serialised here, and the whole is kept as bytes while it would be the same (pageBody).
 */

/**
 * JSON with every character beyond ASCII written as an escape ("Ba\u011f"), as a one-byte string. JSON.stringify
 * of Turkish text is a two-byte string: kept rows held their shared part at twice the memory, and one Turkish
 * letter anywhere in an answer made the whole answer two-byte when it was put together and encoded (issue 15).
 * A few bytes more on the wire per Turkish letter.
 */
export function asciiJson(value: unknown): string {
  const json = JSON.stringify(value);
  if (!NON_ASCII.test(json)) return json;
  const escaped = json.replace(NON_ASCII_ALL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // replace keeps the two-byte form even when every character fits one byte: a copy through latin1 does not.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}
/** JSON.stringify escapes control characters itself: what is left beyond printable ASCII is text to escape. */
const NON_ASCII = /[^ -~]/;
const NON_ASCII_ALL = /[^ -~]/g;

/** A text many boxes repeat (a price list's or a brand's name, a unit) as an ASCII JSON literal, worked out once. */
const literals = new Map<string, string>();
export function literal(text: string): string {
  let json = literals.get(text);
  if (json === undefined) {
    if (literals.size >= 1_000) literals.clear();
    literals.set(text, (json = asciiJson(text)));
  }
  return json;
}
/**
 * A raw number as JSON. Most are kuruş amounts (a price's `fiyat`): those are written from their integer count of
 * kuruş, which gives what String gives — below 10¹³ TL no shorter decimal reads back as the same double, and
 * the exact one with two places does — at a fraction of its cost (String of a fraction was 5.6 % of a leaf
 * page's CPU, issue 15).
 */
export function num(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return 'null';
  const cents = Math.round(n * 100);
  if (cents / 100 !== n || cents < 0 || cents >= 1e15) return String(n);
  const whole = Math.floor(cents / 100);
  const part = cents - whole * 100;
  if (part === 0) return String(whole);
  return part % 10 === 0 ? `${whole}.${part / 10}` : `${whole}.${part < 10 ? '0' : ''}${part}`;
}
/** Formatted figures ("1.234,56"), currency codes and CSS classes hold nothing JSON escapes. */
const plain = (text: string | null) => (text === null ? 'null' : `"${text}"`);

function priceLineJson(p: ProductPrice): string {
  return (
    `{"id":${num(p.id)},"ad":${literal(p.ad)},"paraBirimi":${plain(p.paraBirimi)},"fiyat":${num(p.fiyat)},` +
    `"fiyatF":${plain(p.fiyatF)},"fiyatFK":${plain(p.fiyatFK)},"netFiyat":${num(p.netFiyat)},` +
    `"netFiyatF":${plain(p.netFiyatF)},"netFiyatFK":${plain(p.netFiyatFK)},"CssClass":${plain(p.CssClass)}}`
  );
}

function agreementJson(a: AgreementPrice | null): string {
  if (a === null) return 'null';
  return (
    `{"paraBirimi":${plain(a.paraBirimi)},"fiyat":${num(a.fiyat)},"fiyatF":${plain(a.fiyatF)},` +
    `"fiyatFK":${plain(a.fiyatFK)},"iskonto":${num(a.iskonto)}}`
  );
}

/**
 * A box's priced fields as JSON members (no braces), in ASCII, for present.ts to append to the shared part: the
 * same as JSON.stringify of them, written out because these few shapes are serialised for every box a dealer sees.
 */
export function pricedFieldsJson(p: Pick<Product, PricedField>): string {
  const lines = p.fiyats === null ? 'null' : `[${p.fiyats.map(priceLineJson).join(',')}]`;
  return (
    `"fiyats":${lines},"multiPrice":${p.multiPrice},"iskonto":${num(p.iskonto)},"showIskonto":${p.showIskonto},` +
    `"showTeskFiyat":${p.showTeskFiyat},"teskFiyatFTL":${plain(p.teskFiyatFTL)},` +
    `"stokAnlasmaFiyat":${agreementJson(p.stokAnlasmaFiyat)},"showAddBasketButton":${p.showAddBasketButton}`
  );
}

/** The fields of a box that depend on the dealer's prices. */
export type PricedField =
  | 'fiyats'
  | 'multiPrice'
  | 'iskonto'
  | 'showIskonto'
  | 'showTeskFiyat'
  | 'teskFiyatFTL'
  | 'stokAnlasmaFiyat'
  | 'showAddBasketButton';

/**
 * A page of product boxes before they are priced: what its boxes are made from (the shared rows, replaced when
 * their product changes, and the viewer's box signature), the answer's other fields, and the pricing itself.
 */
export interface BoxPage<A extends { stoks: Product[] }> {
  rows: readonly object[];
  sig: string;
  /** The answer's fields beside the boxes; null: the answer is the array of boxes alone (autocomplete). */
  rest: Omit<A, 'stoks'> | null;
  /** The boxes priced, as their JSON array. */
  boxes: () => string;
}

/**
 * A page's answer as bytes, kept per viewer and address from the page's second request within the window
 * (seen-filter.ts) while its rows, signature and other fields are the same: the busiest pages are then written
 * from one buffer, and their boxes are not priced at all. Only what the boxes are priced from is kept beside the
 * bytes, never the boxes themselves: a kept page costs the garbage collector a few objects, and its bytes live
 * outside the heap (issue 15).
 */
const PAGE_BODIES_MAX = 2_000;
const askedBefore = new SeenFilter(PAGE_BODIES_MAX / 2);
const pageBodies = new BoundedMap<string, { rows: readonly object[]; sig: string; rest: string; body: Buffer }>(
  PAGE_BODIES_MAX,
);

export function pageBody<A extends { stoks: Product[] }>(key: string, page: BoxPage<A>): Buffer {
  // In ASCII like the boxes, so the answer stays one-byte when put together and encodes as a copy.
  const rest = page.rest === null ? '' : fieldsJson(page.rest);
  const held = pageBodies.get(key);
  if (held && held.rest === rest && held.sig === page.sig && sameItems(held.rows, page.rows)) return held.body;
  const boxes = page.boxes();
  const body = Buffer.from(rest === '' ? boxes : `{"stoks":${boxes}${rest === '{}' ? '' : `,${rest.slice(1, -1)}`}}`);
  if (held || askedBefore.seenBefore(key)) pageBodies.set(key, { rows: page.rows, sig: page.sig, rest, body });
  return body;
}

/**
 * An answer's fields beside its boxes, as asciiJson gives them. A frozen value (a list's brand drop-down, kept
 * by its cache) is serialised once: escaping its Turkish names on every request was 3 % of a leaf page's CPU.
 */
function fieldsJson(fields: object): string {
  const members: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    members.push(`${literal(name)}:${memberJson(value)}`);
  }
  return `{${members.join(',')}}`;
}
const frozenJsons = new WeakMap<object, string>();
function memberJson(value: unknown): string {
  if (typeof value === 'string') return literal(value);
  // The answer's flags and counts: their JSON is their text (3 % of a leaf page's CPU went to stringify them).
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (value === null) return 'null';
  if (typeof value !== 'object' || !Object.isFrozen(value)) return asciiJson(value);
  let json = frozenJsons.get(value);
  if (json === undefined) frozenJsons.set(value, (json = asciiJson(value)));
  return json;
}

/** The same objects in the same order. */
const sameItems = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);
