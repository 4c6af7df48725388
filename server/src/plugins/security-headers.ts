import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OPEN_MODAL_BANNER_SCRIPT } from '@bayi/common';

/** A CSP source allowing exactly this inline script. */
const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Security headers on every response (ASVS 14.4). The SPA's one inline script is allowed by its hash alone;
 * inline styles are allowed because the theme editor sets colours live.
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(OPEN_MODAL_BANNER_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  // The storefront's service worker (/spa/sw.js) and its web app manifest; named although default-src allows
  // them, so a later tightening of default-src does not silently break offline use and installing.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook (see in-flight.ts): with every onSend hook synchronous, an answer is written as it is sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route may set a stricter policy of its own (images: sandbox).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
