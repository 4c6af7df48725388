import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, STAFF_ROLE_NAMES } from '@bayi/common';
import { errorBody } from './errors';
import { STAFF_ACCESS, type Access, type StaffAccess } from './request-context';

/**
 * What each route may answer — every status, with the media type of its body — as the OpenAPI document declares
 * it and as the API tests hold every answer to. A route declares what its handler answers; what the framework, the
 * access guard and the CSRF guard answer before the handler runs (a bad body, a missing session, a cross-site
 * form…) follows from the route's shape and is added here, so no route has to repeat it and none can forget it.
 */

/** Error answers as the document shows them: the Turkish body with what each status means here. */
const REFUSALS = {
  400: 'Geçersiz istek: hangi alanın neden reddedildiği Türkçe olarak `errorMessage` ve `errors` içinde.',
  401: 'Oturum yok ya da sona erdi: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın."',
  403: 'Bu işlem için yetkiniz yok.',
  404: 'Kayıt bulunamadı (başka bir bayinin kaydı da bulunamadı olarak yanıtlanır).',
  409: 'Kayıt bu arada değişti: hiçbir şey yazılmadı; yenileyip yeniden deneyin.',
  413: 'İstek gövdesi çok büyük (çok parçalı formda: izin verilenden fazla alan ya da dosya).',
  414: 'Adresteki bir değer (yol parametresi) 200 karakterden uzun.',
  415: 'Desteklenmeyen içerik türü (Content-Type).',
  429: 'Çok fazla istek; biraz sonra tekrar deneyin.',
  431: 'İstek başlıkları ya da adres (sorgu dizgisi dahil) çok büyük: hepsi birlikte en fazla 16 KB.',
} as const;
export type Refusal = keyof typeof REFUSALS;

/** The error answers of an integration route (`access: 'integration'`), worded for the ERP's developer. */
const KEY_REFUSALS: Record<Refusal, string> = {
  ...REFUSALS,
  401: 'API anahtarı yok, geçersiz, süresi dolmuş ya da iptal edilmiş; yanıtta `WWW-Authenticate: Bearer` başlığı vardır.',
  403: 'API anahtarının bu rotanın istediği yetkisi (scope) yok.',
  429: 'Anahtarın istek sınırı aşıldı: `Retry-After` saniye sonra tekrar deneyin (`RateLimit-*` başlıkları).',
};

const refusal = (description: string) => apiErrorSchema.meta({ description });

/**
 * One schema per status for `refusals()`: a route that declares the general wording of 401 or 403 gets the
 * wording of its own access level in the document instead (it is the same answer, said more precisely).
 */
const GENERAL = new Map<number, z.ZodType>(Object.entries(REFUSALS).map(([s, d]) => [Number(s), refusal(d)]));

/** The error answers of a route, for its `response` schema: `...refusals(400, 401)`. */
export function refusals<S extends Refusal>(...statuses: S[]): Record<S, z.ZodType> {
  const out = {} as Record<S, z.ZodType>;
  for (const status of statuses) out[status] = GENERAL.get(status)!;
  return out;
}

/** The error answers of an integration route, in the words of KEY_REFUSALS. */
export function integrationRefusals<S extends Refusal>(...statuses: S[]): Record<S, z.ZodType> {
  const out = {} as Record<S, z.ZodType>;
  for (const status of statuses) out[status] = refusal(KEY_REFUSALS[status]);
  return out;
}

/** How an answer is sent: the media types its body may have (none: it has no body), and headers worth naming. */
export interface AnswerForm {
  media: readonly string[];
  /** Bytes (an image, a workbook, a PDF) rather than text. */
  binary: boolean;
  headers: Readonly<Record<string, string>>;
  description?: string;
}

const JSON_FORM: AnswerForm = { media: ['application/json'], binary: false, headers: {} };
/** Answers that are not JSON, by their schema object (the route's `response` holds the same object). */
const OTHER_FORMS = new WeakMap<z.ZodType, AnswerForm>();

function otherAnswer(description: string, form: Omit<AnswerForm, 'description'>): z.ZodType {
  const schema = z.any().meta({ description });
  OTHER_FORMS.set(schema, { ...form, description });
  return schema;
}

/** The header a download carries (plugins/download.ts `sendFile`). */
export const DOWNLOAD_HEADERS = {
  'Content-Disposition': 'attachment; filename="…"; filename*=UTF-8\'\'… — önerilen dosya adı (Türkçe harflerle).',
} as const;

/** A text answer that is not JSON: a stylesheet, a page, a script, a CSV file. */
export const textAnswer = (media: string, description: string, headers: Record<string, string> = {}) =>
  otherAnswer(description, { media: [media], binary: false, headers });

/** A file of bytes: an image, an Excel workbook, a PDF (one of the media types). */
export const fileAnswer = (
  media: string | readonly string[],
  description: string,
  headers: Record<string, string> = {},
) => otherAnswer(description, { media: [media].flat(), binary: true, headers });

