import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useHydrated } from './useHydrated';

/**
 * HTML from data is sanitised by the server; the browser sanitises again before rendering
 * (defence in depth). Links that open a new tab lose access to this window.
 */
let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.target === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

/**
 * `html` sanitised for drawing; empty until the app has taken over a page the server drew, since the sanitiser
 * needs the browser's parser (the server's copy was sanitised when it was saved).
 */
export function useSanitizedHtml(html: string): string {
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [hydrated, html]);
}
