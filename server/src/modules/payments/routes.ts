import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  attemptStatusSchema,
  paymentDueQuerySchema,
  paymentDueSchema,
  paymentFormSchema,
  paymentStartSchema,
  ratioQuerySchema,
  ratioResponseSchema,
} from '@bayi/common';
import { refusals, textAnswer, type Api } from '../../plugins/contract';
import { ownerOf } from '../../plugins/request-context';
import { idParam } from '../../lib/params';
import { CALLBACK_CSP, CALLBACK_NOT_FOUND, CALLBACK_SCRIPT, callbackPage } from './pages';
import { siteOf, type PaymentsService } from './service';
import { TEST_BANK_CSP, TEST_BANK_SCRIPT, type TestPos } from './test-pos';

const tags = ['Kredi kartı ile ödeme'];

const unavailable = apiErrorSchema.meta({
  description: 'Banka (ödeme kuruluşu) yanıt vermedi; karttan çekim yapılmadı.',
});

/** The answers of the bank-facing pages: HTML, also when the signed address names no payment. */
const htmlPage = {
  200: textAnswer('text/html', 'HTML sayfası.'),
  ...refusals(400),
  404: textAnswer('text/html', 'İmzalı adres geçersiz ya da süresi dolmuş: HTML sayfası.'),
};

/** A signed address part (the attempt's return token, the test bank's page token). */
const tokenParam = z.object({
  token: z
    .string({ error: 'Adres anahtarı (token) gerekli.' })
    .min(1, { error: 'Adres anahtarı (token) gerekli.' })
    .max(200, { error: 'Adres anahtarı (token) geçersiz.' })
    .meta({ title: 'Adres anahtarı' }),
});

/** What a bank posts back: form fields as text (the adapter checks them and their signature). */
const bankFormSchema = z
  .record(z.string(), z.union([z.string().max(20_000), z.array(z.string().max(20_000)).max(10)]))
  .optional();

const flatten = (body: z.infer<typeof bankFormSchema>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body ?? {})) out[k] = Array.isArray(v) ? (v[0] ?? '') : v;
  return out;
};

