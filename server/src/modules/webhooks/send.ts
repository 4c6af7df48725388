import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

/**
 * Signing and sending one webhook. The signature is Stripe's scheme with our header names
 * (docs/architecture.md "Webhooks"): `Bayi-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`.
 */

/** A new signing secret: "whsec_" and 32 random bytes, base64url (256 bits). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** The hex HMAC-SHA256 of `timestamp.body` with the endpoint's secret (the whole whsec_… string is the key). */
export const webhookSignature = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The headers of one try. */
export function webhookHeaders(
  secret: string,
  event: { id: string; type: string; body: string },
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'Bayi-Webhook/1',
    'Bayi-Webhook-Id': event.id,
    'Bayi-Webhook-Event': event.type,
    'Bayi-Webhook-Timestamp': String(timestamp),
    'Bayi-Signature': `t=${timestamp},v1=${webhookSignature(secret, timestamp, event.body)}`,
  };
}

export interface SendResult {
  /** The receiver's HTTP status, or null when no answer came. */
  status: number | null;
  /** A Turkish summary of what went wrong (null for a 2xx). */
  error: string | null;
  /** The start of the answer. */
  body: string | null;
}

const RESPONSE_KEEP = 1000;

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'Bağlantı reddedildi: adreste dinleyen bir sunucu yok.',
  ENOTFOUND: 'Alan adı çözülemedi (DNS).',
  EAI_AGAIN: 'Alan adı şu anda çözülemedi (DNS).',
  ECONNRESET: 'Bağlantı alıcı tarafından kesildi.',
  EHOSTUNREACH: 'Alıcının sunucusuna ulaşılamıyor.',
  ENETUNREACH: 'Alıcının ağına ulaşılamıyor.',
  EPIPE: 'Bağlantı alıcı tarafından kesildi.',
};

/** A Turkish sentence for a failure to talk to the receiver (the staff's delivery log shows it). */
function networkError(err: NodeJS.ErrnoException): string {
  const code = err.code ?? '';
  if (NETWORK_ERRORS[code]) return NETWORK_ERRORS[code]!;
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return `TLS sertifikası doğrulanamadı (${code}).`;
  return `Bağlantı hatası${code ? ` (${code})` : ''}.`;
}

/** The summary of an answer that is not a success. */
export function statusError(status: number): string {
  if (status >= 300 && status < 400) return `Alıcı HTTP ${status} ile yönlendirdi; yönlendirmeler izlenmez.`;
  return `Alıcı HTTP ${status} ile yanıt verdi.`;
}

/**
 * POSTs the body; a 2xx within `timeoutMs` (the whole exchange, answer included) is a success. Redirects are not
 * followed (the address is what staff entered); at most the first 1,000 characters of the answer are kept.
 */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const payload = Buffer.from(body, 'utf8');
    const request = client.request(
      target,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(payload.length) }, agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_KEEP * 4) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('error', () => {});
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_KEEP);
          done({ status, error: status >= 200 && status < 300 ? null : statusError(status), body: text || null });
        });
      },
    );
    const timer = setTimeout(() => {
      done({ status: null, error: `Alıcı ${Math.round(timeoutMs / 1000)} saniye içinde yanıt vermedi.`, body: null });
      request.destroy();
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => done({ status: null, error: networkError(err), body: null }));
    request.end(payload);
  });
}
