import { formatCents, type Product } from '@bayi/common';
import { amountOf } from '../pricing/contract';
import type { AgreementFigures, Kurus, PriceFigures, PriceLine, PriceList } from '../pricing/price-product';
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
 * letter anywhere in an answer made the whole answer two-byte when it was put together and encoded.
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

/**
 * A text many boxes or answers repeat (a price list's or a brand's name, a unit, a list's title) as an ASCII JSON
 * literal, worked out once. Room for every brand page's title in a catalogue of a few hundred brands and categories:
 * past 1,000 the brand pages' titles alone emptied it again and again.
 */
const literals = new Map<string, string>();
export function literal(text: string): string {
  let json = literals.get(text);
  if (json === undefined) {
    if (literals.size >= 20_000) literals.clear();
    literals.set(text, (json = asciiJson(text)));
  }
  return json;
}
/**
 * ASCII written into one buffer, reused by every answer (each is written at once, never two at a time), and
 * copied out at the end: an answer of many short texts leaves nothing to collect but its bytes. Short texts are
 * copied a character at a time (a native write per piece cost more than the copy); numbers are written as digits.
 */
export class AsciiWriter {
  private buf: Buffer;
  /** Where the next byte goes. */
  at = 0;
  constructor(size = 64 * 1024) {
    this.buf = Buffer.allocUnsafe(size);
  }

  /** Forget what was written (after an answer that threw half-way). */
  reset(): void {
    this.at = 0;
  }

  /**
   * What was written since the last take, as a buffer of its own; the writer starts over. `kept`: a buffer not cut
   * from Node's shared 8 KB pool, for bytes kept long (one kept piece would keep a whole pool alive).
   */
  take(kept = false): Buffer {
    const out = kept ? Buffer.allocUnsafeSlow(this.at) : Buffer.allocUnsafe(this.at);
    this.buf.copy(out, 0, 0, this.at);
    this.at = 0;
    return out;
  }

  /** What was written since the last take, as a view of the writer's buffer (valid until it writes again). */
  written(): Buffer {
    return this.buf.subarray(0, this.at);
  }

  /** An ASCII text. */
  text(s: string): void {
    this.room(s.length);
    if (s.length > SHORT_TEXT) this.at += this.buf.write(s, this.at, s.length, 'latin1');
    else this.at = put(this.buf, this.at, s);
  }

  /** A text as its JSON literal in ASCII, as asciiJson gives it ('null' for null). */
  json(s: string | null): void {
    if (s === null) return this.text('null');
    this.room(2 + 6 * s.length);
    this.at = putJsonText(this.buf, this.at, s);
  }

  /** ASCII text as bytes. */
  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.at = putBytes(this.buf, this.at, b);
  }

  byte(c: number): void {
    this.room(1);
    this.buf[this.at++] = c;
  }

  /** A raw number as JSON, as String gives it (putNumber). */
  number(n: number | null): void {
    this.room(NUMBER_MAX);
    this.at = putNumber(this.buf, this.at, n);
  }

  /** Room for `n` more bytes: the buffer to write them into from `at` (writePricedFields). */
  reserve(n: number): Buffer {
    this.room(n);
    return this.buf;
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    const larger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.at + n));
    this.buf.copy(larger, 0, 0, this.at);
    this.buf = larger;
  }
}
/**
 * A text's JSON literal in ASCII at `at` (room for 2 + 6 bytes a character made beforehand): JSON.stringify's
 * escapes, and every character beyond printable ASCII as `\u` and four hex digits (asciiJson), in one pass with
 * nothing made on the way.
 */
