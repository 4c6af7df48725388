import type { FastifyRequest } from 'fastify';
import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_LINES,
  quickOrderMessages,
  quickOrderResponseSchema,
  quickOrderTextSchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { downloadAnswer, FILE_TYPES, sendFile } from '../../plugins/download';
import { registerSingleFileRoutes, singleFile } from '../../plugins/single-file';
import { ownerOf } from '../../plugins/request-context';
import type { Viewer } from '../pricing/service';
import type { QuickOrderService, QuickOrderUpload } from './service';

const tags = ['Sepet ve sipariş'];
const dealer = { access: 'dealer' } as const;
const LIMIT = `en fazla ${QUICK_ORDER_MAX_LINES} satır`;

/** Hızlı Sipariş: preview a pasted or uploaded list at the dealer's prices; the template to fill in. */
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
    async (request) => {
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
        response: { 200: downloadAnswer(FILE_TYPES.csv, 'CSV dosyası, ekte.'), ...refusals(401) },
      },
    },
    async (_request, reply) =>
      sendFile(reply, {
        fileName: 'hizli-siparis-sablonu.csv',
        contentType: 'text/csv; charset=utf-8',
        body: quickOrder.template(),
      }),
  );

  registerSingleFileRoutes(app, QUICK_ORDER_MAX_FILE_BYTES, (api) => {
    api.post(
      '/basket/quickorder/file',
      {
        config: dealer,
        schema: {
          tags,
          summary: `Hızlı sipariş önizlemesi bir dosyadan (multipart/form-data, alan file): CSV veya XLSX, en fazla 1 MB ve ${LIMIT}; ilk iki sütun ürün kodu veya barkod ve miktar, başlık satırı atlanır.`,
          response: { 200: quickOrderResponseSchema, ...refusals(400, 401) },
        },
      },
      async (request) => {
        const part = await singleFile(request, {
          notMultipart: quickOrderMessages.notMultipart,
          missing: quickOrderMessages.fileMissing,
        });
        let upload: QuickOrderUpload | undefined;
        if (part) {
          const bytes = await part.toBuffer();
          upload = { fileName: part.filename || 'liste', bytes, truncated: part.file.truncated };
        }
        return quickOrder.previewFile(ownerOf(request).dealerId, await viewer(request), upload);
      },
    );
  });
}
