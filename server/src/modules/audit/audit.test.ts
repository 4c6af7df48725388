import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ENTITY_NAMES,
  type AdminAuditList,
  type AdminDealerDetail,
  type AdminStaffResult,
} from '@bayi/common';
import { createTestApp, DEMO, type TestContext } from '../../test/app';
import { signedIn, type Client } from '../../test/orders';
import { hashPassword } from '../auth/password';

/**
 * The audit log: every staff change is there — who, when, what, before → after — and staff find
 * it by text, kind and Turkish calendar days; the theme editor's changes too; admins only.
 */
let ctx: TestContext;
let admin: Client;
let password: string;

const search = async (query: string) => {
  const res = await admin.get(`/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminAuditList;
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx, DEMO.admin);
  const id = Number((await ctx.query(sql`select id from dealers where code = '120.01.005'`)).rows[0]!.id);
  const card = (await admin.get(`/admin/dealers/${id}`)).json() as AdminDealerDetail;
  const {
    id: _id,
    version,
    balance: _b,
    remainingRisk: _r,
    addresses: _a,
    agreementPrices: _p,
    users: _u,
    ...form
  } = card;
  expect((await admin.put(`/admin/dealers/${id}`, { ...form, version, riskLimit: '12345.00' })).statusCode).toBe(200);
  const staff = await admin.post('/admin/staff', {
    userCode: 'denetci',
    displayName: 'Denetçi',
    email: null,
    role: 'editor',
  });
  password = (staff.json() as AdminStaffResult).password!;
  const category = Number((await ctx.query(sql`select id from categories order by id limit 1`)).rows[0]!.id);
  expect(
    (await admin.post('/admin/theme/updateCategoryIcon', { id: category, icon: 'fa-solid fa-bolt' })).statusCode,
  ).toBe(200);
});
afterAll(() => ctx.close());

describe('audit log', () => {
  it('lists every staff change newest first, with who, what and before → after', async () => {
    const log = await search('');
    expect(log.total).toBeGreaterThanOrEqual(3);
    expect(log.rows.map((r) => r.action).slice(0, 3)).toEqual(['theme.icon', 'user.create', 'dealer.update']);
    const dealer = log.rows.find((r) => r.action === 'dealer.update')!;
    expect(dealer).toMatchObject({ by: 'Sistem Yöneticisi', entity: 'dealer', after: { riskLimit: '12345.00' } });
    expect(dealer.before).toHaveProperty('riskLimit');
    expect(dealer.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // A password is never written to the log.
    expect(JSON.stringify(log)).not.toContain(password);
  });

  it('finds entries by text, kind and day', async () => {
    expect((await search('?q=120.01.005')).rows.map((r) => r.action)).toEqual(['dealer.update']);
    expect((await search('?q=denetci')).rows.map((r) => r.action)).toEqual(['user.create']);
    expect((await search('?entity=category')).rows.map((r) => r.action)).toEqual(['theme.icon']);
    // The log's times are the database's own (the column's default), so its day is the database's today.
    const { rows } = await ctx.query(sql`select to_char(now() at time zone 'Europe/Istanbul', 'YYYY-MM-DD') as day`);
    const today = String(rows[0]!.day);
    expect((await search(`?from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(3);
    expect((await search('?from=2001-01-01&to=2001-01-31')).total).toBe(0);
    // A LIKE wildcard is searched for as itself.
    expect((await search('?q=%25')).total).toBe(0);
  });

  it('finds a name or sentence whatever Turkish letters and case it is typed in, from its trigram index', async () => {
    // Who wrote it and what it says, in letters typed on a keyboard without Turkish ones, in another case.
    expect((await search('?q=SISTEM YONETICISI')).total).toBe((await search('')).total);
    expect((await search(`?q=${encodeURIComponent('ıŞıK')}`)).total).toBe(0);
    await ctx.query(sql`insert into audit_log (user_name, action, entity, entity_id, summary)
      values ('Işık Öztürk', 'page.update', 'page', '77', 'İçerik sayfası "Çalışma Saatleri" yayımlandı.')`);
    expect((await search(`?q=${encodeURIComponent('ışık')}`)).rows.map((r) => r.by)).toEqual(['Işık Öztürk']);
    expect((await search('?q=calisma saatleri')).rows.map((r) => r.entityId)).toEqual(['77']);
    // The search is answered from the folded column's index, not by folding every entry.
    await ctx.query(sql`set enable_seqscan = off`);
    try {
      const plan = await ctx.query(sql`explain select id from audit_log where search_folded like '%calisma%'`);
      expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('audit_log_search_trgm');
    } finally {
      await ctx.query(sql`reset enable_seqscan`);
    }
  });

  it('every kind of change the log holds can be filtered by, with its Turkish name', async () => {
    const key = await admin.post('/admin/api-keys', { name: 'Denetim ERP', scopes: ['orders'] });
    expect(key.statusCode, key.body).toBe(200);
    const keys = await search('?entity=api_key');
    expect(keys.rows.map((r) => r.action)).toEqual(['apikey.create']);
    // The kinds written so far, whatever wrote them, are all among the filter's.
    const { rows } = await ctx.query(sql`select distinct entity from audit_log`);
    for (const { entity } of rows) {
      const res = await admin.get(`/admin/audit?entity=${String(entity)}`);
      expect(res.statusCode, `${String(entity)}: ${res.body}`).toBe(200);
    }
    expect(AUDIT_ENTITY_NAMES.api_key).toBe('API anahtarı');
    expect(AUDIT_ACTION_NAMES['apikey.create']).toBe('API anahtarı oluşturuldu');
  });

  it('refuses bad filters in Turkish and everyone but admins', async () => {
    const res = await admin.get('/admin/audit?entity=bilinmez&from=2024-02-30');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['entity', 'from']);
    const hash = await hashPassword('gizli1234');
    await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash, role)
      values (null, 'edit-denetim', 'Editör', ${hash}, 'editor')`);
    const editor = await signedIn(ctx, { cariNo: 'ADMIN', userName: 'edit-denetim', password: 'gizli1234' });
    expect((await editor.get('/admin/audit')).statusCode).toBe(403);
    const dealer = await signedIn(ctx, DEMO.dealer);
    expect((await dealer.get('/admin/audit')).statusCode).toBe(403);
  });
});
