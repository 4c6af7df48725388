import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  detailLineSchema,
  documentNoParam,
  invoiceListRowSchema,
  movementRowSchema,
  orderListRowSchema,
  reorderResponseSchema,
  REPORT_TITLES,
  reportMessages,
  reportRangeSchema,
  statementRowSchema,
  type ReportType,
} from '@bayi/common';
import { downloadAnswer, FILE_TYPES, sendFile } from '../../plugins/download';
import { refusals, sendJsonChunks, textAnswer, type Api } from '../../plugins/contract';
import { notFound } from '../../plugins/errors';
import { ownerOf } from '../../plugins/request-context';
import { idParam } from '../../lib/params';
import { RECEIPT_CSP, RECEIPT_SCRIPT } from './receipt';
import type { ExportFormat, ReportsService } from './service';

const tags = ['Raporlar'];
const RANGE = 'tarih aralığı yyyy.MM.dd, iki uç dahil; verilmeyen tarih: bitiş bugün, başlangıç bir ay öncesi';

const typeParam = z.object({
  type: z
    .string({ error: 'Rapor türü (type) gerekli.' })
    .max(50, { error: reportMessages.unknownReport })
    .meta({ title: 'Rapor türü' }),
});

const FORMATS: Record<ExportFormat, { label: string; answer: () => z.ZodType }> = {
  excel: { label: 'Excel (.xlsx)', answer: () => downloadAnswer(FILE_TYPES.xlsx, 'Excel dosyası (.xlsx), ekte.') },
  pdf: { label: 'PDF', answer: () => downloadAnswer(FILE_TYPES.pdf, 'PDF dosyası, ekte.') },
};

export function registerReportsRoutes(app: Api, deps: { reports: ReportsService }): void {
  const { reports } = deps;

  // The four reports (spec §7 GET /report/{type}), each with its own row shape.
  const list = (type: ReportType, rowSchema: z.ZodType) =>
    app.get(
      `/report/${type}`,
      {
        config: { access: 'dealer' },
        schema: {
          tags,
          summary: `${REPORT_TITLES[type]} (${RANGE})`,
          querystring: reportRangeSchema,
          response: { 200: z.array(rowSchema), ...refusals(400, 401) },
        },
      },
      async (request, reply) => {
        const answer = await reports.reportJson(type, ownerOf(request).dealerId, request.query);
        return sendJsonChunks(reply, answer.plain, answer.gzipped);
      },
    );
  list('siparislistesi', orderListRowSchema);
  list('genelhareket', movementRowSchema);
  list('hesapekstresi', statementRowSchema);
  list('faturalistesi', invoiceListRowSchema);

  app.get(
    '/report/:type',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary: 'Bilinmeyen rapor türü: 404',
        params: typeParam,
        querystring: reportRangeSchema,
        response: refusals(400, 401, 404),
      },
    },
    async () => {
      throw notFound(reportMessages.unknownReport);
    },
  );

  for (const format of ['excel', 'pdf'] as const) {
    app.get(
      `/report/:type/${format}`,
      {
        config: { access: 'dealer' },
        schema: {
          tags,
          summary: `Rapor ${FORMATS[format].label} olarak (type: genelhareket, hesapekstresi, siparislistesi, faturalistesi; ${RANGE})`,
          params: typeParam,
          querystring: reportRangeSchema,
          response: { 200: FORMATS[format].answer(), ...refusals(400, 401, 404) },
        },
      },
      async (request, reply) =>
        sendFile(
          reply,
          await reports.exportReport(request.params.type, format, ownerOf(request).dealerId, request.query),
        ),
    );
  }

  // Document detail panels (spec §2 "Detail side panels", §7 /Report/…/{belgeNo}) and their exports.
  for (const kind of DOCUMENT_KINDS) {
    app.get(
      `/Report/${kind}/:belgeNo`,
      {
        config: { access: 'dealer' },
        schema: {
          tags,
          summary: `${DOCUMENT_TITLES[kind]}: belgenin satırları (belge toplamları her satırda; başka bayinin belgesi 404)`,
          params: documentNoParam,
          response: { 200: z.array(detailLineSchema), ...refusals(400, 401, 404) },
        },
      },
      async (request) => {
        return reports.documentLines(kind, ownerOf(request).dealerId, request.params.belgeNo);
      },
    );
    for (const format of ['excel', 'pdf'] as const) {
      app.get(
        `/Report/${kind}/:belgeNo/${format}`,
        {
          config: { access: 'dealer' },
          schema: {
            tags,
            summary: `${DOCUMENT_TITLES[kind]} ${FORMATS[format].label} olarak`,
            params: documentNoParam,
            response: { 200: FORMATS[format].answer(), ...refusals(400, 401, 404) },
          },
        },
        async (request, reply) =>
          sendFile(
            reply,
            await reports.exportDocument(kind, format, ownerOf(request).dealerId, request.params.belgeNo),
          ),
      );
    }
  }

  app.post(
    '/Report/siparisdetay/:belgeNo/reorder',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary:
          'Tekrar Sipariş Ver: siparişin satırlarını bugünkü fiyatlarla sepete ekler; eklenemeyen satırlar nedenleriyle listelenir',
        params: documentNoParam,
        response: { 200: reorderResponseSchema, ...refusals(400, 401, 404) },
      },
    },
    async (request) => reports.reorder(ownerOf(request), await request.viewer(), request.params.belgeNo),
  );

  // The receipt of a card collection (spec §2 "Row actions"): a server page opened in a new tab.
  app.get(
    '/payment2/print/:id',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary: 'Kredi kartı tahsilat dekontu (yazdırılabilir HTML sayfası); başka bayinin dekontu 404',
        params: idParam,
        response: {
          200: textAnswer('text/html', 'Dekont: yazdırılabilir HTML sayfası.'),
          ...refusals(400, 401),
          404: textAnswer('text/html', 'Dekont bulunamadı (başka bayinin dekontu da): HTML sayfası.'),
        },
      },
    },
    async (request, reply) => {
      const page = await reports.receiptPage(ownerOf(request).dealerId, request.params.id);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', RECEIPT_CSP)
        .send(page.html);
    },
  );

  app.get(
    '/payment2/print.js',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Dekont sayfasının yazdır düğmesi',
        response: { 200: textAnswer('text/javascript', 'JavaScript.') },
      },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(RECEIPT_SCRIPT),
  );
}
