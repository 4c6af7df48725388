/**
 * Load figures of the reports (`npm run bench -- --only reports`), on the busy dealer of the
 * large seed (`npm run seed -- --busy-dealer`: 120.01.900, 50,000 movements and 5,000 invoices over
 * five years) — or, without it, the demo's first dealer:
 *
 * - a year of each report type (goal p99 ≤ 50 ms at 32 connections on PostgreSQL), the year ending on
 *   each of the last 90 days, so no two questions in a row are the same: first the history's first read
 *   alone, then the load as a browser asks (gzip) and as a client without compression, through
 *   body-load.ts (autocannon would measure its own decoding of megabytes);
 * - document detail, every invoice and delivery note of the dealer in turn (goal p99 ≤ 20 ms);
 * - the Excel export of five years of Genel Hareketler (goal ≤ 5 s, server memory growing < 100 MB);
 * - the PDF of a statement of about 2,000 rows (goal ≤ 3 s).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { bodyLoad } from './body-load';
import { serverCpuMs } from './cpu';
import type { BenchRow } from './orders';

interface Row {
  BELGENO: string;
  TARIH: string;
  FINANS_ISLEM_TURU: string;
}

const DEALERS = ['120.01.900', '120.01.001'];
const TYPES = ['hesapekstresi', 'genelhareket', 'faturalistesi', 'siparislistesi'];
const DAY = 86_400_000;

/** yyyy.MM.dd of the Turkish calendar day of an instant. */
function ymd(at: number): string {
  const d = new Date(at + 3 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
}

async function signIn(base: string, cariNo: string): Promise<string | null> {
  const res = await fetch(`${base}/login/spa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cariNo, userName: 'demo', password: 'demo1234' }),
  });
  return res.ok ? (res.headers.get('set-cookie')?.split(';')[0] ?? null) : null;
}

/** The server's resident memory in MB (Linux), or null. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A load of `paths` in turn at `connections`, with the server's CPU per answer. Small answers go through
 * autocannon like the rest of the bench; answers of hundreds of KB through body-load.ts, because autocannon
 * decodes every body into a string and that, not the server, would be what is measured.
 */
async function load(
  base: string,
  name: string,
  paths: string[],
  cookie: string,
  opts: { connections: number; duration: number; serverPid?: number },
  big: { headers: Record<string, string> } | null = null,
): Promise<BenchRow> {
  let i = 0;
  const cpuBefore = serverCpuMs(opts.serverPid);
  let row: Omit<BenchRow, 'name'> & { total: number; bytes?: number };
  if (big) {
    const result = await bodyLoad({
      base,
      paths,
      headers: { ...big.headers, cookie },
      connections: opts.connections,
      durationSeconds: opts.duration,
    });
    row = { ...result, total: result.requests };
  } else {
    const result = await autocannon({
      url: base,
      connections: opts.connections,
      duration: opts.duration,
      requests: [
        { setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]!, headers: { ...req.headers, cookie } }) },
      ],
    });
    row = {
      reqPerSec: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      total: result.requests.total,
    };
  }
  const cpuAfter = serverCpuMs(opts.serverPid);
  // The server's own CPU per answer: with answers of megabytes, the client reading them can be the limit.
  const perAnswer =
    cpuBefore !== null && cpuAfter !== null && row.total
      ? `, server CPU ${((cpuAfter - cpuBefore) / row.total).toFixed(1)} ms per answer`
      : '';
  const size = row.bytes === undefined ? '' : `, ${(row.bytes / 1000).toFixed(0)} KB per answer`;
  return { name: name + size + perAnswer, reqPerSec: row.reqPerSec, p50: row.p50, p99: row.p99, errors: row.errors };
}

/** Each path read once, `concurrency` at a time, each read timed. */
async function firstReads(base: string, name: string, paths: string[], cookie: string, concurrency = 8) {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const t = performance.now();
        const res = await fetch(base + path, { headers: { cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { name, reqPerSec: paths.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

/** Waits until the server answers /health at once again: the requests of the last load are all done. */
async function settled(base: string) {
  for (let quick = 0, tries = 0; quick < 3 && tries < 600; tries++) {
    const started = performance.now();
    await fetch(`${base}/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    if (quick < 3) await new Promise((r) => setTimeout(r, 100));
  }
}

/** One download at a time, timed; the server's memory sampled while it runs. */
async function timed(base: string, path: string, cookie: string, pid: number | undefined) {
  const before = rssMb(pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 25);
  const started = performance.now();
  const res = await fetch(base + path, { headers: { cookie } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, ok: res.ok, growthMb: before === null ? null : peak - before };
}

export async function measureReports(
  base: string,
  opts: { connections: number; duration: number; serverPid?: number },
): Promise<BenchRow[]> {
  let code = '';
  let cookie: string | null = null;
  for (const candidate of DEALERS) {
    cookie = await signIn(base, candidate);
    code = candidate;
    if (cookie) break;
  }
  if (!cookie) throw new Error('no demo dealer to read reports as');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(base + path, { headers: { cookie: cookie! } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const now = Date.now();
  const fiveYears = `begin=${ymd(now - (5 * 365 - 1) * DAY)}&end=${ymd(now)}`;
  const movements = await get<Row[]>(`/report/genelhareket?${fiveYears}`);
  const invoices = await get<Row[]>(`/report/faturalistesi?${fiveYears}`);
  const rows: BenchRow[] = [];
  const label = `${code}, ${movements.length} movements and notes in 5 years`;

  // Document detail: every invoice and delivery note in turn. First: the years below leave the server
  // busy with answers autocannon has given up on, which would land on whatever ran next.
  const documents = [
    ...invoices.map((r) => `/Report/faturadetay/${encodeURIComponent(r.BELGENO)}`),
    ...movements
      .filter((r) => r.FINANS_ISLEM_TURU === 'Satış irsaliyesi')
      .map((r) => `/Report/irsaliyedetay/${encodeURIComponent(r.BELGENO)}`),
  ];
  // As the other scenarios (run.ts, warmUp): the steady state of a server that has been up a while. The
  // first read of each document — the server's code still being compiled, the lines not yet in PostgreSQL's
  // cache — is timed on its own, 8 at a time (a 10-second load from cold measured p99 21–23 ms, warm 12–16).
  rows.push(
    await firstReads(base, `document detail, first read of each (${documents.length}, 8 at a time)`, documents, cookie),
  );
  rows.push(await load(base, `document detail (${documents.length} documents)`, documents, cookie, opts));

  // A year of each type, ending on each of the last 90 days. First the history's first read, alone and
  // timed (the dealer's first report of a type after a change builds it); then the load as a browser asks
  // (Accept-Encoding: gzip, as every browser sends) and as a client that takes no compression.
  const years = Array.from({ length: 90 }, (_, i) => `begin=${ymd(now - (i + 364) * DAY)}&end=${ymd(now - i * DAY)}`);
  for (const type of TYPES) {
    const first = await timed(base, `/report/${type}?${years[0]}`, cookie, opts.serverPid);
    rows.push({
      name: `report ${type}, first read of the history (${label})`,
      reqPerSec: 1000 / first.ms,
      p50: Math.round(first.ms),
      p99: Math.round(first.ms),
      errors: first.ok ? 0 : 1,
    });
    for (const [how, headers] of [
      ['gzip, as a browser', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
      ['plain', {}],
    ] as const) {
      rows.push(
        await load(
          base,
          `report ${type}, a year, ${how} (${label})`,
          years.map((q) => `/report/${type}?${q}`),
          cookie,
          opts,
          { headers },
        ),
      );
      await settled(base);
    }
  }

  // Exports, one at a time.
  const excel = await timed(base, `/report/genelhareket/excel?${fiveYears}`, cookie, opts.serverPid);
  rows.push({
    name: `Excel, Genel Hareketler 5 years (${movements.length} rows, ${(excel.bytes / 1e6).toFixed(1)} MB${excel.growthMb === null ? '' : `, server memory +${excel.growthMb.toFixed(0)} MB`})`,
    reqPerSec: 1000 / excel.ms,
    p50: Math.round(excel.ms),
    p99: Math.round(excel.ms),
    errors: excel.ok ? 0 : 1,
  });
  const statement = await get<Row[]>(`/report/hesapekstresi?${fiveYears}`);
  const from = statement[Math.max(1, statement.length - 2000)]!.TARIH;
  const pdfRange = `begin=${ymd(Date.parse(from))}&end=${ymd(now)}`;
  const pdfRows = (await get<Row[]>(`/report/hesapekstresi?${pdfRange}`)).length;
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < 3; i++) {
    const pdf = await timed(base, `/report/hesapekstresi/pdf?${pdfRange}`, cookie, undefined);
    times.push(pdf.ms);
    if (!pdf.ok) errors++;
  }
  times.sort((a, b) => a - b);
  rows.push({
    name: `PDF, Hesap Ekstresi of ${pdfRows} rows (3 runs)`,
    reqPerSec: 1000 / times[1]!,
    p50: Math.round(times[1]!),
    p99: Math.round(times[2]!),
    errors,
  });
  return rows;
}
