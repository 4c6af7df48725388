/** After the page's load event, how long the worker's install waits before it starts downloading. */
const INSTALL_DELAY_MS = 3000;

/**
 * Registers the storefront's service worker (web/sw/worker.ts, built to /spa/sw.js) in a built app only: the
 * Vite dev server has no sw.js, and a worker there would keep serving yesterday's modules.
 *
 * Installing downloads the rest of the storefront's build (about 370 KB as sent), so it waits until the first
 * page is done: a few seconds after `load`, and then for an idle moment, never competing with the pictures and
 * answers the page is still fetching nor with the reader's first clicks.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // '/spa', not '/spa/': the home page is served at /spa too (the server allows the wider scope).
    navigator.serviceWorker.register('/spa/sw.js', { scope: '/spa' }).catch(() => {
      // Not fatal: the storefront works without offline use (a private window, a refused policy).
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
    else register();
  };
  const afterLoad = () => setTimeout(whenIdle, INSTALL_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
