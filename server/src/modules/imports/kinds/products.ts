import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { queryRows, valueArray } from '../../../db/query';
import {
  addSearchWords,
  productTextColumns,
  refreshCategoryBrands,
  refreshProductSearch,
  refreshSearchWords,
  searchWordsOf,
} from '../../catalog/derived-data';
import { catalogDataWrites, type ProductColumn } from '../../catalog/service';
import type { RowErrors } from '../values';
import { columnReaders } from './columns';
import { createCatalogNames } from './catalog-names';
import {
  catalogBulk,
  cellOf,
  deferCatalogVersion,
  mapHeader,
  type BatchOutcome,
  type KindFactory,
  type KindReader,
  type ReadRow,
} from './kind';

/**
 * Products with their category path, brand, VAT, unit, barcode, stock, delivery text and a price per price list
 * ("Fiyat: <liste>" columns), upserted by product code. Rules of empty cells: an optional text (barcode,
 * description, category, brand, delivery text) is cleared; a number, the unit and Aktif keep the product's
 * value (a new product gets the default); an empty price leaves that price as it is.
 */

interface ProductRow {
  code: string;
  name: string;
  barcode: string | null;
  description: string | null;
  category: string | null;
  brand: string | null;
  vatRate: string | null;
  unit: string | null;
  stock: string | null;
  deliveryText: string | null;
  active: boolean | null;
  prices: (string | null)[];
  /** search_text and sort_name, made while the file is read (the previous batch is being written meanwhile);
   *  null when the file has no Barkod column: they then take each product's own barcode in writeBatch. */
  texts: { searchText: string; sortName: string } | null;
}

