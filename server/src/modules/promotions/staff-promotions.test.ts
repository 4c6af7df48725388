import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AdminPromotion, type AdminPromotionList, type MediaFile, type PromotionResponse } from '@bayi/common';
import { png } from '../../test/media';
import { staffTestApp } from '../../test/staff';

/**
 * Promotions: an editor uploads a banner, makes it the modal promotion and the storefront's GetPromotion serves
 * it at once; bad items are refused per field; dealers and sales representatives may not.
 */
const t = staffTestApp();

const storefront = async (type: number) =>
  (await t.visitor().get(`/promotion/GetPromotion?type=${type}`)).json() as PromotionResponse;

describe('promotions', () => {
  const item = (over: Record<string, unknown> = {}) => ({
    title: 'Yılbaşı Fırsatı',
    text: 'Tüm kablolarda %10 ek iskonto.',
    imageUrl: '/images/x.png',
    url: '/productAll',
    actionButtonText: 'İncele',
    ...over,
  });

  it('lists the demo promotions with the one the storefront shows of each type', async () => {
    const list = (await t.editor.get('/admin/promotions')).json() as AdminPromotionList;
    expect(list.items.map((p) => p.type)).toEqual([10, 40, 50]);
    expect(list.items.every((p) => p.shown)).toBe(true);
    // The demo's pictures live in folders (promo/…): saved back unchanged, they are accepted.
    const carousel = (await t.editor.get(`/admin/promotions/${list.items[0]!.id}`)).json() as AdminPromotion;
    expect(carousel.items[0]!.imageUrl).toMatch(/^promo\//);
    const { id: _id, shown: _shown, ...fields } = carousel;
    const items = carousel.items.map(({ previewUrl: _preview, ...item }) => item);
    const again = await t.editor.put(`/admin/promotions/${carousel.id}`, { ...fields, items });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AdminPromotion).items).toEqual(carousel.items);
  });

  it('an uploaded banner becomes the modal promotion the storefront serves at once, audited', async () => {
    const image = (
      await t.upload(t.editor.cookie, { name: 'duyuru.png', type: 'image/png', bytes: await png(800, 400) })
    ).json() as MediaFile;
    const list = (await t.editor.get('/admin/promotions')).json() as AdminPromotionList;
    const modal = list.items.find((p) => p.type === 40)!;
    expect((await storefront(40)).activeItems).toHaveLength(1);
    const res = await t.editor.put(`/admin/promotions/${modal.id}`, {
      type: 40,
      displayName: 'Kış Duyurusu',
      isActive: true,
      sort: 1,
      items: [item({ imageUrl: image.fileName, title: 'Kış Kampanyası Başladı' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminPromotion;
    expect(saved.items[0]).toMatchObject({ imageUrl: image.fileName, previewUrl: image.previewUrl });
    const served = await storefront(40);
    expect(served).toMatchObject({ id: modal.id, displayName: 'Kış Duyurusu' });
    expect(served.activeItems).toEqual([
      expect.objectContaining({ title: 'Kış Kampanyası Başladı', imageUrl: expect.stringContaining(image.fileName) }),
    ]);
    const { rows } = await t.ctx.query(
      sql`select user_name, summary, before->>'displayName' as before_name from audit_log
          where action = 'promotion.update' and entity_id = ${String(modal.id)}`,
    );
    expect(rows).toEqual([
      {
        user_name: 'İçerik Editörü',
        summary: 'Açılır pencere (modal) "Kış Duyurusu" kaydedildi (1 öğe).',
        before_name: 'Duyuru',
      },
    ]);
  });

  it('a new carousel ordered first replaces the shown one; turned off or deleted, the old one is back', async () => {
    const before = await storefront(10);
    const res = await t.editor.post('/admin/promotions', {
      type: 10,
      displayName: 'Yeni Vitrin',
      isActive: true,
      sort: 0,
      items: [item(), item({ title: 'İkinci', url: '' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as AdminPromotion;
    expect(created.shown).toBe(true);
    expect((await storefront(10)).activeItems.map((i) => i.title)).toEqual(['Yılbaşı Fırsatı', 'İkinci']);
    await t.editor.put(`/admin/promotions/${created.id}`, { ...created, isActive: false, items: [item()] });
    expect((await storefront(10)).id).toBe(before.id);
    await t.editor.put(`/admin/promotions/${created.id}`, { ...created, isActive: true, items: [item()] });
    const left = (await t.editor.delete(`/admin/promotions/${created.id}`)).json() as AdminPromotionList;
    expect(left.items.some((p) => p.id === created.id)).toBe(false);
    expect(await storefront(10)).toEqual(before);
    expect((await t.editor.get(`/admin/promotions/${created.id}`)).statusCode).toBe(404);
    expect((await t.editor.delete(`/admin/promotions/${created.id}`)).json().errorMessage).toBe('Kampanya bulunamadı.');
  });

  it('refuses bad items per field, too many items for the type and an image never uploaded; writes nothing', async () => {
    const list = (await t.editor.get('/admin/promotions')).json() as AdminPromotionList;
    const tiles = list.items.find((p) => p.type === 50)!;
    const before = await storefront(50);
    const bad = await t.editor.put(`/admin/promotions/${tiles.id}`, {
      type: 50,
      displayName: '',
      isActive: true,
      items: [item({ title: '', url: 'javascript:alert(1)', imageUrl: '../../etc/passwd' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'displayName',
      'items.0.imageUrl',
      'items.0.title',
      'items.0.url',
    ]);
    const four = await t.editor.put(`/admin/promotions/${tiles.id}`, {
      type: 50,
      displayName: 'Afiş',
      isActive: true,
      items: [item(), item(), item(), item()],
    });
    expect(four.json().errors).toEqual({ items: 'Üçlü afiş en fazla 3 öğe gösterir.' });
    const missing = await t.editor.put(`/admin/promotions/${tiles.id}`, {
      type: 50,
      displayName: 'Afiş',
      isActive: true,
      items: [item(), item({ imageUrl: 'hic-yuklenmedi.png' })],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ 'items.1.imageUrl': 'Bu resim bulunamadı; yeniden yükleyin.' });
    expect(
      (await t.editor.post('/admin/promotions', { type: 20, displayName: 'x', isActive: true, items: [item()] })).json()
        .errors,
    ).toHaveProperty('type');
    expect(await storefront(50)).toEqual(before);
    expect(
      (await t.editor.put('/admin/promotions/999999', { type: 50, displayName: 'x', isActive: true, items: [item()] }))
        .statusCode,
    ).toBe(404);
  });

  it('dealers and sales representatives may not read or change promotions', async () => {
    const [dealer, plasiyer] = await t.outsiders();
    for (const c of [dealer, plasiyer]) {
      expect((await c.get('/admin/promotions')).statusCode).toBe(403);
      expect((await c.delete('/admin/promotions/1')).statusCode).toBe(403);
    }
  });
});
