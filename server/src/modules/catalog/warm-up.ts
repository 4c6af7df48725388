import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../pricing/service';
import type { CategoryIndex } from '../content/service';
import type { ProductRow } from './repository';
import type { ListRequest } from './rules';
import type { CatalogService } from './service';
import { pageBody } from './product-json';
import { splitQuery } from './search-terms';

/**
 * The catalogue's hot paths run a few thousand times before the server says it is ready (/health/ready), so the
 * first dealers are not the ones who wait while the JavaScript engine compiles them (issue 15). With it, a server
 * just started spent about a quarter less CPU a request over its first ten seconds of autocomplete (203–268 µs
 * against 321–363) and its p99 came down by 3–16 ms (docs/performance.md "A warm-up before ready"). The questions are
 * made here from the catalogue itself — words, phrases, typos, prefixes, codes and barcodes of products on pages
 * spread over it, their categories and brands, with every sort, the in-stock filter and pages 1–3 — asked as a
 * visitor through the whole server and as one dealer through the service calls and answer writer the routes use.
 * The dealer's answers are written under keys no address has, so none is kept for a real request.
 */
export interface WarmUpDeps {
  catalog: CatalogService;
  categoryIndex: () => Promise<CategoryIndex>;
  /** Who asks: the visitor and, when the catalogue has one, a dealer (its prices, discounts and agreements). */
  viewers: Viewer[];
  /** A visitor's request of this address through the whole server (app.inject): its status. */
  request?: (path: string) => Promise<number>;
  /** Stop once this much time has gone by, whatever is left. */
  budgetMs: number;
  /** The questions asked at most, each kind in turn. */
  maxCalls?: number;
  /** Whether the server is closing: then stop. */
  stopped?: () => boolean;
}

export interface WarmUpResult {
  calls: number;
  ms: number;
}

const SORTS: Pick<ListRequest, 'f' | 'd'>[] = [
  { f: 'ad', d: 'asc' },
  { f: 'ad', d: 'desc' },
  { f: 'fiyat', d: 'asc' },
  { f: 'fiyat', d: 'desc' },
];
/** Pages of all products read for the questions' material: about 24 products each. */
const SAMPLE_PAGES = 8;

/** Words of a product name as the index knows them (folded): 3 characters or more. */
const wordsOf = (name: string) => splitQuery(name).filter((w) => w.length >= 3);

/** What the questions are made of: products read from pages spread over the whole catalogue. */
async function sample(catalog: CatalogService, visitor: Viewer): Promise<ProductRow[]> {
  const first = await catalog.allProducts(visitor, { page: 1 });
  const pager = first.rest?.pagerInfo;
  const pages = pager ? Math.max(1, Math.ceil(pager.totalRecords / pager.pageSize)) : 1;
  const rows = [...first.rows];
  for (let i = 1; i < SAMPLE_PAGES && i < pages; i++) {
    rows.push(...(await catalog.allProducts(visitor, { page: 1 + Math.floor((i * pages) / SAMPLE_PAGES) })).rows);
  }
  // A list's rows are the product rows its boxes were made from.
  return rows as ProductRow[];
}

