import {
  ADMIN_SLIDER_PAGE_SIZE,
  sliderKeyName,
  type AdminSlider,
  type AdminSliderList,
  type ProductLookup,
} from '@bayi/common';
import { isUniqueViolation } from '../../db/query';
import { notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import { SharedDataCache } from '../../lib/shared-data-cache';
import type { ContentRepository, ContentStatements, SliderFields } from './repository';

export interface SliderInput extends SliderFields {
  productIds: number[];
}

const NOT_FOUND = 'Ürün listesi bulunamadı.';
const fieldError = (field: string, message: string) =>
  new RequestValidationError('body', message, { [field]: message });

/** The product a per-product key names (sys.alternatifstoklar:42 → 42). */
const keyProduct = (key: string) => {
  const m = /:(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
};

/**
 * Product sliders: the catalogue reads the storefront's through a shared cache (and prices their products); staff
 * read them fresh, save one whole, audited, and the storefront serves it from the next request on (this process;
 * others within the cache time).
 */
export function createSliders(repo: ContentRepository, cacheTtlMs: number) {
  const cache = new SharedDataCache(cacheTtlMs, (key: string) => repo.activeSlider(key));

  async function get(id: number): Promise<AdminSlider> {
    const row = await repo.slider(id);
    if (!row) throw notFound(NOT_FOUND);
    return {
      id,
      key: row.key,
      keyName: sliderKeyName(row.key),
      title: row.title,
      isActive: row.is_active,
      products: await repo.sliderProducts(id),
    };
  }

  /** Every product named must exist: a wrong id would silently shorten the dealer's list. */
  async function checkProducts(tx: ContentStatements, ids: number[]): Promise<void> {
    const found = await tx.existingProducts(ids);
    const fields: Record<string, string> = {};
    ids.forEach((id, i) => {
      if (!found.has(id)) fields[`productIds.${i}`] = `Ürün ${id} bulunamadı.`;
    });
    const first = Object.values(fields)[0];
    if (first) throw new RequestValidationError('body', first, fields);
  }

  const plain = (s: SliderInput) => ({ title: s.title, isActive: s.isActive, productIds: s.productIds });

  return {
    /** The storefront's slider by key: its title and active products in order (undefined: none, or inactive). */
    active: (key: string) => cache.get(key),

    get,

    async list(q: string, page: number): Promise<AdminSliderList> {
      const { rows, total } = await repo.sliders(q, page);
      return {
        items: rows.map((r) => ({
          id: r.id,
          key: r.key,
          keyName: sliderKeyName(r.key),
          title: r.title,
          isActive: r.is_active,
          productCount: r.product_count,
        })),
        total,
        page,
        pageSize: ADMIN_SLIDER_PAGE_SIZE,
      };
    },

    lookup: async (q: string): Promise<ProductLookup> => ({ items: await repo.lookupProducts(q) }),

    async create(actor: Actor, key: string, input: SliderInput): Promise<AdminSlider> {
      const product = keyProduct(key);
      let id: number;
      try {
        id = await repo.transaction(async (tx) => {
          if (product !== null && !(await tx.existingProducts([product])).has(product))
            throw fieldError('key', `Anahtardaki ürün (${product}) bulunamadı.`);
          await checkProducts(tx, input.productIds);
          const newId = await tx.insertSlider(key, input);
          await tx.replaceSliderProducts(newId, input.productIds);
          await tx.audit(actor, {
            action: 'slider.create',
            entity: 'slider',
            entityId: key,
            summary: `${sliderKeyName(key)} eklendi: "${input.title}" (${input.productIds.length} ürün).`,
            after: plain(input),
          });
          return newId;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('key', 'Bu anahtarla bir liste zaten var; onu düzenleyin.');
        throw err;
      }
      cache.invalidate();
      return get(id);
    },

    async update(actor: Actor, id: number, input: SliderInput): Promise<AdminSlider> {
      await repo.transaction(async (tx) => {
        const before = await tx.slider(id, true);
        if (!before) throw notFound(NOT_FOUND);
        await checkProducts(tx, input.productIds);
        const beforeIds = (await tx.sliderProducts(id)).map((p) => p.id);
        await tx.updateSlider(id, input);
        await tx.replaceSliderProducts(id, input.productIds);
        await tx.audit(actor, {
          action: 'slider.update',
          entity: 'slider',
          entityId: before.key,
          summary: `${sliderKeyName(before.key)} kaydedildi: "${input.title}" (${input.productIds.length} ürün).`,
          before: { title: before.title, isActive: before.is_active, productIds: beforeIds },
          after: plain(input),
        });
      });
      cache.invalidate();
      return get(id);
    },

    async delete(actor: Actor, id: number): Promise<{ id: number }> {
      await repo.transaction(async (tx) => {
        const before = await tx.slider(id, true);
        if (!before) throw notFound(NOT_FOUND);
        const beforeIds = (await tx.sliderProducts(id)).map((p) => p.id);
        await tx.deleteSlider(id);
        await tx.audit(actor, {
          action: 'slider.delete',
          entity: 'slider',
          entityId: before.key,
          summary: `${sliderKeyName(before.key)} silindi: "${before.title}".`,
          before: { title: before.title, isActive: before.is_active, productIds: beforeIds },
        });
      });
      cache.invalidate();
      return { id };
    },
  };
}

export type Sliders = ReturnType<typeof createSliders>;
