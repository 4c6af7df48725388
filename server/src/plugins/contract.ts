import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import fastifySwagger from '@fastify/swagger';
import scalarApiReference from '@scalar/fastify-api-reference';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { controlCharacterError, findControlCharacter } from '@bayi/common';
import { acceptsGzip } from '../lib/gzip-join';
import { RequestValidationError } from './errors';
import {
  accessSentence,
  checkDeclaredAnswers,
  documentedAnswers,
  formOf,
  impliedHeaders,
  type AnswerForm,
} from './answers';
import { STAFF_ACCESS, type StaffAccess } from './request-context';

/**
 * Route contracts: every route declares its params, query, body and answers with the zod schemas of
 * `common/`. Bad input is refused here, before any handler, with the Turkish 400 body; the OpenAPI document at
 * /openapi.json and the reference at /docs are generated from the same declarations.
 */

/** The Fastify instance routes are declared on: schemas are zod, handlers see the parsed types. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // PostgreSQL refuses NUL in text and no form field holds a control character: refused once, for every
    // text field of every route, before the schema runs.
    const controlAt = findControlCharacter(data);
    if (controlAt) {
      const { message, errors } = controlCharacterError(schema, controlAt);
      return { error: new RequestValidationError(httpPart, message, errors) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: RequestValidationError.fromZod(httpPart, result.error) };
  };

/**
 * Answers are written with JSON.stringify, as without schemas: the declared answer schemas describe the API.
 * With `validateResponses` (the API tests) every answer is also checked against its schema, so the document
 * cannot drift from what the server sends.
 */
