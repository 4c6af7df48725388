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
 * A first visit's page carries the app's stylesheet written in (server/src/plugins/spa.ts); once the page has
 * loaded, the browser fetches the file itself and keeps it a year, and the next pages link it instead of
 * carrying it again. The cookie names the build's file, so a new build is written in once more.
 */
export function rememberStylesheet(): void {
  const href = document.getElementById('app-css')?.dataset.href;
  if (!href) return;
  const keep = () => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
    setCookie('bayi_css', href.slice(href.lastIndexOf('/') + 1));
  };
  if (document.readyState === 'complete') keep();
  else window.addEventListener('load', keep, { once: true });
}
