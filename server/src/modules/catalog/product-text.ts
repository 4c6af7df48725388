import { sql } from 'drizzle-orm';
import { foldTurkish, turkishSortKey } from '@bayi/common';
import type { Db } from '../../db/client';

/**
 * The derived text columns of a product, in one place for every writer (demo data, ERP import):
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
