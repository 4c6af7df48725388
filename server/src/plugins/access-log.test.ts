import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_OPTIONS, redactLogLine } from './redaction';
import { createTestApp, DEMO, type TestContext } from '../test/app';

/** The access log as an operator reads it: one line per request, with what happened and nothing secret. */
let ctx: TestContext;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      logger: {
        level: 'info',
        ...LOG_OPTIONS,
        stream: new Writable({
          write(chunk, _enc, done) {
            lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
            done();
          },
        }),
      },
    },
  );
});
afterAll(() => ctx.close());

describe('access log', () => {
  it('writes one line per request with method, address, status and time', async () => {
    lines.length = 0;
    await ctx.app.inject({ url: '/health' });
    await ctx.app.inject({ method: 'POST', url: '/login/spa', payload: { ...DEMO.dealer, password: 'yanlis-sifre' } });
    const access = lines.filter((l) => l.msg === 'request completed');
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ req: { method: 'GET', url: '/health' }, res: { statusCode: 200 } });
    expect(access[1]).toMatchObject({ req: { method: 'POST', url: '/login/spa' }, res: { statusCode: 401 } });
    expect(typeof access[1]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('yanlis-sifre');
  });

  it('masks a card number sent in an address', async () => {
    lines.length = 0;
    await ctx.app.inject({ url: '/payment2/PaynetRatio?bin=4355084355084358&cardNumber=4355084355084358' });
    expect(JSON.stringify(lines)).not.toContain('4355084355084358');
    expect(lines.find((l) => l.msg === 'request completed')).toBeDefined();
  });

  it('masks secrets by key at any depth and card-length digit runs anywhere, and keeps the line JSON', () => {
    const line = JSON.stringify({
      level: 50,
      time: 1795529986718,
      responseTime: 1.2345678901234567,
      req: { headers: { cookie: 'bayi_sid=abc', authorization: 'Bearer x' } },
      res: { headers: { 'set-cookie': ['bayi_sid=abc; HttpOnly', 'b=2'] } },
      err: { body: { CardNumber: '4355 0843 5508 4358', CardCVC: 123, card: { number: '4355084355084358' } } },
      deep: { a: { b: { password: 'gizli "tırnak" \\ sifre', cvv: '000' } } },
      msg: 'kart 5406675406675403 reddedildi; sipariş 2026000123',
    });
    const masked = redactLogLine(line);
    const parsed = JSON.parse(masked) as Record<string, never>;
    expect(masked).not.toMatch(/abc|Bearer|4355|0843 5508|gizli|tırnak|"cvv":"000"|"CardCVC":123/);
    expect(parsed).toMatchObject({
      time: 1795529986718,
      responseTime: 1.2345678901234567,
      req: { headers: { cookie: '[Redacted]', authorization: '[Redacted]' } },
      res: { headers: { 'set-cookie': '[Redacted]' } },
      err: { body: { CardNumber: '[Redacted]', CardCVC: '[Redacted]', card: { number: '[Redacted]' } } },
      deep: { a: { b: { password: '[Redacted]', cvv: '[Redacted]' } } },
      msg: 'kart 540667******5403 reddedildi; sipariş 2026000123',
    });
  });
});
