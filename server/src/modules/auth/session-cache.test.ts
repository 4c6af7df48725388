import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO, signIn, type TestContext } from '../../test/app';

/** With the session lookup remembered (SESSION_CACHE_SECONDS, on in production). */
let ctx: TestContext;
let clock = new Date('2026-11-21T09:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ SESSION_CACHE_SECONDS: '2' }, { now: () => clock });
});
afterAll(() => ctx.close());

const checkLogin = async (cookie: string) =>
  (await ctx.app.inject({ url: '/login/CheckLogin', headers: { cookie } })).json();
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
/** The user's sessions ended by another process (or an administrator): their rows deleted behind this one. */
const endSessionsElsewhere = (user: { cariNo: string; userName: string }) =>
  ctx.query(sql`delete from sessions where user_id = (select u.id from users u join dealers d on d.id = u.dealer_id
    where d.code = ${user.cariNo} and u.user_code = ${user.userName})`);

describe('remembered session lookups', () => {
  it("a remembered session is held to each route's access rule as a looked-up one", async () => {
    const dealer = await signIn(ctx.app, DEMO.dealer);
    const admin = await signIn(ctx.app, DEMO.admin);
    const status = async (url: string, cookie?: string) =>
      (await ctx.app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;
    // Twice each: the first request looks the session up, the second is answered from memory.
    for (let i = 0; i < 2; i++) {
      expect(await status('/info/me', dealer)).toBe(200);
      expect(await status('/admin/audit', dealer)).toBe(403);
      expect(await status('/admin/audit', admin)).toBe(200);
      expect(await status('/info/me', admin)).toBe(401);
      expect(await status('/info/me')).toBe(401);
    }
    const refused = await ctx.app.inject({ url: '/admin/audit', headers: { cookie: dealer } });
    expect(refused.json()).toMatchObject({ hasError: true, errorMessage: 'Bu işlem için yetkiniz yok.' });
  });

  it('signing out ends the session at once in this process', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    expect(await checkLogin(cookie)).toBe(true);
    await ctx.app.inject({ url: '/login/logout', headers: { cookie } });
    expect(await checkLogin(cookie)).toBe(false);
  });

  it('a session ended elsewhere (another process, an administrator) is refused within the cache time', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer2);
    expect(await checkLogin(cookie)).toBe(true);
    await endSessionsElsewhere(DEMO.dealer2);
    later(1000);
    expect(await checkLogin(cookie)).toBe(true);
    later(1500);
    expect(await checkLogin(cookie)).toBe(false);
  });

  it('past half the cache time a session is looked up again behind the answer, without waiting for it', async () => {
    const cookie = await signIn(ctx.app, DEMO.dealer);
    expect(await checkLogin(cookie)).toBe(true);
    await endSessionsElsewhere(DEMO.dealer);
    // Half the cache time on: answered from memory at once, and looked up again behind it…
    later(1100);
    expect(await checkLogin(cookie)).toBe(true);
    // …so the ended session is refused before the remembered lookup's time is over (the clock stands still).
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      await new Promise((r) => setTimeout(r, 20));
      refused = (await checkLogin(cookie)) === false;
    }
    expect(refused).toBe(true);
  });
});
