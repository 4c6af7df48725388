import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOGIN_FAILED_MESSAGE } from '@bayi/common';
import { createTestApp, type TestContext } from '../../test/app';
import {
  accountDelayMs,
  accountThrottleKeys,
  clientNetwork,
  lockedMessage,
  throttleKeys,
  throttleSettings,
} from './service';
import { loadConfig } from '../../config';

// Sign-in throttling (docs/security.md "Sign-in throttling"): a pair of account and address
// is locked, an account is slowed down across addresses, an address is limited across accounts.
let ctx: TestContext;
let clock = new Date('2030-01-07T09:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  ctx = await createTestApp(
    {
      LOGIN_MAX_FAILURES: '5',
      LOGIN_LOCK_MINUTES: '15',
      LOGIN_IP_MAX_FAILURES: '12',
      LOGIN_DELAY_AFTER_FAILURES: '3',
      LOGIN_DELAY_SECONDS: '10',
      LOGIN_DELAY_MAX_SECONDS: '40',
      LOGIN_ACCOUNT_MAX_FAILURES: '8',
    },
    { now: () => clock },
  );
});
afterAll(() => ctx.close());
// Each test starts long after the previous one's windows and delays.
beforeEach(() => tick(2 * 60 * MINUTE));

const dealer = (n: number) => ({
  cariNo: `120.01.${String(n).padStart(3, '0')}`,
  userName: 'demo',
  password: 'demo1234',
});
const wrong = (n: number) => ({ ...dealer(n), password: 'yanlis-sifre' });

async function login(payload: object, from: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/login/spa', payload, remoteAddress: from });
  return { status: res.statusCode, message: res.json().errorMessage as string | null };
}
const failed = { status: 401, message: LOGIN_FAILED_MESSAGE };
const signedIn = { status: 200, message: null };
const wait = (text: string) => ({
  status: 429,
  message: `Çok sayıda hatalı giriş denemesi yapıldı. Lütfen ${text} sonra tekrar deneyin.`,
});

