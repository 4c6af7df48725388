/**
 * A load generator for answers of hundreds of kilobytes to megabytes (the reports).
 *
 * autocannon turns every answer's body into a JavaScript string as it arrives (`req.body += data` in its
 * lib/pipelinedRequestsQueue.js), whether or not anything checks it. For a year's statement — 3.4 MB of
 * JSON, or 390 KB of gzip, which decodes to a string of replacement characters — that decoding is the
 * limit of the whole run: one autocannon connection gets 125 answers a second at 7 ms where a plain Node
 * client gets the same answer in 3 ms, and 32 connections stop at ~160 a second with the server's CPU
 * 1.4 ms per answer (docs/performance.md "Reports"). This client does what autocannon does otherwise —
 * N keep-alive connections, each sending its next request as soon as the last answer ended, latency from
 * send to the last byte — with Node's own HTTP parser, and counts the bytes without decoding them.
 */
import http from 'node:http';

export interface BodyLoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Mean bytes per answer on the wire. */
  bytes: number;
}

export async function bodyLoad(opts: {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}): Promise<BodyLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const until = started + opts.durationSeconds * 1000;

  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const req = http.get(opts.base + path, { agent, headers: opts.headers }, (res) => {
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - sent);
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => {
        errors++;
        resolve();
      });
    });

  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < until) await one(opts.paths[next++ % opts.paths.length]!);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    bytes: latencies.length ? bytes / latencies.length : 0,
  };
}
