import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  foldTurkish,
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  type MediaFile,
  type MediaList,
} from '@bayi/common';
import { RequestValidationError } from '../../plugins/errors';
import type { Actor } from '../audit/log';
import { imageUrl } from './image-url';
import { ImageCache, renderImage, type RenderedImage } from './images';
import type { ContentRepository, MediaRow } from './repository';

/** A refusal of the upload, named on the form's file field. */
const refuse = (message: string) => new RequestValidationError('body', message, { file: message });

type Format = keyof typeof MEDIA_FORMATS;

/**
 * What the bytes are, read by sharp (libvips) from the file itself: a renamed .exe or an HTML page called
 * logo.png is refused whatever the browser claimed. A file sharp cannot open is no image we can show.
 */
async function imageFormat(bytes: Buffer): Promise<{ format: Format; width?: number; height?: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS * MEDIA_MAX_PIXELS }).metadata();
  } catch {
    throw refuse(MEDIA_MESSAGES.kind);
  }
  const format = meta.format as string;
  if (!(format in MEDIA_FORMATS)) throw refuse(MEDIA_MESSAGES.kind);
  if ((meta.width ?? 0) > MEDIA_MAX_PIXELS || (meta.height ?? 0) > MEDIA_MAX_PIXELS)
    throw refuse(MEDIA_MESSAGES.tooManyPixels);
  // The header can be whole and the pixels cut off: decode it all once, as /image/show will, so a stored
  // image always renders.
  try {
    await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS * MEDIA_MAX_PIXELS })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .toBuffer();
  } catch {
    throw refuse(MEDIA_MESSAGES.broken);
  }
  return { format: format as Format, width: meta.width, height: meta.height };
}

/** A stored name from the uploaded one: folded to a–z, 0–9 and dashes, with a random part so names never clash. */
export function storedFileName(originalName: string, format: Format): string {
  const base =
    foldTurkish(originalName.replace(/\.[^.]*$/, ''))
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'resim';
  const ext = format === 'jpeg' ? 'jpg' : format;
  return `${base}-${randomBytes(4).toString('hex')}.${ext}`;
}

const fileOf = (row: MediaRow): MediaFile => ({
  fileName: row.file_name,
  previewUrl: imageUrl(row.file_name, 2),
  contentType: row.content_type,
  bytes: Number(row.bytes),
  createdAt: row.created_at,
});

export interface Upload {
  fileName: string;
  bytes: Buffer;
  /** The upload was cut at MEDIA_MAX_BYTES. */
  truncated: boolean;
}

/**
 * Stored files (the media table): the storefront reads them rendered at a display size or as stored; staff
 * upload images, checked by their bytes, stored and audited.
 */
export function createMedia(repo: ContentRepository) {
  const imageCache = new ImageCache();

  return {
    /** A stored image at a display size; null when there is no such file. */
    async image(fileName: string, size: number): Promise<RenderedImage | null> {
      const key = `${size}:${fileName}`;
      const cached = imageCache.get(key);
      if (cached) return cached;
      const file = await repo.mediaFile(fileName);
      if (!file) return null;
      let rendered: RenderedImage;
      try {
        rendered = await renderImage(file.bytes, file.contentType, size);
      } catch {
        // A stored file that does not decode (uploads are checked; older data may not be): no picture, not a 500.
        return null;
      }
      imageCache.set(key, rendered);
      return rendered;
    },

    /** An original file as stored (login backgrounds). */
    async original(fileName: string): Promise<RenderedImage | null> {
      const file = await repo.mediaFile(fileName);
      return file ? { contentType: file.contentType, bytes: file.bytes } : null;
    },

    /** Which of these names are stored files (for a module that links to uploads). */
    stored: (fileNames: string[]): Promise<Set<string>> => repo.existingMedia(fileNames),

    async upload(actor: Actor, upload: Upload | undefined): Promise<MediaFile> {
      if (!upload || upload.bytes.length === 0) throw refuse(MEDIA_MESSAGES.missing);
      if (upload.truncated || upload.bytes.length > MEDIA_MAX_BYTES) throw refuse(MEDIA_MESSAGES.tooLarge);
      const { format, width, height } = await imageFormat(upload.bytes);
      if ((width ?? 0) > MEDIA_MAX_PIXELS || (height ?? 0) > MEDIA_MAX_PIXELS)
        throw refuse(MEDIA_MESSAGES.tooManyPixels);
      const fileName = storedFileName(upload.fileName, format);
      const row = await repo.transaction(async (tx) => {
        const stored = await tx.insertMedia(fileName, MEDIA_FORMATS[format], upload.bytes);
        await tx.audit(actor, {
          action: 'media.upload',
          entity: 'media',
          entityId: fileName,
          summary: `${upload.fileName} yüklendi (${fileName}, ${Math.ceil(upload.bytes.length / 1024)} KB${width && height ? `, ${width}×${height}` : ''}).`,
          after: { fileName, contentType: MEDIA_FORMATS[format], bytes: upload.bytes.length, width, height },
        });
        return stored;
      });
      return fileOf(row);
    },

    async images(page: number): Promise<MediaList> {
      const { rows, total } = await repo.images(page);
      return { items: rows.map(fileOf), total };
    },
  };
}

export type Media = ReturnType<typeof createMedia>;