function serializerCompiler(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) =>
    (data) => {
      if (validate) {
        const result = schema.safeParse(data);
        if (!result.success) {
          throw new Error(
            `answer of ${method} ${url} does not match its schema: ${JSON.stringify(result.error.issues)}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}

export {
  DOWNLOAD_HEADERS,
  fileAnswer,
  integrationRefusals,
  jsonAnswer,
  notModifiedAnswer,
  redirectAnswer,
  refusals,
  textAnswer,
  type Refusal,
} from './answers';

/**
 * Sends JSON the route serialised itself, as chunks written in turn (views of a cache, reports/row-slab.ts);
 * under `validateResponses` it is parsed and checked against the route's 200 schema like any other answer.
 * `gzipped` gives the same JSON already gzipped, for clients that accept it (every browser): the compression
 * plugin then leaves the answer alone.
 */
export function sendJsonChunks(reply: FastifyReply, chunks: Buffer[], gzipped?: () => Buffer): FastifyReply {
  if (reply.server.answersChecked) {
    const schema = (reply.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
    const result = schema?.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (result && !result.success) {
      throw new Error(
        `answer of ${reply.request.method} ${reply.request.url} does not match its schema: ${JSON.stringify(result.error.issues)}`,
      );
    }
  }
  reply.type('application/json; charset=utf-8');
  let body = chunks;
  if (gzipped) {
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (acceptsGzip(reply.request.headers['accept-encoding'])) {
      body = [gzipped()];
      reply.header('Content-Encoding', 'gzip');
    }
  }
  if (body.length === 1) return reply.send(body[0]);
  reply.header(
    'Content-Length',
    body.reduce((n, c) => n + c.length, 0),
  );
  return reply.send(Readable.from(body, { objectMode: false }));
}

/** Request schemas the document shows in another, stricter form than the route checks (documentedAs). */
const DOCUMENTED_AS = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A request schema that the document shows as `documented`: for a route that checks only the shape of what it is
 * sent and reports each value's problems in its answer (batch items), the document still declares every rule a value
 * must meet, so a client knows them before it sends. Answers the route's own schema, types unchanged.
 */
export function documentedAs<T extends z.ZodType>(checked: T, documented: z.ZodType): T {
  DOCUMENTED_AS.set(checked, documented);
  return checked;
}

/** One registered route as the access test and the document see it. */
export interface RouteEntry {
  method: string;
  url: string;
  access: string | undefined;
  /** The scope an API key needs (integration routes). */
  scope: string | undefined;
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its declared access (tests walk it). */
    readonly routeTable: RouteEntry[];
    /** Whether answers are checked against their schemas (ContractOptions.validateResponses). */
    readonly answersChecked: boolean;
  }
}

export interface ContractOptions {
  /** Check every JSON answer against its declared schema, and every status and media type against the document (tests). */
  validateResponses?: boolean;
  /** The session cookie's name (SESSION_COOKIE_NAME), as the document's security scheme names it. */
  sessionCookie?: string;
}

/** The body media types a route's scope can read, of those a client may send: the document lists them per route. */
const BODY_MEDIA = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** The document's own account of access and answers, so an integrator needs neither the code nor another page. */
function apiDescription(sessionCookie: string): string {
  const staff = (Object.keys(STAFF_ACCESS) as StaffAccess[])
    .map((level) => `- ${accessSentence(level).replace(/^Erişim: /, '')}`)
    .join('\n');
  return [
    'Bayi mağazasının HTTP arayüzü (spec §7). Alan adları sözleşmedir; `F` ile biten alanlar tr-TR biçimli tutarlardır ' +
      '("1.234,56"). ERP entegrasyonu `/api/v1` altındadır (etiketler "Entegrasyon (ERP): …").',
    '## Erişim',
    'Her işlemin açıklaması kimin çağırabileceğiyle başlar; aynı bilgi `x-access` alanında (entegrasyon ' +
      'rotalarında `x-scope` ile) ve işlemin `security` kaydındadır.',
    `- ${accessSentence('public').replace(/^Erişim: /, '')}`,
    `- ${accessSentence('dealer').replace(/^Erişim: /, '')} Çerez (\`${sessionCookie}\`, güvenlik şeması \`session\`) ` +
      '`POST /login/spa` ile alınır. Oturum yoksa 401.',
    staff,
    '  Personel de `POST /login/spa` ile, Cari No `ADMIN` olarak giriş yapar. Oturum yoksa 401, rolü yetmiyorsa 403.',
    '- ERP API anahtarı (`integration`): yönetim panelindeki API anahtarları sayfasında ya da ' +
      '`POST /admin/api-keys` ile oluşturulur, `Authorization: Bearer bayi_…` başlığıyla gönderilir (güvenlik şeması ' +
      '`apiKey`; istenen yetki şemanın kapsam listesinde). Anahtar yoksa ya da geçersizse 401, yetkisi yoksa 403, ' +
      'sınır aşılınca 429. Çerezler bu rotalarda hiçbir şey açmaz; anahtar da başka hiçbir rotayı açmaz.',
    'Oturum çerezli değiştiren işlemler (GET dışındakiler) başka bir siteden gönderildiğinde (Origin bu sunucu değil ' +
      'ya da `Sec-Fetch-Site: cross-site`) 403 ile reddedilir; Origin göndermeyen sunucudan sunucuya istemciler etkilenmez.',
    '## Yanıtlar',
    'Her işlem verebileceği her durum kodunu, gövdesinin içerik türüyle listeler: JSON olmayan yanıtlar (stil ' +
      'sayfası, görsel, Excel, PDF, CSV, HTML) kendi türleriyle, yönlendirmeler (302) gövdesiz ve `Location` başlığıyla. ' +
      "Her hata yanıtı `{ hasError: true, errorMessage, statusCode }` biçiminde Türkçe JSON'dur; geçersiz alanlar " +
      '`errors` içinde adlarıyla gelir. Sunucunun kendisinin verdiği yanıtlar da listededir: gövdeli işlemlerde 413 ' +
      '(çok büyük) ve 415 (desteklenmeyen içerik türü), yol parametreli işlemlerde 414, hepsinde 431 (başlıklar ya da ' +
      'adres çok büyük). Bunlardan başka yalnız beklenmeyen bir sunucu hatası (500) ve bağlantı düzeyinde yarım kalan ' +
      'bir istek (408) aynı gövdeyle gelebilir.',
  ].join('\n\n');
}

/** The integration API's tags, described: docs/integration.md points to them by name. */
const TAGS = [
  {
    name: 'Entegrasyon (ERP): siparişler',
    description: 'Sipariş akışı (imleçle) ve ERP belge numarasıyla onay; yetki `orders`.',
  },
  {
    name: 'Entegrasyon (ERP): aktarım dosyaları',
    description: 'CSV/XLSX dosyasıyla toplu aktarım işi, ilerlemesi, hata raporu ve şablonlar; yetki türün kapsamı.',
  },
  {
    name: 'Entegrasyon (ERP): toplu kayıt',
    description:
      'JSON ile en fazla 5.000 kaydı hemen ekler ya da günceller; her kaydın sonucu ayrı. Yetki türün kapsamı.',
  },
  {
    name: 'Yönetim: entegrasyon',
    description: 'API anahtarlarını oluşturma (anahtar yalnız bir kez gösterilir) ve iptal.',
  },
  { name: 'Yönetim: webhook', description: 'Giden imzalı webhook uç noktaları, olaylar, teslimatlar ve deneme.' },
];

/** Installs the zod compilers and the OpenAPI collector; call before any route is registered. */
export async function registerContracts(app: FastifyInstance, options: ContractOptions = {}): Promise<Api> {
  // The options objects themselves: hooks of inner scopes (which declare access) run after this one on the
  // same object, so the table reads what they set.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', function (route) {
    registered.push(route);
    // What a body may be sent as is what the route's scope can parse (JSON everywhere; forms where a scope adds
    // their parsers): read from the scope itself, so the document cannot promise a parser the route lacks.
    if (route.schema?.body && !route.schema.consumes) {
      route.schema = { ...route.schema, consumes: BODY_MEDIA.filter((type) => this.hasContentTypeParser(type)) };
    }
  });
  app.decorate('routeTable', {
    getter: () =>
      registered.flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD') // Fastify's automatic twin of each GET
          .map((method) => ({
            method,
            url: route.url,
            access: route.config?.access,
            scope: route.config?.scope,
            hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
          })),
      ),
  });
  app.decorate('answersChecked', options.validateResponses ?? false);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(options.validateResponses ?? false));
  if (options.validateResponses) checkDeclaredAnswers(app);
  const sessionCookie = options.sessionCookie ?? 'bayi_sid';
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bayi API', version: '1.0.0', description: apiDescription(sessionCookie) },
      tags: TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description:
              'Oturum çerezi: `POST /login/spa` ile alınır. Bayi kullanıcıları (`dealer`) ve personel ' +
              '(`admin`, `content`, `sales`: işlemin açıklamasında hangi roller) için.',
          },
          // The ERP integration API under /api/v1: a key from the back office's API anahtarları page.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bayi_…',
            description:
              "Yönetim panelindeki 'API anahtarları' sayfasında ya da `POST /admin/api-keys` ile oluşturulan anahtar: " +
              '`Authorization: Bearer bayi_…`. Her rota bir yetki (scope) ister; anahtar başına dakikada sınırlı ' +
              'istek (RateLimit-* başlıkları).',
          },
        },
      },
    },
    // Named schemas (recursive menus and categories) become components the paths refer to; so does the error body.
    transformObject: (document) => sharedErrorBody(jsonSchemaTransformObject(document) as OpenApiObject),
    transform: (document) => {
      const route = document.route;
      const answers = documentedAnswers(route);
      const upload = route.schema?.upload;
      const checked = route.schema?.body as z.ZodType | undefined;
      const body = (checked && DOCUMENTED_AS.get(checked)) ?? checked;
      const transformed = jsonSchemaTransform({ ...document, schema: { ...document.schema, body, response: answers } });
      const schema = transformed.schema as Record<string, unknown>;
      // Answers that are not JSON, with their own media types (or no body) and the headers that matter.
      const responses = schema.response as Record<string, Record<string, unknown>> | undefined;
      for (const [status, declared] of Object.entries(answers)) {
        if (!responses?.[status]) continue;
        const form = formOf(declared);
        if (!form.media.includes('application/json')) responses[status] = documentedForm(form);
        const json = form.media.includes('application/json') ? form.headers : {};
        const headers = Object.entries({ ...impliedHeaders(route, Number(status)), ...json });
        if (headers.length === 0) continue;
        const response = responses[status]!;
        response.headers = {
          ...Object.fromEntries(headers.map(([name, description]) => [name, { type: 'string', description }])),
          ...(response.headers as object | undefined),
        };
      }
      // A multipart upload read by its handler: its file field, though no schema parses it first.
      if (upload) {
        schema.consumes = ['multipart/form-data'];
        schema.body = {
          type: 'object',
          required: [upload.field],
          properties: {
            [upload.field]: {
              type: 'string',
              format: 'binary',
              description: `Dosya, en fazla ${Math.round(upload.maxBytes / 1024 / 1024)} MB.`,
            },
          },
        };
      }
      const access = route.config?.access;
      const scope = route.config?.scope;
      // Who may call it, in the document too: integrators read it before they read the code.
      schema.description = [accessSentence(access, scope), route.schema?.description].filter(Boolean).join('\n\n');
      if (access === 'integration') {
        // OpenAPI 3.1 lets a non-OAuth scheme list the roles it needs: the key's scope.
        schema.security = [{ apiKey: scope ? [scope] : [] }];
        schema['x-access'] = access;
        if (scope) schema['x-scope'] = scope;
      } else if (access && access !== 'public') {
        schema.security = [{ session: [] }];
        schema['x-access'] = access;
      } else if (access) schema['x-access'] = access;
      return transformed;
    },
  });
  return app.withTypeProvider<ZodTypeProvider>();
}

