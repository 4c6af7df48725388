/**
 * How fast the import kinds read rows — each cell parsed by its kind's row schema, the pure part of an import before
 * any write, without a database (`npm run bench:import-rows`): 200,000 product rows with three price columns,
 * 200,000 stock rows, 50,000 account movements; the best of three rounds. The whole import, writes included, is
 * imports.ts (`npm run bench -- --only import`, PostgreSQL).
 */
import type { Db } from '../../server/src/db/client';
import { movementsKind } from '../../server/src/modules/imports/kinds/movements';
import { productsKind } from '../../server/src/modules/imports/kinds/products';
import { stockKind } from '../../server/src/modules/imports/kinds/stock-and-prices';
import type { KindFactory } from '../../server/src/modules/imports/kinds/kind';
import { RowErrors } from '../../server/src/modules/imports/values';

/** The database a reader is prepared with: three price lists and three currencies. */
const answers = (query: unknown) => {
  const text = JSON.stringify(query);
  if (text.includes('price_lists')) {
    return [
      { id: 1, name: 'Bayi Fiyatı' },
      { id: 2, name: 'Liste Fiyatı' },
      { id: 3, name: 'Kampanya' },
    ];
  }
  if (text.includes('currencies')) return [{ code: 'TL' }, { code: 'USD' }, { code: 'EUR' }];
  return [];
};
const db = { execute: async (query: unknown) => ({ rows: answers(query) }) } as unknown as Db;

async function measure(name: string, factory: KindFactory, header: string[], row: (i: number) => string[], n: number) {
  const reader = await factory(db, header, { sizeBytes: 0, bulkBytes: Infinity });
  if ('error' in reader) throw new Error(reader.error);
  let bad = 0;
  const rounds: number[] = [];
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < n; i++) {
      const errors = new RowErrors();
      if (reader.read(row(i), errors) === null) bad++;
    }
    rounds.push(performance.now() - started);
  }
  const best = Math.min(...rounds);
  console.log(
    `${name}: ${n} rows, best of 3 ${best.toFixed(0)} ms (${((best * 1000) / n).toFixed(2)} µs/row), refused ${bad / 3}`,
  );
}

await measure(
  'products',
  productsKind,
  [
    'Ürün Kodu',
    'Ürün Adı',
    'Kategori',
    'Marka',
    'KDV Oranı',
    'Birim',
    'Barkod',
    'Stok',
    'Aktif',
    'Fiyat: Bayi Fiyatı',
    'Fiyat: Liste Fiyatı',
    'Fiyat: Kampanya',
  ],
  (i) => [
    `P-${i}`,
    `Ürün ${i} kablo 2,5 mm`,
    'Elektrik > Kablolar',
    'Marka A',
    '20',
    'Adet',
    `869${i}`,
    `${i % 500},5`,
    'Evet',
    '1.250,50',
    '1300.75',
    `${i % 97}`,
  ],
  200_000,
);
await measure(
  'stock',
  stockKind,
  ['Ürün Kodu', 'Stok', 'Temin Süresi'],
  (i) => [`P-${i}`, `${i % 900}`, '2 gün'],
  200_000,
);
await measure(
  'movements',
  movementsKind,
  ['Cari No', 'Belge No', 'Tarih', 'İşlem Türü', 'Borç', 'Alacak', 'Döviz', 'Kur', 'Vade Tarihi', 'Açıklama'],
  (i) => ['120.01.001', `BNCH${i}`, '24.11.2026', 'Fatura', '1.250,50', '', 'TL', '', '24.12.2026 10:30', 'açıklama'],
  50_000,
);
