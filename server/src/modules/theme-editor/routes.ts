import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryIconResponseSchema,
  themeHistoryParamsSchema,
  themeHistoryResponseSchema,
  themeSaveResponseSchema,
  THEME_JSON_MAX,
  updateCategoryIconBodySchema,
  updateLayoutBodySchema,
} from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import { HttpError } from '../../plugins/errors';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/request-context';
import type { Editor, ThemeEditorService } from './service';

const tags = ['Tema düzenleyici'];

/** Admins and content editors. */
const admin = { access: 'content' } as const;

/** The staff member of an `access: 'content'` route (the guard has already refused everyone else). */
function editorOf(request: FastifyRequest): Editor {
  if (!request.session) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return { userId: request.session.userId, displayName: request.session.displayName };
}

/** The theme editor's calls (spec §7): admin role only — a dealer gets 403, a visitor 401. */
export function registerThemeEditorRoutes(app: Api, deps: { themeEditor: ThemeEditorService }): void {
  const { themeEditor } = deps;

  // The spec's client posts the theme as multipart/form-data (field `properties`); forms may post the icon
  // urlencoded. Both parsers live in this scope only; every other route keeps answering JSON alone.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      // A field counts bytes: a theme of THEME_JSON_MAX characters in Turkish letters fits.
      limits: { fields: 10, fieldSize: THEME_JSON_MAX * 2, files: 0, parts: 10 },
    });
    // A broken multipart body is a Turkish 400 by the application's error handler (plugins/errors.ts).
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(body as string)) if (!(k in fields)) fields[k] = v;
        done(null, fields);
      },
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/admin/theme/updatelayout',
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Temayı kaydeder (multipart/form-data alanı properties: temanın tamamı JSON olarak). Yalnız paletteki renkler, 4–30 arası 2’şer yükseklikler, bilinen bloklar; customCss yalnız düz bildirimler olarak saklanır.',
          body: updateLayoutBodySchema,
          response: { 200: themeSaveResponseSchema, ...refusals(400, 401, 403) },
        },
      },
      async (request) => {
        return themeEditor.save(editorOf(request), request.body.properties);
      },
    );

    api.post(
      '/admin/theme/updateCategoryIcon',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Kategorinin ikonunu değiştirir (Font Awesome Free sınıfı, ör. "fa-solid fa-house")',
          body: updateCategoryIconBodySchema,
          response: { 200: categoryIconResponseSchema, ...refusals(400, 401, 403, 404) },
        },
      },
      async (request) => {
        return themeEditor.updateCategoryIcon(editorOf(request), request.body.id, request.body.icon);
      },
    );
  });

  app.delete(
    '/admin/theme/resetLayout',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Temayı ilk haline döndürür',
        response: { 200: themeSaveResponseSchema, ...refusals(401, 403) },
      },
    },
    async (request) => {
      return themeEditor.reset(editorOf(request));
    },
  );

  app.get(
    '/admin/theme/history',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Son kaydedilen 20 tema: kim, ne zaman (en yenisi önce)',
        response: { 200: themeHistoryResponseSchema, ...refusals(401, 403) },
      },
    },
    async () => {
      return themeEditor.history();
    },
  );

  app.post(
    '/admin/theme/history/:id/restore',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Kaydedilmiş bir temayı geri yükler (kendisi de bir kayıt olarak geçmişe eklenir)',
        params: themeHistoryParamsSchema,
        response: { 200: themeSaveResponseSchema, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return themeEditor.restore(editorOf(request), request.params.id);
    },
  );
}
