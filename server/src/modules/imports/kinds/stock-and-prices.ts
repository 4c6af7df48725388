import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import { queryRows, valueArray } from '../../../db/query';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { refreshProductSearch } from '../../catalog/derived-data';
import { catalogDataWrites } from '../../catalog/service';
import {
  catalogBulk,
  cellOf,
  deferCatalogVersion,
  mapHeader,
  type KindFactory,
  type KindReader,
  type ReadRow,
} from './kind';

/** Rows whose product code is not in the catalogue, as errors. */
function unknownProducts<T extends { code: string }>(rows: ReadRow<T>[], known: Set<string>) {
  return rows
    .filter((r) => !known.has(r.item.code))
    .map((r) => ({
      row: r.row,
      column: 'Ürün Kodu',
      code: 'unknown_product',
      message: `"${r.item.code}" kodlu ürün bulunamadı.`,
    }));
}

interface StockRow {
  code: string;
  stock: string;
  deliveryText: string | null;
}

/** Stock and delivery texts by product code: the file an ERP sends every few minutes. */
export const stockKind: KindFactory = async (_db, header, job) => {
  const bulk = job.sizeBytes >= job.bulkBytes;
  const map = mapHeader('stock', header);
  if ('error' in map) return map;
  const columns = columnReaders('stock');
  const hasDelivery = map.index.has('Temin Süresi');
  const reader: KindReader<StockRow> = {
    read(cells: string[], errors: RowErrors) {
      const code = columns.text(errors, 'Ürün Kodu', cellOf(map, cells, 'Ürün Kodu'));
      const stock = columns.decimal(errors, 'Stok', cellOf(map, cells, 'Stok'));
      const deliveryText = columns.text(errors, 'Temin Süresi', cellOf(map, cells, 'Temin Süresi'));
      return errors.any ? null : { code: code!, stock: stock!, deliveryText };
    },
    key: (item) => item.code,
    keyColumn: 'Ürün Kodu',
    async writeBatch(tx, rows) {
      const items = rows.map((r) => r.item);
      const codes = valueArray(
        items.map((i) => i.code),
        'text',
      );
      const stock = valueArray(
        items.map((i) => i.stock),
        'numeric',
      );
      const delivery = valueArray(
        items.map((i) => i.deliveryText),
        'text',
      );
      const known = await queryRows<{ code: string }>(tx, sql`select code from products where code = any(${codes})`);
      if (bulk) await catalogBulk(tx, true);
      const updated = await catalogDataWrites(tx).setStock(codes, stock, hasDelivery ? delivery : null);
      const errors = unknownProducts(rows, new Set(known.map((k) => k.code)));
      return { created: 0, updated: updated.length, unchanged: known.length - updated.length, errors };
    },
    async finish(db, changed) {
      if (bulk && changed) await refreshProductSearch(db);
    },
  };
  return reader as KindReader<unknown>;
};

interface PriceRow {
  code: string;
  list: string;
  price: string;
}

/** One price per row: product code, price list, price (in the list's currency). */
export const pricesKind: KindFactory = async (db, header, job) => {
  const bulk = job.sizeBytes >= job.bulkBytes;
  const map = mapHeader('prices', header);
  if ('error' in map) return map;
  const columns = columnReaders('prices');
  const lists = await queryRows<{ id: number; name: string }>(db, sql`select id, name from price_lists`);
  const listId = new Map(lists.map((l) => [foldTurkish(l.name), l.id]));
  const reader: KindReader<PriceRow> = {
    read(cells, errors) {
      const code = columns.text(errors, 'Ürün Kodu', cellOf(map, cells, 'Ürün Kodu'));
      const list = columns.text(errors, 'Fiyat Listesi', cellOf(map, cells, 'Fiyat Listesi'));
      if (list !== null && !listId.has(foldTurkish(list))) {
        const names = lists.map((l) => l.name).join(', ');
        errors.add('Fiyat Listesi', 'unknown_price_list', `"${list}" adında bir fiyat listesi yok (${names}).`);
      }
      const price = columns.decimal(errors, 'Fiyat', cellOf(map, cells, 'Fiyat'));
      return errors.any ? null : { code: code!, list: list!, price: price! };
    },
    key: (item) => `${item.code}\u0000${foldTurkish(item.list)}`,
    keyColumn: 'Ürün Kodu',
    async writeBatch(tx, rows) {
      const items = rows.map((r) => r.item);
      const codes = valueArray(
        items.map((i) => i.code),
        'text',
      );
      const known = await queryRows<{ code: string }>(tx, sql`select code from products where code = any(${codes})`);
      if (bulk) await deferCatalogVersion(tx);
      const written = await catalogDataWrites(tx).setPrices(
        codes,
        items.map((i) => listId.get(foldTurkish(i.list))!),
        items.map((i) => i.price),
      );
      const errors = unknownProducts(rows, new Set(known.map((k) => k.code)));
      const created = written.filter((w) => w.inserted).length;
      const updated = written.length - created;
      return { created, updated, unchanged: rows.length - errors.length - written.length, errors };
    },
    async finish(db, changed) {
      if (bulk && changed) await db.execute(sql`select catalog_version_bump()`);
    },
  };
  return reader as KindReader<unknown>;
};
