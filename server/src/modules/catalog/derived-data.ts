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
 * Rebuilds product_search, the narrow copy of active products that lists and search read, with
 * each product's category ancestors at depth 1 and 2. Run after products or categories change in
 * bulk (imports); one statement, so readers see the old or the new copy, never half.
 */
export async function refreshProductSearch(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from product_search`);
    await tx.execute(sql`
      with recursive tree as (
        select id, array[id] as path from categories where parent_id is null
        union all
        select c.id, t.path || c.id from categories c join tree t on c.parent_id = t.id
      )
      insert into product_search
        (id, search_text, sort_name, code_lower, barcode, in_stock, category_id, category_l1, category_l2, brand_id)
      select p.id, p.search_text, p.sort_name, lower(p.code), p.barcode, p.stock_qty > 0,
             p.category_id, t.path[1], t.path[2], p.brand_id
      from products p left join tree t on t.id = p.category_id
      where p.is_active`);
  });
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