describe('sign-in throttling', () => {
  it('lets the dealer in from their own address while another address hammers the account', async () => {
    for (let i = 0; i < 30; i++) {
      await login(wrong(4), '203.0.113.10');
      tick(3 * SECOND);
    }
    expect(await login(dealer(4), '198.51.100.20')).toEqual(signedIn);
    // A wrong password from an address that has not failed here is checked, and answered as such.
    expect(await login(wrong(4), '198.51.100.21')).toEqual(failed);
    // The attacker is still held back, with the right password too.
    expect((await login(dealer(4), '203.0.113.10')).status).toBe(429);
  });

  it("locks the attacker's address for that account only, for LOGIN_LOCK_MINUTES", async () => {
    const attacker = '203.0.113.11';
    for (let i = 0; i < 3; i++) expect(await login(wrong(5), attacker)).toEqual(failed);
    tick(10 * SECOND);
    expect(await login(wrong(5), attacker)).toEqual(failed);
    tick(20 * SECOND);
    expect(await login(wrong(5), attacker)).toEqual(wait('15 dakika')); // the fifth: the pair is locked
    expect(await login(dealer(5), attacker)).toEqual(wait('15 dakika'));
    tick(5 * MINUTE);
    expect(await login(dealer(5), attacker)).toEqual(wait('10 dakika'));
    // The same address signs in to another account; the dealer signs in from elsewhere.
    expect(await login(dealer(6), attacker)).toEqual(signedIn);
    expect(await login(dealer(5), '198.51.100.30')).toEqual(signedIn);
    tick(10 * MINUTE);
    expect(await login(dealer(5), attacker)).toEqual(signedIn);
  });

  it('slows the account down across addresses: a doubling delay, capped, answered in Turkish', async () => {
    const [a, b, c] = ['203.0.113.21', '203.0.113.22', '203.0.113.23'];
    for (let i = 0; i < 3; i++) expect(await login(wrong(7), a)).toEqual(failed);
    // Three failures on the account: an address that failed on it waits 10 s, even with the right password.
    expect(await login(wrong(7), a)).toEqual(wait('10 saniye'));
    expect(await login(dealer(7), a)).toEqual(wait('10 saniye'));
    tick(4 * SECOND);
    expect(await login(wrong(7), a)).toEqual(wait('6 saniye'));
    // A new address is checked; its failure doubles the delay for every address that failed here.
    expect(await login(wrong(7), b)).toEqual(failed);
    expect(await login(wrong(7), b)).toEqual(wait('20 saniye'));
    expect(await login(wrong(7), a)).toEqual(wait('20 saniye'));
    // Refused attempts are not counted: waiting out the delay is enough.
    tick(20 * SECOND);
    expect(await login(wrong(7), a)).toEqual(failed);
    expect(await login(wrong(7), a)).toEqual(wait('40 saniye'));
    tick(40 * SECOND);
    expect(await login(wrong(7), b)).toEqual(failed);
    expect(await login(wrong(7), c)).toEqual(failed);
    expect(await login(wrong(7), a)).toEqual(wait('40 saniye')); // LOGIN_DELAY_MAX_SECONDS
    const res = await ctx.app.inject({ method: 'POST', url: '/login/spa', payload: wrong(7), remoteAddress: a });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ hasError: true, errorMessage: wait('40 saniye').message });
    expect(res.headers['retry-after']).toBe('40');
    // The dealer, from an address with no failures here, is not held back.
    expect(await login(dealer(7), '198.51.100.40')).toEqual(signedIn);
  });

  it('past LOGIN_ACCOUNT_MAX_FAILURES only the networks the account signed in from skip the delay', async () => {
    const office = '198.51.100.90';
    expect(await login(dealer(19), office)).toEqual(signedIn);
    // Eight addresses, each failing once: each is checked (none has failed here before).
    for (let i = 1; i <= 8; i++) expect(await login(wrong(19), `203.0.113.${100 + i}`)).toEqual(failed);
    // From now on a new address waits like one that failed, even with the right password...
    expect(await login(wrong(19), '203.0.113.120')).toEqual(wait('40 saniye'));
    expect(await login(dealer(19), '198.51.100.91')).toEqual(wait('40 saniye'));
    // ...but the dealer's office is let in.
    expect(await login(dealer(19), office)).toEqual(signedIn);
    // After the delay one attempt goes through, and the delay starts again.
    tick(40 * SECOND);
    expect(await login(wrong(19), '203.0.113.121')).toEqual(failed);
    expect(await login(wrong(19), '203.0.113.122')).toEqual(wait('40 saniye'));
    expect(await login(dealer(19), office)).toEqual(signedIn);
    // Pausing past LOGIN_LOCK_MINUTES does not buy new addresses a fresh allowance: it lasts an hour.
    tick(20 * MINUTE);
    expect(await login(wrong(19), '203.0.113.130')).toEqual(failed);
    expect(await login(wrong(19), '203.0.113.131')).toEqual(wait('40 saniye'));
    tick(61 * MINUTE);
    expect(await login(wrong(19), '203.0.113.132')).toEqual(failed);
    expect(await login(wrong(19), '203.0.113.133')).toEqual(failed);
  });

  it('counts parallel attempts before checking them, so none slips past the delay', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(wrong(8), '203.0.113.31')));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('keeps the per-address limit across accounts (LOGIN_IP_MAX_FAILURES)', async () => {
    const stuffer = '203.0.113.41';
    for (let i = 0; i < 11; i++)
      expect(await login({ cariNo: `130.00.${i}`, userName: `u${i}`, password: 'x' }, stuffer)).toEqual(failed);
    expect(await login(wrong(9), stuffer)).toEqual(wait('15 dakika'));
    expect(await login(dealer(10), stuffer)).toEqual(wait('15 dakika'));
    expect(await login(dealer(10), '198.51.100.50')).toEqual(signedIn);
    tick(15 * MINUTE);
    expect(await login(dealer(10), stuffer)).toEqual(signedIn);
  });

  it('a right password does not count towards the per-address limit', async () => {
    const office = '198.51.100.60';
    for (let i = 0; i < 20; i++) expect(await login(dealer(11 + (i % 3)), office)).toEqual(signedIn);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (const [i, step] of [0, 0, 0, 10].entries()) {
      tick(step * SECOND);
      expect(await login(wrong(14), `2001:db8:7:1::${i + 1}`)).toEqual(failed);
    }
    tick(20 * SECOND);
    expect(await login(wrong(14), '2001:db8:7:1:ffff::9')).toEqual(wait('15 dakika'));
    expect(await login(dealer(14), '2001:db8:7:2::1')).toEqual(signedIn);
  });

  it('answers an unknown account exactly as a known one', async () => {
    const run = async (account: object, from: string) => {
      const answers = [];
      for (const step of [0, 0, 0, 0, 10, 0, 20, 0, 0, 15 * 60]) {
        tick(step * SECOND);
        answers.push(await login(account, from));
      }
      return answers;
    };
    const start = clock;
    const known = await run(wrong(15), '203.0.113.51');
    clock = start;
    const unknownDealer = await run({ cariNo: '999.99.999', userName: 'demo', password: 'x' }, '203.0.113.52');
    clock = start;
    const unknownUser = await run({ ...wrong(16), userName: 'olmayan' }, '203.0.113.53');
    expect(unknownDealer).toEqual(known);
    expect(unknownUser).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429, 401, 429, 429, 429, 429, 401]);
  });

  it("clears the pair's failures when its password is right", async () => {
    const from = '198.51.100.70';
    expect(await login(wrong(17), from)).toEqual(failed);
    expect(await login(wrong(17), from)).toEqual(failed);
    expect(await login(dealer(17), from)).toEqual(signedIn);
    const pairs = await ctx.query(sql`select key from login_throttle where key like 'pair:%120.01.017%'`);
    expect(pairs.rows).toEqual([]);
    // Without the clearing the third failure from here would be the pair's fifth and lock it.
    for (const step of [0, 10, 20]) {
      tick(step * SECOND);
      expect(await login(wrong(17), from)).toEqual(failed);
    }
  });

  it('prunes rows once they have expired', async () => {
    await login(wrong(18), '203.0.113.61');
    const before = await ctx.query(sql`select count(*)::int as n from login_throttle`);
    expect(before.rows[0]!.n).toBeGreaterThan(0);
    tick(2 * 60 * MINUTE);
    await login(dealer(18), '198.51.100.80');
    const stale = await ctx.query(
      sql`select count(*)::int as n from login_throttle where expires_at < ${clock.toISOString()}::timestamptz`,
    );
    expect(stale.rows[0]!.n).toBe(0);
  });
});

