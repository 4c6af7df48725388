import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILED_MESSAGE } from '@bayi/common';
import { cookieHeader, createTestApp, DEMO, signIn, type TestContext } from '../../test/app';
import { hashPassword } from './password';

let ctx: TestContext;
let clock = new Date();
const MINUTE = 60_000;

beforeAll(async () => {
  ctx = await createTestApp(
    {
      LOGIN_MAX_FAILURES: '3',
      LOGIN_LOCK_MINUTES: '15',
      LOGIN_IP_MAX_FAILURES: '1000',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '8',
    },
    { now: () => clock },
  );
});
afterAll(() => ctx.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/login/spa', payload: payload as object, headers });
const checkLogin = async (cookie?: string) =>
  (await ctx.app.inject({ url: '/login/CheckLogin', headers: cookie ? { cookie } : {} })).json();

describe('POST /login/spa', () => {
  it('signs in each demo login and CheckLogin then answers true', async () => {
    for (const who of [DEMO.dealer, DEMO.dealer2, DEMO.admin]) {
      const res = await login(who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ hasError: false, errorMessage: null });
      expect(await checkLogin(cookieHeader(res))).toBe(true);
    }
  });

  it('accepts Cari No and user code in any letter case', async () => {
    const res = await login({ cariNo: 'admin', userName: 'ADMIN', password: 'admin1234' });
    expect(res.json().hasError).toBe(false);
  });

  it('accepts a Cari No and user code with I, İ, ı or Ş typed in the other case, the Turkish way', async () => {
    const hash = await hashPassword('isik1234');
    await ctx.query(sql`insert into dealers (code, name) values ('IŞIK-01', 'Işık Elektrik')`);
    await ctx.query(sql`insert into users (dealer_id, user_code, display_name, password_hash, role)
      select id, 'İLKER', 'İlker Işık', ${hash}, 'dealer' from dealers where code = 'IŞIK-01'`);
    for (const [cariNo, userName] of [
      ['IŞIK-01', 'İLKER'],
      ['ışık-01', 'ilker'],
      ['Işık-01', 'İlker'],
    ]) {
      const res = await login({ cariNo, userName, password: 'isik1234' });
      expect(res.json(), `${cariNo} ${userName}`).toEqual({ hasError: false, errorMessage: null });
    }
  });

  it('sets an HttpOnly SameSite=Lax session cookie that ends with the browser unless Beni Hatırla', async () => {
    const res = await login(DEMO.dealer2);
    const cookie = res.cookies.find((c) => c.name === 'bayi_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 256 random bits
    const remembered = await login({ ...DEMO.dealer2, rememberMe: true });
    expect(remembered.cookies.find((c) => c.name === 'bayi_sid')!.maxAge).toBe(30 * 24 * 3600);
  });

  it('gives a new session id at every sign-in and ends the one the browser had', async () => {
    const first = await signIn(ctx.app, DEMO.dealer2);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/login/spa',
      payload: DEMO.dealer2,
      headers: { cookie: first },
    });
    expect(cookieHeader(second)).not.toBe(first);
    expect(await checkLogin(first)).toBe(false);
    expect(await checkLogin(cookieHeader(second))).toBe(true);
  });

  it('answers one generic Turkish message for a wrong password, unknown user or unknown dealer', async () => {
    for (const payload of [
      { ...DEMO.dealer2, password: 'yanlis-sifre' },
      { ...DEMO.dealer2, userName: 'olmayan' },
      { ...DEMO.dealer2, cariNo: '999.99.999' },
      { ...DEMO.admin, password: 'demo1234' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ hasError: true, errorMessage: LOGIN_FAILED_MESSAGE });
      expect(res.cookies.find((c) => c.name === 'bayi_sid' && c.value)).toBeUndefined();
    }
  });

  it('refuses missing and wrongly typed fields with 400 and a Turkish message', async () => {
    const missing = await login({ cariNo: '', userName: 'demo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toContain('Cari No gerekli.');
    expect(missing.json().errorMessage).toContain('Şifre gerekli.');
    const wrongType = await login({ cariNo: 120, userName: ['demo'], password: true });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().hasError).toBe(true);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/login/spa',
      payload: '{"cariNo":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errorMessage).toBe('İstek gövdesi geçerli bir JSON değil.');
    const noBody = await ctx.app.inject({ method: 'POST', url: '/login/spa' });
    expect(noBody.statusCode).toBe(400);
  });

  it('locks the account for the address that failed, even for the right password; other addresses sign in', async () => {
    const target = { cariNo: '120.01.003', userName: 'demo', password: 'demo1234' };
    for (let i = 0; i < 2; i++)
      expect((await login({ ...target, password: 'x' })).json().errorMessage).toBe(LOGIN_FAILED_MESSAGE);
    const third = await login({ ...target, password: 'x' });
    expect(third.statusCode).toBe(429);
    expect(third.json().errorMessage).toBe(
      'Çok sayıda hatalı giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    );
    const rightPassword = await login(target);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().errorMessage).toMatch(/^Çok sayıda hatalı giriş denemesi yapıldı\. Lütfen \d+ dakika/);
    // Another account from the same address is not affected, nor this account from another address.
    expect((await login(DEMO.dealer2)).json().hasError).toBe(false);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/login/spa',
      payload: target,
      remoteAddress: '10.9.8.7',
    });
    expect(elsewhere.json()).toEqual({ hasError: false, errorMessage: null });
    clock = new Date(clock.getTime() + 16 * MINUTE);
    expect((await login(target)).json().hasError).toBe(false);
  });
});