export const productsKind: KindFactory = async (db, header, job) => {
  const bulk = job.sizeBytes >= job.bulkBytes;
  const mapped = mapHeader('products', header);
  if ('error' in mapped) return mapped;
  const map = mapped;
  const lists = await queryRows<{ id: number; name: string }>(db, sql`select id, name from price_lists`);
  const listIds: number[] = [];
  for (const extra of map.extras) {
    const list = lists.find((l) => foldTurkish(l.name) === foldTurkish(extra.name));
    if (!list) {
      const names = lists.map((l) => `"Fiyat: ${l.name}"`).join(', ');
      return { error: `"${extra.name}" adında bir fiyat listesi yok. Fiyat sütunları şunlar olabilir: ${names}.` };
    }
    listIds.push(list.id);
  }
  const has = (column: string) => map.index.has(column);
  const columns = columnReaders('products');
  const names = createCatalogNames();
  /** Whether a batch changed a product's words, group or activity, or made one: the brands per category, made
   *  from the whole catalogue, are then made again at the end. */
  let reshaped = false;
  /** Whether an existing product's words changed or it came or went: the dictionary is then made again whole.
   *  Otherwise the words of the new products are added (newWords: committed batches; batchWords: this one). */
  let rewords = false;
  const newWords = new Set<string>();
  let batchWords: string[] = [];

  function read(cells: string[], errors: RowErrors): ProductRow | null {
    const cell = (column: string) => cellOf(map, cells, column);
    const row: ProductRow = {
      code: columns.text(errors, 'Ürün Kodu', cell('Ürün Kodu')) ?? '',
      name: columns.text(errors, 'Ürün Adı', cell('Ürün Adı')) ?? '',
      barcode: columns.text(errors, 'Barkod', cell('Barkod')),
      description: columns.text(errors, 'Açıklama', cell('Açıklama')),
      category: columns.own<string>(errors, 'Kategori', cell('Kategori')),
      brand: columns.text(errors, 'Marka', cell('Marka')),
      vatRate: columns.decimal(errors, 'KDV Oranı', cell('KDV Oranı')),
      unit: columns.text(errors, 'Birim', cell('Birim')),
      stock: columns.decimal(errors, 'Stok', cell('Stok')),
      deliveryText: columns.text(errors, 'Temin Süresi', cell('Temin Süresi')),
      active: columns.yesNo(errors, 'Aktif', cell('Aktif')),
      prices: map.extras.map((extra) => columns.extra(errors, `Fiyat: ${extra.name}`, cells[extra.index])),
      texts: null,
    };
    if (errors.any) return null;
    if (has('Barkod')) row.texts = productTextColumns(row);
    return row;
  }

  /** The columns the file has, with the SQL array of their values in this batch. */
  function columnsOf(
    items: (ProductRow & { brandId: number | null; categoryId: number | null })[],
    texts: { searchText: string; sortName: string }[],
  ) {
    const columns: ProductColumn[] = [
      {
        name: 'name',
        values: valueArray(
          items.map((p) => p.name),
          'text',
        ),
      },
      {
        name: 'search_text',
        values: valueArray(
          texts.map((t) => t.searchText),
          'text',
        ),
      },
      {
        name: 'sort_name',
        values: valueArray(
          texts.map((t) => t.sortName),
          'text',
        ),
      },
    ];
    if (has('Barkod'))
      columns.push({
        name: 'barcode',
        values: valueArray(
          items.map((p) => p.barcode),
          'text',
        ),
      });
    if (has('Açıklama')) {
      columns.push({
        name: 'description',
        values: valueArray(
          items.map((p) => p.description ?? ''),
          'text',
        ),
      });
    }
    if (has('Kategori'))
      columns.push({
        name: 'category_id',
        values: valueArray(
          items.map((p) => p.categoryId),
          'int',
        ),
      });
    if (has('Marka'))
      columns.push({
        name: 'brand_id',
        values: valueArray(
          items.map((p) => p.brandId),
          'int',
        ),
      });
    if (has('KDV Oranı')) {
      columns.push({
        name: 'vat_rate',
        values: valueArray(
          items.map((p) => p.vatRate),
          'numeric',
        ),
        keepWhenNull: true,
      });
    }
    if (has('Birim'))
      columns.push({
        name: 'unit',
        values: valueArray(
          items.map((p) => p.unit),
          'text',
        ),
        keepWhenNull: true,
      });
    if (has('Stok')) {
      columns.push({
        name: 'stock_qty',
        values: valueArray(
          items.map((p) => p.stock),
          'numeric',
        ),
        keepWhenNull: true,
      });
    }
    if (has('Temin Süresi')) {
      columns.push({
        name: 'delivery_text',
        values: valueArray(
          items.map((p) => p.deliveryText),
          'text',
        ),
      });
    }
    if (has('Aktif')) {
      columns.push({
        name: 'is_active',
        values: valueArray(
          items.map((p) => p.active),
          'boolean',
        ),
        keepWhenNull: true,
      });
    }
    return columns;
  }

  async function writeBatch(tx: Db, rows: ReadRow<ProductRow>[]): Promise<BatchOutcome> {
    const items = [];
    for (const { item } of rows) {
      items.push({
        ...item,
        categoryId: item.category === null ? null : await names.categoryId(tx, item.category),
        brandId: item.brand === null ? null : await names.brandId(tx, item.brand),
      });
    }
    const codes = valueArray(
      items.map((p) => p.code),
      'text',
    );
    const texts = await textsOf(tx, items);
    const columns = columnsOf(items, texts);
    const writes = catalogDataWrites(tx);
    if (bulk) await catalogBulk(tx, true);
    const updated = await writes.updateProducts(codes, columns);
    if (updated.some((r) => r.reshaped)) reshaped = true;
    if (updated.some((r) => r.rewords)) rewords = true;
    const created = await writes.insertProducts(codes, columns);
    if (created.length > 0) {
      reshaped = true;
      const made = new Set(created.map((c) => c.code));
      items.forEach((item, i) => {
        if (made.has(item.code) && item.active !== false) batchWords.push(...searchWordsOf(texts[i]!.searchText));
      });
    }
    if (bulk) {
      await catalogBulk(tx, false);
      await deferCatalogVersion(tx);
    }
    let pricesChanged = new Set<string>();
    if (listIds.length > 0) pricesChanged = await writePrices(tx, rows);
    const touched = new Set([...updated.map((r) => r.code), ...pricesChanged]);
    for (const c of created) touched.delete(c.code);
    return {
      created: created.length,
      updated: touched.size,
      unchanged: rows.length - created.length - touched.size,
      errors: [],
    };
  }

  /**
   * Each item's search_text and sort_name. search_text holds the barcode too: a file without the Barkod column
   * leaves each product its barcode, so the text is made with the one it has.
   */
  async function textsOf(tx: Db, items: ProductRow[]): Promise<{ searchText: string; sortName: string }[]> {
    if (has('Barkod')) return items.map((p) => p.texts!);
    const codes = valueArray(
      items.map((p) => p.code),
      'text',
    );
    const own = await queryRows<{ code: string; barcode: string }>(
      tx,
      sql`select code, barcode from products where code = any(${codes}) and barcode is not null`,
    );
    const barcodes = new Map(own.map((r) => [r.code, r.barcode]));
    return items.map((p) => productTextColumns({ ...p, barcode: barcodes.get(p.code) ?? null }));
  }

  /** The batch's prices, upserted; answers the codes of products whose price changed. */
  async function writePrices(tx: Db, rows: ReadRow<ProductRow>[]): Promise<Set<string>> {
    const codes: string[] = [];
    const lists: number[] = [];
    const prices: string[] = [];
    for (const { item } of rows) {
      item.prices.forEach((price, i) => {
        if (price === null) return;
        codes.push(item.code);
        lists.push(listIds[i]!);
        prices.push(price);
      });
    }
    if (codes.length === 0) return new Set();
    const changed = await catalogDataWrites(tx).setPricesOfProducts(codes, lists, prices);
    return new Set(changed.map((r) => r.code));
  }

  const reader: KindReader<ProductRow> = {
    read,
    key: (item) => item.code,
    keyColumn: 'Ürün Kodu',
    writeBatch,
    afterBatch(committed) {
      if (committed) {
        names.keep();
        for (const word of batchWords) newWords.add(word);
      } else names.forget();
      batchWords = [];
    },
    async finish(db, changed) {
      if (!changed) return;
      // A bulk load writes product_search whole and tells every process to drop its rows; otherwise the
      // triggers of migration 0011 followed every batch. What is derived from the whole catalogue is made once.
      if (bulk) await refreshProductSearch(db);
      if (reshaped) await refreshCategoryBrands(db);
      if (rewords) await refreshSearchWords(db);
      else await addSearchWords(db, newWords);
      await db.execute(sql`select catalog_version_bump()`);
    },
  };
  return reader as KindReader<unknown>;
};
