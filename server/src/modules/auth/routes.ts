import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, type LoginResponse } from '@bayi/common';
import { parseInput } from '../../plugins/errors';
import type { SessionCookies } from '../../plugins/session';
import type { AuthService } from './service';
import type { ContentService } from '../content/service';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; cookies: SessionCookies; content: ContentService; cookieName: string },
): void {
  const { auth, cookies, content } = deps;

  app.get('/login/CheckLogin', async (request) => request.session !== null);

  app.get('/login', async () => content.loginPageData());

  app.post('/login/spa', async (request, reply): Promise<LoginResponse> => {
    const input = parseInput(loginRequestSchema, request.body ?? {});
    // A sign-in replaces whatever session the browser had (ASVS 3.2.1, session fixation).
    const previous = request.cookies[deps.cookieName];
    if (previous) await auth.signOut(previous);
    const result = await auth.signIn({ ...input, ip: request.ip, userAgent: request.headers['user-agent'] });
    if (!result.ok) {
      cookies.clear(reply);
      reply.status(result.locked ? 429 : 401);
      return { hasError: true, errorMessage: result.message };
    }
    cookies.set(request, reply, result.sessionId, result.maxAgeSeconds);
    request.log.info({ userId: result.user.userId, dealerId: result.user.dealerId }, 'signed in');
    return { hasError: false, errorMessage: null };
  });

  app.get('/login/logout', async (request, reply) => {
    const id = request.cookies[deps.cookieName];
    if (id) await auth.signOut(id);
    cookies.clear(reply);
    reply.header('Cache-Control', 'no-store');
    return reply.redirect('/spa/login', 302);
  });
}
