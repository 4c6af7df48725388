import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  REPRESENTATIVE_INACTIVE,
  type AccountInfo,
  type AdminDealerDetail,
  type AdminDealerListResponse,
  type AdminDealerOptions,
  type AdminRepresentativeDetail,
  type AdminRepresentativeList,
  type AdminRepresentativeResult,
  type AdminStaffList,
  type AdminStaffResult,
} from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { client, signedIn, staffSignedIn, type Client } from '../../test/orders';

/**
 * Sales representatives (Plasiyerler) on an installation without demo representatives: an admin creates one,
 * edits it, assigns dealers to it, ties a new plasiyer staff user to it — who then sees exactly those dealers —
 * deactivates it (its dealers keep it, nothing new is assigned) and activates it again. Every bad input is a
 * Turkish 400 on its field, an unknown record a 404, every other role is refused, and each change is audited.
 */
let ctx: TestContext;
let admin: Client;
let dealerCode1: string;
let dealerCode2: string;
let dealer1: number;
let dealer2: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  // A real installation starts without representatives: the demo's are taken away.
  await ctx.query(sql`update dealers set representative_id = null`);
  await ctx.query(sql`update users set representative_id = null`);
  await ctx.query(sql`delete from representatives`);
  const { rows } = await ctx.query(
    sql`select id, code from dealers where code in ('120.01.001', '120.01.002') order by code`,
  );
  [dealer1, dealer2] = rows.map((r) => Number(r.id)) as [number, number];
  [dealerCode1, dealerCode2] = rows.map((r) => String(r.code)) as [string, string];
});
afterAll(() => ctx.close());

const AYSE = { name: '  Ayşe Kaya ', code: 'PL10', email: 'ayse.kaya@firma.com.tr', phone: '0532 555 12 34' };

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
};
/** A Turkish 400 naming the field with its message. */
const refusedOn = async (res: Promise<{ statusCode: number; json(): unknown }>, field: string, message?: string) => {
  const r = await res;
  expect(r.statusCode).toBe(400);
  const body = r.json() as { hasError: boolean; errorMessage: string; errors?: Record<string, string> };
  expect(body.hasError).toBe(true);
  expect(body.errors?.[field], JSON.stringify(body)).toBeDefined();
  if (message) expect(body.errors![field]).toBe(message);
  expect(body.errorMessage).not.toMatch(/\b(expected|received|invalid|required|string)\b/i);
  return body;
};
const auditOf = async (action: string) =>
  (
    await ctx.query(sql`select entity, entity_id, user_name, summary, before, after from audit_log
      where action = ${action} order by id`)
  ).rows;
const dealerCard = (id: number) => ok<AdminDealerDetail>(admin.get(`/admin/dealers/${id}`));

