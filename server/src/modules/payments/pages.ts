import { createHash } from 'node:crypto';
import { paymentMessages, type AttemptStatusAnswer } from '@bayi/common';

/**
 * The page the bank's return lands on (POST /payment2/callback/{token}), inside the storefront's 3-D Secure
 * frame or window. It tells the storefront the outcome by postMessage to the site's exact origin (never '*'),
 * from a script file of this server (no inline script under its CSP); the storefront then reads the attempt
 * (GET /payment2/attempt/{id}) rather than trusting the message, and polls it anyway in case this page never
 * loads. Without scripts the page still says the outcome and links on.
 */

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#fff}
main{max-width:420px;margin:0 auto;padding:24px 16px;text-align:center}
h1{font-size:18px;margin:0 0 8px}
.paid{color:#15803d}.failed{color:#b91c1c}.waiting{color:#92400e}
a{display:inline-block;margin-top:12px;min-height:44px;line-height:44px;padding:0 20px;border-radius:8px;background:#0f2a4a;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

export const CALLBACK_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "script-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Posts the outcome to the opener (a window) or the parent (the frame), at the exact origin only. */
export const CALLBACK_SCRIPT = `(function () {
  var el = document.getElementById('sonuc');
  if (!el) return;
  var origin = el.getAttribute('data-origin');
  var message = { type: 'bayi:3ds-result', attemptId: Number(el.getAttribute('data-attempt')), status: el.getAttribute('data-status') };
  [window.opener, window.parent].forEach(function (target) {
    if (target && target !== window) {
      try { target.postMessage(message, origin); } catch (e) { /* another origin: nothing is sent */ }
    }
  });
})();
`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Where the dealer goes on from the return page (the storefront's own screens). */
function nextLink(a: AttemptStatusAnswer): { href: string; label: string } {
  if (a.status === 'paid') {
    return a.purpose === 'order' && a.orderId !== null
      ? { href: `/spa/checkout/success/${a.orderId}`, label: 'Devam' }
      : { href: `/spa/payment/success/${encodeURIComponent(a.documentNo ?? '')}?fid=${a.paymentId}`, label: 'Devam' };
  }
  return a.purpose === 'order' && a.orderId !== null
    ? { href: `/spa/checkout/${a.orderId}`, label: 'Siparişe Dön' }
    : { href: '/spa/payment', label: 'Ödeme Sayfasına Dön' };
}

export function callbackPage(a: AttemptStatusAnswer, siteOrigin: string): string {
  const kind = a.status === 'paid' ? 'paid' : a.status === 'failed' ? 'failed' : 'waiting';
  const title =
    kind === 'paid' ? paymentMessages.paid : kind === 'failed' ? 'Ödeme alınamadı.' : paymentMessages.pending;
  const detail = kind === 'failed' ? (a.message ?? '') : kind === 'paid' ? `Belge No: ${a.documentNo ?? ''}` : '';
  const next = nextLink(a);
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title><style>${STYLE}</style>
<script src="/payment2/callback.js" defer></script></head>
<body><main id="sonuc" data-origin="${esc(siteOrigin)}" data-attempt="${a.id}" data-status="${a.status}">
<h1 class="${kind}">${esc(title)}</h1>${detail ? `<p>${esc(detail)}</p>` : ''}
<a href="${esc(next.href)}" target="_top">${esc(next.label)}</a>
</main></body></html>
`;
}

/** A return address that is not ours (forged or broken). */
export const CALLBACK_NOT_FOUND = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${paymentMessages.attemptNotFound}</title></head><body><main><h1>${paymentMessages.attemptNotFound}</h1></main></body></html>
`;
