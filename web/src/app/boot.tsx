import { keepCarriedAnswers } from '../lib/carried';

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