function putJsonText(buf: Buffer, at: number, s: string): number {
  buf[at++] = QUOTE;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x60 ? c >= 0x20 && SHORT_ESCAPES[c] === 0 : c < 0x7f) buf[at++] = c;
    else if (c < 0x60 && SHORT_ESCAPES[c] !== 0) {
      buf[at++] = BACKSLASH;
      buf[at++] = SHORT_ESCAPES[c]!;
    } else {
      buf[at++] = BACKSLASH;
      buf[at++] = 0x75; // u
      buf[at++] = HEX_DIGITS[c >> 12]!;
      buf[at++] = HEX_DIGITS[(c >> 8) & 15]!;
      buf[at++] = HEX_DIGITS[(c >> 4) & 15]!;
      buf[at++] = HEX_DIGITS[c & 15]!;
    }
  }
  buf[at++] = QUOTE;
  return at;
}
/** The letter after the backslash of JSON's two-character escapes, by character (0: none). */
const SHORT_ESCAPES = new Uint8Array(0x60);
for (const [c, letter] of [
  [8, 'b'],
  [9, 't'],
  [10, 'n'],
  [12, 'f'],
  [13, 'r'],
  [0x22, '"'],
  [0x5c, '\\'],
] as const)
  SHORT_ESCAPES[c] = letter.charCodeAt(0);
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const BACKSLASH = 0x5c;

/** Longer texts are written natively. */
const SHORT_TEXT = 32;
/** The longest a number's JSON may be ("-1.7976931348623157e+308"). */
const NUMBER_MAX = 24;
const [ZERO, DOT, COMMA, COLON, QUOTE, MINUS] = [0x30, 0x2e, 0x2c, 0x3a, 0x22, 0x2d];
const [OPEN_BRACE, CLOSE_BRACE, CLOSE_BRACKET] = [0x7b, 0x7d, 0x5d];

/**
 * A price line's members up to its price, which depend on its list only ('{"id":1,"ad":"Bayi Fiyat\u0131",
 * "paraBirimi":"TL","fiyat":'): written once per list, they are one piece of a line instead of seven.
 */
function lineHead(l: PriceList): Uint8Array {
  const kept = lineHeads.get(l.id);
  if (kept && kept.ad === l.name && kept.currency === l.currency) return kept.json;
  if (lineHeads.size >= 1_000) lineHeads.clear();
  const json = Buffer.from(`{"id":${l.id},"ad":${literal(l.name)},"paraBirimi":"${l.currency}","fiyat":`, 'latin1');
  lineHeads.set(l.id, { ad: l.name, currency: l.currency, json });
  return json;
}
const lineHeads = new Map<number, { ad: string; currency: string; json: Uint8Array }>();

/**
 * A price line's JSON in ASCII as a dealer sees it when the line is not the chosen list's (`{"id":…,"netFiyatFK":
 * "71,16","CssClass":""}`): all of it is settled by the list price and the net figures after the dealer's discount,
 * so every dealer who sees the list at that discount gets the same text. Written once and kept with the net figures
 * (LINE_JSON on price-product.ts PriceFigures), which the pricing function keeps per product, list and discount: a
 * box's lines are then copies (writing six figures and their names a line, a byte at a time, was most of
 * what writing a leaf page cost). The chosen list's line is the same up to its class (writeLine).
 */
function lineJson(l: PriceLine): string {
  const net = l.net as KeptFigures;
  const kept = net[LINE_JSON];
  if (kept !== undefined) return kept;
  const head = lineHead(l.price.list);
  const buf = lineWriter.reserve(head.length + LINE_FIGURES_MAX + kurusBounds(l.price) + kurusBounds(l.net));
  let at = putBytes(buf, 0, head);
  at = putFigures(buf, at, l.price);
  at = put(buf, at, ',"netFiyat":');
  at = putFigures(buf, at, l.net, NET_F, NET_FK);
  at = putBytes(buf, at, PLAIN_END);
  return (net[LINE_JSON] = buf.toString('latin1', 0, at));
}
/**
 * The line's text on its net figures, under a symbol of this writer's own: the figures are the pricing function's
 * and never change (a new price is a new object), so the text is right for as long as they are kept.
 */
