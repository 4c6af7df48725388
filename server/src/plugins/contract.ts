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
import { z } from 'zod';
import { apiErrorSchema, controlCharacterError, findControlCharacter } from '@bayi/common';
import { acceptsGzip } from '../lib/gzip-join';
import { RequestValidationError } from './errors';

/**
 * Route contracts (DESIGN §3): every route declares its params, query, body and answers with the zod schemas of
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

/** Error answers as the OpenAPI document shows them: the Turkish body with what each status means here. */
const REFUSALS = {
  400: 'Geçersiz istek: hangi alanın neden reddedildiği Türkçe olarak `errorMessage` ve `errors` içinde.',
  401: 'Oturum yok ya da sona erdi: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın."',
  403: 'Bu işlem için yetkiniz yok.',
  404: 'Kayıt bulunamadı (başka bir bayinin kaydı da bulunamadı olarak yanıtlanır).',
  409: 'Kayıt bu arada değişti: hiçbir şey yazılmadı; yenileyip yeniden deneyin.',
  413: 'İstek gövdesi çok büyük.',
  429: 'Çok fazla istek; biraz sonra tekrar deneyin.',
} as const;
export type Refusal = keyof typeof REFUSALS;

/** The error answers of a route, for its `response` schema: `...refusals(400, 401)`. */
export function refusals<S extends Refusal>(...statuses: S[]): Record<S, z.ZodType> {
  const out = {} as Record<S, z.ZodType>;
  for (const status of statuses) out[status] = apiErrorSchema.meta({ description: REFUSALS[status] });
  return out;
}

/** The error answers of an integration route (`access: 'integration'`, issue 17), worded for the ERP's developer. */
const KEY_REFUSALS: Record<Refusal, string> = {
  ...REFUSALS,
  401: 'API anahtarı yok, geçersiz, süresi dolmuş ya da iptal edilmiş; yanıtta `WWW-Authenticate: Bearer` başlığı vardır.',
  403: 'API anahtarının bu rotanın istediği yetkisi (scope) yok.',
  429: 'Anahtarın istek sınırı aşıldı: `Retry-After` saniye sonra tekrar deneyin (`RateLimit-*` başlıkları).',
};
export function integrationRefusals<S extends Refusal>(...statuses: S[]): Record<S, z.ZodType> {
  const out = {} as Record<S, z.ZodType>;
  for (const status of statuses) out[status] = apiErrorSchema.meta({ description: KEY_REFUSALS[status] });
  return out;
}

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

/** Schema of an answer that is not JSON (a stylesheet, an image, a redirect), for the document only. */
export const nonJsonAnswer = (description: string) => z.any().meta({ description });

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
  /** Check every JSON answer against its declared schema (tests). */
  validateResponses?: boolean;
}

/** Installs the zod compilers and the OpenAPI collector; call before any route is registered. */
export async function registerContracts(app: FastifyInstance, options: ContractOptions = {}): Promise<Api> {
  // The options objects themselves: hooks of inner scopes (which declare access) run after this one on the
  // same object, so the table reads what they set.
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    registered.push(route);
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
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bayi API',
        version: '1.0.0',
        description:
          'Bayi mağazasının HTTP arayüzü (spec §7). Alan adları sözleşmedir; `F` ile biten alanlar tr-TR biçimli ' +
          'tutarlardır ("1.234,56"). Oturum çerezi `POST /login/spa` ile alınır. Her hata yanıtı ' +
          '`{ hasError: true, errorMessage, statusCode }` biçimindedir; geçersiz alanlar `errors` içinde adlarıyla gelir.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'bayi_sid' },
          // The ERP integration API under /api/v1 (issue 17): a key from the back office's API anahtarları page.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bayi_…',
            description:
              "Yönetim panelindeki 'API anahtarları' sayfasında oluşturulan anahtar: `Authorization: Bearer bayi_…`. " +
              'Her rota bir yetki (scope) ister; anahtar başına dakikada sınırlı istek (RateLimit-* başlıkları).',
          },
        },
      },
    },
    // Named schemas (recursive menus and categories) become components the paths refer to.
    transformObject: jsonSchemaTransformObject,
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      const schema = transformed.schema as Record<string, unknown>;
      // Who may call it, in the document too: integrators read it before they read the code.
      if (access === 'integration') {
        // OpenAPI 3.1 lets a non-OAuth scheme list the roles it needs: the key's scope.
        const scope = document.route.config?.scope;
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
