import { modulePlugin } from '../../plugins/module';
import { registerRequestContext } from '../../plugins/request-context';
import { registerViewerTag } from '../../plugins/viewer-tag';
import type { ApiKeysService } from '../api-keys/service';
import type { ContentService } from '../content/service';
import type { PricingService, Viewer } from '../pricing/service';
import { createAuthRepository } from './repository';
import { registerAuthRoutes } from './routes';
import { createAuthService, type AuthService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

declare module '../../plugins/request-context' {
  // The viewer every route gets from request.viewer() is the pricing module's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestViewer extends Viewer {}
}

/**
 * Sessions: sign-in and sign-out, and who is asking on every request (the session cookie, or an API key for
 * /api/v1), with the prices that person sees.
 */
export default modulePlugin<{
  content: ContentService;
  pricing: PricingService;
  apiKeys: ApiKeysService;
  /** The users module notes a sign-in on the user's record; it is registered later (it ends sessions through this one). */
  markSignIn: (userId: number, at: Date) => Promise<void>;
}>('auth', (app, { database, config, now, content, pricing, apiKeys, markSignIn }) => {
  const auth = createAuthService(createAuthRepository(database.db), config, now, { markSignIn });
  app.decorate('auth', auth);
  const cookies = registerRequestContext(app, {
    cookieName: config.SESSION_COOKIE_NAME,
    cookieSecure: config.COOKIE_SECURE,
    resolveSession: (id) => auth.resolve(id),
    knownSession: (id) => auth.known(id),
    resolveViewer: (session, priceName) => pricing.viewerFor(session, priceName),
    knownViewer: (session, priceName) => pricing.knownViewerFor(session, priceName),
    integration: apiKeys.auth,
  });
  registerViewerTag(app);
  registerAuthRoutes(app, { auth, cookies, content });
});