const LINE_JSON = Symbol('lineJson');
type KeptFigures = PriceFigures & { [LINE_JSON]?: string };
const lineWriter = new AsciiWriter(1024);
/** Room for a line's member names, punctuation and safe-integer figures beside its head (kurusBounds for more). */
const LINE_FIGURES_MAX = 256;
const kurusBounds = (f: PriceFigures) => kurusBound(f.cents) + kurusBound(f.centsWithVat) - 2 * KURUS_MAX;

/** A price line at `at` (room made beforehand): its kept text, with the chosen list's class if it is chosen. */
function writeLine(buf: Buffer, at: number, l: PriceLine): number {
  const json = lineJson(l);
  if (!l.selected) return at + latin1Write(buf, json, at, json.length);
  at += latin1Write(buf, json, at, json.length - PLAIN_END.length);
  return putBytes(buf, at, SELECTED_END);
}
/** Buffer's own latin1 writer: Buffer.write checks its arguments in JavaScript first, as much again for a line. */
const latin1Write = (buf: Buffer, s: string, at: number, length: number): number =>
  (buf as Buffer & { latin1Write(s: string, at: number, length: number): number }).latin1Write(s, at, length);

/**
 * A dealer's box's priced fields as the pricing function gives them (present.ts): the members of PricedField, the
 * price lines and the price with VAT in TL as figures, written without a text of their own.
 */
export interface PricedBox {
  lines: readonly PriceLine[];
  multiPrice: boolean;
  iskonto: number;
  showIskonto: boolean;
  showTeskFiyat: boolean;
  /** teskFiyatFTL in kuruş; null: none. */
  tesk: Kurus | null;
  stokAnlasmaFiyat: AgreementFigures | null;
  showAddBasketButton: boolean;
}

/**
 * A box's priced fields as JSON members (no braces), in ASCII, after the shared part: the same as JSON.stringify
 * of them as the detail page has them (present.ts pricedFields), written out because these few shapes are written
 * for every box a dealer sees. Each price line is its kept text (lineJson) and its CSS class; the rest are kept
 * pieces and the price with VAT in TL, formatted ("1.234,56") straight into the buffer. Formatted figures,
 * currency codes and CSS classes hold nothing JSON escapes.
 */
function writePricedFields(w: AsciiWriter, p: PricedBox): void {
  const lines = p.lines;
  // Room for the whole part first, then every piece copied at a local position: a method call per piece, each
  // checking the room and updating the writer, was most of the cost of these few bytes.
  const flags = flagsJson(p);
  const buf = w.reserve(pricedBound(p, flags));
  let at = putBytes(buf, w.at, FIYATS_OPEN);
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) buf[at++] = COMMA;
    at = writeLine(buf, at, lines[i]!);
  }
  at = putBytes(buf, at, flags);
  if (p.tesk === null) at = put(buf, at, 'null');
  else {
    buf[at++] = QUOTE;
    at = putKurusText(buf, at, p.tesk);
    buf[at++] = QUOTE;
  }
  const a = p.stokAnlasmaFiyat;
  if (a === null) {
    w.at = putBytes(buf, at, p.showAddBasketButton ? NO_AGREEMENT_WITH_BUTTON : NO_AGREEMENT_WITHOUT_BUTTON);
    return;
  }
  at = put(buf, at, ',"stokAnlasmaFiyat":{"paraBirimi":"');
  at = put(buf, at, a.currency);
  at = put(buf, at, '","fiyat":');
  at = putFigures(buf, at, a);
  at = put(buf, at, ',"iskonto":');
  at = putNumber(buf, at, a.discount);
  buf[at++] = CLOSE_BRACE;
  w.at = putBytes(buf, at, p.showAddBasketButton ? WITH_BUTTON : WITHOUT_BUTTON);
}
const [NET_F, NET_FK] = [',"netFiyatF":"', '","netFiyatFK":"'];
/** The pieces every box has, as bytes: copied natively, where a byte at a time cost a few nanoseconds each. */
const ascii = (s: string) => Buffer.from(s, 'latin1');
const FIYATS_OPEN = ascii('"fiyats":[');
const SELECTED_END = ascii(',"CssClass":"selected"}');
const PLAIN_END = ascii(',"CssClass":""}');
const [BUTTON, NO_BUTTON, NO_AGREEMENT] = [
  ',"showAddBasketButton":true',
  ',"showAddBasketButton":false',
  ',"stokAnlasmaFiyat":null',
];
const WITH_BUTTON = ascii(BUTTON);
const WITHOUT_BUTTON = ascii(NO_BUTTON);
/** A box without a contract price ends with one piece. */
const NO_AGREEMENT_WITH_BUTTON = ascii(NO_AGREEMENT + BUTTON);
const NO_AGREEMENT_WITHOUT_BUTTON = ascii(NO_AGREEMENT + NO_BUTTON);

