import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importKindSchema,
  type ImportKind,
  importAcceptedSchema,
  importErrorsSchema,
  importJobSchema,
  importListSchema,
  intParam,
} from '@bayi/common';
import { jsonAnswer, type Api, type refusals } from '../../plugins/contract';
import { downloadAnswer, FILE_TYPES, sendFile } from '../../plugins/download';
import { registerSingleFileRoutes, singleFile } from '../../plugins/single-file';
import { IMPORT_MESSAGES, type ImportRequester, type ImportsService, type ImportUpload } from './service';

const idParams = z.object({ id: intParam('Aktarım no', 1, 2_147_483_647) });
const NOT_MULTIPART = 'Dosya multipart/form-data olarak, file alanında gönderilmeli.';

export interface ImportRoutesOptions {
  /** Where the routes live: /admin/imports for the back office, /api/v1/<scope>/imports for integrations. */
  base: string;
  config: FastifyContextConfig;
  /** The document's tags of these routes (the back office's, or the integration API's). */
  tags: string[];
  /** The kinds these routes take and show (an API key's scope covers some kinds only). */
  kinds: readonly ImportKind[];
  requester(request: FastifyRequest): ImportRequester;
  /** Refusals of the access kind, for the document (the back office's or an API key's). */
  refusals: typeof refusals;
}

/**
 * Imports: upload a CSV or XLSX file of one kind (202 with the job's id), follow its progress, read
 * its error report (also as CSV), download a template. The same routes serve the back office (a staff session)
 * and the integration API (an API key), under their own base path.
 */
export function registerImportRoutes(app: Api, deps: { imports: ImportsService }, options: ImportRoutesOptions): void {
  const { imports } = deps;
  const { base, config, kinds, tags } = options;
  const kindList = kinds.join(', ');
  const kindQuery = z.object({
    kind: z.enum(kinds as [ImportKind, ...ImportKind[]], { error: `Aktarım türü şunlardan biri olmalı: ${kindList}.` }),
  });
  const refused = options.refusals;

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Son 50 aktarım, en yenisi önce',
        response: { 200: importListSchema, ...refused(401, 403) },
      },
    },
    async () => {
      return imports.list(kinds);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Aktarımın durumu, ilerlemesi (yüzde) ve özeti: okunan, eklenen, güncellenen, değişmeyen, hatalı',
        params: idParams,
        response: { 200: importJobSchema, ...refused(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return imports.job(request.params.id, kinds);
    },
  );

  app.get(
    `${base}/:id/errors`,
    {
      config,
      schema: {
        tags,
        summary:
          'Aktarımın hatalı satırları: satır (başlık 1. satırdır), sütun, kod ve Türkçe açıklama; sayfa başına 100',
        params: idParams,
        querystring: z.object({ page: intParam('Sayfa', 1, 10_000).optional().default(1) }),
        response: { 200: importErrorsSchema, ...refused(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return imports.errors(request.params.id, request.query.page, kinds);
    },
  );

  app.get(
    `${base}/:id/errors.csv`,
    {
      config,
      schema: {
        tags,
        summary: 'Hata raporu CSV olarak (UTF-8, noktalı virgül; Excel doğrudan açar)',
        params: idParams,
        response: {
          200: downloadAnswer(FILE_TYPES.csv, 'Hata raporu, CSV dosyası, ekte.'),
          ...refused(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => sendFile(reply, await imports.errorsCsv(request.params.id, kinds)),
  );

  app.get(
    `${base}/templates/:kind`,
    {
      config,
      schema: {
        tags,
        summary: `Aktarım şablonu: Türkçe sütun başlıkları ve örnek bir satır (kind: ${kindList}; format: csv veya xlsx)`,
        params: z.object({ kind: importKindSchema }),
        querystring: z.object({
          format: z.enum(['csv', 'xlsx'], { error: 'Biçim csv veya xlsx olmalı.' }).optional().default('csv'),
        }),
        response: {
          200: downloadAnswer(
            [FILE_TYPES.csv, FILE_TYPES.xlsx],
            'Şablon, format=csv ise CSV, xlsx ise Excel dosyası, ekte.',
          ),
          ...refused(400, 401, 403),
        },
      },
    },
    async (request, reply) => sendFile(reply, await imports.template(request.params.kind, request.query.format)),
  );

  registerSingleFileRoutes(app, IMPORT_MAX_BYTES, (api) => {
    api.post(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Dosyayı aktarım kuyruğuna alır (multipart/form-data, alan file; CSV veya XLSX, en fazla ${IMPORT_MAX_BYTES / 1024 / 1024} MB) ve hemen 202 ile aktarım numarasını döner. kind: ${kindList}`,
          querystring: kindQuery,
          response: {
            202: jsonAnswer(importAcceptedSchema, 'Kuyruğa alındı: aktarımın numarası ve durumu.', {
              Location: 'Aktarımın durum adresi (…/imports/{id}).',
            }),
            ...refused(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const part = await singleFile(request, { notMultipart: NOT_MULTIPART, missing: IMPORT_MESSAGES.missing });
        const upload: ImportUpload | undefined = part && {
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
        };
        const accepted = await imports.upload(options.requester(request), request.query.kind, upload);
        reply.code(202).header('Location', `${base}/${accepted.id}`);
        return accepted;
      },
    );
  });
}
