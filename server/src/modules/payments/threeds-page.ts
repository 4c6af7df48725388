/**
 * The policy of a provider's 3-D Secure page served from our address (GET /payment2/threeds/{token}).
 *
 * A bank's page typically submits itself with an inline script (`document.forms[0].submit()`, or
 * `<body onload=…>`), posts to the bank's host and may load the bank's scripts, styles and images. Under the
 * storefront's CSP (`script-src 'self'`, `form-action 'self'`) none of that runs, so the page gets its own:
 *
 * - `sandbox allow-forms allow-scripts allow-popups allow-top-navigation-by-user-activation` — the document
 *   runs in an opaque origin even though its address is ours: its scripts cannot read our storage or call our
 *   API with the dealer's session, whatever the provider's HTML contains;
 * - `script-src 'unsafe-inline'` plus the hosts the page loads scripts from — the inline auto-submit and
 *   `onload` handlers (hashes would not cover handlers in every browser); safe here only because of the
 *   sandbox above;
 * - `form-action 'self'` plus every https host the page names — the bank's ACS, wherever the form is built;
 * - `frame-ancestors 'self'` — only our storefront may frame it; nothing may be fetched (`connect-src 'none'`).
 */

const ORIGIN = /https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?/g;
const SCRIPT_SRC = /<script\b[^>]*\bsrc\s*=\s*["']?(https:\/\/[^"'\s>]+)/gi;

function origins(text: string, pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(pattern)) {
    try {
      found.add(new URL(m[1] ?? m[0]).origin);
    } catch {
      // not a URL
    }
  }
  return [...found].sort();
}

export function threedsPagePolicy(html: string): string {
  const named = origins(html, ORIGIN);
  const scripts = origins(html, SCRIPT_SRC);
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline' ${scripts.join(' ')}`.trim(),
    "style-src 'unsafe-inline' https:",
    'img-src https: data:',
    'font-src https: data:',
    'frame-src https:',
    "connect-src 'none'",
    `form-action 'self' ${named.join(' ')}`.trim(),
    "base-uri 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-forms allow-scripts allow-popups allow-top-navigation-by-user-activation',
  ].join('; ');
}