/**
 * At least as many bytes as writePricedFields writes for `p`: its lines' kept texts and kept pieces' lengths, and
 * 320 for the names, punctuation and figures beside them (a contract price's texts are counted).
 */
function pricedBound(p: PricedBox, flags: Uint8Array): number {
  let n = 320 + flags.length + kurusBound(p.tesk);
  for (const l of p.lines) n += 32 + lineJson(l).length;
  const a = p.stokAnlasmaFiyat;
  if (a !== null) n += 320 + a.currency.length + kurusBound(a.cents) + kurusBound(a.centsWithVat);
  return n;
}
/** Room for an amount's text or number: KURUS_MAX for a safe integer's ("90.071.992.547.409,91"), else counted. */
const kurusBound = (c: Kurus | null) => (typeof c === 'bigint' ? 2 * c.toString().length + 8 : KURUS_MAX);
const KURUS_MAX = 32;

/** Bytes at `at` (room made beforehand); the position after them. */
function putBytes(buf: Buffer, at: number, b: Uint8Array): number {
  buf.set(b, at);
  return at + b.length;
}

/** An ASCII text at `at` (room made beforehand); the position after it. */
function put(buf: Buffer, at: number, s: string): number {
  for (let i = 0; i < s.length; i++) buf[at++] = s.charCodeAt(i);
  return at;
}

/**
 * A raw number as JSON, as String gives it, at `at` (room made beforehand); the position after it. Most are kuruş
 * amounts (a price's `fiyat`): those are written from their integer count of kuruş — below 10¹³ TL no shorter
 * decimal reads back as the same double, and the exact one with two places does — at a fraction of String's cost
 * (String of a fraction was 5.6 % of a leaf page's CPU).
 */
function putNumber(buf: Buffer, at: number, n: number | null): number {
  if (n === null || !Number.isFinite(n)) return put(buf, at, 'null');
  const cents = Math.round(n * 100);
  if (cents / 100 !== n || cents < 0 || cents >= 1e15) return put(buf, at, String(n));
  let whole = Math.floor(cents / 100);
  const part = cents - whole * 100;
  let length = 1;
  for (let p = 10; p <= whole; p *= 10) length++;
  for (let i = at + length - 1; i >= at; i--) {
    buf[i] = ZERO + (whole % 10);
    whole = Math.floor(whole / 10);
  }
  at += length;
  if (part === 0) return at;
  buf[at++] = DOT;
  buf[at++] = ZERO + Math.floor(part / 10);
  if (part % 10 !== 0) buf[at++] = ZERO + (part % 10);
  return at;
}

/**
 * `],"multiPrice":…,"iskonto":…,"showIskonto":…,"showTeskFiyat":…,"teskFiyatFTL":` (the end of the price lines and
 * the members after them): the same for every box a dealer sees but for the flags, so written once per discount and
 * flags (a piece per member was most of a box's writing).
 */
