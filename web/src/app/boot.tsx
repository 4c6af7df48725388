import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationResponse } from '@bayi/common';
import { queryKeys } from '../lib/queryKeys';

/**
 * What the server wrote into the page for its first paint (server/src/plugins/spa.ts): the storefront frame
 * inside #root, drawn before this script ran, and /application for the session that asked for the page.
 */

let frameHtml = '';

/**
 * Takes the page's /application answer into the query cache, so the first render already has the settings and
 * the session (one round trip fewer before anything of the page can show), and keeps the painted frame to
 * show again while the router loads the first page's code.
 */
export function takeServerPage(container: HTMLElement, client: QueryClient): void {
  frameHtml = container.innerHTML;
  const script = document.getElementById('bayi-application');
  if (!script?.textContent) return;
  script.remove();
  try {
    client.setQueryData<ApplicationResponse>(queryKeys.application, JSON.parse(script.textContent));
  } catch {
    // An unreadable copy is asked for again as usual.
  }
}

/** The frame the server painted (empty where the page has a frame of its own), as it was before React ran. */
export function ServerFrame() {
  if (!frameHtml.trim()) return <div className="min-h-dvh bg-slate-50" />;
  // Our own server's markup with the firm's name escaped there (modules/application/page.ts).
  return <div className="contents" dangerouslySetInnerHTML={{ __html: frameHtml }} />;
}
