import { z } from 'zod';
import { applicationResponseSchema } from '@bayi/common';
import { notModifiedAnswer, textAnswer, type Api } from '../../plugins/contract';
import type { ApplicationService } from './service';

const tags = ['Uygulama'];

export function registerApplicationRoutes(app: Api, deps: { application: ApplicationService }): void {
  app.get(
    '/application',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Ayarlar, tema, döviz kurları ve oturumdaki kişi',
        response: { 200: applicationResponseSchema },
      },
    },
    async (request) => {
      return deps.application.application(request.session, request.priceName);
    },
  );

  app.get(
    '/application/defaultCss',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Temanın stil sayfası (text/css, ETag ile)',
        description:
          'v ile sorulursa (sayfanın verdiği sürüm) ve sürüm günceldir: bir yıl saklanabilir; sürümsüz ya da ' +
          'eski sürümle: her seferinde sorulur (ETag).',
        querystring: z.object({ v: z.string().max(64).meta({ title: 'Stil sayfasının sürümü' }).optional() }),
        response: {
          200: textAnswer('text/css', 'Temanın stil sayfası.', {
            ETag: 'Stil sayfasının sürümü; If-None-Match ile sorulursa 304.',
          }),
          304: notModifiedAnswer,
        },
      },
    },
    async (request, reply) => {
      const { css, version } = await deps.application.stylesheet();
      const etag = `"${version}"`;
      // The address names the version the page was built with: while that is the current one it never changes.
      const current = request.query.v === version;
      reply
        .header('Content-Type', 'text/css; charset=utf-8')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(css);
    },
  );
}
