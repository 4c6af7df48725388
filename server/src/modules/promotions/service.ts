import {
  PROMOTION_TYPE_NAMES,
  type AdminPromotion,
  type AdminPromotionItem,
  type AdminPromotionList,
  type PromotionResponse,
  type PromotionType,
} from '@bayi/common';
import { SharedDataCache } from '../../lib/shared-data-cache';
import { notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import { imageUrl } from '../content/image-url';
import type { PromotionFields, PromotionRow, PromotionsRepository, ShownRow } from './repository';

export interface PromotionsDeps {
  /** Which of these names are stored files (the content module's uploads). */
  storedFiles(fileNames: string[]): Promise<Set<string>>;
  /** How long the storefront's promotions are kept before another process's change is read. */
  cacheTtlMs: number;
}

export interface PromotionInput extends PromotionFields {
  items: AdminPromotionItem[];
}

const NOT_FOUND = 'Kampanya bulunamadı.';
const MISSING_IMAGE = 'Bu resim bulunamadı; yeniden yükleyin.';

/** An uploaded file's name, not a path or an address. */
const isStoredFile = (ref: string) => !/^(\/|https:\/\/)/.test(ref);
/** Where the back office previews an item's image: a medium render of an upload, else the address itself. */
const previewOf = (ref: string) => (isStoredFile(ref) ? imageUrl(ref, 2) : ref);

/** The storefront's answer (spec §3 Promotion): an upload's address at its stored size, a link as it is. */
function promotionAnswer(row: ShownRow | undefined): PromotionResponse {
  if (!row) return { id: 0, displayName: '', activeItems: [] };
  return {
    id: row.id,
    displayName: row.display_name,
    activeItems: (row.items ?? []).map((i) => ({
      ...i,
      imageUrl: /^(https?:)?\//.test(i.imageUrl) ? i.imageUrl : imageUrl(i.imageUrl, 0),
    })),
  };
}

const typeName = (type: number) => PROMOTION_TYPE_NAMES[type as PromotionType] ?? `Tür ${type}`;

/** What the audit log keeps of a promotion. */
const plain = (p: PromotionFields, items: AdminPromotionItem[]) => ({
  type: p.type,
  displayName: p.displayName,
  isActive: p.isActive,
  sort: p.sort,
  items,
});

/**
 * The storefront's promotions: shown through a shared cache; staff read them fresh, save one whole with its items,
 * audited, and the storefront serves it from the next request on (this process; others within the cache time).
 */
export function createPromotionsService(repo: PromotionsRepository, deps: PromotionsDeps) {
  const cache = new SharedDataCache(deps.cacheTtlMs, (key: string) => {
    const [type, viewType] = key.split(':');
    return repo.shown(Number(type), viewType ? Number(viewType) : null);
  });

  const fieldsOf = (row: PromotionRow): PromotionFields => ({
    type: row.type,
    displayName: row.display_name,
    isActive: row.is_active,
    sort: row.sort,
  });

  async function get(id: number): Promise<AdminPromotion> {
    const row = await repo.get(id);
    if (!row) throw notFound(NOT_FOUND);
    const items = await repo.items(id);
    return {
      id,
      ...fieldsOf(row),
      shown: row.shown,
      items: items.map((i) => ({ ...i, previewUrl: previewOf(i.imageUrl) })),
    };
  }

  async function list(): Promise<AdminPromotionList> {
    const rows = await repo.list();
    return { items: rows.map((r) => ({ id: r.id, ...fieldsOf(r), shown: r.shown, itemCount: r.item_count })) };
  }

  /**
   * Every uploaded image an item names must be stored (a typo would show a broken picture to every dealer): the
   * refusal to throw, if any. Asked before the save's transaction, as the files are another module's (and the
   * embedded database has one connection, which the transaction holds); stored files are never deleted, so a
   * name found here is still there when it commits.
   */
  async function imagesRefusal(items: AdminPromotionItem[]): Promise<RequestValidationError | null> {
    const names = items.map((i) => i.imageUrl).filter(isStoredFile);
    const stored = await deps.storedFiles([...new Set(names)]);
    const fields: Record<string, string> = {};
    items.forEach((item, i) => {
      if (isStoredFile(item.imageUrl) && !stored.has(item.imageUrl)) fields[`items.${i}.imageUrl`] = MISSING_IMAGE;
    });
    return Object.keys(fields).length ? new RequestValidationError('body', MISSING_IMAGE, fields) : null;
  }

  return {
    /** The storefront's promotion of a type (10 carousel, 40 modal banner, 50 tiles); an empty one when none. */
    async promotion(type: number, viewType: number | null): Promise<PromotionResponse> {
      return promotionAnswer(await cache.get(`${type}:${viewType ?? ''}`));
    },

    get,

    list,

    async create(actor: Actor, input: PromotionInput): Promise<AdminPromotion> {
      const refusal = await imagesRefusal(input.items);
      if (refusal) throw refusal;
      const id = await repo.transaction(async (tx) => {
        const newId = await tx.insert(input);
        await tx.replaceItems(newId, input.items);
        await tx.audit(actor, {
          action: 'promotion.create',
          entity: 'promotion',
          entityId: newId,
          summary: `${typeName(input.type)} "${input.displayName}" eklendi (${input.items.length} öğe).`,
          after: plain(input, input.items),
        });
        return newId;
      });
      cache.invalidate();
      return get(id);
    },

    async update(actor: Actor, id: number, input: PromotionInput): Promise<AdminPromotion> {
      const refusal = await imagesRefusal(input.items);
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        if (refusal) throw refusal;
        const beforeItems = await tx.items(id);
        await tx.update(id, input);
        await tx.replaceItems(id, input.items);
        await tx.audit(actor, {
          action: 'promotion.update',
          entity: 'promotion',
          entityId: id,
          summary: `${typeName(input.type)} "${input.displayName}" kaydedildi (${input.items.length} öğe).`,
          before: plain(fieldsOf(before), beforeItems),
          after: plain(input, input.items),
        });
      });
      cache.invalidate();
      return get(id);
    },

    async delete(actor: Actor, id: number): Promise<AdminPromotionList> {
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        const beforeItems = await tx.items(id);
        await tx.delete(id);
        await tx.audit(actor, {
          action: 'promotion.delete',
          entity: 'promotion',
          entityId: id,
          summary: `${typeName(before.type)} "${before.display_name}" silindi.`,
          before: plain(fieldsOf(before), beforeItems),
        });
      });
      cache.invalidate();
      return list();
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
