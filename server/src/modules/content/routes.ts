import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  categoryMenuQuerySchema,
  categoryMenuResponseSchema,
  contentPageSchema,
  intParam,
  MEDIA_FORMATS,
  menuEntrySchema,
  menuQuerySchema,
} from '@bayi/common';
import { notFound } from '../../plugins/errors';
import { fileAnswer, notModifiedAnswer, refusals, type Api } from '../../plugins/contract';
import { idParam } from '../../lib/params';
import type { ContentService } from './service';
import type { RenderedImage } from './images';

const tags = ['İçerik'];

/** Stored file names: letters, digits, dash, underscore, dot and folders; never "..". */
const fileName = z
  .string({ error: 'Dosya adı (fileName) gerekli.' })
  .min(1, { error: 'Dosya adı (fileName) gerekli.' })
  .max(200, { error: 'Dosya adı çok uzun.' })
  .regex(/^(?!.*\.\.)[\w\-./]+$/, { error: 'Geçersiz dosya adı.' })
  .meta({ title: 'Dosya adı' });
const imageQuery = z.object({
  fileName,
  size: intParam('Boyut (size)', 0, 3).optional().default(0),
});
/** What the media table holds: the uploads' image types, and files such as a catalogue PDF. */
const STORED_TYPES = [...Object.values(MEDIA_FORMATS), 'application/pdf'];
const storedFile = (description: string) => ({
  200: fileAnswer(STORED_TYPES, description, { ETag: 'Dosyanın sürümü; If-None-Match ile sorulursa 304.' }),
  304: notModifiedAnswer,
  ...refusals(400, 404),
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

export function registerContentRoutes(app: Api, deps: { content: ContentService }): void {
  const { content } = deps;

  app.get(
    '/menu/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Üst, alt ve giriş menüsü',
        querystring: menuQuerySchema,
        response: { 200: z.array(menuEntrySchema), ...refusals(400) },
      },
    },
    async (request) => content.menu(request.query.id),
  );

  app.get(
    '/categorymenu/get',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kategori ağacı; current seçili kategoriyi işaretler',
        querystring: categoryMenuQuerySchema,
        response: { 200: categoryMenuResponseSchema, ...refusals(400) },
      },
    },
    async (request) => ({ items: await content.categoryTree(request.query.current) }),
  );

  app.get(
    '/page/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'İçerik sayfası',
        params: idParam,
        response: { 200: contentPageSchema, ...refusals(400, 404) },
      },
    },
    async (request) => content.page(request.params.id),
  );

  app.get(
    '/image/show/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Yeniden boyutlanmış görsel',
        querystring: imageQuery,
        // size 0 is the stored original (an SVG rendered to WebP); the other sizes are WebP.
        response: storedFile('Görsel: size 0 kaydedildiği biçimde (SVG ise WebP), diğer boyutlar WebP.'),
      },
    },
    async (request, reply) => {
      const image = await content.image(request.query.fileName, request.query.size);
      if (!image) throw notFound('Görsel bulunamadı.');
      return sendStoredFile(request, reply, image);
    },
  );

  // Downloadable files from the menus (e.g. /file/katalog-2026.pdf), stored in the media table.
  app.get(
    '/file/*',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Menülerdeki indirilebilir dosya',
        params: z.object({ '*': fileName }),
        response: storedFile('Dosya, kaydedildiği türde (görsel, PDF…).'),
      },
    },
    async (request, reply) => {
      const name = request.params['*'];
      const file = await content.original(name);
      if (!file) throw notFound('Dosya bulunamadı.');
      const download = name.split('/').pop()!;
      reply.header('Content-Disposition', `inline; filename="${download}"`);
      return sendStoredFile(request, reply, file);
    },
  );

  app.get(
    '/commons/images/bgs/:background',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Giriş sayfasının arka plan görseli',
        params: z.object({ background: fileName }),
        response: storedFile('Görsel, yüklendiği biçimde (adıyla kaydedilmiş herhangi bir dosya da).'),
      },
    },
    async (request, reply) => {
      const image = await content.original(request.params.background);
      if (!image) throw notFound('Görsel bulunamadı.');
      return sendStoredFile(request, reply, image);
    },
  );
}