describe('sessions', () => {
  it('CheckLogin is false for visitors and for made-up cookies', async () => {
    expect(await checkLogin()).toBe(false);
    expect(await checkLogin('bayi_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await checkLogin('bayi_sid=kısa')).toBe(false);
  });

  it('expires after the idle time, and activity keeps it alive', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    clock = new Date(clock.getTime() + 20 * MINUTE);
    expect(await checkLogin(cookie)).toBe(true);
    clock = new Date(clock.getTime() + 20 * MINUTE);
    expect(await checkLogin(cookie)).toBe(true);
    clock = new Date(clock.getTime() + 31 * MINUTE);
    expect(await checkLogin(cookie)).toBe(false);
  });

  it('expires at the absolute limit however active the user is', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    for (let i = 0; i < 16; i++) {
      clock = new Date(clock.getTime() + 29 * MINUTE);
      await checkLogin(cookie);
    }
    clock = new Date(clock.getTime() + 29 * MINUTE); // 8 h 13 min after sign-in
    expect(await checkLogin(cookie)).toBe(false);
  });

  it('a Beni Hatırla session outlives the idle limit', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer, true);
    clock = new Date(clock.getTime() + 3 * 24 * 60 * MINUTE);
    expect(await checkLogin(cookie)).toBe(true);
  });

  it('an expired session is a visitor everywhere: no name, no basket count', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    clock = new Date(clock.getTime() + 31 * MINUTE);
    const app = (await ctx.app.inject({ url: '/application', headers: { cookie } })).json();
    expect(app.memberDisplayName).toBeNull();
    expect(app.isLoggedIn).toBe(false);
    expect((await ctx.app.inject({ url: '/application/getBasketProductCount', headers: { cookie } })).json()).toBe(0);
  });
});

describe('GET /login/logout', () => {
  it('ends the session, clears the cookie and redirects to /spa/login', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    const res = await ctx.app.inject({ url: '/login/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/spa/login');
    const cleared = res.cookies.find((c) => c.name === 'bayi_sid')!;
    expect(cleared.value).toBe('');
    expect(await checkLogin(cookie)).toBe(false);
  });

  it('is harmless for a visitor', async () => {
    const res = await ctx.app.inject({ url: '/login/logout' });
    expect(res.statusCode).toBe(302);
  });
});

describe('GET /login', () => {
  it('gives the sign-in page data of the distributor', async () => {
    const data = (await ctx.app.inject({ url: '/login' })).json();
    expect(data.firmaAdi).toMatch(/\S/);
    expect(data.logo).toBe('logo.png');
    expect(data.background).toMatch(/\.(jpe?g|png|webp)$/);
    expect(typeof data.showBayiFormu).toBe('boolean');
    expect(Object.keys(data.companyInfo).sort()).toEqual(['ADRES', 'EMAIL', 'TELEFON']);
    expect(data.companyInfo.EMAIL).toContain('@');
  });
});

describe('GET /login dealer application link', () => {
  it('follows the login.showBayiFormu setting', async () => {
    expect((await ctx.app.inject({ url: '/login' })).json().showBayiFormu).toBe(false);
    await ctx.query(sql`update settings set value = 'True' where key = 'login.showBayiFormu'`);
    expect((await ctx.app.inject({ url: '/login' })).json().showBayiFormu).toBe(true);
  });
});
