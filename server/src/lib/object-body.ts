import { badRequest } from '../plugins/errors';

export const NOT_AN_OBJECT = 'İstek gövdesi bir JSON nesnesi olmalı.';

/**
 * The JSON body of a call that takes an object: anything else (no body, an array, a string) is a
 * 400 in Turkish before the schema runs, so the client never reads a library's English message.
 */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
  return body as Record<string, unknown>;
}
