import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SETTING_FIELDS, type AdminSettings, type ApplicationResponse } from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, signedIn, type Client } from '../../test/orders';

/**
 * The settings form: every setting with its stored value; a save checks each value by its rule (sort
 * field, phone, e-mail, page size…), writes nothing if one is wrong, sanitises HTML, is audited, and the
 * storefront serves the new value at once.
 */
let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
});
afterAll(() => ctx.close());

const get = async () => ((await admin.get('/admin/settings')).json() as AdminSettings).values;

describe('settings form', () => {
  it('answers every field of the form with its stored value', async () => {
    const values = await get();
    expect(Object.keys(values).sort()).toEqual(SETTING_FIELDS.map((f) => f.key).sort());
    expect(values['stok.default.sort.field']).toBe('ad');
  });

  it("the demo distributor's stored values pass their own rules: the form saves as it opens", async () => {
    const res = await admin.put('/admin/settings', { values: await get() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses wrong values field by field in Turkish and writes none of them', async () => {
    const res = await admin.put('/admin/settings', {
      values: {
        firmaadi: 'Yeni Ünvan A.Ş.',
        'stok.default.sort.field': 'stok',
        'footer.phone': '12',
        'footer.email': 'yok@',
        'catalog.pageSize': '1000',
        autoComplete: 'evet',
        'belge.siparis.onek': 'web',
        bilinmeyen: 'x',
      },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(
      [
        'autoComplete',
        'belge.siparis.onek',
        'bilinmeyen',
        'catalog.pageSize',
        'footer.email',
        'footer.phone',
        'stok.default.sort.field',
      ].sort(),
    );
    expect(errors['stok.default.sort.field']).toBe('Varsayılan sıralama şunlardan biri olmalı: Ürün adı, Fiyat.');
    expect(errors['catalog.pageSize']).toBe('Sayfa başına ürün 6 ile 100 arasında bir tam sayı olmalı.');
    expect((await get()).firmaadi).not.toBe('Yeni Ünvan A.Ş.');
  });

  it('saves, sanitises HTML, audits only what changed, and the storefront serves it at once', async () => {
    const res = await admin.put('/admin/settings', {
      values: {
        firmaadi: 'Yeni Ünvan A.Ş.',
        'stok.default.sort.field': 'fiyat',
        'odeme.acikhesap.mesaj': '<p onclick="x()">Vade <b>30</b> gün<script>alert(1)</script></p>',
        'footer.phone': '0212 555 12 34',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const values = (res.json() as AdminSettings).values;
    expect(values['odeme.acikhesap.mesaj']).toBe('<p>Vade <b>30</b> gün</p>');
    const app = (await client(ctx, undefined).get('/application')).json() as ApplicationResponse;
    expect(app.settings.firmaadi).toBe('Yeni Ünvan A.Ş.');
    expect(app.settings['stok.default.sort.field']).toBe('fiyat');
    const { rows } = await ctx.query(
      sql`select summary, before, after from audit_log where action = 'settings.update'`,
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.after as object).sort()).toEqual(
      ['firmaadi', 'footer.phone', 'odeme.acikhesap.mesaj', 'stok.default.sort.field'].sort(),
    );
    // The same values again change nothing and write no entry.
    await admin.put('/admin/settings', { values: { firmaadi: 'Yeni Ünvan A.Ş.' } });
    expect((await ctx.query(sql`select 1 from audit_log where action = 'settings.update'`)).rows).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const dealer = await signedIn(ctx, DEMO.dealer);
    expect((await dealer.get('/admin/settings')).statusCode).toBe(403);
    expect((await dealer.put('/admin/settings', { values: { firmaadi: 'X' } })).statusCode).toBe(403);
  });
});
