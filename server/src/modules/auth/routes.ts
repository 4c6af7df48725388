import { z } from 'zod';
import { loginPageDataSchema, loginRequestSchema, loginResponseSchema } from '@bayi/common';
import { redirectAnswer, refusals, type Api } from '../../plugins/contract';
import type { SessionCookies } from '../../plugins/request-context';
import type { AuthService } from './service';
import type { ContentService } from '../content/service';

const tags = ['Oturum'];

export function registerAuthRoutes(
  app: Api,
  deps: { auth: AuthService; cookies: SessionCookies; content: ContentService },
): void {
  const { auth, cookies, content } = deps;

  app.get(
    '/login/CheckLogin',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Oturum açık mı', response: { 200: z.boolean() } },
    },
    async (request) => request.session !== null,
  );

  app.get(
    '/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Giriş sayfasının verileri', response: { 200: loginPageDataSchema } },
    },
    async () => content.loginPageData(),
  );

  app.post(
    '/login/spa',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Giriş (Cari No, Kullanıcı Kodu, Şifre)',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          401: loginResponseSchema.meta({ description: 'Cari No, Kullanıcı Kodu veya Şifre hatalı.' }),
          429: loginResponseSchema.meta({ description: 'Çok sayıda hatalı deneme: bir süre sonra tekrar deneyin.' }),
          ...refusals(400),
        },
      },
    },
    async (request, reply) => {
      // A sign-in replaces whatever session the browser had (ASVS 3.2.1, session fixation).
      const previous = request.cookies[cookies.name];
      if (previous) await auth.signOut(previous);
      const result = await auth.signIn({ ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] });
      if (!result.ok) {
        cookies.clear(reply);
        if (result.retryAfterSeconds) reply.header('Retry-After', String(result.retryAfterSeconds));
        return reply.status(result.locked ? 429 : 401).send({ hasError: true, errorMessage: result.message });
      }
      cookies.set(request, reply, result.sessionId, result.maxAgeSeconds);
      request.log.info({ userId: result.user.userId, dealerId: result.user.dealerId }, 'signed in');
      return { hasError: false, errorMessage: null };
    },
  );

  app.get(
    '/login/logout',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Çıkış; /spa/login adresine yönlendirir',
        response: { 302: redirectAnswer('Oturum kapatıldı; giriş sayfasına (/spa/login) yönlendirir.') },
      },
    },
    async (request, reply) => {
      const id = request.cookies[cookies.name];
      if (id) await auth.signOut(id);
      cookies.clear(reply);
      reply.header('Cache-Control', 'no-store');
      return reply.redirect('/spa/login', 302);
    },
  );
}
