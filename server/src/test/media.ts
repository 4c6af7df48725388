import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';

/** POST /admin/media as a browser's form sends it. */
export function uploadMedia(
  app: FastifyInstance,
  cookie: string | undefined,
  file: { name: string; type: string; bytes: Buffer },
  field = 'file',
) {
  const boundary = '----bayi' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/admin/media',
    headers: { ...(cookie ? { cookie } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A plain red PNG of this size. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
