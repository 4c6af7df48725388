import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Answers above 1 KB go gzipped to clients that accept it (every browser), at level 1. A year's statement
 * of the busy demo dealer is 3.4 MB of JSON: level 1 makes it 330 KB in 12.5 ms, level 6 263 KB in 35 ms,
 * brotli at quality 4 236 KB in 114 ms (measured on this machine, docs/performance.md) — building the
 * answer already costs a few hundred ms of the two cores, so the fastest level that gives a tenth wins.
 * Clients that send no Accept-Encoding (autocannon in the bench, curl by default) get the plain bytes.
 * Registered before the routes: the plugin attaches itself to each route as it is added. Files that are compressed already (images, xlsx, PDF) are left alone by their type.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
  });
}