interface OpenApiObject {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
  >;
  components?: { schemas?: Record<string, unknown> };
}

/** The error body's component: every error answer of every operation refers to it. */
const ERROR_COMPONENT = 'HataYaniti';

/**
 * Every error answer has the same body, `{ hasError, errorMessage, statusCode, errors? }`; written out in each of
 * them it made most of the document. It is one component instead, each answer keeping its own description.
 */
function sharedErrorBody(document: OpenApiObject): OpenApiObject {
  // The body as the document writes it (swagger's own conversion, const as enum): 431's, which every operation has.
  const operations = Object.values(document.paths ?? {}).flatMap((ops) => Object.values(ops));
  const sample = operations.find((op) => op.responses?.['431'])?.responses?.['431']?.content?.['application/json'];
  if (!sample?.schema) return document;
  const { description: _sampleDescription, ...sampleBody } = sample.schema as { description?: string };
  const body = JSON.stringify(sampleBody);
  for (const operation of operations) {
    for (const response of Object.values(operation.responses ?? {})) {
      const media = response.content?.['application/json'];
      if (!media?.schema) continue;
      const { description, ...schema } = media.schema as { description?: string };
      if (JSON.stringify(schema) !== body) continue;
      media.schema = { $ref: `#/components/schemas/${ERROR_COMPONENT}`, ...(description && { description }) };
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [ERROR_COMPONENT]: sampleBody },
  };
  return document;
}

