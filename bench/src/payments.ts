/**
 * Load figures of card payments (`npm run bench -- --only payments`), on the Test POS (the
 * default provider: no network, so the figures are the server's own):
 *
 * - ratio look-up: GET /payment2/PaynetRatio under autocannon, rotating the programmes' BINs and amounts
 *   over the signed-in dealers (goal p99 ≤ 30 ms at 32 connections; the rate tables are cached per
 *   provider and BIN, so this is the table's money for the amount and the answer);
 * - starting a payment: POST /payment2 (JSON) one call at a time, each a new attempt (attempt row, the
 *   ChargePrice check, the Test POS's start, the 3-D Secure page kept), timed from send to the last byte on
 *   this machine (goal ≤ 100 ms). The attempts stay 'authorising' and expire as abandoned ones do.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import type { BenchRow } from './orders';

/** Test POS BINs, one per programme (Axess, Bonus, World, Maximum, Paraf, CardFinans) and another card. */
const BINS = ['435508', '540036', '545103', '454359', '447505', '531157', '999999', '43550843'];
const AMOUNTS = ['1250', '99,90', '15.000,00', '2500,5', '480', '73.210,45'];
/** The public test card of the Test POS's Axess programme. */
const CARD = '4355084355084358';
const STARTS = 200;

async function signIn(base: string, n: number): Promise<string | null> {
  const res = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo: `120.01.${String(n).padStart(3, '0')}`, userName: 'demo', password: 'demo1234' }),
  });
  return res.ok ? (res.headers.get('set-cookie')?.split(';')[0] ?? null) : null;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One JSON POST over a kept-alive connection, timed to the last byte. */
function post(agent: http.Agent, url: URL, path: string, cookie: string, body: unknown) {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function measurePayments(
  base: string,
  opts: { connections: number; duration: number },
): Promise<BenchRow[]> {
  const cookies = (await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(base, i + 1)))).filter(
    (c): c is string => c !== null,
  );
  if (!cookies.length) throw new Error('payments bench: no dealer could sign in');
  const paths = BINS.flatMap((bin) =>
    AMOUNTS.map(
      (price, i) =>
        `/payment2/PaynetRatio?price=${encodeURIComponent(price)}&addcomissionToAmount=${i % 2 === 0}&cardNumber=${bin}`,
    ),
  );

  // Warm-up: every question once (the rate tables enter the cache, as on a server that has been up).
  for (const p of paths) await fetch(base + p, { headers: { cookie: cookies[0]! } }).then((r) => r.arrayBuffer());

  let n = 0;
  const ratio = await autocannon({
    url: base,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            path: paths[i % paths.length]!,
            headers: { ...req.headers, cookie: cookies[Math.floor(i / paths.length) % cookies.length]! },
          };
        },
      },
    ],
  });
  const rows: BenchRow[] = [
    {
      name: `payment ratio look-up (goal p99 ≤ 30 ms)`,
      reqPerSec: ratio.requests.average,
      p50: ratio.latency.p50,
      p99: ratio.latency.p99,
      errors: ratio.errors + ratio.non2xx,
    },
  ];

  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const url = new URL(base);
    const year = new Date().getUTCFullYear() + 2;
    const times: number[] = [];
    let errors = 0;
    const wallStart = performance.now();
    for (let i = 0; i < STARTS; i++) {
      const res = await post(agent, url, '/payment2', cookies[i % cookies.length]!, {
        CardName: 'Yük Testi',
        CardNumber: CARD,
        CardMonth: '12',
        CardYear: String(year),
        CardCVC: '123',
        Price: '1.250,00',
        AddcomissionToAmount: 'false',
        BankId: 'axess',
        BankPosId: 'testpos-axess',
        Installment: '0',
        ChargePrice: '1250.00',
      });
      if (res.status !== 200) errors++;
      times.push(res.ms);
    }
    const wall = performance.now() - wallStart;
    const sorted = [...times].sort((a, b) => a - b);
    const round1 = (x: number) => Math.round(x * 10) / 10;
    rows.push({
      name: `payment start, Test POS, one at a time (goal ≤ 100 ms)`,
      reqPerSec: wall > 0 ? (times.length * 1000) / wall : 0,
      p50: round1(percentile(sorted, 50)),
      p99: round1(percentile(sorted, 99)),
      errors,
    });
  } finally {
    agent.destroy();
  }
  return rows;
}
