/**
 * Imports at a distributor's scale (`npm run bench -- --only import`; goal: 200,000 products with 3 price lists
 * and stock from one CSV in < 60 s, server memory growth < 300 MB; 50,000 account movements in < 15 s).
 *
 * Needs DATABASE_URL (the catalogue's codes are read from it). Signed in as the demo admin, it uploads through the
 * back office's own route and follows the job until it ends, sampling the server's resident memory (until 8 s
 * after the end: the catalogue index each process builds again for the change is the import's too):
 *   1. every product of the catalogue with new prices in its 3 lists and new stock (200,000 updates),
 *   2. the same file again (nothing changes),
 *   3. the original prices and stock back (200,000 updates again; the bench database is left as it was),
 *   4. 50,000 account movements of new documents, then the same file again; the bench's movements are then removed;
 *   5. 200,000 new products — each with a category path, brand, VAT, unit, barcode, stock and 3 prices — beside the
 *      catalogue, in categories and brands the file creates; removed afterwards with their categories and brands.
 */
import pg from 'pg';
import { rssMb } from './reports';

export interface ImportBenchRow {
  name: string;
  rows: number;
  seconds: number;
  rowsPerSec: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  memoryGrowthMb: number | null;
}

const MOVEMENT_PREFIX = 'BNCH';
/** How long memory is still sampled after a job ends (the index rebuild it caused). */
const SETTLE_MS = 8_000;
/** The new products of step 5, their categories' top and their brands: made by the bench, removed by it. */
const NEW_PRODUCT_PREFIX = 'BNYENI-';
const NEW_CATEGORY_TOP = 'Bench Yeni Ürünler';
const NEW_BRAND_PREFIX = 'Bench Marka ';

/** Removes what step 5 made (also what a run that died left behind). */
async function removeNewProducts(db: pg.Client): Promise<void> {
  await db.query(`delete from products where code like '${NEW_PRODUCT_PREFIX}%'`);
  await db.query(
    `with recursive tree as (select id from categories where name = $1 and parent_id is null
                             union all select c.id from categories c join tree t on c.parent_id = t.id)
     delete from categories where id in (select id from tree)`,
    [NEW_CATEGORY_TOP],
  );
  await db.query(
    `delete from category_brands where brand_id in (select id from brands where name like '${NEW_BRAND_PREFIX}%')`,
  );
  await db.query(`delete from brands where name like '${NEW_BRAND_PREFIX}%'`);
}

async function signInAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: 'ADMIN', userName: 'admin', password: 'admin1234' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`admin sign-in failed: ${res.status}`);
  return cookie;
}

/** Uploads a file, follows the job to its end; answers the job and the time from upload to end. */
async function runImport(
  base: string,
  cookie: string,
  kind: string,
  csv: string,
  serverPid: number | undefined,
): Promise<{ job: Record<string, number | string>; seconds: number; memoryGrowthMb: number | null }> {
  const before = rssMb(serverPid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid) ?? 0)), 100);
  const started = performance.now();
  try {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), `${kind}.csv`);
    const res = await fetch(`${base}/admin/imports?kind=${kind}`, { method: 'POST', headers: { cookie }, body: form });
    if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: number };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const job = (await (await fetch(`${base}/admin/imports/${id}`, { headers: { cookie } })).json()) as Record<
        string,
        number | string
      >;
      if (job.status === 'finished' || job.status === 'failed') {
        const seconds = (performance.now() - started) / 1000;
        // What the import set off counts as its own: each process builds its catalogue index again for the
        // changed catalogue (2–4 s at 200,000 products) right after the job. Sampled until then, so the next
        // import starts on a settled server and is not charged with it.
        await new Promise((r) => setTimeout(r, SETTLE_MS));
        return { job, seconds, memoryGrowthMb: before === null ? null : Math.round(peak - before) };
      }
    }
  } finally {
    clearInterval(sampler);
  }
}

