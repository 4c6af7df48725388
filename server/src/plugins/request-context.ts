import type { StaffRole, UserRole } from '@bayi/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * Who is asking, resolved once per request on the server before any route runs: the session, the dealer
 * the data belongs to (the owner), the price list chosen with ctrl+1/2/3 and, on demand, the pricing
 * viewer. Each route declares who may call it; the guard here refuses the rest, so a handler never
 * checks access itself.
 */

/** What every handler knows about the signed-in person. */
export interface SessionUser {
  idHash: string;
  userId: number;
  dealerId: number | null;
  role: UserRole;
  /** A plasiyer's representative record (their dealers); null for everyone else. */
  representativeId: number | null;
  /** Dealer's company name for dealers, the staff member's name for staff (memberDisplayName). */
  displayName: string;
  dealerCode: string | null;
  persistent: boolean;
  /**
   * Set while a staff member shops for a dealer: their own name, where displayName and dealerId
   * are the dealer's. Null for dealer users and for staff on their own.
   */
  staffName: string | null;
}

/** The dealer user a basket, an order or a report belongs to. */
export interface Owner {
  userId: number;
  dealerId: number;
}

/**
 * Who may call a route: anyone, a signed-in dealer user, or staff in the roles of the level:
 * 'admin' the admin only, 'content' (menus, pages, promotions, theme) also editors, 'sales' (orders and
 * dealers) also sales representatives — who are then limited to their own dealers by the service.
 * 'integration': the ERP with an API key (`Authorization: Bearer …`) that holds the route's `scope`;
 * a session cookie counts for nothing there, and a key for nothing anywhere else.
 */
