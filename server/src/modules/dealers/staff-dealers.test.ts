import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDealerDetail, AdminDealerForm, AdminDealerListResponse, AdminDealerUserResult } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { client, demoUser, signedIn, staffSignedIn, type Client } from '../../test/orders';
import { plasiyerOfFirstDealer } from '../../test/staff';
import { DEALER_CHANGED } from './service';

/**
 * The back office's dealers: search and a dealer's card for admins and their own dealers'
 * representative; creating and editing with validated tax numbers and versions (a stale edit is a 409,
 * never a lost write); dealer users created, deactivated, unlocked, given a new password shown once, and
 * signed out everywhere — each seen at the sign-in form, each written to the audit log.
 */
let ctx: TestContext;
let admin: Client;
let plasiyer: Client;
let editor: Client;
let dealer1: number;
let dealer2: number;

const idOf = async (code: string) =>
  Number((await ctx.query(sql`select id from dealers where code = ${code}`)).rows[0]!.id);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  plasiyer = await plasiyerOfFirstDealer(ctx, 'plasiyer-b');
  editor = await staffSignedIn(ctx, 'editor-b', 'editor', 'Test editor');
  dealer1 = await idOf('120.01.001');
  dealer2 = await idOf('120.01.002');
});
afterAll(() => ctx.close());

