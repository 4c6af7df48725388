/**
 * The dealer-like mix: thousands of distinct questions drawn from the seeded catalogue's own
 * words, codes and barcodes, as dealers ask them — words, two-word phrases, one-typo words, product codes
 * and barcodes, typing prefixes of words and of codes, every leaf category × pages 1–3 × each sort × the
 * in-stock filter, and each brand alone, within the leaves it was seen in and their top-level categories × pages
 * 1–2 × each sort × the in-stock filter. The questions are shuffled, so no two requests in a row are the same, and the bench
 * runs them against a server whose list cache is off (LIST_CACHE_SECONDS=0): no question is answered from
 * an earlier answer, as when a few hundred dealers each search for their own thing.
 *
 * The catalogue is sampled through the API (the bench cannot open an embedded database the server holds):
 * a random page of every leaf category, read as a dealer.
 */

export interface MixScenario {
  name: string;
  paths: string[];
  signedIn: boolean;
}

interface CategoryNode {
  id: number;
  childs: CategoryNode[];
}

interface ListAnswer {
  stoks: { id: number; ad: string; kod: string; barkod: string | null; markaId: number }[];
  pagerInfo: { totalRecords: number; pageSize: number };
}

/** A small seeded generator: the same catalogue gives the same questions in every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const distinct = <T>(items: T[]) => [...new Set(items)];

/** Words of a product name as a dealer types them: lower case (Turkish), letters and digits, 3+ characters. */
function wordsOf(name: string): string[] {
  return name
    .toLocaleLowerCase('tr')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w.length >= 3);
}

/** One typo: a letter dropped, doubled, or two neighbours swapped (never the first letter). */
function typo(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  const kind = Math.floor(next() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i] + word.slice(i);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export async function dealerMix(base: string, cookie: string): Promise<MixScenario[]> {
  const next = random(15);
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(base + path, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const { items } = await get<{ items: CategoryNode[] }>('/categorymenu/get');
  const leaves: number[] = [];
  const topOf = new Map<number, number>();
  const walk = (top: number) => (n: CategoryNode) =>
    n.childs.length ? n.childs.forEach(walk(top)) : (leaves.push(n.id), topOf.set(n.id, top));
  items.forEach((c) => walk(c.id)(c));

  // A random page of every leaf: about 24 products each; the brands seen there give the brand pages' scopes.
  const products: ListAnswer['stoks'] = [];
  const brandScopes = new Set<string>();
  for (const leaf of leaves) {
    const first = await get<ListAnswer>(`/category/${leaf}?page=1`);
    const pages = Math.max(1, Math.ceil(first.pagerInfo.totalRecords / first.pagerInfo.pageSize));
    const page = 1 + Math.floor(next() * pages);
    const seen = (page === 1 ? first : await get<ListAnswer>(`/category/${leaf}?page=${page}`)).stoks;
    products.push(...seen);
    for (const p of seen) {
      for (const category of [0, leaf, topOf.get(leaf)!]) brandScopes.add(`${p.markaId}?category=${category}`);
    }
  }

  const words = distinct(products.flatMap((p) => wordsOf(p.ad)));
  const phrases = distinct(
    products.flatMap((p) => {
      const w = wordsOf(p.ad);
      return w.slice(1).map((second, i) => `${w[i]} ${second}`);
    }),
  );
  const typos = distinct(words.filter((w) => w.length >= 5 && !/\d/.test(w)).map((w) => typo(w, next)));
  const codes = distinct(products.map((p) => p.kod));
  const barcodes = distinct(products.flatMap((p) => (p.barkod ? [p.barkod] : [])));
  const wordPrefixes = distinct(
    words.flatMap((w) => [2, 3, 4, 5].filter((n) => n < w.length).map((n) => w.slice(0, n))),
  );
  const codePrefixes = distinct(codes.flatMap((c) => [3, 5, 7].filter((n) => n < c.length).map((n) => c.slice(0, n))));
  const barcodePrefixes = distinct(barcodes.map((b) => b.slice(0, 7)));

  const searchQuestions = shuffle(
    [
      ...words.map((q) => ({ q, page: 1 })),
      ...phrases.map((q) => ({ q, page: 1 })),
      ...typos.map((q) => ({ q, page: 1 })),
      ...codes.map((q) => ({ q, page: 1 })),
      ...barcodes.map((q) => ({ q, page: 1 })),
      // A dealer who pages on, or sorts, a broad word.
      ...words.slice(0, 400).flatMap((q) => [
        { q, page: 2 },
        { q, page: 3, sort: '&f=fiyat&d=asc' },
        { q, page: 1, sort: '&instock=true' },
      ]),
    ],
    next,
  );
  const typed = shuffle([...wordPrefixes, ...codePrefixes, ...barcodePrefixes, ...words], next);
  const sorts = ['f=ad&d=asc', 'f=ad&d=desc', 'f=fiyat&d=asc', 'f=fiyat&d=desc'];
  const categoryPages = shuffle(
    leaves.flatMap((id) =>
      [1, 2, 3].flatMap((page) =>
        sorts.flatMap((sort) => ['', '&instock=true'].map((stock) => `/category/${id}?page=${page}&${sort}${stock}`)),
      ),
    ),
    next,
  );
  const topPages = shuffle(
    items.flatMap((c) => [1, 2, 3].flatMap((page) => sorts.map((sort) => `/category/${c.id}?page=${page}&${sort}`))),
    next,
  );
  const brandPages = shuffle(
    [...brandScopes].flatMap((scope) =>
      [1, 2].flatMap((page) =>
        sorts.flatMap((sort) => ['', '&instock=true'].map((stock) => `/brand/${scope}&page=${page}&${sort}${stock}`)),
      ),
    ),
    next,
  );
  const ids = shuffle(distinct(products.map((p) => p.id)), next);

  return [
    {
      name: `autocomplete, distinct prefixes (${typed.length} questions)`,
      paths: typed.map((q) => `/search/autocompletev2?q=${encodeURIComponent(q)}&stok=false`),
      signedIn: true,
    },
    {
      name: `search results, distinct terms (${searchQuestions.length} questions)`,
      paths: searchQuestions.map(
        (s) => `/search/?q=${encodeURIComponent(s.q)}&page=${s.page}${'sort' in s ? s.sort : ''}`,
      ),
      signedIn: true,
    },
    {
      name: `category pages, leaves × sorts × pages × stock (${categoryPages.length})`,
      paths: categoryPages,
      signedIn: true,
    },
    { name: `category pages, top level × sorts × pages (${topPages.length})`, paths: topPages, signedIn: true },
    {
      name: `brand pages, brands × categories × sorts × pages × stock (${brandPages.length})`,
      paths: brandPages,
      signedIn: true,
    },
    {
      name: `product detail, distinct ids (${ids.length})`,
      paths: ids.map((id) => `/product/${id}`),
      signedIn: true,
    },
  ];
}
