import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminDealerListResponse, AdminStaffList, AdminStaffResult } from '@bayi/common';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { client, signedIn, type Client } from '../../test/orders';

/**
 * Staff users and roles: an admin creates staff with a role — a plasiyer tied to a representative
 * record sees that representative's dealers only — changes roles (which ends the user's sessions, as a
 * session carries its role), and cannot demote or deactivate themselves. Nobody but an admin gets in.
 */
let ctx: TestContext;
let admin: Client;
let rep: number;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  rep = Number(
    (await ctx.query(sql`insert into representatives (name) values ('Mert Plasiyer') returning id`)).rows[0]!.id,
  );
  await ctx.query(sql`update dealers set representative_id = ${rep} where code in ('120.01.003', '120.01.004')`);
  adminId = Number((await ctx.query(sql`select id from users where user_code = 'admin'`)).rows[0]!.id);
});
afterAll(() => ctx.close());

const staffLogin = (userName: string, password: string) => ({ cariNo: 'ADMIN', userName, password });

describe('back office staff users', () => {
  it('lists staff with their role and the representatives a plasiyer can be tied to', async () => {
    const res = await admin.get('/admin/staff');
    expect(res.statusCode).toBe(200);
    const list = res.json() as AdminStaffList;
    expect(list.rows.find((u) => u.userCode === 'admin')).toMatchObject({ role: 'admin', isActive: true });
    expect(list.rows.every((u) => ['admin', 'editor', 'plasiyer'].includes(u.role))).toBe(true);
    expect(list.representatives.map((r) => r.name)).toContain('Mert Plasiyer');
  });

  it('creates a plasiyer tied to a representative, who signs in and sees only those dealers', async () => {
    const missing = await admin.post('/admin/staff', {
      userCode: 'mert',
      displayName: 'Mert Kaya',
      email: null,
      role: 'plasiyer',
      representativeId: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ representativeId: 'Plasiyerin temsilci kaydı seçilmeli.' });

    const res = await admin.post('/admin/staff', {
      userCode: 'mert',
      displayName: 'Mert Kaya',
      email: 'mert@dagitici.com.tr',
      role: 'plasiyer',
      representativeId: rep,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user, password } = res.json() as AdminStaffResult;
    expect(user).toMatchObject({ role: 'plasiyer', representative: 'Mert Plasiyer', isActive: true });
    const plasiyer = client(ctx, await signIn(ctx.app, staffLogin('mert', password!)));
    const dealers = (await plasiyer.get('/admin/dealers')).json() as AdminDealerListResponse;
    expect(dealers.rows.map((d) => d.code)).toEqual(['120.01.003', '120.01.004']);
    // Staff users are for admins only.
    expect((await plasiyer.get('/admin/staff')).statusCode).toBe(403);

    const again = await admin.post('/admin/staff', {
      userCode: 'MERT',
      displayName: 'X',
      email: null,
      role: 'editor',
    });
    expect(again.json().errors).toEqual({ userCode: 'Bu kullanıcı kodu zaten kullanılıyor.' });
  });

  it("a role change ends the user's sessions and is audited; an editor has no dealers", async () => {
    const { user, password } = (
      await admin.post('/admin/staff', {
        userCode: 'zeynep',
        displayName: 'Zeynep',
        email: null,
        role: 'plasiyer',
        representativeId: rep,
      })
    ).json() as AdminStaffResult;
    const session = client(ctx, await signIn(ctx.app, staffLogin('zeynep', password!)));
    expect((await session.get('/admin/dealers')).statusCode).toBe(200);

    const res = await admin.put(`/admin/staff/${user.id}`, {
      displayName: 'Zeynep Ak',
      email: null,
      role: 'editor',
      representativeId: rep,
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as AdminStaffResult;
    // An editor carries no representative, whatever was sent.
    expect(result.user).toMatchObject({
      role: 'editor',
      representativeId: null,
      displayName: 'Zeynep Ak',
      sessions: 0,
    });
    expect(result.message).toBe('Kaydedildi; rol değiştiği için açık oturumlar kapatıldı.');
    expect((await session.get('/admin/dealers')).statusCode).toBe(401);
    const editor = client(ctx, await signIn(ctx.app, staffLogin('zeynep', password!)));
    expect((await editor.get('/admin/dealers')).statusCode).toBe(403);

    const { rows } = await ctx.query(sql`select before, after from audit_log
      where action = 'user.update' and entity_id = ${String(user.id)}`);
    expect(rows).toEqual([
      {
        before: { displayName: 'Zeynep', email: null, role: 'plasiyer', representativeId: rep },
        after: { displayName: 'Zeynep Ak', email: null, role: 'editor', representativeId: null },
      },
    ]);
  });

  it('an admin cannot demote or deactivate themselves; a second admin can be made and removed', async () => {
    const demote = await admin.put(`/admin/staff/${adminId}`, {
      displayName: 'Sistem Yöneticisi',
      email: null,
      role: 'editor',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().errors).toEqual({ role: 'Kendi rolünüzü değiştiremezsiniz.' });
    const off = await admin.post(`/admin/staff/${adminId}/deactivate`);
    expect(off.statusCode).toBe(400);
    expect(off.json().errorMessage).toBe('Kendi hesabınızı pasifleştiremezsiniz.');
    expect((await admin.get('/admin/staff')).statusCode).toBe(200);

    const { user } = (
      await admin.post('/admin/staff', {
        userCode: 'ikinci',
        displayName: 'İkinci Yönetici',
        email: null,
        role: 'admin',
      })
    ).json() as AdminStaffResult;
    const deactivated = (await admin.post(`/admin/staff/${user.id}/deactivate`)).json() as AdminStaffResult;
    expect(deactivated.user.isActive).toBe(false);
  });

  it("a dealer's user is not a staff user: 404 on every staff action", async () => {
    const dealerUser = Number(
      (await ctx.query(sql`select id from users where dealer_id is not null limit 1`)).rows[0]!.id,
    );
    for (const action of ['password', 'deactivate', 'sign-out']) {
      const res = await admin.post(`/admin/staff/${dealerUser}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorMessage).toBe('Personel kullanıcısı bulunamadı.');
    }
    const put = await admin.put(`/admin/staff/${dealerUser}`, { displayName: 'X', email: null, role: 'admin' });
    expect(put.statusCode).toBe(404);
    // The dealer can still sign in: nothing was changed.
    await signIn(ctx.app, { cariNo: '120.01.001', userName: 'demo', password: 'demo1234' });
  });
});