function flagsJson(p: Pick<Product, 'multiPrice' | 'iskonto' | 'showIskonto' | 'showTeskFiyat'>): Uint8Array {
  let byFlags = flagsJsons.get(p.iskonto);
  if (byFlags === undefined) {
    if (flagsJsons.size >= 100) flagsJsons.clear();
    flagsJsons.set(p.iskonto, (byFlags = []));
  }
  const at = (p.multiPrice ? 4 : 0) + (p.showIskonto ? 2 : 0) + (p.showTeskFiyat ? 1 : 0);
  return (byFlags[at] ??= Buffer.from(
    `],"multiPrice":${p.multiPrice},"iskonto":${JSON.stringify(p.iskonto)},"showIskonto":${p.showIskonto},` +
      `"showTeskFiyat":${p.showTeskFiyat},"teskFiyatFTL":`,
    'latin1',
  ));
}
const flagsJsons = new Map<number | null, Uint8Array[]>();

/**
 * `<fiyat>,"fiyatF":"<fiyatF>","fiyatFK":"<fiyatFK>"` at `at`, of a price line's figures (its list price, or with the
 * other two names its net price; a contract price's): the raw number, as String of pricing/contract.ts amountOf gives
 * it, and the texts as its formatKurus does.
 */
function putFigures(buf: Buffer, at: number, f: PriceFigures, textName = FIYAT_F, withVatName = FIYAT_FK): number {
  const c = f.cents;
  at = typeof c === 'number' ? putNumber(buf, at, c / 100) : put(buf, at, String(amountOf(c)));
  at = put(buf, at, textName);
  at = putKurusText(buf, at, c);
  at = put(buf, at, withVatName);
  at = putKurusText(buf, at, f.centsWithVat);
  buf[at++] = QUOTE;
  return at;
}
const [FIYAT_F, FIYAT_FK] = [',"fiyatF":"', '","fiyatFK":"'];

/**
 * Kuruş formatted as a price line shows them ("1.234,56", formatCents) at `at`, digit by digit from a safe integer:
 * every box writes six, and making each a text first was most of what a kept row's prices held.
 */
function putKurusText(buf: Buffer, at: number, c: Kurus): number {
  if (typeof c === 'bigint') return put(buf, at, formatCents(c));
  if (c < 0) {
    buf[at++] = MINUS;
    c = -c;
  }
  let whole = Math.floor(c / 100);
  const part = c - whole * 100;
  let digits = 1;
  for (let p = 10; p <= whole; p *= 10) digits++;
  const end = at + digits + Math.floor((digits - 1) / 3);
  for (let i = end - 1, n = 0; n < digits; n++) {
    if (n > 0 && n % 3 === 0) buf[i--] = DOT;
    buf[i--] = ZERO + (whole % 10);
    whole = Math.floor(whole / 10);
  }
  buf[end] = COMMA;
  buf[end + 1] = ZERO + Math.floor(part / 10);
  buf[end + 2] = ZERO + (part % 10);
  return end + 3;
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
  /** The boxes priced, each as its JSON (answerBytes writes them). */
  boxes: () => readonly BoxJson[];
}

/** An object's ASCII JSON as bytes without its closing brace (a BoxJson's shared part): members follow it. */
export function openJson(json: string): Buffer {
  // A buffer of its own, not a slice of Node's shared 8 KB pool: one kept row would keep a whole pool alive.
  const bytes = Buffer.allocUnsafeSlow(json.length - 1);
  bytes.write(json, 0, json.length - 1, 'latin1');
  return bytes;
}

/**
 * A box in its two parts: the shared one, an object's JSON in ASCII without its closing brace (kept per row as
 * bytes: present.ts), and for a dealer the priced fields, written as members after it (null: none).
 */
export interface BoxJson {
  shared: Uint8Array;
  priced: PricedBox | null;
}

/**
 * A page's answer as bytes, kept per viewer and address from the page's second request within the window
 * (seen-filter.ts) while its rows, signature and other fields are the same: the busiest pages are then written
 * from one buffer, and their boxes are not priced at all. Only what the boxes are priced from is kept beside the
 * bytes, never the boxes themselves: a kept page costs the garbage collector a few objects, and its bytes live
 * outside the heap.
 */
const PAGE_BODIES_MAX = 2_000;
const askedBefore = new SeenFilter(PAGE_BODIES_MAX / 2);
const pageBodies = new BoundedMap<string, { rows: readonly object[]; sig: string; rest: Buffer; body: Buffer }>(
  PAGE_BODIES_MAX,
);

