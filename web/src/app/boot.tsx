import { keepCarriedAnswers } from '../lib/carried';
import { setCookie } from '../lib/cookies';

/**
 * What the server wrote into the page for its first paint (server/src/plugins/spa.ts): the storefront frame
 * inside #root, drawn before this script ran, and the answers to the page's first calls for the session that
 * asked for it.
 */

let frameHtml = '';

/**
 * Keeps the answers the page carried for the queries that ask for them first (lib/carried.ts: one round trip
 * fewer for each before anything of the page can show), and the painted frame to show again while the router
 * loads the first page's code.
 */
export function takeServerPage(container: HTMLElement): void {
  frameHtml = container.innerHTML;
  const script = document.getElementById('bayi-answers');
  if (!script?.textContent) return;
  script.remove();
  try {
    keepCarriedAnswers(JSON.parse(script.textContent) as Record<string, unknown>);
  } catch {
    // An unreadable copy: the app asks for each answer as usual.
  }
}

/** The frame the server painted (empty where the page has a frame of its own), as it was before React ran. */
export function ServerFrame() {
  if (!frameHtml.trim()) return <div className="min-h-dvh bg-slate-50" />;
  // Our own server's markup with the firm's name escaped there (modules/application/page.ts).
  return <div className="contents" dangerouslySetInnerHTML={{ __html: frameHtml }} />;
}

/**
 * A first visit's page carries the app's stylesheet written in (server/src/plugins/spa.ts). Once the page has
 * loaded, the browser fetches the file itself and keeps it a year; when the page is left (hidden or unloaded) a
 * cookie naming the build's file tells the server the next pages may link it instead of carrying it again. Set on
 * leaving, not at once: the page's own calls go out with the cookies it came with.
 */
export function rememberStylesheet(): void {
  const href = document.getElementById('app-css')?.dataset.href;
  if (!href) return;
  const fetchFile = () => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  };
  if (document.readyState === 'complete') fetchFile();
  else window.addEventListener('load', fetchFile, { once: true });
  const remember = () => setCookie('bayi_css', href.slice(href.lastIndexOf('/') + 1));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') remember();
  });
  window.addEventListener('pagehide', remember);
}