describe('throttling helpers', () => {
  it('counts IPv4 as is, IPv4-mapped as IPv4, IPv6 by its /64', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('2001:0DB8:0000:0001:abcd:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('keys an account by what was typed, in any letter case, without ambiguity', () => {
    expect(throttleKeys('120.01.001', 'DEMO', '192.0.2.1')).toEqual(throttleKeys('120.01.001', 'demo', '192.0.2.1'));
    expect(throttleKeys('a/b', 'c', '192.0.2.1').account).not.toBe(throttleKeys('a', 'b/c', '192.0.2.1').account);
  });

  it("an account's unlock keys cover its pair keys from every address, and no other account's", () => {
    const { account, pairPrefix } = accountThrottleKeys('120.01.001', 'Demo');
    for (const ip of ['192.0.2.1', '2001:db8::1']) {
      const keys = throttleKeys('120.01.001', 'DEMO', ip);
      expect(keys.account).toBe(account);
      expect(keys.pair.startsWith(pairPrefix)).toBe(true);
    }
    expect(throttleKeys('120.01.001', 'demo2', '192.0.2.1').pair.startsWith(pairPrefix)).toBe(false);
  });

  it('doubles the delay from LOGIN_DELAY_AFTER_FAILURES up to LOGIN_DELAY_MAX_SECONDS', () => {
    const s = throttleSettings(loadConfig({}));
    expect([1, 2, 3, 4, 5, 10, 11, 1000].map((n) => accountDelayMs(n, s) / 1000)).toEqual([
      0, 0, 2, 4, 8, 256, 300, 300,
    ]);
  });

  it('says how long to wait in seconds, or in whole minutes from one minute on', () => {
    expect(lockedMessage(1)).toBe('Çok sayıda hatalı giriş denemesi yapıldı. Lütfen 1 saniye sonra tekrar deneyin.');
    expect(lockedMessage(61)).toBe('Çok sayıda hatalı giriş denemesi yapıldı. Lütfen 2 dakika sonra tekrar deneyin.');
  });
});