export function pageBody<A extends { stoks: Product[] }>(key: string, page: BoxPage<A>): Buffer {
  // Written as bytes where they go, in ASCII like the boxes: a text of them (the brand drop-down's JSON copied into
  // it on every request) was more than a twentieth of what a leaf page allocated.
  const rest = restWriter;
  rest.reset();
  if (page.rest !== null) writeObject(rest, page.rest);
  const held = pageBodies.get(key);
  if (held && held.rest.equals(rest.written()) && held.sig === page.sig && sameItems(held.rows, page.rows))
    return held.body;
  const body = answerBytes(page.boxes(), page.rest === null ? null : rest.written());
  if (held || askedBefore.seenBefore(key))
    pageBodies.set(key, { rows: page.rows, sig: page.sig, rest: rest.take(true), body });
  return body;
}
const restWriter = new AsciiWriter(16 * 1024);

/**
 * An answer's bytes: its boxes as a JSON array — under "stoks", before the other fields (`rest`, an object's JSON
 * in ASCII), unless `rest` is null — written part by part (AsciiWriter). A page's text used to be put together as
 * strings: each priced member a string of its own, the boxes joined, then the whole flattened again to be encoded —
 * most of what a leaf page left to collect. Each box's shared part is now copied straight from the bytes
 * its row keeps, and the prices are written where they go.
 */
export function answerBytes(boxes: readonly BoxJson[], rest: Uint8Array | null): Buffer {
  const w = answerWriter;
  w.reset();
  w.text(rest === null ? '[' : '{"stoks":[');
  for (let i = 0; i < boxes.length; i++) {
    if (i > 0) w.byte(COMMA);
    const { shared, priced } = boxes[i]!;
    w.bytes(shared);
    if (priced !== null) {
      w.byte(COMMA);
      writePricedFields(w, priced);
    }
    w.byte(CLOSE_BRACE);
  }
  w.byte(CLOSE_BRACKET);
  if (rest === null) return w.take();
  // `{}` closes the answer; other members follow the boxes' after a comma.
  if (rest.length > 2) w.byte(COMMA);
  w.bytes(rest.subarray(1));
  return w.take();
}
const answerWriter = new AsciiWriter();

/**
 * An answer's fields beside its boxes as an object's JSON, as asciiJson gives it, written into `w`. A frozen value
 * (a list's brand drop-down, kept by its cache) is serialised once: escaping its Turkish names on every request was
 * 3 % of a leaf page's CPU. The fields are a plain object's own (for…in: no array of entries made per request).
 */
function writeObject(w: AsciiWriter, fields: object): void {
  w.byte(OPEN_BRACE);
  let first = true;
  for (const name in fields) {
    const value: unknown = (fields as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (!first) w.byte(COMMA);
    first = false;
    w.text(literal(name));
    w.byte(COLON);
    writeMember(w, value);
  }
  w.byte(CLOSE_BRACE);
}
const frozenJsons = new WeakMap<object, string>();
function writeMember(w: AsciiWriter, value: unknown): void {
  if (typeof value === 'string') return w.text(literal(value));
  // The answer's flags and counts: their JSON is their text (3 % of a leaf page's CPU went to stringify them).
  if (typeof value === 'boolean') return w.text(value ? 'true' : 'false');
  if (typeof value === 'number' && Number.isFinite(value)) return w.number(value);
  if (value === null) return w.text('null');
  if (typeof value !== 'object') return w.text(asciiJson(value));
  // A plain object of such members (the pager, the sort) member by member: asciiJson of them was 2 % of a page.
  if (!Object.isFrozen(value))
    return Object.getPrototypeOf(value) === Object.prototype ? writeObject(w, value) : w.text(asciiJson(value));
  let json = frozenJsons.get(value);
  if (json === undefined) frozenJsons.set(value, (json = asciiJson(value)));
  w.text(json);
}

/** The same objects in the same order. */
const sameItems = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);
