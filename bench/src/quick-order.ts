/**
 * Hızlı Sipariş (`npm run bench -- --only quickorder`): POST /basket/quickorder with 500 lines, the
 * most one call takes (goal: under 1 s on PostgreSQL with 200,000 products).
 *
 * Every list is new — 500 random products of the whole catalogue, written as a dealer pastes them: by code or
 * by barcode, now and then in lower case, a few unknown codes, a few products twice, quantities 1–5 — so the
 * figure is PostgreSQL's index look-ups and pricing for codes nobody asked before. Then the same list again
 * and again ("warm": its rows in PostgreSQL's buffers). One call at a time (what one dealer waits), then four
 * dealers at once. The codes come from PostgreSQL with DATABASE_URL, else from the product list pages.
 */
import pg from 'pg';
import { Api, type BenchRow } from './orders';

const LINES = 500;
const LISTS = 30;
const WARM_CALLS = 20;
const CONCURRENT = 4;

interface Code {
  code: string;
  barcode: string | null;
}

async function codesFromDatabase(databaseUrl: string, count: number): Promise<Code[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<Code>(
      'select code, barcode from products tablesample system (5) where is_active order by random() limit $1',
      [count],
    );
    return rows;
  } finally {
    await db.end();
  }
}

async function codesFromApi(api: Api, cookie: string, count: number): Promise<Code[]> {
  const codes: Code[] = [];
  for (let page = 1; codes.length < count && page <= 200; page++) {
    const res = await api.call(cookie, 'GET', `/product/all/?page=${page}`);
    const { stoks } = res.json() as { stoks: { kod: string; barkod: string | null }[] };
    if (!stoks.length) break;
    codes.push(...stoks.map((s) => ({ code: s.kod, barcode: s.barkod })));
  }
  return codes;
}

/** One pasted list of LINES lines from the codes, starting at `offset` (wrapping). */
function listOf(codes: readonly Code[], offset: number): string {
  const lines: string[] = ['Ürün Kodu\tMiktar'];
  for (let i = 0; lines.length <= LINES; i++) {
    const c = codes[(offset + i) % codes.length]!;
    const quantity = 1 + (i % 5);
    if (i % 50 === 7) lines.push(`YOK-${offset}-${i}\t${quantity}`);
    else if (i % 40 === 3) lines.push(`${codes[(offset + i - 1) % codes.length]!.code};${quantity}`);
    else if (i % 3 === 1 && c.barcode) lines.push(`${c.barcode};${quantity}`);
    else if (i % 7 === 2) lines.push(`${c.code.toLowerCase()} ${quantity}`);
    else lines.push(`${c.code}\t${quantity}`);
  }
  return lines.join('\r\n');
}

function row(name: string, times: number[], wallMs: number, errors: number): BenchRow {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    name,
    reqPerSec: (times.length * 1000) / wallMs,
    p50: Math.round(at(50) * 10) / 10,
    p99: Math.round(at(99) * 10) / 10,
    errors,
  };
}

export async function measureQuickOrder(base: string): Promise<BenchRow[]> {
  const api = new Api(base);
  try {
    const cookies = await Promise.all(
      [1, 2, 3, 4].map((n) => api.signIn({ cariNo: `120.01.${String(n).padStart(3, '0')}`, userName: 'demo' })),
    );
    const databaseUrl = process.env.DATABASE_URL;
    const codes = databaseUrl
      ? await codesFromDatabase(databaseUrl, LINES * LISTS)
      : await codesFromApi(api, cookies[0]!, LINES * LISTS);
    const lists = Array.from({ length: LISTS }, (_, i) => listOf(codes, i * LINES));
    let errors = 0;
    const send = async (cookie: string, metin: string) => {
      const res = await api.call(cookie, 'POST', '/basket/quickorder', { metin });
      if (!res.ok) errors++;
      else if ((res.json() as { satirlar: unknown[] }).satirlar.length < LINES * 0.9) errors++;
      return res.ms;
    };
    const rows: BenchRow[] = [];

    // Every list new, one call at a time.
    let started = performance.now();
    const cold: number[] = [];
    for (const [i, list] of lists.entries()) cold.push(await send(cookies[i % cookies.length]!, list));
    rows.push(row(`quick order: ${LINES} lines, every list new`, cold, performance.now() - started, errors));

    // The same list again and again.
    errors = 0;
    started = performance.now();
    const warm: number[] = [];
    for (let i = 0; i < WARM_CALLS; i++) warm.push(await send(cookies[0]!, lists[0]!));
    rows.push(row(`warm: quick order, ${LINES} lines, one list`, warm, performance.now() - started, errors));

    // Four dealers at once, each its own new lists (taken again from the codes at other offsets).
    errors = 0;
    started = performance.now();
    const busy: number[] = [];
    await Promise.all(
      cookies.slice(0, CONCURRENT).map(async (cookie, d) => {
        for (let i = 0; i < LISTS / CONCURRENT; i++) {
          busy.push(await send(cookie, listOf(codes, (d * 7 + i) * LINES + 250)));
        }
      }),
    );
    rows.push(
      row(`quick order: ${LINES} lines, ${CONCURRENT} dealers at once`, busy, performance.now() - started, errors),
    );
    return rows;
  } finally {
    api.close();
  }
}
