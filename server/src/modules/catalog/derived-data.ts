import { sql } from 'drizzle-orm';
import { foldTurkish, turkishSortKey } from '@bayi/common';
import type { Db } from '../../db/client';

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

/** Rebuilds the typo-correction dictionary from the catalogue; run after products change in bulk. */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from products, regexp_split_to_table(search_text, '[^a-z0-9]+') as w
    where is_active and length(w) >= 3
    on conflict do nothing`);
}

/**
 * Sets each product's ancestors at depth 1 and 2 (category_l1, category_l2); run after products or
 * categories change in bulk. A product in a top-level category has only category_l1.
 */
export async function refreshCategoryLevels(db: Db): Promise<void> {
  await db.execute(sql`
    with recursive tree as (
      select id, array[id] as path from categories where parent_id is null
      union all
      select c.id, t.path || c.id from categories c join tree t on c.parent_id = t.id
    )
    update products p set category_l1 = t.path[1], category_l2 = t.path[2]
    from tree t
    where t.id = p.category_id
      and (p.category_l1 is distinct from t.path[1] or p.category_l2 is distinct from t.path[2])`);
}

/** The brands of every category's branch (category_brands), from the products' category levels. */
export async function refreshCategoryBrands(db: Db): Promise<void> {
  await db.execute(sql`delete from category_brands`);
  await db.execute(sql`
    insert into category_brands (category_id, brand_id, product_count)
    select c.category_id, p.brand_id, count(*)::int
    from products p
    cross join lateral (
      select distinct x as category_id from unnest(array[p.category_id, p.category_l1, p.category_l2]) as x
      where x is not null
    ) c
    where p.is_active and p.brand_id is not null
    group by c.category_id, p.brand_id`);
}

/** Everything derived, after a bulk change of the catalogue. */
export async function refreshDerivedCatalogData(db: Db): Promise<void> {
  await refreshCategoryLevels(db);
  await refreshCategoryBrands(db);
  await refreshSearchWords(db);
}
