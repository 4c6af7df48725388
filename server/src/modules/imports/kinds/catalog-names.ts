import { sql } from 'drizzle-orm';
import { foldTurkish } from '@bayi/common';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { catalogDataWrites } from '../../catalog/service';

/**
 * Category paths and brand names of a products file, found or made. Names are compared folded the Turkish way,
 * so "KABLOLAR" finds "Kablolar". Ids made in a batch are remembered only once the batch has committed (`keep`):
 * a batch that rolls back leaves no id behind that points at nothing.
 */
export function createCatalogNames() {
  const categories = new Map<string, number>();
  const brands = new Map<string, number>();
  let pendingCategories = new Map<string, number>();
  let pendingBrands = new Map<string, number>();
  let brandsLoaded = false;

  const fold = (name: string) => foldTurkish(name).replace(/\s+/g, ' ').trim();

  async function categoryId(tx: Db, path: string): Promise<number> {
    const levels = path
      .split('>')
      .map((l) => l.trim())
      .filter((l) => l !== '');
    let parent: number | null = null;
    let key = '';
    for (const level of levels) {
      key += `>${fold(level)}`;
      const known: number | undefined = categories.get(key) ?? pendingCategories.get(key);
      if (known !== undefined) {
        parent = known;
        continue;
      }
      const siblings: { id: number; name: string }[] = await queryRows<{ id: number; name: string }>(
        tx,
        sql`select id, name from categories where parent_id is not distinct from ${parent} order by id`,
      );
      const found = siblings.find((s) => fold(s.name) === fold(level));
      let id: number;
      if (found) id = found.id;
      else {
        id = await catalogDataWrites(tx).insertCategory(parent, level);
      }
      (found ? categories : pendingCategories).set(key, id);
      parent = id;
    }
    return parent!;
  }

  async function brandId(tx: Db, name: string): Promise<number> {
    const key = fold(name);
    const known = brands.get(key) ?? pendingBrands.get(key);
    if (known !== undefined) return known;
    if (!brandsLoaded) {
      brandsLoaded = true;
      for (const b of await queryRows<{ id: number; name: string }>(tx, sql`select id, name from brands order by id`)) {
        if (!brands.has(fold(b.name))) brands.set(fold(b.name), b.id);
      }
      const again = brands.get(key);
      if (again !== undefined) return again;
    }
    const made = await catalogDataWrites(tx).insertBrand(name);
    pendingBrands.set(key, made);
    return made;
  }

  return {
    categoryId,
    brandId,
    /** The batch committed: what it made is real now. */
    keep(): void {
      for (const [k, v] of pendingCategories) categories.set(k, v);
      for (const [k, v] of pendingBrands) brands.set(k, v);
      pendingCategories = new Map();
      pendingBrands = new Map();
    },
    /** The batch rolled back: forget what it made. */
    forget(): void {
      pendingCategories = new Map();
      pendingBrands = new Map();
    },
  };
}
export type CatalogNames = ReturnType<typeof createCatalogNames>;