describe('representatives', () => {
  let id: number;

  it('start empty, and a new one is created trimmed, counted and audited', async () => {
    expect((await ok<AdminRepresentativeList>(admin.get('/admin/representatives'))).rows).toEqual([]);
    const created = await ok<AdminRepresentativeResult>(admin.post('/admin/representatives', AYSE), 201);
    id = created.representative.id;
    expect(created).toEqual({
      representative: {
        id,
        name: 'Ayşe Kaya',
        code: 'PL10',
        email: AYSE.email,
        phone: AYSE.phone,
        isActive: true,
        dealerCount: 0,
        userCount: 0,
        users: [],
      },
      message: 'Plasiyer eklendi.',
    });
    const list = await ok<AdminRepresentativeList>(admin.get('/admin/representatives'));
    expect(list.rows.map((r) => r.name)).toEqual(['Ayşe Kaya']);
    expect(await auditOf('representative.create')).toEqual([
      expect.objectContaining({
        entity: 'representative',
        entity_id: String(id),
        summary: 'Ayşe Kaya (PL10) plasiyeri eklendi.',
        after: { name: 'Ayşe Kaya', code: 'PL10', email: AYSE.email, phone: AYSE.phone },
      }),
    ]);
    // Name only: code, e-mail and phone are optional.
    const bare = await ok<AdminRepresentativeResult>(admin.post('/admin/representatives', { name: 'Can Demir' }), 201);
    expect(bare.representative).toMatchObject({ code: null, email: null, phone: null });
    // Turkish name order.
    const sorted = await ok<AdminRepresentativeList>(admin.get('/admin/representatives'));
    expect(sorted.rows.map((r) => r.name)).toEqual(['Ayşe Kaya', 'Can Demir']);
  });

  it('refuses bad input on its field, in Turkish, and writes nothing', async () => {
    const post = (body: unknown) => admin.post('/admin/representatives', body);
    await refusedOn(post({ ...AYSE, name: '   ' }), 'name', 'Ad soyad gerekli.');
    await refusedOn(post({ ...AYSE, name: undefined }), 'name');
    await refusedOn(post({ ...AYSE, name: 'x'.repeat(101) }), 'name', 'Ad soyad en fazla 100 karakter olabilir.');
    await refusedOn(post({ ...AYSE, name: 42 }), 'name');
    await refusedOn(post({ ...AYSE, name: 'Yeni Kişi', code: 'PL 11' }), 'code');
    await refusedOn(
      post({ ...AYSE, name: 'Yeni Kişi', code: 'P'.repeat(21) }),
      'code',
      'Plasiyer kodu en fazla 20 karakter olabilir.',
    );
    await refusedOn(post({ ...AYSE, name: 'Yeni Kişi', code: null, email: 'ayse@' }), 'email');
    await refusedOn(post({ ...AYSE, name: 'Yeni Kişi', code: null, phone: '12' }), 'phone');
    // Name and code are each one representative's, whatever their letter case.
    await refusedOn(post({ ...AYSE, name: 'Ayşe KAYA', code: null }), 'name', 'Bu adla bir plasiyer zaten var.');
    await refusedOn(
      post({ ...AYSE, name: 'Yeni Kişi', code: 'pl10' }),
      'code',
      'Bu plasiyer kodu başka bir plasiyerde kullanılıyor.',
    );
    await refusedOn(admin.put(`/admin/representatives/${id}`, { ...AYSE, name: 'can demir' }), 'name');
    const { rows } = await ctx.query(sql`select count(*)::int as n from representatives`);
    expect(rows[0]!.n).toBe(2);
  });

  it('takes names that differ only by Turkish letter case for one name', async () => {
    // lower() keeps "Işık" and "IŞIK" apart (ı and i); the Turkish fold, which the back office reads by, does not.
    const isik = await ok<AdminRepresentativeResult>(
      admin.post('/admin/representatives', { name: 'Işık Öztürk', code: null }),
      201,
    );
    await refusedOn(
      admin.post('/admin/representatives', { name: 'IŞIK ÖZTÜRK', code: null }),
      'name',
      'Bu adla bir plasiyer zaten var.',
    );
    await refusedOn(
      admin.post('/admin/representatives', { name: 'ışık öztürk', code: null }),
      'name',
      'Bu adla bir plasiyer zaten var.',
    );
    // The representative itself keeps its name in another case.
    const renamed = await ok<AdminRepresentativeResult>(
      admin.put(`/admin/representatives/${isik.representative.id}`, { name: 'IŞIK ÖZTÜRK', code: null }),
    );
    expect(renamed.representative.name).toBe('IŞIK ÖZTÜRK');
    const { rows } = await ctx.query(sql`select count(*)::int as n from representatives where name ilike '%ztürk'`);
    expect(rows[0]!.n).toBe(1);
    // The tests below count the installation's representatives as the first test left them.
    await ctx.query(
      sql`delete from audit_log where entity = 'representative' and entity_id = ${String(isik.representative.id)}`,
    );
    await ctx.query(sql`delete from representatives where id = ${isik.representative.id}`);
  });

  it('answers 404 for an unknown representative, and 400 for an id that is not one', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/representatives/999999', undefined],
      ['PUT', '/admin/representatives/999999', AYSE],
      ['POST', '/admin/representatives/999999/deactivate', undefined],
      ['POST', '/admin/representatives/999999/activate', undefined],
      ['POST', '/admin/representatives/999999/dealers', { dealerCode: dealerCode1 }],
      ['DELETE', `/admin/representatives/999999/dealers/${dealer1}`, undefined],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { cookie: admin.cookie! }, payload: body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ hasError: true, errorMessage: 'Plasiyer bulunamadı.' });
    }
    expect((await admin.get('/admin/representatives/abc')).statusCode).toBe(400);
  });

  it('saves an edit with only the changed fields in the audit log; an unchanged save writes nothing', async () => {
    const saved = await ok<AdminRepresentativeResult>(
      admin.put(`/admin/representatives/${id}`, { ...AYSE, phone: '0532 555 99 88' }),
    );
    expect(saved).toMatchObject({ representative: { phone: '0532 555 99 88' }, message: 'Kaydedildi.' });
    const again = await ok<AdminRepresentativeResult>(
      admin.put(`/admin/representatives/${id}`, { ...AYSE, phone: '0532 555 99 88' }),
    );
    expect(again.message).toBe('Değişiklik yoktu.');
    expect(await auditOf('representative.update')).toEqual([
      expect.objectContaining({
        summary: 'Ayşe Kaya (PL10) plasiyeri düzenlendi (phone).',
        before: { phone: AYSE.phone },
        after: { phone: '0532 555 99 88' },
      }),
    ]);
  });

  it('assigns dealers by Cari No, raising their version, and lists them by representative', async () => {
    const before = await dealerCard(dealer1);
    const assigned = await ok<AdminRepresentativeResult>(
      admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: dealerCode1.toLowerCase() }),
    );
    expect(assigned.representative.dealerCount).toBe(1);
    expect(assigned.message).toBe(`${dealerCode1} ${before.name} bu plasiyere atandı.`);
    const after = await dealerCard(dealer1);
    expect(after).toMatchObject({ representativeId: id, version: before.version + 1 });
    // The card opened before the assignment is refused rather than undoing it.
    const { addresses: _a, agreementPrices: _p, users: _u, balance: _b, remainingRisk: _r, id: _id, ...form } = before;
    expect((await admin.put(`/admin/dealers/${dealer1}`, form)).statusCode).toBe(409);

    await refusedOn(
      admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: 'YOK-999' }),
      'dealerCode',
      '"YOK-999" cari numaralı bayi bulunamadı.',
    );
    await refusedOn(admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: '' }), 'dealerCode');
    const twice = await ok<AdminRepresentativeResult>(
      admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: dealerCode1 }),
    );
    expect(twice.message).toContain('zaten bu plasiyerin bayisi');

    // The dealers list shows the representative and filters by it.
    const list = await ok<AdminDealerListResponse>(admin.get(`/admin/dealers?representativeId=${id}`));
    expect(list.rows.map((r) => [r.code, r.representative])).toEqual([[dealerCode1, 'Ayşe Kaya']]);
    expect(list.total).toBe(1);
    expect(await auditOf('dealer.representative')).toEqual([
      expect.objectContaining({
        entity: 'dealer',
        entity_id: String(dealer1),
        before: { representativeId: null, representative: null },
        after: { representativeId: id, representative: 'Ayşe Kaya' },
      }),
    ]);
  });

  it('moves a dealer from another representative, and the dealer form assigns one too', async () => {
    const can = (await ok<AdminRepresentativeList>(admin.get('/admin/representatives'))).rows.find(
      (r) => r.name === 'Can Demir',
    )!;
    await ok(admin.post(`/admin/representatives/${can.id}/dealers`, { dealerCode: dealerCode2 }));
    const moved = await ok<AdminRepresentativeResult>(
      admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: dealerCode2 }),
    );
    expect(moved.message).toContain('(Can Demir plasiyerinden alındı)');
    expect((await ok<AdminRepresentativeDetail>(admin.get(`/admin/representatives/${can.id}`))).dealerCount).toBe(0);
    // From the dealer's card: back to Can Demir.
    const card = await dealerCard(dealer2);
    const { addresses: _a, agreementPrices: _p, users: _u, balance: _b, remainingRisk: _r, id: _id, ...form } = card;
    const saved = await ok<AdminDealerDetail>(
      admin.put(`/admin/dealers/${dealer2}`, { ...form, representativeId: can.id }),
    );
    expect(saved.representativeId).toBe(can.id);
    await ok(admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: dealerCode2 }));
  });

  it('ties a new plasiyer staff user to it, who then sees exactly its dealers and the dealer sees its representative', async () => {
    const staff = await ok<AdminStaffList>(admin.get('/admin/staff'));
    expect(staff.representatives.find((r) => r.id === id)).toEqual({
      id,
      name: 'Ayşe Kaya',
      code: 'PL10',
      isActive: true,
    });
    const created = await ok<AdminStaffResult>(
      admin.post('/admin/staff', {
        userCode: 'ayse.kaya',
        displayName: 'Ayşe Kaya',
        email: null,
        role: 'plasiyer',
        representativeId: id,
      }),
      201,
    );
    expect(created.user).toMatchObject({ role: 'plasiyer', representativeId: id, representative: 'Ayşe Kaya' });
    const plasiyer = await signedIn(ctx, { cariNo: 'ADMIN', userName: 'ayse.kaya', password: created.password! });
    const mine = await ok<AdminDealerListResponse>(plasiyer.get('/admin/dealers'));
    expect(mine.rows.map((r) => r.id).sort()).toEqual([dealer1, dealer2].sort());
    const detail = await ok<AdminRepresentativeDetail>(admin.get(`/admin/representatives/${id}`));
    expect(detail).toMatchObject({ dealerCount: 2, userCount: 1 });
    expect(detail.users).toEqual([
      { id: created.user.id, userCode: 'ayse.kaya', displayName: 'Ayşe Kaya', isActive: true },
    ]);
    // The dealer's account page names its representative with the e-mail and phone set here.
    const dealer = await signedIn(ctx, DEMO.dealer);
    const info = await ok<AccountInfo>(dealer.get('/info/me'));
    expect(info.temsilci).toEqual({ ad: 'Ayşe Kaya', email: AYSE.email, telefon: '0532 555 99 88' });
  });

  it('deactivated, it keeps its dealers and users but takes no new dealer or user', async () => {
    const off = await ok<AdminRepresentativeResult>(admin.post(`/admin/representatives/${id}/deactivate`));
    expect(off.representative).toMatchObject({ isActive: false, dealerCount: 2, userCount: 1 });
    expect(off.message).toBe('Plasiyer pasifleştirildi: bayileri onda kalır, yeni bayi ya da kullanıcı atanamaz.');
    expect((await ok<AdminRepresentativeResult>(admin.post(`/admin/representatives/${id}/deactivate`))).message).toBe(
      'Plasiyer zaten pasif.',
    );
    expect(await auditOf('representative.deactivate')).toEqual([
      expect.objectContaining({
        summary: 'Ayşe Kaya (PL10) plasiyeri pasifleştirildi; 2 bayisi onda kaldı.',
        before: { isActive: true },
        after: { isActive: false },
      }),
    ]);

    // Its dealers keep it, and their cards can still be saved with it.
    const card = await dealerCard(dealer1);
    expect(card.representativeId).toBe(id);
    const { addresses: _a, agreementPrices: _p, users: _u, balance: _b, remainingRisk: _r, id: _id, ...form } = card;
    await ok(admin.put(`/admin/dealers/${dealer1}`, { ...form, discountRate: '3' }));
    const options = await ok<AdminDealerOptions>(admin.get('/admin/dealers/options'));
    expect(options.representatives.find((r) => r.id === id)).toMatchObject({ isActive: false });

    // Nothing new: an assignment here, another dealer's card, a new dealer, a new or moved plasiyer user.
    const third = (await ctx.query(sql`select id from dealers where code = '120.01.003'`)).rows[0]!.id as number;
    const refused = await admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: '120.01.003' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ hasError: true, errorMessage: REPRESENTATIVE_INACTIVE });
    const other = await dealerCard(third);
    const {
      addresses: _a3,
      agreementPrices: _p3,
      users: _u3,
      balance: _b3,
      remainingRisk: _r3,
      id: _i3,
      ...otherForm
    } = other;
    await refusedOn(
      admin.put(`/admin/dealers/${third}`, { ...otherForm, representativeId: id }),
      'representativeId',
      REPRESENTATIVE_INACTIVE,
    );
    const { version: _v, ...newForm } = otherForm;
    await refusedOn(
      admin.post('/admin/dealers', { ...newForm, code: '120.09.901', taxNumber: null, representativeId: id }),
      'representativeId',
      REPRESENTATIVE_INACTIVE,
    );
    const user = { userCode: 'yeni.plasiyer', displayName: 'Yeni Plasiyer', email: null, role: 'plasiyer' };
    await refusedOn(admin.post('/admin/staff', { ...user, representativeId: id }), 'representativeId');

    // The plasiyer tied to it still sees its dealers.
    const { rows } = await ctx.query(sql`select id from users where user_code = 'ayse.kaya'`);
    const plasiyerId = Number(rows[0]!.id);
    const renamed = await admin.put(`/admin/staff/${plasiyerId}`, {
      displayName: 'Ayşe Kaya',
      email: 'ayse.kaya@firma.com.tr',
      role: 'plasiyer',
      representativeId: id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('takes a dealer off it, even while inactive; a dealer that is not its own is 404', async () => {
    const off = await ok<AdminRepresentativeResult>(admin.delete(`/admin/representatives/${id}/dealers/${dealer2}`));
    expect(off.representative.dealerCount).toBe(1);
    expect((await dealerCard(dealer2)).representativeId).toBeNull();
    const again = await admin.delete(`/admin/representatives/${id}/dealers/${dealer2}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorMessage).toBe('Bu bayi bu plasiyere atanmamış.');
  });

  it('activated again, it takes dealers again', async () => {
    const on = await ok<AdminRepresentativeResult>(admin.post(`/admin/representatives/${id}/activate`));
    expect(on.representative.isActive).toBe(true);
    expect(on.message).toBe('Plasiyer etkinleştirildi; yeniden bayi atanabilir.');
    const assigned = await ok<AdminRepresentativeResult>(
      admin.post(`/admin/representatives/${id}/dealers`, { dealerCode: dealerCode2 }),
    );
    expect(assigned.representative.dealerCount).toBe(2);
    expect(await auditOf('representative.activate')).toHaveLength(1);
  });
});

describe('who may manage representatives', () => {
  it('refuses visitors (401) and dealers, editors and plasiyers (403) on every call', async () => {
    const some = (await ok<AdminRepresentativeList>(admin.get('/admin/representatives'))).rows[0]!;
    const calls = [
      ['GET', '/admin/representatives', undefined],
      ['POST', '/admin/representatives', { name: 'Yetkisiz Kişi' }],
      ['GET', `/admin/representatives/${some.id}`, undefined],
      ['PUT', `/admin/representatives/${some.id}`, { name: 'Yetkisiz Kişi' }],
      ['POST', `/admin/representatives/${some.id}/deactivate`, undefined],
      ['POST', `/admin/representatives/${some.id}/activate`, undefined],
      ['POST', `/admin/representatives/${some.id}/dealers`, { dealerCode: '120.01.005' }],
      ['DELETE', `/admin/representatives/${some.id}/dealers/${dealer1}`, undefined],
    ] as const;
    const refused: [Client, number][] = [
      [client(ctx, undefined), 401],
      [await signedIn(ctx, DEMO.dealer), 403],
      [await staffSignedIn(ctx, 'editor-p', 'editor'), 403],
      [await staffSignedIn(ctx, 'plasiyer-p', 'plasiyer'), 403],
    ];
    for (const [who, status] of refused) {
      for (const [method, url, payload] of calls) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: who.cookie ? { cookie: who.cookie } : {},
          payload,
        });
        expect(res.statusCode, `${status} ${method} ${url}`).toBe(status);
        expect(res.json()).toMatchObject({ hasError: true });
      }
    }
    const after = await ok<AdminRepresentativeDetail>(admin.get(`/admin/representatives/${some.id}`));
    expect(after).toMatchObject({ name: some.name, isActive: some.isActive, dealerCount: some.dealerCount });
    expect((await ctx.query(sql`select 1 from representatives where name = 'Yetkisiz Kişi'`)).rows).toEqual([]);
  });
});
