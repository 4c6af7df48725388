import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intParam, MEDIA_MAX_BYTES, MEDIA_MESSAGES, mediaFileSchema, mediaListSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { RequestValidationError } from '../../plugins/errors';
import { staffOf } from '../../plugins/request-context';
import type { AdminMediaService, Upload } from './service';

const tags = ['Yönetim: içerik'];
/** Admins and content editors. */
const content = { access: 'content' } as const;

const NOT_MULTIPART = 'Resim multipart/form-data olarak, file alanında gönderilmeli.';

/** The back office's image upload and picker (issue 16). */
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
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminMedia.images(request.query.page);
    },
  );

  // The multipart parser lives in this scope only; every other route keeps answering JSON alone.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One file and nothing else; a longer file is cut at the limit and refused by the service, in Turkish.
      limits: { files: 1, fields: 0, parts: 1, fileSize: MEDIA_MAX_BYTES },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/admin/media',
      {
        config: content,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Resim yükler (multipart/form-data, alan file): JPEG, PNG, WebP, GIF veya SVG, en fazla 2 MB ve kenarı 6000 piksel. Türü dosyanın içinden okunur; adı sunucu verir.',
          response: { 200: mediaFileSchema, ...refusals(400, 401, 403) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!request.isMultipart()) throw new RequestValidationError('body', NOT_MULTIPART, { file: NOT_MULTIPART });
        const part = await request.file({ throwFileSizeLimit: false });
        let upload: Upload | undefined;
        if (part && part.fieldname === 'file') {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename || 'resim', bytes, truncated: part.file.truncated };
        } else if (part) {
          part.file.resume();
          throw new RequestValidationError('body', MEDIA_MESSAGES.missing, { file: MEDIA_MESSAGES.missing });
        }
        return adminMedia.upload(staffOf(request), upload);
      },
    );
  });
}