const detail = async (c: Client, id: number) => {
  const res = await c.get(`/admin/dealers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminDealerDetail;
};

/** The form's values of a stored dealer, ready to send back. */
const formOf = (d: AdminDealerDetail): AdminDealerForm & { version: number } => ({
  code: d.code,
  name: d.name,
  taxOffice: d.taxOffice,
  taxNumber: d.taxNumber,
  email: d.email,
  phone: d.phone,
  representativeId: d.representativeId,
  riskLimit: d.riskLimit,
  discountRate: d.discountRate,
  defaultPaymentMethod: d.defaultPaymentMethod,
  paymentTermDays: d.paymentTermDays,
  isActive: d.isActive,
  priceListIds: d.priceListIds,
  version: d.version,
});

const newDealer = (over: Partial<AdminDealerForm> = {}): AdminDealerForm => ({
  code: '120.09.001',
  name: 'Yeni Yapı Market Ltd. Şti.',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  email: 'muhasebe@yeniyapi.com.tr',
  phone: '0216 555 12 34',
  representativeId: null,
  riskLimit: '25000.50',
  discountRate: '5',
  defaultPaymentMethod: 'havale',
  paymentTermDays: 45,
  isActive: true,
  priceListIds: [],
  ...over,
});

describe('back office dealers', () => {
  it('lists and searches by Cari No, name and tax number; a representative sees only their own', async () => {
    const all = (await admin.get('/admin/dealers')).json() as AdminDealerListResponse;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['120.01.001', '120.01.002']));
    const byCode = (await admin.get('/admin/dealers?q=01.002')).json() as AdminDealerListResponse;
    expect(byCode.rows.map((r) => r.code)).toEqual(['120.01.002']);
    expect(byCode.rows[0]).toMatchObject({ representative: 'Başka Temsilci', isActive: true });
    expect(byCode.rows[0]!.userCount).toBeGreaterThanOrEqual(1);
    const taxNumber = (await ctx.query(sql`select tax_number from dealers where id = ${dealer1}`)).rows[0]!.tax_number;
    const byTax = (await admin.get(`/admin/dealers?q=${taxNumber}`)).json() as AdminDealerListResponse;
    expect(byTax.rows.map((r) => r.id)).toEqual([dealer1]);
    // A LIKE wildcard is searched for as itself.
    expect(((await admin.get('/admin/dealers?q=%25')).json() as AdminDealerListResponse).total).toBe(0);
    // A name is found the Turkish way, in either case, with or without its Turkish letters.
    const name = String((await ctx.query(sql`select name from dealers where id = ${dealer1}`)).rows[0]!.name);
    await ctx.query(sql`update dealers set name = 'IŞIKLAR ELEKTRİK' where id = ${dealer1}`);
    try {
      for (const q of ['ışıklar elektrik', 'Işıklar', 'isiklar elektrik', 'ELEKTRİK']) {
        const found = (await admin.get(`/admin/dealers?q=${encodeURIComponent(q)}`)).json() as AdminDealerListResponse;
        expect(
          found.rows.map((r) => r.id),
          q,
        ).toContain(dealer1);
      }
    } finally {
      await ctx.query(sql`update dealers set name = ${name} where id = ${dealer1}`);
    }

    const mine = (await plasiyer.get('/admin/dealers')).json() as AdminDealerListResponse;
    expect(mine.rows.map((r) => r.id)).toEqual([dealer1]);
    expect(mine.total).toBe(1);
    expect((await plasiyer.get(`/admin/dealers/${dealer2}`)).statusCode).toBe(404);
    expect((await plasiyer.get(`/admin/dealers/${dealer1}`)).statusCode).toBe(200);
  });

  it("shows a dealer's card: tax data, addresses, price lists, agreement prices, balance and users", async () => {
    const d = await detail(admin, dealer1);
    expect(d).toMatchObject({ code: '120.01.001', version: 1, defaultPaymentMethod: expect.any(String) });
    expect(d.riskLimit).toMatch(/^\d+\.\d{2}$/);
    expect(d.balance).toMatch(/^-?\d+\.\d{2}$/);
    expect(d.remainingRisk).toMatch(/^\d+\.\d{2}$/);
    expect(d.addresses.length).toBeGreaterThan(0);
    expect(d.priceListIds.length).toBeGreaterThan(0);
    expect(d.agreementPrices.first.length).toBeLessThanOrEqual(10);
    expect(d.users.map((u) => u.userCode)).toContain('demo');
    expect(JSON.stringify(d)).not.toMatch(/argon2|password_hash|passwordHash/);
    expect((await admin.get('/admin/dealers/999999')).json()).toMatchObject({ errorMessage: 'Bayi bulunamadı.' });
  });

  it('creates a dealer; tax numbers are checked by their VKN or TCKN check digits', async () => {
    const res = await admin.post('/admin/dealers', newDealer());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminDealerDetail;
    expect(created).toMatchObject({ code: '120.09.001', riskLimit: '25000.50', discountRate: '5.00', version: 1 });
    // An 11-digit TCKN for a sole trader.
    const tckn = await admin.post('/admin/dealers', newDealer({ code: '120.09.002', taxNumber: '10000000146' }));
    expect(tckn.statusCode, tckn.body).toBe(201);

    const wrong = await admin.post('/admin/dealers', newDealer({ code: '120.09.003', taxNumber: '1234567891' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      taxNumber: 'Vergi kimlik numarası (VKN) geçersiz: kontrol hanesi tutmuyor.',
    });
    const badTckn = await admin.post('/admin/dealers', newDealer({ code: '120.09.003', taxNumber: '10000000147' }));
    expect(badTckn.json().errors.taxNumber).toMatch(/TCKN.*geçersiz/);
    const short = await admin.post('/admin/dealers', newDealer({ code: '120.09.003', taxNumber: '12345' }));
    expect(short.json().errors.taxNumber).toBe('Vergi numarası 10 haneli VKN ya da 11 haneli TCKN olmalı.');
    // Nothing was written by the refusals.
    expect((await ctx.query(sql`select 1 from dealers where code = '120.09.003'`)).rows).toHaveLength(0);
  });

  it('refuses bad input field by field in Turkish', async () => {
    const res = await admin.post(
      '/admin/dealers',
      newDealer({
        code: 'admin',
        name: '  ',
        email: 'yok@',
        phone: '12',
        riskLimit: '-5',
        discountRate: '120',
        defaultPaymentMethod: 'nakit' as never,
        paymentTermDays: 400,
        priceListIds: [1, 1],
      }),
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(
      [
        'code',
        'name',
        'email',
        'phone',
        'riskLimit',
        'discountRate',
        'defaultPaymentMethod',
        'paymentTermDays',
        'priceListIds',
      ].sort(),
    );
    expect(errors.code).toBe('Cari No "ADMIN" personele ayrılmış.');
    expect(errors.name).toBe('Ünvan gerekli.');
    expect(errors.discountRate).toBe('İskonto oranı en fazla 100 olabilir.');

    const taken = await admin.post('/admin/dealers', newDealer({ code: '120.01.002', taxNumber: null }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ code: 'Bu Cari No başka bir bayide kullanılıyor.' });
    const noRep = await admin.post('/admin/dealers', newDealer({ code: '120.09.004', representativeId: 999999 }));
    expect(noRep.json().errors).toEqual({ representativeId: 'Seçilen temsilci bulunamadı.' });
    const noList = await admin.post('/admin/dealers', newDealer({ code: '120.09.004', priceListIds: [999999] }));
    expect(noList.json().errors).toEqual({ priceListIds: 'Fiyat listesi bulunamadı: 999999.' });
  });

  it('two edits of one version: the first is saved, the second is a 409 and writes nothing', async () => {
    const d = await detail(admin, dealer2);
    const first = await admin.put(`/admin/dealers/${dealer2}`, { ...formOf(d), riskLimit: '99000.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ riskLimit: '99000.00', version: d.version + 1 });
    const second = await admin.put(`/admin/dealers/${dealer2}`, { ...formOf(d), name: 'Üzerine Yazan Ad' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ hasError: true, errorMessage: DEALER_CHANGED });
    const after = await detail(admin, dealer2);
    expect(after).toMatchObject({ riskLimit: '99000.00', name: d.name, version: d.version + 1 });

    // The saved edit is in the audit log with only what changed, before and after.
    const { rows } = await ctx.query(sql`select user_name, before, after from audit_log
      where entity = 'dealer' and entity_id = ${String(dealer2)} and action = 'dealer.update'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { riskLimit: d.riskLimit }, after: { riskLimit: '99000.00' } });
  });

  it('saves visible price lists in the order picked, and a representative or an editor may not edit', async () => {
    const d = await detail(admin, dealer1);
    const lists = (await ctx.query(sql`select id from price_lists order by id desc limit 2`)).rows.map((r) =>
      Number(r.id),
    );
    const res = await admin.put(`/admin/dealers/${dealer1}`, { ...formOf(d), priceListIds: lists });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminDealerDetail).priceListIds).toEqual(lists);
    for (const staff of [plasiyer, editor]) {
      expect((await staff.put(`/admin/dealers/${dealer1}`, formOf(await detail(admin, dealer1)))).statusCode).toBe(403);
    }
    expect((await editor.get('/admin/dealers')).statusCode).toBe(403);
  });
});

