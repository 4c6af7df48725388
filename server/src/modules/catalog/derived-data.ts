import { sql } from 'drizzle-orm';
import { foldTurkish, turkishSortKey } from '@bayi/common';
import type { Db } from '../../db/client';
import { valueArray } from '../../db/query';

/**
 * Columns and tables derived from the catalogue, in one place for every writer (demo data, ERP
 * import). The derived text columns of a product:
 * search_text for Turkish-folded trigram search, sort_name for Turkish alphabetical order.
 */
export function productTextColumns(p: { name: string; code: string; barcode: string | null }) {
  return {
    searchText: foldTurkish(`${p.name} ${p.code} ${p.barcode ?? ''}`)
      .replace(/\s+/g, ' ')
      .trim(),
    sortName: turkishSortKey(p.name),
  };
}

/**
 * Rebuilds the typo-correction dictionary from the catalogue; run after products change in bulk. Words with a
 * digit are left out: corrections never use them (a code, a barcode, "16a"), and at 200,000 products they
 * were 700,000 of the words and most of the rebuild's 17 s.
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from products, regexp_split_to_table(search_text, '[^a-z0-9]+') as w
    where is_active and length(w) >= 3 and w !~ '[0-9]'
    on conflict do nothing`);
}

/** The dictionary words of a product's search text, by refreshSearchWords' rule (an import adds new ones). */
export function searchWordsOf(searchText: string): string[] {
  return searchText.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !/[0-9]/.test(w));
}

/** Adds words to the dictionary: new products' words, where nothing can have left it. */
export async function addSearchWords(db: Db, words: Iterable<string>): Promise<void> {
  const list = [...words];
  if (list.length === 0) return;
  await db.execute(
    sql`insert into search_words (word) select unnest(${valueArray(list, 'text')}) on conflict do nothing`,
  );
}

/**
 * A bulk load of the catalogue in this transaction (the demo generator, a whole-catalogue import): the
 * triggers that keep product_search and the catalogue version following each statement stand aside
 * (migration 0011, bayi.catalog_bulk); the loader ends with refreshProductSearch.
 */
export async function beginCatalogBulkLoad(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('bayi.catalog_bulk', 'on', true)`);
}

/**
 * Writes product_search, the narrow copy of active products that lists and search read, again for every product
 * and moves the catalogue version on: the end of a bulk load. Otherwise triggers of migration 0011 keep it
 * following products and categories; both use the one rule, product_search_write.
 */
export async function refreshProductSearch(db: Db): Promise<void> {
  await db.execute(sql`select product_search_write(null)`);
  await db.execute(sql`select catalog_version_bump()`);
  // Every product's row may have changed: each process empties its row cache (migration 0012).
  await db.execute(sql`insert into catalog_changes (product_id) values (null)`);
}

/** The brands of every category's branch (category_brands), from the products' category levels. */
export async function refreshCategoryBrands(db: Db): Promise<void> {
  await db.execute(sql`delete from category_brands`);
  await db.execute(sql`
    insert into category_brands (category_id, brand_id, product_count)
    select c.category_id, s.brand_id, count(*)::int
    from product_search s
    cross join lateral (
      select distinct x as category_id from unnest(array[s.category_id, s.category_l1, s.category_l2]) as x
      where x is not null
    ) c
    where s.brand_id is not null
    group by c.category_id, s.brand_id`);
}

/** Everything derived, after a bulk change of the catalogue. */
export async function refreshDerivedCatalogData(db: Db): Promise<void> {
  await refreshProductSearch(db);
  await refreshCategoryBrands(db);
  await refreshSearchWords(db);
}
