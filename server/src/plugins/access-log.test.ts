import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_REDACT, logSerializers } from '../app';
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
        redact: LOG_REDACT,
        serializers: logSerializers,
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
});
