import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MENU_IDS } from '@bayi/common';
import { notFound, parseInput } from '../../plugins/errors';
import { idParam } from '../../lib/params';
import type { ContentService } from './service';
import type { RenderedImage } from './images';

const menuQuery = z.object({
  id: z.enum(MENU_IDS, { error: 'Menü kimliği (id) menu.header, menu.footer veya menu.logon olmalı.' }),
});
const categoryMenuQuery = z.object({
  current: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});
/** Stored file names: letters, digits, dash, underscore, dot and folders; never "..". */
const fileName = z
  .string({ error: 'Dosya adı (fileName) gerekli.' })
  .min(1, { error: 'Dosya adı (fileName) gerekli.' })
  .max(200, { error: 'Dosya adı çok uzun.' })
  .regex(/^(?!.*\.\.)[\w\-./]+$/, { error: 'Geçersiz dosya adı.' });
const imageQuery = z.object({
  fileName,
  size: z.coerce
    .number({ error: 'Boyut (size) 0 ile 3 arasında olmalı.' })
    .int({ error: 'Boyut (size) 0 ile 3 arasında olmalı.' })
    .min(0, { error: 'Boyut (size) 0 ile 3 arasında olmalı.' })
    .max(3, { error: 'Boyut (size) 0 ile 3 arasında olmalı.' })
    .optional()
    .default(0),
});

/** Stored files are immutable per name in practice; a day of caching with revalidation by ETag. */
function sendStoredFile(request: FastifyRequest, reply: FastifyReply, image: RenderedImage) {
  const etag = `"${createHash('sha1').update(image.bytes).digest('base64url')}"`;
  reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
  // An image is only ever displayed: it may run nothing, even if opened on its own.
  if (image.contentType.startsWith('image/')) reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.bytes);
}

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }): void {
  const { content } = deps;

  app.get('/menu/', async (request) => content.menu(parseInput(menuQuery, request.query).id));

  app.get('/categorymenu/get', async (request) => {
    const { current } = parseInput(categoryMenuQuery, request.query);
    return { items: await content.categoryTree(current) };
  });

  app.get('/page/:id', async (request) => content.page(parseInput(idParam, request.params).id));

  app.get('/image/show/', async (request, reply) => {
    const q = parseInput(imageQuery, request.query);
    const image = await content.image(q.fileName, q.size);
    if (!image) throw notFound('Görsel bulunamadı.');
    return sendStoredFile(request, reply, image);
  });

  // Downloadable files from the menus (e.g. /file/katalog-2026.pdf), stored in the media table.
  app.get('/file/*', async (request, reply) => {
    const name = parseInput(fileName, (request.params as { '*': string })['*']);
    const file = await content.original(name);
    if (!file) throw notFound('Dosya bulunamadı.');
    const download = name.split('/').pop()!;
    reply.header('Content-Disposition', `inline; filename="${download}"`);
    return sendStoredFile(request, reply, file);
  });

  app.get('/commons/images/bgs/:background', async (request, reply) => {
    const { background } = parseInput(z.object({ background: fileName }), request.params);
    const image = await content.original(background);
    if (!image) throw notFound('Görsel bulunamadı.');
    return sendStoredFile(request, reply, image);
  });
}