/** A fixed script of our pages (their CSP allows only scripts from our address), cached for an hour. */
function serveScript(app: Api, url: string, summary: string, script: string): void {
  app.get(
    url,
    {
      config: { access: 'public' },
      schema: { tags, summary, response: { 200: textAnswer('text/javascript', 'JavaScript.') } },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(script),
  );
}

export function registerPaymentsRoutes(app: Api, deps: { payments: PaymentsService; testPos: TestPos | null }): void {
  const { payments, testPos } = deps;

  // Card rates (spec §7 GET /payment2/PaynetRatio); cardNumber carries the first 6–8 digits only.
  app.get(
    '/payment2/PaynetRatio',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary:
          'Kartın taksit seçenekleri: banka, taksit, oran, toplam, taksit tutarı, hesaba geçecek tutar (cardNumber: kartın yalnızca ilk 6–8 hanesi)',
        querystring: ratioQuerySchema,
        response: { 200: ratioResponseSchema, ...refusals(400, 401), 503: unavailable },
      },
    },
    async (request) => {
      return payments.ratios(request.query);
    },
  );

  // Beyond the spec: the amount of paying the open balance or chosen open invoices, computed here.
  app.get(
    '/payment2/due',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary:
          "Bakiyeyi veya seçilen açık faturaları ödemek için tutar (TL, sunucunun hesabı): purpose 'balance' ya da 'invoices' ve invoiceIds (virgülle). Başka bayinin faturası 404, kapanmış fatura 400.",
        querystring: paymentDueQuerySchema,
        response: { 200: paymentDueSchema, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      return payments.due(ownerOf(request).dealerId, request.query);
    },
  );

  // The bank's pages post from another site without our cookie, and forms arrive as multipart or urlencoded:
  // both parsers live in this scope only, so every other route keeps answering JSON alone.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 30, fieldSize: 4_096, files: 0, parts: 30 },
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(body as string)) if (!(k in fields)) fields[k] = v;
        done(null, fields);
      },
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();

    // A collection by card (spec §7 POST /payment2, multipart): answers the 3-D Secure page to open.
    api.post(
      '/payment2',
      {
        config: { access: 'dealer' },
        schema: {
          tags,
          summary:
            "Kredi kartı ile tahsilat başlatır (multipart/form-data; JSON da kabul edilir): 3-D Secure sayfası threedsHtmlContent içinde. ChargePrice sunucunun hesabından farklıysa 400. Purpose 'balance' / 'invoices' (InvoiceIds): tutarı sunucu hesaplar; başka bayinin faturası 404, aynı borç için sonucu beklenen başka ödeme 400.",
          body: paymentFormSchema,
          response: { 200: paymentStartSchema, ...refusals(400, 401, 404), 503: unavailable },
        },
      },
      async (request) => {
        return payments.startCollection(ownerOf(request), request.body, siteOf(request));
      },
    );

    // The bank's return: a cross-site POST without our cookie (CSRF-exempt here only); the signed token names the attempt.
    api.post(
      '/payment2/callback/:token',
      {
        config: { access: 'public', csrf: 'exempt' },
        schema: {
          tags,
          summary:
            '3-D Secure dönüşü (bankanın sayfasından gelen POST): imzalı adres ödeme denemesini belirtir; sonuç sayfası postMessage ile mağazaya bildirir',
          params: tokenParam,
          body: bankFormSchema,
          response: htmlPage,
        },
      },
      async (request, reply) => {
        const attempt = await payments.callback(request.params.token, flatten(request.body));
        reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', CALLBACK_CSP);
        if (!attempt) return reply.status(404).type('text/html; charset=utf-8').send(CALLBACK_NOT_FOUND);
        return reply
          .type('text/html; charset=utf-8')
          .send(callbackPage(payments.statusAnswer(attempt), attempt.site_origin));
      },
    );

    if (testPos) {
      // The Test POS's bank (a separate "site" inside this server, clearly marked as a test bank).
      api.get(
        '/payment2/testpos/:token',
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'Test POS: test bankasının 3-D Secure (SMS kodu) sayfası — 123456 onaylar',
            params: tokenParam,
            response: htmlPage,
          },
        },
        async (request, reply) => {
          const page = testPos.page(request.params.token);
          reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', TEST_BANK_CSP);
          return reply
            .status(page ? 200 : 404)
            .type('text/html; charset=utf-8')
            .send(page ?? CALLBACK_NOT_FOUND);
        },
      );
      api.post(
        '/payment2/testpos/:token',
        {
          // Posted from the 3-D Secure frame, whose origin is opaque ('null'): the bank's own form, no session.
          config: { access: 'public', csrf: 'exempt' },
          schema: {
            tags,
            summary: 'Test POS: SMS kodunu (veya İptal) alır ve mağazaya imzalı sonuçla döner',
            params: tokenParam,
            body: bankFormSchema,
            response: htmlPage,
          },
        },
        async (request, reply) => {
          const page = testPos.submit(request.params.token, flatten(request.body));
          reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', TEST_BANK_CSP);
          return reply
            .status(page ? 200 : 404)
            .type('text/html; charset=utf-8')
            .send(page ?? CALLBACK_NOT_FOUND);
        },
      );
      serveScript(api, '/payment2/testpos/return.js', 'Test POS: dönüş formunu gönderen betik', TEST_BANK_SCRIPT);
    }
  });

  // The provider's 3-D Secure page from our address, under its own policy (threeds-page.ts): the frame's src.
  app.get(
    '/payment2/threeds/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Bankanın 3-D Secure sayfası, kendi adresimizden ve kendi CSP'siyle (imzalı, 10 dakika geçerli): 3D Ödeme Penceresi'nin src adresi",
        params: tokenParam,
        response: htmlPage,
      },
    },
    async (request, reply) => {
      const page = payments.threedsPage(request.params.token);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      if (!page)
        return reply
          .status(404)
          .header('Content-Security-Policy', CALLBACK_CSP)
          .type('text/html; charset=utf-8')
          .send(CALLBACK_NOT_FOUND);
      return reply.header('Content-Security-Policy', page.csp).type('text/html; charset=utf-8').send(page.html);
    },
  );

  serveScript(app, '/payment2/callback.js', '3-D Secure dönüş sayfasının betiği (postMessage)', CALLBACK_SCRIPT);

  // Where a payment stands: the page polls it while the bank's window is open, and after the return's message.
  app.get(
    '/payment2/attempt/:id',
    {
      config: { access: 'dealer' },
      schema: {
        tags,
        summary: 'Ödeme denemesinin durumu (initiated, authorising, paid, failed); başka bayinin denemesi 404',
        params: idParam,
        response: { 200: attemptStatusSchema, ...refusals(400, 401, 404) },
      },
    },
    async (request) => {
      return payments.attemptStatus(ownerOf(request).dealerId, request.params.id);
    },
  );
}