/**
 * An answer that is not JSON as @fastify/swagger reads a response: its media types with a text or binary schema,
 * or no content at all (`type: 'null'`), and its headers.
 */
function documentedForm(form: AnswerForm): Record<string, unknown> {
  const headers = Object.keys(form.headers).length
    ? Object.fromEntries(Object.entries(form.headers).map(([name, d]) => [name, { type: 'string', description: d }]))
    : undefined;
  if (form.media.length === 0) return { type: 'null', description: form.description, ...(headers && { headers }) };
  const body = form.binary ? { type: 'string', format: 'binary' } : { type: 'string' };
  return {
    description: form.description,
    ...(headers && { headers }),
    content: Object.fromEntries(form.media.map((type) => [type, { schema: body }])),
  };
}

/** /openapi.json and the API reference at /docs (Scalar, served from this server: no CDN, no fonts from outside). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.swagger();
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    // The reference page starts itself with one inline script: allowed by its hash, nothing else inline.
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
        return payload;
      const hashes = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
      );
      reply.header(
        'Content-Security-Policy',
        `default-src 'self'; script-src 'self' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline'; ` +
          "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'",
      );
      return payload;
    });
    await scope.register(scalarApiReference, {
      routePrefix: '/docs',
      configuration: {
        url: '/openapi.json',
        pageTitle: 'Bayi API',
        withDefaultFonts: false,
        hideClientButton: true,
        showDeveloperTools: 'never',
        documentDownloadType: 'json',
        modelsSectionLabel: 'Şemalar',
        agent: { disabled: true },
        mcp: { disabled: true },
        telemetry: false,
      },
    });
  });
}
