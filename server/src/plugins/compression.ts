import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';

/**
 * Answers above 1 KB go compressed to clients that accept it (every browser): brotli at quality 0 where the
 * client takes brotli (browsers do over HTTPS), else gzip at level 1 — the fastest settings, still about a
 * sixth for a page of products. Timed with the caches cold, as in a serving process whose young generation
 * sweeps them between answers, a page of 24 products (33 KB): brotli quality 0 5.5 KB in ~110 µs, quality 1
 * 4.7 KB in ~300 µs (its hash table is twice the size), gzip level 1 5.0 KB in ~210 µs; measured in the server,
 * quality 0 costs a browser's list page 5–15 % less CPU than quality 1 (docs/performance.md). A 3.4 MB
 * statement: gzip level 1 330 KB in 12.5 ms, level 6 263 KB in 35 ms. The reports do better themselves — their
 * periods are cut from gzip blocks compressed once (reports/row-slab.ts) — and set Content-Encoding, which
 * this plugin leaves alone. Clients that send no Accept-Encoding get the plain bytes. Registered before the
 * routes: the plugin attaches itself to each route as it is added. Files that are compressed already (images,
 * xlsx, PDF) are left alone by their type.
 *
 * Up to 128 KB an answer is compressed in one synchronous call (at most ~0.5 ms): the plugin's default on two
 * cores is 8 KB, above which every answer gets its own stream — a compressor's state, a pipeline and the thread
 * pool per answer. A page of 24 products is ~33 KB: through a stream, a browser's list pages cost the server
 * 1.2 ms of CPU each instead of 0.65 (docs/performance.md "What a browser asks for"), and the answer
 * carries its length.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 128 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 0 } },
    zlibOptions: { level: 1 },
  });
}
