import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessages,
  quickOrderResponseSchema,
  quickOrderTextSchema,
} from '@bayi/common';
import { nonJsonAnswer, refusals, type Api } from '../../plugins/contract';
import { sendFile } from '../../plugins/download';
import { ownerOf } from '../../plugins/request-context';
import type { Viewer } from '../pricing/service';
import { refuseFile } from './files';
import type { QuickOrderService, QuickOrderUpload } from './service';

const tags = ['Sepet ve sipariş'];
const dealer = { access: 'dealer' } as const;
const LIMIT = `en fazla ${QUICK_ORDER_MAX_LINES} satır`;

/** Hızlı Sipariş (issue 17): preview a pasted or uploaded list at the dealer's prices; the template to fill in. */
export function registerQuickOrderRoutes(app: Api, deps: { quickOrder: QuickOrderService }): void {
  const { quickOrder } = deps;
  const viewer = (request: FastifyRequest) => request.viewer() as Promise<Viewer>;

  app.post(
    '/basket/quickorder',
    {
      config: dealer,
      schema: {
        tags,
        summary: `Hızlı sipariş önizlemesi: yapıştırılan "ürün kodu veya barkod; miktar" satırları (sekme, noktalı virgül veya boşlukla; ${LIMIT}) bayinin fiyatı, stok ve satır satır durumuyla. Sepete bir şey eklenmez.`,
        body: quickOrderTextSchema,
        response: { 200: quickOrderResponseSchema, ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return quickOrder.previewText(ownerOf(request).dealerId, await viewer(request), request.body.metin);
    },
  );

  app.get(
    '/basket/quickorder/template',
    {
      config: dealer,
      schema: {
        tags,
        summary: 'Hızlı sipariş şablonu (CSV, UTF-8, başlık "Ürün Kodu veya Barkod;Miktar")',
        response: { 200: nonJsonAnswer('CSV dosyası (text/csv), ekte.'), ...refusals(401) },
      },
    },
    async (_request, reply) =>
      sendFile(reply, {
        fileName: 'hizli-siparis-sablonu.csv',
        contentType: 'text/csv; charset=utf-8',
        body: quickOrder.template(),
      }),
  );

  // The multipart parser lives in this scope only (as admin-media's): every other route keeps answering JSON alone.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One file and nothing else; a longer file is cut at the limit and refused in Turkish.
      limits: { files: 1, fields: 0, parts: 1, fileSize: QUICK_ORDER_MAX_FILE_BYTES },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/basket/quickorder/file',
      {
        config: dealer,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: `Hızlı sipariş önizlemesi bir dosyadan (multipart/form-data, alan file): CSV veya XLSX, en fazla 1 MB ve ${LIMIT}; ilk iki sütun ürün kodu veya barkod ve miktar, başlık satırı atlanır.`,
          response: { 200: quickOrderResponseSchema, ...refusals(400, 401) },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        if (!request.isMultipart()) throw refuseFile(quickOrderMessages.notMultipart);
        const part = await request.file({ throwFileSizeLimit: false });
        let upload: QuickOrderUpload | undefined;
        if (part && part.fieldname === 'file') {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename || 'liste', bytes, truncated: part.file.truncated };
        } else if (part) {
          part.file.resume();
          throw refuseFile(quickOrderMessages.fileMissing);
        }
        return quickOrder.previewFile(ownerOf(request).dealerId, await viewer(request), upload);
      },
    );
  });
}
