/**
 * What the log may say: the logger's options (`LOG_OPTIONS`) mask every line as it is written, so no session
 * cookie, authorization header, password or card field reaches a log line, whoever logged it.
 */

/** Card fields of every form that carries them (spec §3 payment form, checkout submission, provider requests). */
const CARD_FIELDS = ['cardNumber', 'cardCVC', 'CardNumber', 'CardCVC', 'pan', 'cvc', 'cvv', 'number', 'card'];

const CARD_QUERY = /([?&](?:cardNumber|CardNumber|cardCVC|CardCVC|pan|cvc|cvv)=)[^&#]*/gi;
/** Digit runs of 13–19 (a card number typed into any other field or address) are masked too. */
const LONG_DIGITS = /\b(\d{6})\d{3,9}(\d{4})\b/g;

/** Keys whose value never reaches the log, at any depth of a logged object. */
const SECRET_KEYS = ['cookie', 'authorization', 'set-cookie', 'password', ...CARD_FIELDS];
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const SECRET_VALUE = new RegExp(
  String.raw`"(${SECRET_KEYS.join('|')})":(${JSON_STRING}|\[(?:${JSON_STRING},?)*\]|[-+.\deE]+|true|false)`,
  'g',
);
/** A 13–19 digit run anywhere in a line, but not the line's own time (epoch ms) nor a fraction's digits. */
const LONG_DIGITS_IN_LINE = /(?<![\d.]|"time":)(\d{6})\d{3,9}(\d{4})(?!\d)/g;

/**
 * Secrets never reach the log: every line is masked as it is written, whatever object it came
 * from — session cookies, authorization, passwords and card fields by key at any depth, and any digit run
 * of card length (first 6, last 4 kept). One pass over the finished line costs about 2 µs; pino's
 * path-based `redact` with the wildcard paths this needs cost 13–21 µs a line (a fifth of a small
 * answer's server time, docs/performance.md "Reports") and only saw the paths it was given.
 */
export function redactLogLine(line: string): string {
  return line.replace(SECRET_VALUE, '"$1":"[Redacted]"').replace(LONG_DIGITS_IN_LINE, '$1******$2');
}

/** An address as it may be logged: card fields of the query blanked, long digit runs masked. */
export function redactUrl(url: string): string {
  return url.replace(CARD_QUERY, '$1[Redacted]').replace(LONG_DIGITS, '$1******$2');
}

/** The logger's request serializer: Fastify's fields, with the address redacted. */
export const logSerializers = {
  req(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The logger's options besides its level: the app's serializers and the masking of every line. */
export const LOG_OPTIONS = { serializers: logSerializers, hooks: { streamWrite: redactLogLine } };
