import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type HydrationState, StaticRouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { BASENAME, routes } from './app/router';
import { forgetCarriedAnswers, keepCarriedAnswers } from './lib/carried';
import { setRequestCookies } from './lib/cookies';
import { setServerDay } from './lib/pageDay';
import { setServerOrigin } from './lib/pageOrigin';

/**
 * The storefront's pages drawn by the server (server/src/plugins/spa.ts), so a phone shows the page itself —
 * its picture, its words — before the app's script has arrived, and the app then takes over what is on the
 * screen (main.tsx, hydrateRoot) instead of drawing it again.
 */
const handler = createStaticHandler(routes, { basename: BASENAME });

/** A page the server drew: its markup, and the router's state for the browser's router to start from. */
export interface DrawnPage {
  html: string;
  router: HydrationState;
}

/**
 * The page at `url` (absolute: the origin tells our own links from other sites') for the session whose first
 * answers are `answers` (the ones the page carries for the app as well, so both draw the same) and whose cookies
 * are `cookie`, on the day `today` (yyyy.MM.dd by the server's clock, which asked those answers); null where the router answers with a redirect or
 * an error: the app draws those itself, as before.
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
  cookie: string,
  today: string,
): Promise<DrawnPage | null> {
  const address = new URL(url);
  const context = await handler.query(new Request(address));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Drawing is synchronous from here: no other request's answers can be read in between.
  keepCarriedAnswers(answers);
  setRequestCookies(cookie);
  setServerOrigin(address.origin);
  setServerDay(today);
  try {
    const html = renderToString(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    return { html, router: { loaderData: context.loaderData, actionData: context.actionData } };
  } finally {
    forgetCarriedAnswers();
    setRequestCookies(null);
    setServerOrigin('');
    setServerDay('');
  }
}
