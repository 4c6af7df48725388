import { StrictMode, startTransition, type ReactNode } from 'react';
import { z } from 'zod';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { rememberStylesheet, takeServerPage } from './app/boot';
import { Providers } from './app/Providers';
import { BASENAME, createRouter, routes } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { leaveDrawnPage } from './lib/carried';

// zod compiles fast parsers with `new Function` when it may; the storefront's policy forbids eval (no
// 'unsafe-eval'), so the probe only logged a CSP violation on every page. The forms' schemas are small.
z.config({ jitless: true });
// When the app began: after the page's first paint (web/build/startAfterPaint.ts); e2e shell.spec.ts reads it.
performance.mark('bayi-app-start');
registerServiceWorker();
rememberStylesheet();
// The page places itself (app/useScrollManager.ts, which waits for the page to come before going down it), and
// says so before its first render, so the browser never goes back down a page still coming on its own.
window.history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

type Router = ReturnType<typeof createRouter>;

/** The first navigation leaves the page the server drew (lib/carried.ts). */
function watchFirstNavigation(router: Router): Router {
  const first = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === first) return;
    leaveDrawnPage();
    stop();
  });
  return router;
}

const app = (router: Router): ReactNode => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

/**
 * Puts the code of the routes the address matches on them before the router is made, so the router starts with
 * its first page at hand. A router made while that code still loads finishes its start on its own, and React
 * Router's RouterProvider misses a start that ends between its first render and its subscription (a render in a
 * transition yields in between): the app then stayed on the server's frame for good. A chunk that fails to load is
 * left lazy: the router imports it again and shows its error page.
 */
async function loadFirstPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // Left to the router, as above.
      }
    }),
  );
}

/**
 * A page the server drew: the app takes over the markup on the screen instead of drawing it again, once the
 * page's own code is in, so the first render is the same.
 */
async function hydrate(container: HTMLElement, hydrationData: HydrationState) {
  await loadFirstPage();
  takeServerPage(container);
  // As a transition, like the first render below: React attaches to the page in slices, the page stays readable
  // and scrollable meanwhile, and a click on it is answered first.
  startTransition(() => {
    hydrateRoot(container, app(watchFirstNavigation(createRouter(hydrationData))));
  });
}

/**
 * The server's frame (the page draws itself in the browser): the app renders over it once the page's code is in.
 * The first render as a transition: React builds the page in slices of a few milliseconds and lets the browser
 * paint and take input between them, instead of one task that holds a phone's main thread for a quarter second.
 * The server's frame stays on the screen meanwhile.
 */
async function render(container: HTMLElement) {
  takeServerPage(container);
  await loadFirstPage();
  const root = createRoot(container);
  startTransition(() => root.render(app(watchFirstNavigation(createRouter()))));
}

/** The router's state of a page the server drew (server/src/plugins/spa.ts); none for the bare frame. */
function serverRouterState(): HydrationState | null {
  const script = document.getElementById('bayi-router');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as HydrationState;
  } catch {
    return null;
  }
}

const hydrationData = serverRouterState();
void (hydrationData ? hydrate(container, hydrationData) : render(container));
