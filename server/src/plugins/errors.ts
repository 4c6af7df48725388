import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { z } from 'zod';
import { describeIssues, issueFields, type ApiError } from '@bayi/common';

/** An error with the HTTP status and the one Turkish sentence the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Input refused by a route's schema: a 400 naming each wrong field. */
export class RequestValidationError extends HttpError {
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    readonly httpPart: string | undefined,
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(400, message);
  }

  static fromZod(httpPart: string | undefined, error: z.ZodError): RequestValidationError {
    return new RequestValidationError(httpPart, describeIssues(error), issueFields(error));
  }
}

export const notFound = (message = 'Kayıt bulunamadı.') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

export function errorBody(statusCode: number, errorMessage: string, errors?: Record<string, string>): ApiError {
  return errors && Object.keys(errors).length > 0
    ? { hasError: true, errorMessage, statusCode, errors }
    : { hasError: true, errorMessage, statusCode };
}

const TOO_MANY_REQUESTS = 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.';
const BAD_ADDRESS = 'Geçersiz adres.';
const HEADERS_TOO_LARGE = 'İstek başlıkları çok büyük.';
export const BROKEN_MULTIPART_MESSAGE = 'İstek gövdesi geçerli bir çok parçalı form (multipart/form-data) değil.';

/**
 * What busboy (under @fastify/multipart) throws on a body it cannot read — no, an empty or an over-long
 * boundary, a body cut off in a part, its headers or before the closing boundary (and the messages other
 * busboy versions use for the same). These errors carry neither a code nor a
 * status, so they are told by their messages; only on a multipart request (an unrelated error of the same
 * words elsewhere stays a 500).
 */
const BROKEN_MULTIPART =
  /^(Multipart: |Boundary required|The needle (cannot|has to)|Unexpected end of (multipart data|form)|\w+ terminated early due to unexpected end of multipart data|Malformed part header)/;

function isBrokenMultipart(request: FastifyRequest, err: FastifyError): boolean {
  if (err instanceof HttpError || err.statusCode !== undefined || err.code !== undefined) return false;
  const contentType = request.headers['content-type'];
  return typeof contentType === 'string' && /^\s*multipart\//i.test(contentType) && BROKEN_MULTIPART.test(err.message);
}

/** Fastify's own refusals (bad JSON, too large, wrong content type, a broken address) in the client's language. */
function frameworkMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Desteklenmeyen içerik türü.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'İstek gövdesi çok büyük.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'İstek gövdesi geçerli bir JSON değil.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'İstek gövdesinin uzunluğu hatalı.';
    case 'FST_ERR_BAD_URL':
      return BAD_ADDRESS;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Adres çok uzun.';
    default:
      return 'Geçersiz istek.';
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, err: FastifyError) {
  if (err instanceof RequestValidationError) {
    return reply.status(400).send(errorBody(400, err.message, err.fields));
  }
  if (err instanceof HttpError) {
    return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message));
  }
  // A multipart body the parser cannot read is the client's mistake, on every multipart route.
  if (isBrokenMultipart(request, err)) return reply.status(400).send(errorBody(400, BROKEN_MULTIPART_MESSAGE));
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = status === 429 ? TOO_MANY_REQUESTS : frameworkMessage(err);
    return reply.status(status).send(errorBody(status, message));
  }
  request.log.error({ err }, 'unhandled error');
  return reply.status(500).send(errorBody(500, 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.'));
}

/**
 * Errors Fastify raises before a route runs (a broken percent-escape, a path parameter over the limit),
 * answered like every other error. Passed to Fastify's constructor.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, request, reply) => {
  void sendError(request, reply, err as FastifyError);
};

/**
 * What the HTTP parser refuses before Fastify sees a request (a header block over the limit, a malformed
 * request line): the same Turkish body, written on the socket. Passed to Fastify's constructor.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'İstek zaman aşımına uğradı.']
        : [400, 'Geçersiz istek.'];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => sendError(request, reply, err));

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, 'İstenen adres bulunamadı.'));
  });
}