/** The kinds of question, each making its `n`th question from its own material in turn. */
function questions(rows: ProductRow[], index: CategoryIndex, catalog: CatalogService) {
  const words = [...new Set(rows.flatMap((r) => wordsOf(r.name)))];
  // A name's first two words as a dealer types them, in Turkish letters (the search folds them).
  const phrases = rows.flatMap((r) => {
    const w = r.name.toLocaleLowerCase('tr').split(/\s+/);
    return w.length > 1 ? [`${w[0]} ${w[1]}`] : [];
  });
  const codes = rows.map((r) => r.code);
  const barcodes = rows.flatMap((r) => (r.barcode ? [r.barcode] : []));
  const prefixes = [
    ...words.flatMap((w) => [2, 3, 4].filter((n) => n < w.length).map((n) => w.slice(0, n))),
    ...codes.map((c) => c.slice(0, 5)),
    ...barcodes.map((b) => b.slice(0, 7)),
  ];
  // A typo as a dealer makes one: two letters swapped after the first.
  const typos = words.filter((w) => w.length >= 5).map((w) => w[0]! + w[2] + w[1] + w.slice(3));
  const terms = [...words, ...phrases, ...codes, ...barcodes, ...typos];
  const leaves = [...new Set(rows.flatMap((r) => (r.category_id === null ? [] : [r.category_id])))];
  const tops = [...new Set(leaves.map((id) => index.path(id)[0]?.id ?? id))];
  const brands = rows.flatMap((r) =>
    r.brand_id === null ? [] : [{ brand: r.brand_id, category: r.category_id ?? 0 }],
  );
  const ids = rows.map((r) => r.id);
  const pick = <T>(items: T[], n: number): T => items[n % items.length]!;
  const listRequest = (n: number): ListRequest => ({
    page: 1 + (n % 3),
    ...pick(SORTS, n >> 1),
    instock: n % 5 === 0 ? 'true' : 'false',
  });
  const query = (req: ListRequest) => `page=${req.page}&f=${req.f}&d=${req.d}&instock=${req.instock}`;
  const kinds: ((n: number) => Question)[] = [];
  if (prefixes.length) {
    kinds.push((n) => {
      const [q, stock] = [pick(prefixes, n), n % 7 === 0];
      return {
        path: `/search/autocompletev2?q=${encodeURIComponent(q)}&stok=${stock}`,
        ask: (v) => catalog.autocomplete(v, q, stock),
      };
    });
  }
  if (terms.length) {
    kinds.push((n) => {
      const [q, req] = [pick(terms, n), listRequest(n)];
      return { path: `/search/?q=${encodeURIComponent(q)}&${query(req)}`, ask: (v) => catalog.search(v, q, req) };
    });
  }
  for (const categories of [leaves, tops]) {
    if (!categories.length) continue;
    kinds.push((n) => {
      const [id, req] = [pick(categories, n), listRequest(n)];
      return { path: `/category/${id}?${query(req)}`, ask: (v) => catalog.categoryList(v, id, req) };
    });
  }
  if (brands.length) {
    kinds.push((n) => {
      const { brand, category: leaf } = pick(brands, n);
      const [category, req] = [n % 2 === 0 ? 0 : leaf, listRequest(n)];
      return {
        path: `/brand/${brand}?category=${category}&${query(req)}`,
        ask: (v) => catalog.brandList(v, brand, category, req),
      };
    });
  }
  if (ids.length) {
    kinds.push((n) => {
      const id = pick(ids, n);
      return { path: `/product/${id}`, ask: (v) => catalog.product(v, id) };
    });
  }
  return kinds;
}

/** One question: its address, and the service call its route makes for a viewer. */
interface Question {
  path: string;
  ask: (viewer: Viewer) => Promise<unknown>;
}

export async function warmUpCatalog(deps: WarmUpDeps): Promise<WarmUpResult> {
  const started = performance.now();
  const { catalog, viewers, budgetMs, maxCalls = 3_000 } = deps;
  const visitor = viewers.find((v) => v.terms === null) ?? viewers[0]!;
  const kinds = questions(await sample(catalog, visitor), await deps.categoryIndex(), catalog);
  let calls = 0;
  while (kinds.length && calls < maxCalls && performance.now() - started < budgetMs && !deps.stopped?.()) {
    const viewer = viewers[calls % viewers.length]!;
    const n = Math.floor(calls / viewers.length);
    const question = kinds[n % kinds.length]!(Math.floor(n / kinds.length));
    calls++;
    if (viewer.terms === null && deps.request) {
      // The visitor asks through the whole server: routing, validation, the session look-up, hooks, compression.
      const status = await deps.request(question.path);
      if (status >= 500) throw new Error(`${question.path}: ${status}`);
      continue;
    }
    const answer = await question.ask(viewer).catch((err: unknown) => {
      // A question the catalogue refuses (a product gone meanwhile) is an answer too; anything else is a fault.
      if (err instanceof HttpError) return null;
      throw err;
    });
    // A list's bytes as its route writes them, under a key no address has (never kept: each is asked once).
    if (answer && typeof answer === 'object' && 'boxes' in answer) pageBody(`warm-up|${calls}`, answer as never);
  }
  return { calls, ms: Math.round(performance.now() - started) };
}

/**
 * Waits for what the catalogue will answer from (`answersFromIndex`: the index built, the rows read), then warms
 * up in the background; `isDone` is for the readiness probe. A warm-up that fails is logged and counts as done: a
 * server is never held unready by it.
 */
export function startCatalogWarmUp(
  deps: Omit<WarmUpDeps, 'viewers' | 'stopped'> & {
    viewers: () => Promise<Viewer[]>;
    answersFromIndex: () => boolean;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  },
) {
  let done = false;
  let stopped = false;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  void (async () => {
    while (!stopped && !deps.answersFromIndex()) await wait(50);
    if (stopped) return;
    const result = await warmUpCatalog({ ...deps, viewers: await deps.viewers(), stopped: () => stopped });
    deps.log.info(result, 'catalogue warmed up');
  })()
    .catch((err: unknown) => {
      if (!stopped) deps.log.warn({ message: (err as Error).message }, 'catalogue warm-up stopped');
    })
    .finally(() => {
      done = true;
    });
  return {
    isDone: () => done,
    stop(): void {
      stopped = true;
    },
  };
}