describe("back office: a dealer's users", () => {
  const users = (id: number) => `/admin/dealers/${id}/users`;
  const act = (userId: number, action: string, dealerId = dealer1) =>
    admin.post(`${users(dealerId)}/${userId}/${action}`);
  const cari = '120.01.001';

  it('creates a user whose password is shown once and who then signs in', async () => {
    const res = await admin.post(users(dealer1), { userCode: 'satinalma', displayName: 'Satın Alma', email: null });
    expect(res.statusCode, res.body).toBe(201);
    const { user, password, message } = res.json() as AdminDealerUserResult;
    expect(password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(message).toMatch(/bir daha gösterilmez/);
    expect(user).toMatchObject({ userCode: 'satinalma', isActive: true, locked: false, sessions: 0 });
    await signIn(ctx.app, { cariNo: cari, userName: 'satinalma', password: password! });
    // Stored as argon2id, never readable; the card never shows it again.
    const stored = (await ctx.query(sql`select password_hash from users where id = ${user.id}`)).rows[0]!;
    expect(String(stored.password_hash)).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(await detail(admin, dealer1))).not.toContain(password);
    const audit = await ctx.query(sql`select after from audit_log where action = 'user.create'`);
    expect(JSON.stringify(audit.rows)).not.toContain(password);

    const again = await admin.post(users(dealer1), { userCode: 'SATINALMA', displayName: 'X', email: null });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ userCode: 'Bu kullanıcı kodu zaten kullanılıyor.' });
    const bad = await admin.post(users(dealer1), { userCode: 'iki kelime', displayName: '', email: 'x' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['displayName', 'email', 'userCode']);
  });

  it('deactivating ends the sessions and refuses sign-in; activating lets the user back', async () => {
    const { user, password } = (
      await admin.post(users(dealer1), { userCode: 'pasif', displayName: 'Pasif', email: null })
    ).json() as AdminDealerUserResult;
    const login = { cariNo: cari, userName: 'pasif', password: password! };
    const session = client(ctx, await signIn(ctx.app, login));
    expect((await session.get('/info/me')).statusCode).toBe(200);
    const off = await act(user.id, 'deactivate');
    expect(off.statusCode, off.body).toBe(200);
    expect((off.json() as AdminDealerUserResult).user).toMatchObject({ isActive: false, sessions: 0 });
    expect((await session.get('/info/me')).statusCode).toBe(401);
    await expect(signIn(ctx.app, login)).rejects.toThrow(/sign-in failed: 401/);
    expect((await act(user.id, 'activate')).statusCode).toBe(200);
    await signIn(ctx.app, login);
  });

  it('a new password ends the old sessions; the old password no longer signs in', async () => {
    const { user, password } = (
      await admin.post(users(dealer1), { userCode: 'unutkan', displayName: 'Unutkan', email: null })
    ).json() as AdminDealerUserResult;
    const session = client(ctx, await signIn(ctx.app, { cariNo: cari, userName: 'unutkan', password: password! }));
    const res = (await act(user.id, 'password')).json() as AdminDealerUserResult;
    expect(res.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(res.password).not.toBe(password);
    expect((await session.get('/info/me')).statusCode).toBe(401);
    await expect(signIn(ctx.app, { cariNo: cari, userName: 'unutkan', password: password! })).rejects.toThrow();
    await signIn(ctx.app, { cariNo: cari, userName: 'unutkan', password: res.password! });
  });

  it('unlocks an account held back by wrong passwords', async () => {
    const { user, password } = (
      await admin.post(users(dealer1), { userCode: 'kilitli', displayName: 'Kilitli', email: null })
    ).json() as AdminDealerUserResult;
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/login/spa',
        payload: { cariNo: cari, userName: 'kilitli', password: 'yanlis-sifre', rememberMe: false },
      });
    }
    const login = { cariNo: cari, userName: 'kilitli', password: password! };
    await expect(signIn(ctx.app, login)).rejects.toThrow(/429|locked|401/);
    const card = await detail(admin, dealer1);
    expect(card.users.find((u) => u.id === user.id)).toMatchObject({ locked: true });
    const res = (await act(user.id, 'unlock')).json() as AdminDealerUserResult;
    expect(res).toMatchObject({ message: 'Giriş kilidi kaldırıldı.', user: { locked: false } });
    await signIn(ctx.app, login);
  });

  it('signs a user out everywhere, audited', async () => {
    const { user, password } = (
      await admin.post(users(dealer1), { userCode: 'cokcihaz', displayName: 'Çok Cihaz', email: null })
    ).json() as AdminDealerUserResult;
    const login = { cariNo: cari, userName: 'cokcihaz', password: password! };
    const phone = client(ctx, await signIn(ctx.app, login));
    const office = client(ctx, await signIn(ctx.app, login));
    const res = (await act(user.id, 'sign-out')).json() as AdminDealerUserResult;
    expect(res.message).toBe('2 oturum kapatıldı.');
    for (const c of [phone, office]) expect((await c.get('/info/me')).statusCode).toBe(401);
    const { rows } = await ctx.query(sql`select user_name, summary from audit_log
      where action = 'user.sign-out' and entity_id = ${String(user.id)}`);
    expect(rows).toEqual([
      { user_name: 'Sistem Yöneticisi', summary: `${cari} / cokcihaz kullanıcısının 2 oturumu kapatıldı.` },
    ]);
  });

  it("another dealer's user, an unknown user or a representative's action is refused", async () => {
    const other = Number((await ctx.query(sql`select id from users where dealer_id = ${dealer2} limit 1`)).rows[0]!.id);
    const res = await act(other, 'sign-out', dealer1);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('Kullanıcı bulunamadı.');
    expect((await act(999999, 'unlock')).statusCode).toBe(404);
    expect((await plasiyer.post(`${users(dealer1)}/${other}/sign-out`)).statusCode).toBe(403);
    // The other dealer's user is still signed in where it was.
    expect((await signedIn(ctx, demoUser(2))).cookie).toBeTruthy();
  });
});
