import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_OPTIONS } from './redaction';

/** The logger as the server builds it, writing into `lines` instead of the console. */
function appWithLog(lines: string[]): FastifyInstance {
  const app = Fastify({
    logger: {
      level: 'info',
      ...LOG_OPTIONS,
      stream: new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });
  // A careless handler that logs the whole request: exactly what the masking is for.
  app.post('/pay', async (request) => {
    request.log.info({ req: request, headers: request.headers, body: request.body }, 'payment form received');
    return { ok: true };
  });
  return app;
}

const CARD = '4355084355084358';
const CVV = '715';
const PASSWORD = 'Gizli-Sifre-42';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('log redaction', () => {
  it('keeps the card number, CVV, password, authorization and cookie of a request out of every log line', async () => {
    const lines: string[] = [];
    app = appWithLog(lines);
    const response = await app.inject({
      method: 'POST',
      url: `/pay?cardNumber=${CARD}`,
      headers: { authorization: 'Bearer tok-9f8e7d', cookie: 'bayi_sid=oturum-abc123' },
      payload: {
        cardNumber: CARD,
        cvv: CVV,
        cardCVC: CVV,
        password: PASSWORD,
        note: `kartım ${CARD} idi`,
      },
    });
    expect(response.statusCode).toBe(200);

    const logged = lines.find((line) => line.includes('payment form received'));
    expect(logged).toBeDefined();
    const text = lines.join('');
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(new RegExp(`"(cvv|cardCVC)":"?${CVV}`));
    expect(text).not.toContain('tok-9f8e7d');
    expect(text).not.toContain('oturum-abc123');
    // What an operator still reads: the route, the first six and last four digits, and that a secret was there.
    const line = JSON.parse(logged!) as {
      req: { url: string };
      headers: Record<string, string>;
      body: Record<string, string>;
    };
    expect(line.req.url).toBe('/pay?cardNumber=[Redacted]');
    expect(line.headers).toMatchObject({ authorization: '[Redacted]', cookie: '[Redacted]' });
    expect(line.body).toMatchObject({
      cardNumber: '[Redacted]',
      cvv: '[Redacted]',
      cardCVC: '[Redacted]',
      password: '[Redacted]',
      note: 'kartım 435508******4358 idi',
    });
  });

  it('masks a card number written into an error message', async () => {
    const lines: string[] = [];
    app = appWithLog(lines);
    app.log.error({ err: new Error(`provider refused card ${CARD}`) }, 'payment failed');
    expect(lines.join('')).not.toContain(CARD);
    expect(lines.join('')).toContain('435508******4358');
  });
});
