import { z } from 'zod';
import { intParam, MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaFileSchema, mediaListSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { registerSingleFileRoutes, singleFile } from '../../plugins/single-file';
import { staffOf } from '../../plugins/request-context';
import type { AdminMediaService, Upload } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

const NOT_MULTIPART = 'Resim multipart/form-data olarak, file alanında gönderilmeli.';

/** The back office's image upload and picker. */
export function registerAdminMediaRoutes(app: Api, deps: { adminMedia: AdminMediaService }): void {
  const { adminMedia } = deps;

  app.get(
    '/admin/media',
    {
      config: content,
      schema: {
        tags,
        summary: 'Yüklenen resimler, en yenisi önce (sayfa başına 48)',
        querystring: z.object({ page: intParam('Sayfa', 1, 10_000).optional().default(1) }),
        response: { 200: mediaListSchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return adminMedia.images(request.query.page);
    },
  );

  registerSingleFileRoutes(app, MEDIA_MAX_BYTES, (api) => {
    api.post(
      '/admin/media',
      {
        config: content,
        schema: {
          tags,
          summary:
            'Resim yükler (multipart/form-data, alan file): JPEG, PNG, WebP, GIF veya SVG, en fazla 2 MB ve kenarı 6000 piksel. Türü dosyanın içinden okunur; adı sunucu verir.',
          response: { 200: mediaFileSchema, ...refusals(400, 401, 403) },
        },
      },
      async (request) => {
        const part = await singleFile(request, { notMultipart: NOT_MULTIPART, missing: MEDIA_MESSAGES.missing });
        let upload: Upload | undefined;
        if (part) {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename || 'resim', bytes, truncated: part.file.truncated };
        }
        return adminMedia.upload(staffOf(request), upload);
      },
    );
  });
}