export const ACCESS_LEVELS = ['public', 'dealer', 'admin', 'content', 'sales', 'integration'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
export type StaffAccess = Exclude<Access, 'public' | 'dealer' | 'integration'>;
export const STAFF_ACCESS: Record<StaffAccess, readonly StaffRole[]> = {
  admin: ['admin'],
  content: ['admin', 'editor'],
  sales: ['admin', 'plasiyer'],
};

/**
 * The viewer of a request (who is looking, for prices); its shape belongs to the pricing module and is filled in by the
 * composition root (app.ts) with declaration merging, so this plugin knows no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RequestViewer {}

/** The API key calling an integration route, as handlers and the audit log name it. */
export interface ApiKeyCaller {
  id: number;
  name: string;
}

/** A key the integration guard accepted: its scopes (any of API_KEY_SCOPES). */
export interface ApiKeyPrincipal extends ApiKeyCaller {
  scopes: readonly string[];
}

/** The rate limiter's word on one request of a key (RateLimit-* headers, IETF draft "RateLimit header fields"). */
export interface RateDecision {
  allowed: boolean;
  /** Requests a window allows. */
  limit: number;
  /** Requests left now. */
  remaining: number;
  /** Seconds until the allowance is whole again. */
  resetSeconds: number;
  /** Seconds until the next request may be made (when refused). */
  retryAfterSeconds: number;
  /** The window, seconds (RateLimit-Policy). */
  windowSeconds: number;
}

/** How the guard checks API keys; the api-keys module provides it through app.ts (this plugin knows no module). */
export interface IntegrationAuth {
  /** The key of a presented token, or null when it is unknown, revoked or expired. */
  authenticate(token: string): Promise<ApiKeyPrincipal | null>;
  /** Takes one request from the key's allowance. */
  admit(key: ApiKeyPrincipal): RateDecision;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Declared on every route; a route without it is refused to everyone but admins (fail closed). */
    access?: Access;
    /** With `access: 'integration'`: the scope the calling key must hold (e.g. 'orders'). */
    scope?: string;
  }
  interface FastifyRequest {
    /** The API key of an integration route's caller; null everywhere else. */
    apiKey: ApiKeyPrincipal | null;
    /** The signed-in user, or null for a visitor. */
    session: SessionUser | null;
    /** The dealer user the request acts for; null for visitors and staff. */
    owner: Owner | null;
    /** The price-list name of the priceName cookie (spec §3 "Price-name preference"), or null. */
    priceName: string | null;
    /** The viewer of this request (prices), resolved at the first call and kept for the request. */
    viewer(): Promise<RequestViewer>;
    /** The same without waiting when it is at hand (undefined: ask `viewer`): no turn of the microtask queue. */
    knownViewer(): RequestViewer | undefined;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.';
export const FORBIDDEN_MESSAGE = 'Bu işlem için yetkiniz yok.';
export const API_KEY_MISSING_MESSAGE = "API anahtarı gerekli: 'Authorization: Bearer <anahtar>' başlığıyla gönderin.";
export const API_KEY_INVALID_MESSAGE = 'API anahtarı geçersiz, süresi dolmuş ya da iptal edilmiş.';
export const apiKeyScopeMessage = (scope: string) => `Bu API anahtarının '${scope}' yetkisi yok.`;
export const API_RATE_LIMIT_MESSAGE =
  'Bu API anahtarıyla çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.';

export interface SessionCookies {
  /** The session cookie's name. */
  readonly name: string;
  set(request: FastifyRequest, reply: FastifyReply, sessionId: string, maxAgeSeconds: number | undefined): void;
  clear(reply: FastifyReply): void;
}

export interface RequestContextOptions {
  cookieName: string;
  cookieSecure: 'auto' | 'true' | 'false';
  /** The session of a cookie value, or null when it is unknown or expired. */
  resolveSession(sessionId: string): Promise<SessionUser | null>;
  /** The same without waiting when the answer is at hand; undefined: ask resolveSession. */
  knownSession?(sessionId: string): SessionUser | null | undefined;
  /** The viewer (who is looking, for prices) of a session and a chosen price-list name. */
  resolveViewer(session: SessionUser | null, priceName: string | null): Promise<RequestViewer>;
  /** The same without waiting when the answer is at hand; undefined: ask resolveViewer. */
  knownViewer?(session: SessionUser | null, priceName: string | null): RequestViewer | undefined;
  /** API keys of the integration routes; without it every integration route answers 401. */
  integration?: IntegrationAuth;
}

/** The cookie ctrl+1/2/3 set (spec §3 "Price-name preference"); only a plain name is accepted. */
export function priceNameOf(value: string | undefined): string | null {
  if (!value) return null;
  const name = value.trim();
  return name.length > 0 && name.length <= 100 ? name : null;
}

const viewerMemo = Symbol('viewer');

/** Refuses a request its route does not allow; 401 asks the visitor to sign in, 403 says it is not theirs. */
function checkAccess(access: Access | undefined, request: FastifyRequest): void {
  if (access === 'public') return;
  const session = request.session;
  if (access === 'dealer') {
    if (!session || session.dealerId === null) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
    return;
  }
  // Staff levels, and any route that forgot to declare its access (admin only).
  if (!session) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  const roles: readonly string[] = STAFF_ACCESS[(access ?? 'admin') as StaffAccess] ?? STAFF_ACCESS.admin;
  if (!roles.includes(session.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
}

/** `Authorization: Bearer <token>` (RFC 6750 §2.1); anything else is no token. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The guard of an integration route: the key must be known, unrevoked and unexpired (401), within its
 * rate (429), and hold the route's scope (403). Cookies are not read: a signed-in browser is a visitor here.
 */
async function checkIntegration(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: IntegrationAuth | undefined,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) {
    reply.header('WWW-Authenticate', 'Bearer realm="bayi"');
    throw new HttpError(401, API_KEY_MISSING_MESSAGE);
  }
  const key = auth ? await auth.authenticate(token) : null;
  if (!key) {
    reply.header('WWW-Authenticate', 'Bearer realm="bayi", error="invalid_token"');
    throw new HttpError(401, API_KEY_INVALID_MESSAGE);
  }
  request.apiKey = key;
  const rate = auth!.admit(key);
  reply.header('RateLimit-Policy', `${rate.limit};w=${rate.windowSeconds}`);
  reply.header('RateLimit-Limit', rate.limit);
  reply.header('RateLimit-Remaining', rate.remaining);
  reply.header('RateLimit-Reset', rate.resetSeconds);
  if (!rate.allowed) {
    reply.header('Retry-After', rate.retryAfterSeconds);
    throw new HttpError(429, API_RATE_LIMIT_MESSAGE);
  }
  const scope = request.routeOptions.config.scope;
  // A route that forgot its scope is refused (fail closed), like a route that forgot its access.
  if (!scope || !key.scopes.includes(scope)) {
    reply.header('WWW-Authenticate', `Bearer realm="bayi", error="insufficient_scope", scope="${scope ?? ''}"`);
    throw new HttpError(403, apiKeyScopeMessage(scope ?? '?'));
  }
}

export function registerRequestContext(app: FastifyInstance, options: RequestContextOptions): SessionCookies {
  const { cookieName } = options;
  app.decorateRequest('session', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('owner', null);
  app.decorateRequest('priceName', null);
  app.decorateRequest('viewer', function viewer(this: FastifyRequest & { [viewerMemo]?: Promise<RequestViewer> }) {
    return (this[viewerMemo] ??= options.resolveViewer(this.session, this.priceName));
  });
  app.decorateRequest('knownViewer', function knownViewer(this: FastifyRequest) {
    return options.knownViewer?.(this.session, this.priceName);
  });

  /** The request's session and what follows from it, then the route's access rule (refused: an HttpError). */
  function admit(request: FastifyRequest, session: SessionUser | null, done: (error?: Error) => void): void {
    request.session = session;
    request.owner =
      session && session.dealerId !== null ? { userId: session.userId, dealerId: session.dealerId } : null;
    request.priceName = priceNameOf(request.cookies.priceName);
    // A 404 has no route config; the not-found handler answers it.
    if (request.is404) return done();
    try {
      checkAccess(request.routeOptions.config.access, request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  }

  // Callback style: a session this process remembers is admitted without a promise (docs/architecture.md "Hooks").
  app.addHook('onRequest', (request, reply, done) => {
    // An integration route reads the key only: no session, owner or price preference, whatever cookies come.
    if (!request.is404 && request.routeOptions.config.access === 'integration') {
      checkIntegration(request, reply, options.integration).then(() => done(), done);
      return;
    }
    const id = request.cookies[cookieName];
    const known = !id ? null : options.knownSession ? options.knownSession(id) : undefined;
    if (known !== undefined) return admit(request, known, done);
    options.resolveSession(id!).then((session) => admit(request, session, done), done);
  });

  const secure = (request: FastifyRequest) =>
    options.cookieSecure === 'auto' ? request.protocol === 'https' : options.cookieSecure === 'true';

  return {
    name: cookieName,
    // ASVS 3.4: HttpOnly, SameSite=Lax, Secure over HTTPS; persistent only with "Beni Hatırla".
    set(request, reply, sessionId, maxAgeSeconds) {
      reply.setCookie(cookieName, sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
      });
    },
    clear(reply) {
      reply.clearCookie(cookieName, { path: '/' });
    },
  };
}

/** The API key calling a route declared `access: 'integration'` (for audit and attribution). */
export function apiKeyOf(request: FastifyRequest): ApiKeyCaller {
  const key = request.apiKey;
  if (!key) throw new HttpError(401, API_KEY_INVALID_MESSAGE);
  return { id: key.id, name: key.name };
}

/** The dealer user of a route declared `access: 'dealer'` (the guard has already refused everyone else). */
export function ownerOf(request: FastifyRequest): Owner {
  if (!request.owner) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return request.owner;
}

/** A staff member as the back office's services see them: a plasiyer is limited to their representative's dealers. */
export interface StaffMember {
  userId: number;
  displayName: string;
  /** The plasiyer's representative (-1 when none is set: they see no dealer); null for every other role. */
  representativeId: number | null;
  /** The session's id hash (shopping for a dealer is a state of this session). */
  sessionIdHash: string;
}

/** The staff member of a route declared with a staff access level (the guard has already refused everyone else). */
export function staffOf(request: FastifyRequest): StaffMember {
  const s = request.session;
  if (!s) throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
  return {
    userId: s.userId,
    displayName: s.displayName,
    representativeId: s.role === 'plasiyer' ? (s.representativeId ?? -1) : null,
    sessionIdHash: s.idHash,
  };
}
