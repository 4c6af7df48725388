import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fileAnswer, notModifiedAnswer, refusals, textAnswer, type Api } from '../../plugins/contract';
import { PWA_ICON_NAMES, type PwaService } from './service';

const tags = ['Uygulama'];
const etagOf = (bytes: Buffer | string) => `"${createHash('sha1').update(bytes).digest('base64url')}"`;

export function registerPwaRoutes(app: Api, deps: { pwa: PwaService }): void {
  app.get(
    '/spa/manifest.webmanifest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Yüklenebilir uygulamanın bildirimi (web app manifest): firma adı, tema rengi, simgeler',
        response: {
          200: textAnswer('application/manifest+json', 'Web app manifest (JSON).', {
            ETag: 'Bildirimin sürümü; If-None-Match ile sorulursa 304.',
          }),
          304: notModifiedAnswer,
        },
      },
    },
    async (request, reply) => {
      const { body } = await deps.pwa.manifest();
      const json = JSON.stringify(body);
      const etag = etagOf(json);
      // Settings change without a deploy: the browser asks again each time, a 304 while nothing changed.
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/manifest+json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/spa/pwa/:icon',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Uygulama simgesi (PNG): logodan ya da firma adının baş harfinden',
        description:
          'v ayarların sürümüyse (bildirimdeki adres) bir yıl değişmez diye saklanabilir; yoksa her seferinde sorulur.',
        params: z.object({
          icon: z
            .enum(PWA_ICON_NAMES, { error: `Simge bulunamadı: ${PWA_ICON_NAMES.join(', ')} olabilir.` })
            .meta({ title: 'Simge' }),
        }),
        querystring: z.object({
          v: z
            .string()
            .max(40, { error: 'Sürüm (v) en çok 40 karakter olabilir.' })
            .optional()
            .meta({ title: 'Sürüm (v)' }),
        }),
        response: {
          200: fileAnswer('image/png', 'Kare PNG simge.', {
            ETag: 'Simgenin sürümü; If-None-Match ile sorulursa 304.',
          }),
          304: notModifiedAnswer,
          ...refusals(400),
        },
      },
    },
    async (request, reply) => {
      const { version, png } = await deps.pwa.icon(request.params.icon);
      const etag = `"${version}"`;
      // The manifest's address carries the settings version: that answer never changes. Any other address
      // (index.html's apple-touch-icon, an old version) is asked again.
      const pinned = request.query.v === version;
      reply
        .header('Cache-Control', pinned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('ETag', etag)
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(png);
    },
  );
}
