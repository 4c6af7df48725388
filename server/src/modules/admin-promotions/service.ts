import {
  PROMOTION_TYPE_NAMES,
  type AdminPromotion,
  type AdminPromotionItem,
  type AdminPromotionList,
  type PromotionType,
} from '@bayi/common';
import { notFound, RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import { imageUrl } from '../content/image-url';
import type { AdminPromotionsRepository, AdminPromotionsStatements, PromotionFields, PromotionRow } from './repository';

export interface AdminPromotionsDeps {
  /** The storefront serves the change from the next request on (this process; others within the cache time). */
  invalidate(): void;
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

const typeName = (type: number) => PROMOTION_TYPE_NAMES[type as PromotionType] ?? `Tür ${type}`;

/** What the audit log keeps of a promotion. */
const plain = (p: PromotionFields, items: AdminPromotionItem[]) => ({
  type: p.type,
  displayName: p.displayName,
  isActive: p.isActive,
  sort: p.sort,
  items,
});

/** The storefront's promotions as staff keep them: read fresh, saved whole, audited. */
export function createAdminPromotionsService(repo: AdminPromotionsRepository, deps: AdminPromotionsDeps) {
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

  /** Every uploaded image an item names must be stored (a typo would show a broken picture to every dealer). */
  async function checkImages(tx: AdminPromotionsStatements, items: AdminPromotionItem[]): Promise<void> {
    const names = items.map((i) => i.imageUrl).filter(isStoredFile);
    const stored = await tx.existingMedia([...new Set(names)]);
    const fields: Record<string, string> = {};
    items.forEach((item, i) => {
      if (isStoredFile(item.imageUrl) && !stored.has(item.imageUrl)) fields[`items.${i}.imageUrl`] = MISSING_IMAGE;
    });
    if (Object.keys(fields).length) throw new RequestValidationError('body', MISSING_IMAGE, fields);
  }

  return {
    get,

    list,

    async create(actor: Actor, input: PromotionInput): Promise<AdminPromotion> {
      const id = await repo.transaction(async (tx) => {
        await checkImages(tx, input.items);
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
      deps.invalidate();
      return get(id);
    },

    async update(actor: Actor, id: number, input: PromotionInput): Promise<AdminPromotion> {
      await repo.transaction(async (tx) => {
        const before = await tx.get(id, true);
        if (!before) throw notFound(NOT_FOUND);
        await checkImages(tx, input.items);
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
      deps.invalidate();
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
      deps.invalidate();
      return list();
    },
  };
}

export type AdminPromotionsService = ReturnType<typeof createAdminPromotionsService>;