/** A redirect: no body, the address in Location. */
export const redirectAnswer = (description: string) =>
  otherAnswer(description, { media: [], binary: false, headers: { Location: 'Yönlendirilen adres.' } });

/** 304 to a request whose If-None-Match names the current ETag: no body. */
export const notModifiedAnswer = otherAnswer('Değişmedi: If-None-Match ile gönderilen ETag güncel; gövde yok.', {
  media: [],
  binary: false,
  headers: {},
});

/** A JSON answer that also carries headers worth naming (a 202's Location). */
export function jsonAnswer<T extends z.ZodType>(schema: T, description: string, headers: Record<string, string>): T {
  const described = schema.meta({ description }) as T;
  OTHER_FORMS.set(described, { ...JSON_FORM, headers, description });
  return described;
}

/** The form of a declared answer: its own when it is not JSON, else JSON. */
export const formOf = (schema: z.ZodType): AnswerForm => OTHER_FORMS.get(schema) ?? JSON_FORM;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A multipart upload the handler reads itself (no body schema: the file is streamed, not parsed first): its
     * file field, for the document. Set by plugins/single-file.ts.
     */
    upload?: { field: string; maxBytes: number };
  }
}

/** What a route is, as far as its answers go (a registered route's options, or a reply's routeOptions). */
export interface RouteShape {
  method: string | string[];
  url: string;
  config?: { access?: Access; scope?: string; csrf?: 'exempt' };
  schema?: FastifySchema;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The staff roles of a level, named: "Yönetici (admin), İçerik editörü (editor)". */
const rolesOf = (access: Access | undefined) =>
  (STAFF_ACCESS[(access ?? 'admin') as StaffAccess] ?? STAFF_ACCESS.admin)
    .map((role) => `${STAFF_ROLE_NAMES[role]} (${role})`)
    .join(', ');

/** Who may call a route, in one sentence: the start of each operation's description in the document. */
export function accessSentence(access: Access | undefined, scope?: string): string {
  switch (access) {
    case 'public':
      return 'Erişim: herkese açık (`public`), oturum gerekmez.';
    case 'dealer':
      return 'Erişim: bayi kullanıcısı (`dealer`): bayi oturumu çerezi; bir bayi adına alışveriş yapan personel de.';
    case 'integration':
      return `Erişim: ERP API anahtarı (\`integration\`): \`Authorization: Bearer bayi_…\`, \`${scope ?? '?'}\` yetkisiyle.`;
    default:
      return `Erişim: personel (\`${access ?? 'admin'}\`): ${rolesOf(access)}.`;
  }
}

const CROSS_SITE =
  'Başka bir siteden gönderilen işlem reddedildi (Origin bu sunucu değil ya da Sec-Fetch-Site: cross-site).';

/**
 * What a route answers before its handler runs, beyond what it declares: status → description. From the route's
 * inputs (400 for a bad value, 413 and 415 for a body, 414 for a path parameter), its access (401, 403, 429), the
 * CSRF guard on unsafe methods (403), and the HTTP parser for every request (431).
 */
export function impliedRefusals(route: RouteShape): Map<number, string> {
  const out = new Map<number, string>();
  const schema = route.schema ?? {};
  const access = route.config?.access;
  const methods = [route.method].flat();
  const hasBody = Boolean(schema.body || schema.upload);
  const hasParams = /[:*]/.test(route.url);
  const words = access === 'integration' ? KEY_REFUSALS : REFUSALS;
  if (hasBody || hasParams || schema.querystring || schema.params || schema.headers) out.set(400, words[400]);
  if (access === 'integration') {
    out.set(401, KEY_REFUSALS[401]);
    out.set(403, KEY_REFUSALS[403]);
    out.set(429, KEY_REFUSALS[429]);
  } else if (access === 'dealer') {
    out.set(
      401,
      'Bayi oturumu yok ya da sona erdi (personel ancak bir bayi adına alışveriş yaparken): ' +
        '"Oturumunuz sona erdi. Lütfen tekrar giriş yapın."',
    );
  } else if (access !== 'public') {
    out.set(401, REFUSALS[401]);
    out.set(403, `Bu işlem için yetkiniz yok: yalnız ${rolesOf(access)}.`);
  }
  if (methods.some((m) => !SAFE_METHODS.has(m)) && route.config?.csrf !== 'exempt' && access !== 'integration') {
    const role = out.get(403);
    out.set(403, role ? `${role} Ya da: ${CROSS_SITE}` : CROSS_SITE);
  }
  if (route.url.includes(':')) out.set(414, words[414]);
  if (hasBody) {
    out.set(413, words[413]);
    const accepted = schema.upload ? ['multipart/form-data'] : (schema.consumes ?? ['application/json']);
    out.set(415, `${words[415]} Kabul edilenler: ${accepted.join(', ')}.`);
  }
  out.set(431, words[431]);
  return out;
}

/** The headers of an integration route's answers once its key is known (request-context.ts, api-keys/rate-limit.ts). */
const RATE_HEADERS = {
  'RateLimit-Policy': 'Anahtarın sınırı ve penceresi, ör. "600;w=60": dakikada 600 istek.',
  'RateLimit-Limit': 'Pencere başına istek sınırı.',
  'RateLimit-Remaining': 'Şu an kalan istek sayısı.',
  'RateLimit-Reset': 'Sınırın yeniden dolmasına kalan saniye.',
};

/**
 * Headers an answer carries whatever the route declares (name → description): on an integration route the key's
 * rate once the key is known, WWW-Authenticate with a 401 or a missing scope, Retry-After with a 429.
 */
export function impliedHeaders(route: RouteShape, status: number): Record<string, string> {
  if (route.config?.access !== 'integration') return {};
  // Refused before the key is read: no rate to tell.
  if (status === 401) return { 'WWW-Authenticate': 'Bearer realm="bayi"; geçersiz anahtarda error="invalid_token".' };
  if (status === 414 || status === 431) return {};
  const out: Record<string, string> = { ...RATE_HEADERS };
  if (status === 403) out['WWW-Authenticate'] = 'Bearer realm="bayi", error="insufficient_scope", scope="<yetki>".';
  if (status === 429) out['Retry-After'] = 'Bir sonraki isteğin kabul edileceği saniye.';
  return out;
}

/**
 * The answers of a route as the document shows them: what it declares, with the implied refusals added, and the
 * general wording of an implied status replaced by the route's own.
 */
export function documentedAnswers(route: RouteShape): Record<string, z.ZodType> {
  const declared = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
  const out: Record<string, z.ZodType> = {};
  for (const [status, description] of impliedRefusals(route)) out[status] = refusal(description);
  for (const [status, schema] of Object.entries(declared)) {
    if (out[status] && schema === GENERAL.get(Number(status))) continue;
    out[status] = schema;
  }
  return out;
}

const answerMemo = new WeakMap<object, Map<number, AnswerForm>>();

/** Every status a route may answer, with its form (memoised per route). */
export function answersOf(route: RouteShape): Map<number, AnswerForm> {
  const key = route.schema;
  const kept = key && answerMemo.get(key);
  if (kept) return kept;
  const out = new Map<number, AnswerForm>();
  for (const [status, schema] of Object.entries(documentedAnswers(route))) out.set(Number(status), formOf(schema));
  if (key) answerMemo.set(key, out);
  return out;
}

/** Whether a media type (a range such as image/* too) covers the answer's. */
const covers = (declared: string, actual: string) =>
  declared === actual || declared === '*/*' || (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)));

