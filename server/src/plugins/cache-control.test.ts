import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, DEMO, signIn, type TestContext } from '../test/app';
import { registerNoStoreDefault } from './cache-control';

/**
 * A JSON answer is kept by no browser or proxy unless its route says otherwise; what a route may keep (the built
 * files, the API document) keeps its own header.
 */
let ctx: TestContext;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  ctx = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bayi</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // A hashed JSON file among the assets: a JSON answer whose header is the static files', not the default.
  fs.writeFileSync(path.join(dist, 'assets', 'strings-abc123.json'), '{"merhaba":"dünya"}');
  app = await buildApp({ config: ctx.config, database: ctx.database, webDist: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('Cache-Control of answers', () => {
  it('a route that returns JSON and sets no header answers with no-store', async () => {
    const bare = Fastify();
    registerNoStoreDefault(bare);
    bare.get('/veri', async () => ({ bakiye: 1250 }));
    bare.get('/kendi', async (_request, reply) => reply.header('Cache-Control', 'private, max-age=60').send({ a: 1 }));
    bare.get('/metin', async (_request, reply) => reply.type('text/plain').send('merhaba'));
    const json = await bare.inject({ url: '/veri' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['cache-control']).toBe('no-store');
    expect((await bare.inject({ url: '/kendi' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await bare.inject({ url: '/metin' })).headers['cache-control']).toBeUndefined();
    await bare.close();
  });

  it('the app’s JSON answers, its errors included, are no-store without their routes saying so', async () => {
    const dealer = await signIn(app, DEMO.dealer);
    const own = await app.inject({ url: '/application', headers: { cookie: dealer } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ url: '/info/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('a JSON route with its own header keeps it', async () => {
    const document = await app.inject({ url: '/openapi.json' });
    expect(document.headers['content-type']).toMatch(/^application\/json/);
    expect(document.headers['cache-control']).toBe('no-cache');
  });

  it('the built files keep their year-long immutable header, a JSON one too', async () => {
    const script = await app.inject({ url: '/spa/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const json = await app.inject({ url: '/spa/assets/strings-abc123.json' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
