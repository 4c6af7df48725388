import { z } from 'zod';
import { notFound } from '../../plugins/errors';
import { fileAnswer, notModifiedAnswer, refusals, type Api } from '../../plugins/contract';
import { ICON_STYLES, type IconsService } from './service';

const params = z.object({
  version: z
    .string()
    .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, { error: 'Geçersiz ikon sürümü.' })
    .meta({ title: 'Font Awesome sürümü', example: '7.3.1' }),
  style: z.enum(ICON_STYLES, { error: 'İkon biçimi solid, regular ya da brands olmalı.' }),
  file: z
    .string()
    .max(80, { error: 'İkon adı çok uzun.' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.svg$/, {
      error: 'İkon adı küçük harf, rakam ve tireden oluşmalı ve .svg ile bitmeli.',
    })
    .meta({ title: 'İkon dosyası', example: 'house.svg' }),
});

/**
 * GET /spa/icons/<version>/<style>/<name>.svg: one Font Awesome Free icon as an SVG file, for the icons the
 * storefront learns only at run time (a category's icon, a menu entry's class, the icon picker), which it draws as
 * a mask (web/src/components/Icon.tsx). Public, like the storefront's other files. The package's version is in the
 * address: the file is kept a year; an address of another version (a tab open across an update) still gets the
 * icon, kept an hour.
 */
export function registerIconRoutes(app: Api, deps: { icons: IconsService }): void {
  const { icons } = deps;
  app.get(
    '/spa/icons/:version/:style/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['İçerik'],
        summary: 'Font Awesome Free ikonu (SVG)',
        params,
        response: {
          200: fileAnswer('image/svg+xml', 'İkonun SVG dosyası.', {
            ETag: 'Dosyanın sürümü; If-None-Match ile sorulursa 304.',
          }),
          304: notModifiedAnswer,
          ...refusals(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { version, style, file } = request.params;
      const icon = icons.icon(style, file.slice(0, -'.svg'.length));
      if (!icon) throw notFound('İkon bulunamadı.');
      reply
        .header(
          'Cache-Control',
          version === icons.version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .header('ETag', icon.etag)
        // A drawing only: opened on its own it may run nothing.
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === icon.etag) return reply.status(304).send();
      return reply.type('image/svg+xml').send(icon.bytes);
    },
  );
}