/** What is wrong with an answer against its route's declaration, or null. */
export function undeclaredAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
  // Unknown addresses and the SPA and /docs pages (hidden from the document) are not the API's answers.
  if (request.is404) return null;
  const options = reply.routeOptions;
  const schema = options.schema as FastifySchema | undefined;
  if (!schema || schema.hide) return null;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const answers = answersOf({ method, url: options.url ?? '', config: options.config, schema });
  const status = reply.statusCode;
  const where = `${request.method} ${options.url} → ${status}`;
  const form = answers.get(status);
  if (!form) return `${where}: bu durum kodu rotanın belgesinde yok (belgede: ${[...answers.keys()].join(', ')})`;
  const type = String(reply.getHeader('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const empty =
    payload === undefined || payload === null || payload === '' || (Buffer.isBuffer(payload) && !payload.length);
  if (form.media.length === 0) return empty ? null : `${where}: gövdesiz belgelenmiş yanıt ${type} gövdeyle gönderildi`;
  if (!form.media.some((m) => covers(m, type))) {
    return `${where}: içerik türü ${type || '(yok)'} belgede yok (belgede: ${form.media.join(', ')})`;
  }
  return null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers the API tests received that their route does not declare (ContractOptions.validateResponses). */
    readonly undeclaredAnswers: string[];
  }
}

/**
 * The tests' check that the document tells the truth about statuses and media types: an answer its route does not
 * declare becomes a 500 naming what was undeclared, and is listed in `app.undeclaredAnswers` (test/app.ts fails the
 * file with the list when it closes), so neither a test that expects an error nor one that ignores the answer lets
 * it pass unnoticed.
 */
export function checkDeclaredAnswers(app: FastifyInstance): void {
  const found: string[] = [];
  app.decorate('undeclaredAnswers', { getter: () => found });
  app.addHook('onSend', (request, reply, payload, done) => {
    const problem = undeclaredAnswer(request, reply, payload);
    if (!problem) return done(null, payload);
    found.push(problem);
    const stream = payload as { destroy?: () => void } | null;
    if (stream && typeof stream.destroy === 'function') stream.destroy();
    reply
      .code(500)
      .removeHeader('content-length')
      .removeHeader('content-encoding')
      .removeHeader('content-disposition')
      .type('application/json; charset=utf-8');
    done(null, JSON.stringify(errorBody(500, `Belgelenmemiş yanıt: ${problem}`)));
  });
}
