import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Answers above 1 KB go gzipped to clients that accept it (every browser), at level 1: the fastest level
 * that still gives about a tenth for JSON (measured on a 3.4 MB statement: level 1 330 KB in 12.5 ms,
 * level 6 263 KB in 35 ms, brotli at quality 4 236 KB in 114 ms; docs/performance.md). The reports do
 * better themselves — their periods are cut from blocks compressed once (reports/row-slab.ts) — and set
 * Content-Encoding, which this plugin leaves alone. Clients that send no Accept-Encoding get the plain
 * bytes. Registered before the routes: the plugin attaches itself to each route as it is added. Files that
 * are compressed already (images, xlsx, PDF) are left alone by their type.
 *
 * Up to 128 KB an answer is compressed in one synchronous call (at most ~0.5 ms at level 1): the plugin's
 * default on two cores is 8 KB, above which every answer gets its own gzip stream — a zlib context, a
 * pipeline and the thread pool per answer. A page of 24 products is ~33 KB: through a stream, a browser's list
 * pages cost the server 1.2 ms of CPU each instead of 0.65 (issue 15, docs/performance.md "What a browser asks
 * for"), and the answer carries its length.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 128 * 1024,
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
  });
}
