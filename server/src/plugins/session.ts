import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AuthService, SessionUser } from '../modules/auth/service';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set before any route runs. */
    session: SessionUser | null;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';

export interface SessionCookies {
  set(request: FastifyRequest, reply: FastifyReply, sessionId: string, maxAgeSeconds: number | undefined): void;
  clear(reply: FastifyReply): void;
}

/** Reads the session cookie on every request; sets request.session. */
export function registerSession(app: FastifyInstance, auth: AuthService, config: Config): SessionCookies {
  const name = config.SESSION_COOKIE_NAME;
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const id = request.cookies[name];
    request.session = id ? await auth.resolve(id) : null;
  });

  const secure = (request: FastifyRequest) =>
    config.COOKIE_SECURE === 'auto' ? request.protocol === 'https' : config.COOKIE_SECURE === 'true';

  return {
    // ASVS 3.4: HttpOnly, SameSite=Lax, Secure over HTTPS; persistent only with "Beni Hatırla".
    set(request, reply, sessionId, maxAgeSeconds) {
      reply.setCookie(name, sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
      });
    },
    clear(reply) {
      reply.clearCookie(name, { path: '/' });
    },
  };
}

/** Route guards: authorisation lives on the server (DESIGN §5). */
export function requireDealer(request: FastifyRequest): asserts request is FastifyRequest & {
  session: SessionUser & { dealerId: number };
} {
  if (!request.session || request.session.dealerId === null) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
}

export function requireAdmin(request: FastifyRequest): void {
  if (!request.session) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  if (request.session.role !== 'admin') throw new HttpError(403, 'Bu işlem için yetkiniz yok.');
}
