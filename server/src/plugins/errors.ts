import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { describeIssues, type ApiError } from '@bayi/common';

/** An error with the HTTP status and the one Turkish sentence the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Kayıt bulunamadı.') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** Validates input with a zod schema; a failure is a 400 naming every problem in Turkish. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}

export function errorBody(statusCode: number, errorMessage: string): ApiError {
  return { hasError: true, errorMessage, statusCode };
}

/** Fastify's own refusals (bad JSON, too large, wrong content type) in the client's language. */
function frameworkMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Desteklenmeyen içerik türü.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'İstek gövdesi çok büyük.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'İstek gövdesi geçerli bir JSON değil.';
    default:
      return 'Geçersiz istek.';
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.' : frameworkMessage(err);
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, 'İstenen adres bulunamadı.'));
  });
}
