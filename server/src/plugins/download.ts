import type { FastifyReply } from 'fastify';

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
