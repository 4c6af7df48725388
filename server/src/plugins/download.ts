import type { FastifyReply } from 'fastify';
import { DOWNLOAD_HEADERS, fileAnswer, textAnswer } from './answers';

/** A file to send: its name, type and bytes (or a stream of them). */
export interface Download {
  fileName: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
}

/** A file download: its type, its name (ASCII and UTF-8) and no caching (it holds business figures). */
export function sendFile(reply: FastifyReply, file: Download) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'no-store');
  return reply.send(file.body);
}

/** The media types of the files the API sends. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  csv: 'text/csv',
} as const;

/** The declared answer of a route that answers with `sendFile`: the file's media types and its name. */
export function downloadAnswer(media: string | readonly string[], description: string) {
  const types = [media].flat();
  return types.every((type) => type.startsWith('text/'))
    ? textAnswer(types[0]!, description, DOWNLOAD_HEADERS)
    : fileAnswer(types, description, DOWNLOAD_HEADERS);
}