export async function measureImports(base: string, opts: { serverPid?: number }): Promise<ImportBenchRow[]> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('import bench: needs DATABASE_URL (PostgreSQL); skipped');
    return [];
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const rows: ImportBenchRow[] = [];
  try {
    const cookie = await signInAdmin(base);
    const lists = (await db.query<{ name: string }>('select name from price_lists order by id limit 3')).rows;
    const products = (
      await db.query<{ code: string; name: string; stock: string; prices: (string | null)[] }>(
        `select p.code, p.name, p.stock_qty::text as stock,
                array(select pp.price::text from price_lists l
                      left join product_prices pp on pp.price_list_id = l.id and pp.product_id = p.id
                      order by l.id limit 3) as prices
         from products p order by p.id`,
      )
    ).rows;
    const header = ['Ürün Kodu', 'Ürün Adı', 'Stok', ...lists.map((l) => `Fiyat: ${l.name}`)].join(';');
    const file = (change: boolean) =>
      [
        header,
        ...products.map((p) =>
          [
            p.code,
            p.name.includes(';') ? `"${p.name.replace(/"/g, '""')}"` : p.name,
            change ? String(Number(p.stock) + 7) : p.stock,
            ...p.prices.map((price) => (price === null ? '' : change ? (Number(price) + 0.25).toFixed(4) : price)),
          ].join(';'),
        ),
      ].join('\n');
    const record = (name: string, count: number, r: Awaited<ReturnType<typeof runImport>>) => {
      if (r.job.status !== 'finished') throw new Error(`${name}: ${r.job.status} ${r.job.message}`);
      rows.push({
        name,
        rows: count,
        seconds: Math.round(r.seconds * 10) / 10,
        rowsPerSec: Math.round(count / r.seconds),
        created: Number(r.job.created),
        updated: Number(r.job.updated),
        unchanged: Number(r.job.unchanged),
        failed: Number(r.job.failed),
        memoryGrowthMb: r.memoryGrowthMb,
      });
    };
    const changed = file(true);
    console.log(`import bench: products file of ${products.length} rows, ${(changed.length / 1e6).toFixed(1)} MB`);
    record(
      'products: new prices and stock',
      products.length,
      await runImport(base, cookie, 'products', changed, opts.serverPid),
    );
    record(
      'products: the same file again',
      products.length,
      await runImport(base, cookie, 'products', changed, opts.serverPid),
    );
    record(
      'products: prices and stock back',
      products.length,
      await runImport(base, cookie, 'products', file(false), opts.serverPid),
    );

    const dealers = (await db.query<{ code: string }>('select code from dealers order by id')).rows;
    const movements = [
      'Cari No;Belge No;Tarih;İşlem Türü;Borç;Alacak;Döviz;Vade Tarihi;Açıklama',
      ...Array.from({ length: 50_000 }, (_, i) => {
        const day = String(1 + (i % 28)).padStart(2, '0');
        const invoice = i % 3 === 0;
        return [
          dealers[i % dealers.length]!.code,
          `${MOVEMENT_PREFIX}${String(i).padStart(8, '0')}`,
          `${day}.0${1 + (i % 9)}.2026`,
          invoice ? 'Satış faturası' : 'Havale/EFT',
          invoice ? `${(i % 5000) + 100},50` : '',
          invoice ? '' : `${(i % 3000) + 50},25`,
          'TL',
          invoice ? `${day}.1${i % 3}.2026` : '',
          invoice ? 'Bench faturası' : 'Bench havalesi',
        ].join(';');
      }),
    ].join('\n');
    record('movements: 50,000 new', 50_000, await runImport(base, cookie, 'movements', movements, opts.serverPid));
    record(
      'movements: the same file again',
      50_000,
      await runImport(base, cookie, 'movements', movements, opts.serverPid),
    );

    // 5. A whole catalogue of new products: inserts, category paths and brands made on the way.
    await removeNewProducts(db);
    const count = products.length;
    const created = [
      [
        'Ürün Kodu',
        'Ürün Adı',
        'Barkod',
        'Kategori',
        'Marka',
        'KDV Oranı',
        'Birim',
        'Stok',
        ...lists.map((l) => `Fiyat: ${l.name}`),
      ].join(';'),
      ...Array.from({ length: count }, (_, i) =>
        [
          `${NEW_PRODUCT_PREFIX}${String(i).padStart(6, '0')}`,
          `Bench Yeni Ürün ${i} ${['Kablo', 'Sigorta', 'Priz', 'Anahtar', 'Armatür'][i % 5]}`,
          String(2_990_000_000_000 + i),
          `${NEW_CATEGORY_TOP} > Grup ${i % 20} > Alt Grup ${i % 100}`,
          `${NEW_BRAND_PREFIX}${i % 50}`,
          i % 4 === 0 ? '10' : '20',
          i % 3 === 0 ? 'Metre' : 'Adet',
          String(i % 500),
          ...lists.map((_, l) => `${(i % 900) + 1 + l},${String(i % 100).padStart(2, '0')}`),
        ].join(';'),
      ),
    ].join('\n');
    console.log(`import bench: new products file of ${count} rows, ${(created.length / 1e6).toFixed(1)} MB`);
    record(
      `products: ${count.toLocaleString('en')} new`,
      count,
      await runImport(base, cookie, 'products', created, opts.serverPid),
    );
  } finally {
    await db.query(`delete from account_movements where document_no like '${MOVEMENT_PREFIX}%'`).catch(() => undefined);
    await removeNewProducts(db).catch((err) => console.log(`import bench: removing the new products failed: ${err}`));
    await db.end();
  }
  return rows;
}
