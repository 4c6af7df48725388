import { RequestValidationError } from '../../plugins/errors';

/**
 * The feed cursor: the feed position of the last order given, opaque to the client (base64url of "o1:<position>"),
 * so the position's meaning may change with a new version prefix without breaking stored cursors.
 */
const PREFIX = 'o1:';
const BAD_CURSOR = "'cursor' geçersiz: bir önceki yanıtın nextCursor değerini olduğu gibi gönderin.";

export const encodeCursor = (position: number) => Buffer.from(`${PREFIX}${position}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = /^o1:(0|[1-9]\d{0,15})$/.exec(text);
  if (!match || !Number.isSafeInteger(Number(match[1]))) {
    throw new RequestValidationError('querystring', BAD_CURSOR, { cursor: BAD_CURSOR });
  }
  return Number(match[1]);
}
